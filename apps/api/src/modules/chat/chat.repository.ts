import type {
  ApplicationStatus,
  Chat,
  HistoryMessage,
  LiveEventType,
  MessageAuthorKind,
  RiskCode,
} from '@jobs/contracts';
import {
  chatReads,
  chats,
  companies,
  messages,
  users,
  vacancies,
  executePrepared,
  type CHAT_KINDS,
  type Database,
} from '@jobs/server-db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StoredLiveEvent } from '../live/live.repository';
import type { Notice } from '../notify/notification-texts';
import { messageNotifications, type NotifyPlan } from '../notify/notify.repository';
import { resultRows } from '../../lib/sql-rows';
import { codesLiteral, EARLY_MESSAGES, messageRiskCodes, riskOf, textRisks } from '../risk';
import { verificationOf } from '../../lib/company-verification';

export type ChatKind = (typeof CHAT_KINDS)[number];

/** Who looks at a chat: its seeker, the company side (employers), or an editor in the admin. */
export type Viewer = 'seeker' | 'company' | 'admin';

/** The columns of a chat that never change once it exists: enough to decide who may use it. */
export type ChatIdentity = {
  id: number;
  kind: ChatKind;
  seekerId: number | null;
  companyId: number | null;
  templateId: number | null;
  title: string | null;
  icon: string | null;
  deleted: boolean;
};

export type StoredMessage = {
  id: number;
  chatId: number;
  text: string;
  createdAt: Date;
};

// Who a message notifies is the notify module's (its one writer of notifications).
export { recipientsOf, type NotifyPlan } from '../notify/notify.repository';

export type NewMessage = {
  /** Null for the assistant's messages. */
  senderUserId: number | null;
  authorKind: MessageAuthorKind;
  authorName: string | null;
  text: string;
  vacancyId: number | null;
  clientMessageId: string | null;
  /** For `system` messages: the application status they announce. */
  applicationStatus?: string | null;
  /** The text in each language, when the platform wrote it: each recipient is notified in theirs. */
  localizedText?: Record<'ru' | 'en', string> | null;
  /** What the platform told (a status note's code and parameters): stored on its notifications. */
  notice?: Notice | null;
  /**
   * Store nothing when the chat's seeker deleted the account (a company's or an editor's message:
   * the chat keeps its history but takes no new message); checked inside the send's statement.
   */
  refuseDeletedSeeker?: boolean;
};

/** What one send stored: the message, who it notified, and the live events written for both sides. */
export type StoredSend = {
  message: StoredMessage;
  notified: { userIds: number[]; createdAt: number };
  /** The event-log rows of this message (`message`, `application`, `notification`), in id order. */
  events: StoredLiveEvent[];
};

export type SendResult = ({ kind: 'sent' } & StoredSend) | { kind: 'duplicate' };

/**
 * Work done in a message's own transaction, before the message is stored (its recipients' push
 * jobs): the message's statement comes last, so the chat's row lock it takes is held only until
 * the commit. A message that turns out a repeat stores nothing, and the transaction rolls back.
 */
export type BeforeSend = (
  tx: Database,
  send: { chatId: number; message: NewMessage; notify: NotifyPlan },
) => Promise<void>;

/** Runs in a send's transaction once the message is stored (its id known): the assistant's reply job. */
export type AfterSend = (tx: Database, sent: { chatId: number; messageId: number }) => Promise<void>;

/** What a send adds to its transaction: before the message (push jobs), after it (the reply job). */
export type SendHooks = { beforeSend?: BeforeSend | undefined; afterSend?: AfterSend | undefined };

/** A chat list is capped: the most recently active ones. */
export const CHAT_LIST_LIMIT = 500;

class DuplicateMessage extends Error {}

const seekerUser = alias(users, 'seeker_user');

// Messages from the other side with an id past the viewer's last read one.
const unreadCount = (viewer: Viewer) => {
  const otherSide = viewer === 'seeker' ? sql`m.author_kind <> 'seeker'` : sql`m.author_kind = 'seeker'`;
  return sql<number>`(select count(*)::int from ${messages} m where m.chat_id = ${chats.id} and m.id > coalesce(${chatReads.lastReadMessageId}, 0) and ${otherSide})`;
};

const activity = sql`coalesce(${chats.lastMessageAt}, ${chats.createdAt})`;

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

