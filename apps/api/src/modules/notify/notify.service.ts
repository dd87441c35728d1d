import type { ApplicationActor, ApplicationStatus, Locale, NotificationKind, Role } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { transact, type UnitOfWork } from '../../lib/transact';
import { appUrl, type Outbox } from '../email/outbox';
import { savedSearchAlertText, type Notice, type SavedSearchAlertNotice } from './notification-texts';
import {
  insertNotifications,
  messageRecipients,
  type NotificationAudience,
  type NotificationText,
  type NotifyPlan,
  type Recipient,
} from './notify.repository';

/** One push as notify asks for it (modules/push/push.ts: per the settings and quiet hours). */
export type PushInput = {
  userId: number;
  kind: NotificationKind;
  title: string;
  text: string;
  /** Where it leads in the recipient's app; by the recipient's role if a function. */
  path: string | ((role: Role) => string);
};

/** Push as notify uses it (modules/push/push.ts). */
export type NotifyPush = {
  /** False when OneSignal is not configured: nothing is queued (and a chat send stays one statement). */
  enabled: boolean;
  enqueuePushes: (tx: Database, inputs: readonly PushInput[]) => Promise<number>;
  /** For recipients already read with their settings. */
  enqueueFor: (tx: Database, inputs: readonly PushInput[], recipients: readonly Recipient[]) => Promise<number>;
};

/** The unread state's announcements (modules/notifications: every instance learns of new ones). */
export type NotifyEvents = {
  publish: (event: { kind: 'created'; userIds: number[]; createdAt: number }) => Promise<void>;
};

export type NotifyDeps = {
  db: Database;
  events: NotifyEvents;
  outbox: Pick<Outbox, 'enqueueEmail'>;
  push: NotifyPush;
  appOrigins: readonly string[];
  log: FastifyBaseLogger;
};

/** An event that is not a chat message: for a company's employers (a moderation result) or one person (an invitation). */
type Event = {
  /** The setting that governs its push and e-mail. */
  kind: NotificationKind;
  texts: (locale: Locale) => NotificationText;
  /** What happened, stored with the notification: each reader reads it in their language. */
  notice?: Notice;
  /** Where it leads in the recipient's app: the in-app link, and under the app for push and e-mail. */
  link: { inApp: string; app: string };
  /** Its e-mail per the setting; none when the caller e-mails otherwise (a team invite goes to the address, always). */
  email?: { template: string; data: Record<string, unknown> };
};

/** An event for a company's employers that is not a chat message (a moderation result, a declined invitation). */
export type CompanyEvent = Event & { companyId: number };

/** An event for one person (a company's invitation for a seeker, a team invite for an existing account). */
export type PersonEvent = Event & { userId: number };

/** A chat message as notify needs it: who wrote it, its words, what it announces. */
export type SentMessage = {
  authorKind: string;
  applicationStatus?: string | null;
  text: string;
  localizedText?: Record<'ru' | 'en', string> | null;
};

/** What a saved-search alert tells one seeker (lists/saved-search-alerts.ts makes it). */
export type SavedSearchAlertEvent = SavedSearchAlertNotice & {
  seekerId: number;
  locale: Locale;
  savedSearch: { id: number; name: string; query: string };
  /**
   * The vacancies announced that are still published (the instant alert's one; the daily alert's
   * newest): the e-mail lists them.
   */
  vacancies: { id: number; title: string; company: string }[];
};

/** Statuses the seeker is not e-mailed about: their own first step and the company's first look. */
const QUIET_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['new', 'viewed']);

const chatPath = (chatId: number) => (role: Role) => (role === 'employer' ? `/chats/${chatId}` : `/chat/${chatId}`);

/**
 * What happens to people, through every channel at once: the in-app notification (with its link)
 * and, in the same transaction, the push job and the e-mail per each recipient's settings
 * (off/instant/digest) and quiet hours; the live copy and the unread state once it has committed.
 * Every event kind comes through here: a chat message (its notifications are a step of the send's
 * one statement, `messageNotifications`; its pushes `messagePushes`, before it in its transaction;
 * its e-mail the unread scan's, modules/email), an application's status change (its note is a
 * chat message; its e-mail `applicationStatus`), a moderation result (`companyEmployers`) and a
 * saved-search alert (`savedSearchAlert`).
 */
