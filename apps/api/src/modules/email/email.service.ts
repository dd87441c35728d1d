import {
  NOTIFICATION_KINDS,
  type Locale,
  type NotificationKind,
  type NotificationSettings,
  type Role,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import {
  activeUser,
  digestSentOn,
  dropDigestItems,
  markDigestSent,
  markEmailed,
  markSent,
  outboxRow,
  outboxRowsOf,
  takeDigestItems,
  unreadDue,
  usersWithDigestItems,
  writeSettings,
  timeZoneOf,
  writeTimeZone,
} from './email.repository';
import type { Mailer } from './mailer';
import { readSettings, type Outbox } from './outbox';
import { DEFAULT_TIME_ZONE, localClock, quietHoursEnd } from './quiet-hours';
import { renderEmail, type DigestEntry } from './templates';
import type { UnsubscribeTokens } from './unsubscribe-token';
import { resultRows } from '../../lib/sql-rows';
import { transact } from '../../lib/transact';

/** The hour (local time) from which a user's daily digest goes out. */
export const DIGEST_HOUR = 9;
/** Unread messages older than this (past the delay) are no longer e-mailed about. */
const UNREAD_LOOKBACK_MS = 2 * 24 * 60 * 60_000;
/** At most one unread-messages e-mail per chat in this window; the next one lists what came meanwhile. */
export const UNREAD_EMAIL_WINDOW_MS = 30 * 60_000;
/** The latest unread messages an e-mail quotes. */
const UNREAD_EMAIL_MESSAGES = 5;
const SCAN_BATCH = 500;

type Deps = {
  db: Database;
  outbox: Outbox;
  mailer: Mailer;
  tokens: UnsubscribeTokens;
  log: FastifyBaseLogger;
  from: string;
  /** The API's public address (for List-Unsubscribe), e.g. http://localhost:3000/api. */
  apiPublicUrl: string;
  unreadDelayMs: number;
};

const chatPath = (role: Role, chatId: number) => (role === 'employer' ? `/chats/${chatId}` : `/chat/${chatId}`);

/** A jsonb array as the driver hands it (parsed, or its text). */
const textsOf = (value: string[] | string): string[] => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((text): text is string => typeof text === 'string') : [];
};