type ChatRow = {
  id: number;
  kind: ChatKind;
  companyId: number | null;
  templateId: number | null;
  title: string | null;
  icon: string | null;
  isVisible: boolean;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  lastMessageAt: Date | null;
  lastMessageText: string | null;
  lastMessageAuthorKind: MessageAuthorKind | null;
  companyName: string | null;
  companyLogo: string | null;
  companyVerifiedMethod: 'email_domain' | 'editor' | null;
  companyVerifiedAt: Date | null;
  seekerName: string | null;
  unread: number;
};

/** The chat as the viewer sees it: the other party's name and picture as title and icon. */
const toChatDto = (row: ChatRow, viewer: Viewer): Chat => {
  const ownTitle = row.title ?? '';
  let title: string;
  let icon: string | null;
  if (viewer === 'seeker') {
    title = row.kind === 'company' ? (row.companyName ?? '') : ownTitle;
    icon = row.kind === 'company' ? row.companyLogo : row.icon;
  } else if (viewer === 'company') {
    title = row.seekerName ?? '';
    icon = null;
  } else {
    const party = row.kind === 'company' ? (row.companyName ?? '') : ownTitle;
    title = `${row.seekerName ?? ''} — ${party}`;
    icon = row.kind === 'company' ? row.companyLogo : row.icon;
  }
  return {
    id: row.id,
    title,
    icon,
    createdAt: row.createdAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    is_template: row.kind === 'template',
    is_visible: row.isVisible,
    template_id: row.templateId,
    updatedAt: row.updatedAt.toISOString(),
    lastMessageCreatedAt: iso(row.lastMessageAt),
    last_message: row.lastMessageText,
    messages: [],
    unread_count: row.unread,
    company_id: row.companyId,
    company_verified:
      viewer === 'seeker' && row.kind === 'company'
        ? verificationOf({ verifiedMethod: row.companyVerifiedMethod, verifiedAt: row.companyVerifiedAt })
        : null,
    unanswered: (row.kind === 'company' || row.kind === 'service') && row.lastMessageAuthorKind === 'seeker',
  };
};

/**
 * Whose side wrote it, as the viewer sees it: the seeker's own messages; the company side's (its
 * employers' and, on its behalf, the editors'); for editors only the platform's (an employer's
 * message is the company's, not the editor's own).
 */
const isMine = (viewer: Viewer, authorKind: MessageAuthorKind): boolean => {
  if (viewer === 'seeker') return authorKind === 'seeker';
  if (viewer === 'admin') return authorKind === 'platform';
  return authorKind === 'company' || authorKind === 'platform';
};

const senderUser = alias(users, 'sender_user');

/**
 * How a send is made durable. `flushAfterCommit` (PostgreSQL): the send's transaction commits
 * without waiting for the disk, so the chat's row lock (which orders its sends) is released as soon
 * as the commit is recorded, and the send then waits for a flush that covers it before it answers.
 */
export type ChatRepositoryOptions = { flushAfterCommit?: boolean };