export const createNotify = ({ db, events, outbox, push, appOrigins, log }: NotifyDeps) => {
  /** The users each unit of work notified, announced once after its commit. */
  const announced = new WeakMap<UnitOfWork, { userIds: Set<number>; createdAt: number }>();
  const announceAfterCommit = (unit: UnitOfWork, userIds: readonly number[], createdAt: number) => {
    if (userIds.length === 0) return;
    const known = announced.get(unit);
    if (known) {
      for (const id of userIds) known.userIds.add(id);
      known.createdAt = Math.max(known.createdAt, createdAt);
      return;
    }
    const pending = { userIds: new Set(userIds), createdAt };
    announced.set(unit, pending);
    unit.afterCommit(async () => {
      await events
        .publish({ kind: 'created', userIds: [...pending.userIds], createdAt: pending.createdAt })
        .catch((error: unknown) => log.warn({ err: error }, 'notifications stored, but their announcement failed'));
    });
  };

  /**
   * The pushes of a chat message's notifications (kind `messages`; the platform's status notes of
   * an application, kind `applications`), added in the message's own transaction before the
   * message: the message and its push jobs are stored together or not at all. One query reads whom
   * the message will notify (its notify plan) with their settings, one statement adds the jobs,
   * each in the recipient's language; each leads to the chat unless the notification has a link.
   */
  const messagePushes = async (
    tx: Database,
    { chatId, message, notify }: { chatId: number; message: SentMessage; notify: NotifyPlan },
  ): Promise<void> => {
    if (!push.enabled || notify.to === 'none') return;
    const recipients = await messageRecipients(tx, notify);
    const statusNote = message.authorKind === 'system' || Boolean(message.applicationStatus);
    await push.enqueueFor(
      tx,
      recipients.map((recipient) => ({
        userId: Number(recipient.id),
        kind: statusNote ? 'applications' : 'messages',
        title: recipient.title ?? '',
        text: message.localizedText?.[recipient.locale === 'en' ? 'en' : 'ru'] ?? message.text,
        path: notify.link ?? chatPath(chatId),
      })),
      recipients,
    );
  };

  /**
   * The seeker's e-mail about a status change of their application (made by the company or the
   * platform, not by the seeker), per their `applications` setting, in their language; in the
   * change's transaction. The in-app notification and the push are the status note's (a chat message).
   */
  const applicationStatus = async (
    tx: Database,
    row: { seekerId: number; vacancyTitle: string; companyName: string; id: number },
    to: ApplicationStatus,
    by: ApplicationActor,
  ): Promise<void> => {
    if (by === 'seeker' || QUIET_STATUSES.has(to)) return;
    await outbox.enqueueEmail(tx, {
      userId: row.seekerId,
      kind: 'applications',
      template: 'application_status',
      data: { vacancy: row.vacancyTitle, company: row.companyName, status: to },
      path: `/applications/${row.id}`,
    });
  };

  /**
   * A saved-search alert in the caller's transaction: the in-app notification (its code and
   * parameters too), the push and the e-mail per the seeker's `alerts` settings; the live
   * announcement after the commit. Resolves with the notification's time (ms).
   */
  const savedSearchAlert = async (tx: Database, unit: UnitOfWork, event: SavedSearchAlertEvent): Promise<number> => {
    const notice: Notice = {
      code: 'saved_search_alert',
      params: {
        search: event.savedSearch.name,
        search_id: event.savedSearch.id,
        kind: event.kind,
        count: event.count,
        vacancy: event.kind === 'instant' ? (event.vacancy?.title ?? null) : null,
      },
    };
    const own = savedSearchAlertText(event.locale, event);
    const stored = await insertNotifications(
      tx,
      { userId: event.seekerId },
      (locale) => {
        const { title, text } = savedSearchAlertText(locale, event);
        return { title, text };
      },
      own.link,
      notice,
    );
    for (const { userId, locale } of stored.recipients) {
      const { title, text, link } = savedSearchAlertText(locale, event);
      await push.enqueuePushes(tx, [{ userId, kind: 'alerts', title, text, path: link }]);
      await outbox.enqueueEmail(tx, {
        userId,
        kind: 'alerts',
        template: 'saved_search_alert',
        data: {
          search: event.savedSearch.name,
          kind: event.kind,
          count: event.count,
          vacancies: event.vacancies.map((vacancy) => ({
            title: vacancy.title,
            company: vacancy.company,
            url: appUrl(appOrigins, 'seeker', locale, `/vacancies/${vacancy.id}`),
          })),
        },
        path: link,
      });
    }
    announceAfterCommit(unit, stored.userIds, stored.createdAt);
    return stored.createdAt;
  };

  /** An event that is not a chat message, to its audience, in its own unit of work. */
  const deliver = async (audience: NotificationAudience, event: Event): Promise<number[]> =>
    transact(db, (tx, unit) => deliverIn(tx, unit, audience, event));

  /** An event that is not a chat message, to its audience, in the caller's transaction. */
  const deliverIn = async (
    tx: Database,
    unit: UnitOfWork,
    audience: NotificationAudience,
    event: Event,
  ): Promise<number[]> => {
    const notified = await insertNotifications(tx, audience, event.texts, event.link.inApp, event.notice ?? null);
    await push.enqueuePushes(
      tx,
      notified.recipients.map(({ userId, locale }) => ({
        userId,
        kind: event.kind,
        ...event.texts(locale),
        path: event.link.app,
      })),
    );
    const email = event.email;
    if (email) {
      for (const { userId } of notified.recipients) {
        await outbox.enqueueEmail(tx, {
          userId,
          kind: event.kind,
          template: email.template,
          data: email.data,
          path: event.link.app,
        });
      }
    }
    announceAfterCommit(unit, notified.userIds, notified.createdAt);
    return notified.userIds;
  };

  /** An event for every active employer of a company (a moderation result, a declined invitation). */
  const companyEmployers = (event: CompanyEvent): Promise<number[]> =>
    deliver({ companyEmployers: event.companyId }, event);

  /** An event for one person (a company's invitation for a seeker). */
  const person = (event: PersonEvent): Promise<number[]> => deliver({ userId: event.userId }, event);

  /**
   * The same, in the caller's transaction: what a job stores together with the mark that it told
   * (the reply promise's overdue notice and digest), so a second run tells nobody again.
   */
  const companyEmployersIn = (tx: Database, unit: UnitOfWork, event: CompanyEvent): Promise<number[]> =>
    deliverIn(tx, unit, { companyEmployers: event.companyId }, event);
  const personIn = (tx: Database, unit: UnitOfWork, event: PersonEvent): Promise<number[]> =>
    deliverIn(tx, unit, { userId: event.userId }, event);

  return {
    messagePushes,
    applicationStatus,
    savedSearchAlert,
    companyEmployers,
    person,
    companyEmployersIn,
    personIn,
  };
};

export type Notify = ReturnType<typeof createNotify>;