export const createEmailService = ({ db, outbox, mailer, tokens, log, from, apiPublicUrl, unreadDelayMs }: Deps) => {
  /** Sends one outbox e-mail unless it was sent already (a retried or doubly claimed job sends nothing). */
  const sendOne = async (id: number): Promise<void> => {
    const row = await outboxRow(db, id);
    if (!row || row.sentAt) return;
    const data = row.data;
    const kinds: NotificationKind[] =
      row.kind === 'digest'
        ? ((data['kinds'] as NotificationKind[] | undefined) ?? [])
        : (NOTIFICATION_KINDS as readonly string[]).includes(row.kind)
          ? [row.kind as NotificationKind]
          : [];
    const headers: Record<string, string> = {};
    let settingsUrl: string | undefined;
    if (kinds.length > 0 && row.userId) {
      const token = tokens.sign({ userId: row.userId, kinds });
      headers['List-Unsubscribe'] = `<${apiPublicUrl}/email/unsubscribe?token=${token}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      settingsUrl = typeof data['settingsUrl'] === 'string' ? data['settingsUrl'] : undefined;
    }
    const rendered = renderEmail(row.template, row.locale, data, settingsUrl);
    const domain = new URL(apiPublicUrl).hostname || 'localhost';
    await mailer.send({
      from,
      to: row.toAddress,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      messageId: `<outbox-${row.id}@${domain}>`,
      headers,
      // An interview's calendar invitation travels in the outbox row's data (modules/interviews).
      ...(typeof data['ics'] === 'string' && typeof data['icsMethod'] === 'string'
        ? { icalEvent: { method: data['icsMethod'], filename: 'interview.ics', content: data['ics'] } }
        : {}),
    });
    await markSent(db, row.id);
  };

  /**
   * One e-mail per chat with messages still unread `unreadDelayMs` after they came, quoting the
   * latest of them, and at most one per chat in UNREAD_EMAIL_WINDOW_MS: never for a chat read
   * meanwhile, not during the recipient's quiet hours (the next scan after them sends it), per the
   * recipient's `messages` setting. A chat is e-mailed about again only for newer
   * messages (`chat_email_marks`). The platform's status notes in a chat are left out: a status
   * change has its own e-mail.
   */
  const scanUnread = async (now: Date = new Date()): Promise<number> => {
    const dueBefore = new Date(now.getTime() - unreadDelayMs);
    const notBefore = new Date(dueBefore.getTime() - UNREAD_LOOKBACK_MS);
    const windowStart = new Date(now.getTime() - UNREAD_EMAIL_WINDOW_MS);
    const result = await unreadDue(db, { dueBefore, notBefore, windowStart, limit: SCAN_BATCH });
    type Due = {
      user_id: number;
      chat_id: number;
      message_id: number;
      title: string | null;
      text: string;
      link: string | null;
      role: Role;
      unread: number;
      /** The unread messages' texts, newest first. */
      texts: string[] | string;
    };
    let emailed = 0;
    for (const due of resultRows<Due>(result)) {
      const settings = await readSettings(db, Number(due.user_id));
      // Within quiet hours: nothing yet, nothing marked; the first scan after them finds it again.
      if (settings.email.messages !== 'off' && quietHoursEnd(settings.quiet_hours, now)) continue;
      await transact(db, async (tx) => {
        await markEmailed(tx, {
          userId: Number(due.user_id),
          chatId: Number(due.chat_id),
          messageId: Number(due.message_id),
          at: now,
        });
        const outcome = await outbox.enqueueEmail(tx, {
          userId: Number(due.user_id),
          kind: 'messages',
          template: 'chat_unread',
          data: {
            from: due.title ?? '',
            text: due.text,
            count: Number(due.unread),
            // Oldest first, as the chat shows them.
            messages: textsOf(due.texts).slice(0, UNREAD_EMAIL_MESSAGES).reverse(),
          },
          path: chatPath(due.role, Number(due.chat_id)),
          at: now,
        });
        if (outcome === 'queued') emailed++;
      });
    }
    return emailed;
  };

  /**
   * The daily digest: for each user with something kept for it, one e-mail on the first run at or
   * after DIGEST_HOUR in the user's time zone (the quiet hours' one, else DEFAULT_TIME_ZONE), once
   * per local day, never within quiet hours.
   */
  const sendDigests = async (now: Date = new Date()): Promise<number> => {
    const pending = await usersWithDigestItems(db, SCAN_BATCH);
    let sent = 0;
    for (const { userId } of pending) {
      const settingsRow = await digestSentOn(db, userId);
      const settings = await readSettings(db, userId);
      const clock = localClock(now, settings.quiet_hours?.time_zone ?? DEFAULT_TIME_ZONE);
      if (clock.minute < DIGEST_HOUR * 60 || settingsRow?.digestSentOn === clock.date) continue;
      if (quietHoursEnd(settings.quiet_hours, now)) continue;
      const done = await transact(db, async (tx) => {
        const items = await takeDigestItems(tx, userId);
        if (items.length === 0) return false;
        const user = await activeUser(tx, userId);
        await markDigestSent(tx, userId, settings, clock.date);
        if (!user) return false;
        const entries: DigestEntry[] = items.map((item) => ({ template: item.template, data: item.data }));
        const first = items[0]?.data ?? {};
        await outbox.write(tx, { id: user.id, email: user.email, locale: user.locale as Locale }, 'digest', 'digest', {
          name: user.name,
          entries,
          kinds: [...new Set(items.map((item) => item.kind))],
          url: String(first['url'] ?? ''),
          settingsUrl: first['settingsUrl'],
        });
        return true;
      });
      if (done) sent++;
    }
    return sent;
  };

  const getSettings = (userId: number): Promise<NotificationSettings> => readSettings(db, userId);

  const putSettings = async (userId: number, settings: NotificationSettings): Promise<NotificationSettings> => {
    await writeSettings(db, userId, settings);
    return getSettings(userId);
  };

  /** The settings as their route answers: with the person's time zone (users.time_zone). */
  const settingsWithZone = async (userId: number): Promise<NotificationSettings> => ({
    ...(await getSettings(userId)),
    time_zone: await timeZoneOf(db, userId),
  });

  /** A PUT of the settings: the time zone too, when given. */
  const putSettingsWithZone = async (userId: number, settings: NotificationSettings): Promise<NotificationSettings> => {
    const { time_zone: timeZone, ...rest } = settings;
    await writeSettings(db, userId, rest);
    if (timeZone) await writeTimeZone(db, userId, timeZone);
    return settingsWithZone(userId);
  };

  /** Switches the token's kinds of e-mail off; null for a token that is not genuine or a user gone. */
  const unsubscribe = async (token: string): Promise<NotificationKind[] | null> => {
    const claims = tokens.verify(token);
    if (!claims) return null;
    if (!(await activeUser(db, claims.userId, { includeDisabled: true }))) return null;
    const current = await readSettings(db, claims.userId);
    const email = { ...current.email };
    for (const kind of claims.kinds) email[kind] = 'off';
    await putSettings(claims.userId, { ...current, email });
    // Whatever of those kinds still waits for the digest goes too.
    await dropDigestItems(db, claims.userId, claims.kinds);
    log.info({ userId: claims.userId, kinds: claims.kinds }, 'unsubscribed by e-mail link');
    return claims.kinds;
  };

  /** The outbox rows of a user, oldest first (tests and support). */
  const outboxOf = (userId: number) => outboxRowsOf(db, userId);

  return {
    sendOne,
    scanUnread,
    sendDigests,
    getSettings,
    putSettings,
    settingsWithZone,
    putSettingsWithZone,
    unsubscribe,
    outboxOf,
  };
};

export type EmailService = ReturnType<typeof createEmailService>;