export const createChatRepository = (db: Database, { flushAfterCommit = false }: ChatRepositoryOptions = {}) => {
  /**
   * Waits until the WAL holding the sends committed so far is on disk: a one-row WAL record in a
   * transaction of its own, committed synchronously, flushes everything written before it (one
   * flush serves every send waiting at that moment: PostgreSQL's group commit).
   */
  const flushCommitted = async (): Promise<void> => {
    if (flushAfterCommit) await db.execute(sql`select pg_logical_emit_message(true, 'jobs.chat-send', '')`);
  };

  const selectChats = (viewer: Viewer, viewerId: number) =>
    db
      .select({
        id: chats.id,
        kind: chats.kind,
        companyId: chats.companyId,
        templateId: chats.templateId,
        title: chats.title,
        icon: chats.icon,
        isVisible: chats.isVisible,
        deletedAt: chats.deletedAt,
        createdAt: chats.createdAt,
        updatedAt: chats.updatedAt,
        lastMessageAt: chats.lastMessageAt,
        lastMessageText: chats.lastMessageText,
        lastMessageAuthorKind: chats.lastMessageAuthorKind,
        companyName: companies.name,
        companyLogo: companies.logoUrl,
        companyVerifiedMethod: companies.verifiedMethod,
        companyVerifiedAt: companies.verifiedAt,
        seekerName: seekerUser.name,
        unread: unreadCount(viewer),
      })
      .from(chats)
      .leftJoin(companies, eq(companies.id, chats.companyId))
      .leftJoin(seekerUser, eq(seekerUser.id, chats.seekerId))
      .leftJoin(chatReads, and(eq(chatReads.chatId, chats.id), eq(chatReads.userId, viewerId)));

  const seekerChats = async (seekerId: number, extra?: SQL): Promise<Chat[]> => {
    const rows = await selectChats('seeker', seekerId)
      .where(and(eq(chats.seekerId, seekerId), isNull(chats.deletedAt), extra ?? eq(chats.isVisible, true)))
      .orderBy(desc(activity), desc(chats.id))
      .limit(CHAT_LIST_LIMIT);
    return rows.map((row) => toChatDto(row, 'seeker'));
  };

  return {
    findIdentity: async (chatId: number): Promise<ChatIdentity | undefined> => {
      const [row] = await db
        .select({
          id: chats.id,
          kind: chats.kind,
          seekerId: chats.seekerId,
          companyId: chats.companyId,
          templateId: chats.templateId,
          title: chats.title,
          icon: chats.icon,
          deletedAt: chats.deletedAt,
        })
        .from(chats)
        .where(eq(chats.id, chatId))
        .limit(1);
      if (!row) return undefined;
      const { deletedAt, ...identity } = row;
      return { ...identity, deleted: deletedAt !== null };
    },

    /** The assistant templates every seeker's list shows (as a seeker sees them: nothing unread). */
    listTemplates: async (): Promise<Chat[]> => {
      const rows = await db
        .select()
        .from(chats)
        .where(and(eq(chats.kind, 'template'), eq(chats.isVisible, true), isNull(chats.deletedAt)))
        .orderBy(asc(chats.id));
      return rows.map((row) =>
        toChatDto(
          {
            ...row,
            companyName: null,
            companyLogo: null,
            companyVerifiedMethod: null,
            companyVerifiedAt: null,
            seekerName: null,
            unread: 0,
          },
          'seeker',
        ),
      );
    },

    /** A seeker's own chats (visible, not deleted), most recent activity first. */
    listForSeeker: (seekerId: number) => seekerChats(seekerId),

    /** One of the seeker's chats as the list shows it (visible or not). */
    findForSeeker: async (seekerId: number, chatId: number): Promise<Chat | undefined> =>
      (await seekerChats(seekerId, eq(chats.id, chatId)))[0],

    /** The company's chats that have messages, most recent activity first, as an employer sees them. */
    listForCompany: async (employerId: number, companyId: number): Promise<Chat[]> => {
      const rows = await selectChats('company', employerId)
        .where(
          and(
            eq(chats.kind, 'company'),
            eq(chats.companyId, companyId),
            isNotNull(chats.lastMessageAt),
            isNull(chats.deletedAt),
          ),
        )
        .orderBy(desc(chats.lastMessageAt), desc(chats.id))
        .limit(CHAT_LIST_LIMIT);
      return rows.map((row) => toChatDto(row, 'company'));
    },

    /** Every company and service chat with messages, for editors; optionally one company's, or unanswered ones. */
    listForAdmin: async (editorId: number, filter: { companyId?: number; unanswered?: boolean }): Promise<Chat[]> => {
      const rows = await selectChats('admin', editorId)
        .where(
          and(
            inArray(chats.kind, ['company', 'service']),
            isNotNull(chats.lastMessageAt),
            isNull(chats.deletedAt),
            filter.companyId === undefined ? undefined : eq(chats.companyId, filter.companyId),
            filter.unanswered === undefined
              ? undefined
              : filter.unanswered
                ? eq(chats.lastMessageAuthorKind, 'seeker')
                : sql`${chats.lastMessageAuthorKind} <> 'seeker'`,
          ),
        )
        .orderBy(desc(chats.lastMessageAt), desc(chats.id))
        .limit(CHAT_LIST_LIMIT);
      return rows.map((row) => toChatDto(row, 'admin'));
    },

    /** Up to `limit` messages before `olderThanId` (or the newest), newest first; one index range scan. */
    historyPage: async (
      chatId: number,
      viewer: Viewer,
      olderThanId: number | undefined,
      limit: number,
    ): Promise<{ message: HistoryMessage[]; has_more: boolean }> => {
      const rows = await db
        .select({
          id: messages.id,
          text: messages.text,
          createdAt: messages.createdAt,
          authorKind: messages.authorKind,
          authorName: messages.authorName,
          vacancyId: messages.vacancyId,
          vacancyTitle: vacancies.title,
          applicationStatus: messages.applicationStatus,
          senderName: senderUser.name,
          riskReasons: messages.riskReasons,
        })
        .from(messages)
        .leftJoin(vacancies, eq(vacancies.id, messages.vacancyId))
        .leftJoin(senderUser, eq(senderUser.id, messages.senderUserId))
        .where(and(eq(messages.chatId, chatId), olderThanId === undefined ? undefined : lt(messages.id, olderThanId)))
        .orderBy(desc(messages.id))
        .limit(limit + 1);
      // A message keeps the codes it was sent with (issue 27); one sent before they were kept (until
      // the job "risk.rejudge" judges it) is judged here, among the chat's first messages or not.
      const firstIds = rows.some((row) => row.authorKind === 'company' && row.riskReasons === null)
        ? new Set(
            (
              await db
                .select({ id: messages.id })
                .from(messages)
                .where(eq(messages.chatId, chatId))
                .orderBy(asc(messages.id))
                .limit(EARLY_MESSAGES)
            ).map((row) => row.id),
          )
        : new Set<number>();
      return {
        message: rows.slice(0, limit).map((row) => ({
          id: row.id,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
          is_my: isMine(viewer, row.authorKind),
          vacancy_id: row.vacancyId,
          vacancy_title: row.vacancyTitle,
          author_kind: row.authorKind,
          // Editors see which of the company's employers wrote (the others see the company).
          author_name:
            viewer === 'admin' && row.authorKind === 'company' ? (row.senderName ?? row.authorName) : row.authorName,
          ...(row.applicationStatus ? { application_status: row.applicationStatus as ApplicationStatus } : {}),
          // Only the company side's messages are judged: that is where a scam speaks to the seeker.
          risk:
            row.authorKind !== 'company'
              ? null
              : row.riskReasons !== null
                ? riskOf(row.riskReasons as RiskCode[])
                : riskOf(textRisks(row.text, { kind: 'message', early: firstIds.has(row.id) })),
        })),
        has_more: rows.length > limit,
      };
    },

    /** Moves the user's read mark forward to `messageId` (never back). */
    /** Whether the message is one of the chat's (a read mark may only name a message the chat has). */
    hasMessage: async (chatId: number, messageId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.chatId, chatId), eq(messages.id, messageId)))
        .limit(1);
      return row !== undefined;
    },

    markRead: async (userId: number, chatId: number, messageId: number): Promise<void> => {
      await db
        .insert(chatReads)
        .values({ userId, chatId, lastReadMessageId: messageId })
        .onConflictDoUpdate({
          target: [chatReads.userId, chatReads.chatId],
          set: {
            lastReadMessageId: sql`greatest(${chatReads.lastReadMessageId}, excluded.last_read_message_id)`,
            updatedAt: sql`now()`,
          },
          setWhere: sql`${chatReads.lastReadMessageId} < excluded.last_read_message_id`,
        });
    },

    findVacancy: async (vacancyId: number): Promise<{ companyId: number; published: boolean } | undefined> => {
      const [row] = await db
        .select({ companyId: vacancies.companyId, status: vacancies.status })
        .from(vacancies)
        .where(eq(vacancies.id, vacancyId))
        .limit(1);
      return row ? { companyId: row.companyId, published: row.status === 'published' } : undefined;
    },

    /** Whether the user deleted their account (a company chat with them is closed to new messages). */
    isDeletedUser: async (userId: number): Promise<boolean> => {
      const [row] = await db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row?.deletedAt);
    },

    findCompanyName: async (companyId: number): Promise<string | undefined> => {
      const [row] = await db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, companyId))
        .limit(1);
      return row?.name;
    },

    /** The seeker's chat with the company, created when missing (one per pair: the unique index settles races). */
    ensureCompanyChat: async (seekerId: number, companyId: number): Promise<number> => {
      await db
        .insert(chats)
        .values({ kind: 'company', seekerId, companyId })
        .onConflictDoNothing({
          target: [chats.seekerId, chats.companyId],
        });
      const [row] = await db
        .select({ id: chats.id, deletedAt: chats.deletedAt })
        .from(chats)
        .where(and(eq(chats.seekerId, seekerId), eq(chats.companyId, companyId)))
        .limit(1);
      if (!row) throw new Error('company chat missing after insert');
      if (row.deletedAt) {
        await db.update(chats).set({ deletedAt: null, updatedAt: new Date() }).where(eq(chats.id, row.id));
      }
      return row.id;
    },

    /** The sender's message of that idempotency key, with the template its chat was started from. */
    findByClientMessageId: async (
      senderUserId: number,
      clientMessageId: string,
    ): Promise<(StoredMessage & { templateId: number | null }) | undefined> => {
      const [row] = await db
        .select({
          id: messages.id,
          chatId: messages.chatId,
          text: messages.text,
          createdAt: messages.createdAt,
          templateId: chats.templateId,
        })
        .from(messages)
        .innerJoin(chats, eq(chats.id, messages.chatId))
        .where(and(eq(messages.senderUserId, senderUserId), eq(messages.clientMessageId, clientMessageId)))
        .limit(1);
      return row;
    },

    /**
     * The seeker's chat about a service, in the caller's transaction: a new one (`created`: the
     * caller posts the request in it), or the existing one, shown again if it was deleted or hidden.
     */
    openServiceChat: async (
      executor: Database,
      chat: { seekerId: number; serviceId: number; title: string; icon: string | null },
    ): Promise<{ id: number; created: boolean }> => {
      const { seekerId, serviceId } = chat;
      const [created] = await executor
        .insert(chats)
        .values({ kind: 'service', seekerId, serviceId, title: chat.title, icon: chat.icon })
        .onConflictDoNothing({ target: [chats.seekerId, chats.serviceId] })
        .returning({ id: chats.id });
      if (created) return { id: created.id, created: true };
      const [existing] = await executor
        .select({ id: chats.id, deletedAt: chats.deletedAt, isVisible: chats.isVisible })
        .from(chats)
        .where(and(eq(chats.seekerId, seekerId), eq(chats.serviceId, serviceId)))
        .limit(1);
      if (!existing) throw new Error('service chat missing after insert');
      if (existing.deletedAt || !existing.isVisible) {
        await executor
          .update(chats)
          .set({ deletedAt: null, isVisible: true, updatedAt: sql`now()` })
          .where(eq(chats.id, existing.id));
      }
      return { id: existing.id, created: false };
    },

    /**
     * Stores a message and everything that follows from it, together or not at all: the chat
     * (created first when sending to a template), its last message, the sender's read mark and
     * the recipients' notifications, what `beforeSend` adds (the recipients' push jobs) and what
     * `afterSend` adds once the message has its id (the assistant's reply job). A repeated
     * client_message_id stores nothing (`duplicate`), and neither do the hooks.
     */
    send: async (
      target: { chatId: number } | { fromTemplate: ChatIdentity; seekerId: number },
      message: NewMessage,
      notify: NotifyPlan,
      { beforeSend, afterSend }: SendHooks = {},
    ): Promise<SendResult> => {
      // Push jobs only when somebody is notified.
      const before = notify.to === 'none' ? undefined : beforeSend;
      // Nothing to add: one statement is one transaction, a single round trip on the hot path.
      const options = { commitBeforeFlush: flushAfterCommit };
      if ('chatId' in target && !before && !afterSend) {
        const stored = await sendStatement(db, target.chatId, message, notify, options);
        // A duplicate too: the first message may be another request's, committed, not yet flushed.
        await flushCommitted();
        return stored ? { kind: 'sent', ...stored } : { kind: 'duplicate' };
      }
      try {
        const sent = await db.transaction(async (t) => {
          const tx = t as unknown as Database;
          let chatId: number;
          if ('chatId' in target) {
            chatId = target.chatId;
          } else {
            const [created] = await tx
              .insert(chats)
              .values({
                kind: 'assistant',
                seekerId: target.seekerId,
                templateId: target.fromTemplate.id,
                title: target.fromTemplate.title,
                icon: target.fromTemplate.icon,
              })
              .returning({ id: chats.id });
            if (!created) throw new Error('insert returned no row');
            chatId = created.id;
          }
          if (before) await before(tx, { chatId, message, notify });
          const stored = await sendStatement(tx, chatId, message, notify, options);
          // A retried message stores nothing: neither does what came before it (nor a chat made for
          // a retried first message).
          if (!stored) throw new DuplicateMessage();
          if (afterSend) await afterSend(tx, { chatId, messageId: stored.message.id });
          return { kind: 'sent' as const, ...stored };
        });
        await flushCommitted();
        return sent;
      } catch (error) {
        if (!(error instanceof DuplicateMessage)) throw error;
        await flushCommitted();
        return { kind: 'duplicate' };
      }
    },
  };
};

type SendRow = {
  id: number;
  chat_id: number;
  text: string;
  created_ms: number | string;
  notified: string | null;
  events: { id: number | string; userId: number; type: LiveEventType; data: Record<string, unknown> }[] | string;
};

/**
 * The message, the chat's last message, the sender's read mark, the notifications and the live
 * events of both sides, in one statement (one round trip, one transaction). The chat row is locked
 * before the message takes its id, so ids within a chat are given in commit order: a reader never
 * sees a message while an older one of the same chat is still to appear, which keeps keyset
 * pagination exact. Nothing is returned for a repeated client_message_id. Notifications carry the
 * message's time (one transaction, one now()).
 *
 * A row lock is held until the commit ends, and a commit that waits for the disk ends after the
 * flush: sends into one chat waited for one another's flush (issue 23: ~3.3 ms a flush on the EPYC,
 * the 200/s of the bench queued). With `commitBeforeFlush` (PostgreSQL) the transaction commits
 * without waiting for the disk (`synchronous_commit` off for it alone), so the lock is freed once
 * the commit is recorded, and the caller waits for a flush covering it before it answers
 * (`flushCommitted`): no answered send is lost, and sends waiting together share a flush. Other
 * sessions may see the message up to that flush before it is on disk.
 *
 * Live events (the log behind `GET /events`, api.md "Live delivery"): `message` for every user of
 * both sides (the seeker; a company chat's active employers), `application` likewise when the
 * message is a status note, and `notification` for each notification stored. The caller hands
 * them to the streams once the transaction has committed (live-delivery.ts `deliver`).
 */
export const sendStatement = async (
  executor: Database,
  chatId: number,
  message: NewMessage,
  notify: NotifyPlan,
  { commitBeforeFlush = false }: { commitBeforeFlush?: boolean } = {},
): Promise<StoredSend | undefined> => {
  const status = message.applicationStatus ?? null;
  // A company's message keeps its risk codes (issue 27; the reports queue puts risky ones first) and
  // carries them on the live event (as historyPage gives them): the rules are pure text functions,
  // judged here both ways; whether the message is among the chat's first ones is known only in the
  // statement, which picks one.
  const codes = messageRiskCodes(message.text, message.authorKind);
  const [early, later] = [codesLiteral(codes.early), codesLiteral(codes.later)];
  // Among the chat's first messages: asked of the statement only when the codes depend on it, and
  // then at most EARLY_MESSAGES counted, however long the chat.
  const riskReasons =
    early === later
      ? sql`${later}::text[]`
      : sql`case when (select count(*) from (select 1 from messages m where m.chat_id = locked.id
            limit ${EARLY_MESSAGES}) earlier) < ${EARLY_MESSAGES} then ${early}::text[] else ${later}::text[] end`;
  // The statement's text depends only on these flags (every value is a parameter): on the embedded
  // database each variant is prepared once and planned once (executePrepared), its planning having
  // been most of a send's time on the API's thread. What is known here is not asked of it (no
  // vacancy, no status).
  const vacancyTitle =
    message.vacancyId === null ? sql`null::text` : sql`(select v.title from vacancies v where v.id = msg.vacancy_id)`;
  const result = await executePrepared(
    executor,
    sql`
    with locked as (
      select id, kind, seeker_id, company_id${
        // The transaction's commit does not wait for the disk: its caller waits for the flush.
        commitBeforeFlush ? sql`, set_config('synchronous_commit', 'off', true)` : sql``
      } from chats where id = ${chatId}${
        message.refuseDeletedSeeker
          ? sql` and not exists (select 1 from users s where s.id = chats.seeker_id and s.deleted_at is not null)`
          : sql``
      } for update
    ), msg as (
      insert into messages (chat_id, sender_user_id, author_kind, author_name, text, vacancy_id, client_message_id, application_status, risk_reasons)
      select locked.id, ${message.senderUserId}::integer, ${message.authorKind}::text, ${message.authorName}::text,
        ${message.text}::text, ${message.vacancyId}::integer, ${message.clientMessageId}::text,
        ${status}::text, ${riskReasons}
      from locked
      -- A repeated client_message_id: of the sender (messages_sender_client_id_key), or of a reply
      -- without a sender in this chat (messages_reply_key).
      on conflict do nothing
      returning id, chat_id, text, created_at, vacancy_id, author_kind, author_name, application_status, risk_reasons
    ), last_message as (
      update chats set last_message_id = msg.id, last_message_at = msg.created_at, last_message_text = msg.text,
        -- A status note between the people's messages leaves the chat as answered or not as it was.
        last_message_author_kind = ${message.authorKind === 'system' ? sql`chats.last_message_author_kind` : sql`${message.authorKind}::text`},
        updated_at = now()
      from msg where chats.id = msg.chat_id
    ), read_mark as (
      insert into chat_reads (user_id, chat_id, last_read_message_id)
      select ${message.senderUserId}::integer, msg.chat_id, msg.id from msg
      where ${message.senderUserId}::integer is not null
      on conflict (user_id, chat_id) do update
        set last_read_message_id = greatest(chat_reads.last_read_message_id, excluded.last_read_message_id),
          updated_at = now()
    ), notified as (
      ${messageNotifications(notify, message.localizedText, message.notice)}
    ), parties as (
      -- Both sides of the chat: its seeker, and a company chat's active employers. Editors are no party.
      select locked.seeker_id as user_id, 'seeker'::text as side from locked where locked.seeker_id is not null
      union
      select u.id, 'company' from users u join locked on locked.kind = 'company' and u.company_id = locked.company_id
      where u.role = 'employer' and u.disabled_at is null
    ), live as (
      insert into live_events (user_id, type, data)
      select e.user_id, e.type, e.data from (
        -- The message as the history returns it (historyPage), with is_my for each side.
        select 1 as ord, p.user_id, 'message'::text as type,
          jsonb_build_object('chat_id', msg.chat_id, 'message_id', msg.id, 'message',
            jsonb_build_object('id', msg.id, 'text', msg.text,
              'createdAt', to_char(msg.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
              'vacancy_id', msg.vacancy_id, 'vacancy_title', ${vacancyTitle},
              'author_kind', msg.author_kind, 'author_name', msg.author_name,
              'risk', case when cardinality(msg.risk_reasons) > 0
                then jsonb_build_object('reasons', to_jsonb(msg.risk_reasons)) else 'null'::jsonb end,
              'is_my', case when p.side = 'seeker' then msg.author_kind = 'seeker'
                else msg.author_kind in ('company', 'platform') end)${
                  status === null ? sql`` : sql` || jsonb_build_object('application_status', msg.application_status)`
                }) as data
        from msg cross join parties p
        union all
        select 2, p.user_id, 'application', jsonb_build_object('chat_id', msg.chat_id, 'status', ${status}::text)
        from msg cross join parties p where ${status}::text is not null
        union all
        select 3, n.user_id, 'notification', jsonb_build_object('id', n.id, 'title', n.title, 'text', n.text,
          'icon', n.icon, 'chat_id', n.chat_id, 'link', n.link)
        from notified n
      ) e
      order by e.ord, e.user_id
      returning id, user_id, type, data
    )${
      message.authorKind === 'company' || message.authorKind === 'platform'
        ? sql`, answered as (
      -- The company's reply answers the seeker's open applications in this chat (responsiveness, expiry).
      update applications set first_response_at = coalesce(applications.first_response_at, msg.created_at),
        last_action_at = msg.created_at
      from msg where applications.chat_id = msg.chat_id and applications.status in ('new', 'viewed', 'invited', 'offer')
    )`
        : sql``
    }
    select msg.id, msg.chat_id, msg.text, floor(extract(epoch from msg.created_at) * 1000)::float8 as created_ms,
      (select string_agg(user_id::text, ',') from notified) as notified,
      (select coalesce(jsonb_agg(jsonb_build_object('id', live.id, 'userId', live.user_id, 'type', live.type,
        'data', live.data) order by live.id), '[]'::jsonb) from live) as events
    from msg`,
  );
  const [row] = resultRows<SendRow>(result);
  if (!row) return undefined;
  const createdAt = Number(row.created_ms);
  const events =
    typeof row.events === 'string' ? (JSON.parse(row.events) as Exclude<SendRow['events'], string>) : row.events;
  return {
    message: { id: Number(row.id), chatId: Number(row.chat_id), text: row.text, createdAt: new Date(createdAt) },
    notified: { userIds: row.notified ? row.notified.split(',').map(Number) : [], createdAt },
    events: events.map((event) => ({ ...event, id: Number(event.id), userId: Number(event.userId) })),
  };
};

export type ChatRepository = ReturnType<typeof createChatRepository>;
