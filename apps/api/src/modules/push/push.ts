import { randomUUID } from 'node:crypto';
import type { Locale, NotificationKind, Role } from '@jobs/contracts';
import { users, type Database } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from '../../lib/jobs';
import { appUrl, readSettings } from '../email/outbox';
import { quietHoursEnd } from '../email/quiet-hours';

/**
 * Push notifications through OneSignal (the seeker and employer apps subscribe the browser with
 * react-onesignal and log in with our user id as OneSignal's External ID). Configured only when
 * both ONESIGNAL_APP_ID and ONESIGNAL_API_KEY are set; otherwise the push channel does nothing.
 *
 * A push is a `push.send` job of the durable queue, added in the transaction of what caused it
 * (only when the user's `push` setting for the kind is `instant`; during quiet hours it waits
 * for their end, as e-mail does). The job calls OneSignal's "Create message" with an
 * idempotency key made when the job was added, so a retried job never notifies twice.
 */

export const PUSH_SEND_JOB = 'push.send';

export type PushConfig = {
  appId: string;
  apiKey: string;
  /** OneSignal's REST API base (https://api.onesignal.com; tests point it at a local stub). */
  apiUrl: string;
  timeoutMs: number;
};

export type PushMessage = {
  userId: number;
  locale: Locale;
  title: string;
  text: string;
  /** Absolute link the notification opens. */
  url: string;
  /** OneSignal's idempotency key (a UUID): the same key is sent at most once. */
  idempotencyKey: string;
};

export type PushSender = (message: PushMessage) => Promise<void>;

/** A failure worth another try (OneSignal down, too many requests, no answer in time). */
export class PushRetryableError extends Error {
  override name = 'PushRetryableError';
}

/** OneSignal's REST "Create message" (POST /notifications?c=push), aimed at one External ID. */
export const createOneSignalSender = (config: PushConfig, log: FastifyBaseLogger): PushSender => {
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/notifications?c=push`;
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/json',
          authorization: `Key ${config.apiKey}`,
        },
        body: JSON.stringify({
          app_id: config.appId,
          target_channel: 'push',
          include_aliases: { external_id: [String(message.userId)] },
          // OneSignal requires English; the words are already in the user's language.
          headings: { en: message.title, [message.locale]: message.title },
          contents: { en: message.text, [message.locale]: message.text },
          url: message.url,
          idempotency_key: message.idempotencyKey,
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new PushRetryableError(
        `OneSignal did not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const body = (await response.json().catch(() => ({}))) as { id?: string; errors?: unknown };
    if (response.status === 429 || response.status >= 500) {
      throw new PushRetryableError(`OneSignal answered ${response.status}`);
    }
    if (!response.ok) {
      // A refused request (bad key, bad app id) does not get better by trying again.
      log.error({ status: response.status, errors: body.errors }, 'OneSignal refused a push notification');
      return;
    }
    if (!body.id) {
      // 200 without an id: nobody to send to (the user never allowed push on any device).
      log.debug({ userId: message.userId, errors: body.errors }, 'push notification not sent: no subscription');
    }
  };
};

export type EnqueuePushInput = {
  userId: number;
  kind: NotificationKind;
  title: string;
  text: string;
  /** Where the notification leads in the user's app (e.g. `/saved-searches/3`). */
  path: string;
  /** The time quiet hours are judged at (default: now). */
  at?: Date;
};

/** Keeps a push short, as a mobile notification shows it. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The `push.send` job: sends through `send` (none when OneSignal is not configured). */
export const pushJobs = (send: PushSender | undefined): Record<string, JobDefinition> => ({
  [PUSH_SEND_JOB]: {
    // 10 s, 20 s, 40 s … (the queue's backoff): a push a few hours late is still delivered once.
    maxAttempts: 8,
    run: async (payload) => {
      if (!send) return;
      await send({
        userId: Number(payload['user_id']),
        locale: payload['locale'] === 'en' ? 'en' : 'ru',
        title: String(payload['title'] ?? ''),
        text: String(payload['text'] ?? ''),
        url: String(payload['url'] ?? ''),
        idempotencyKey: String(payload['idempotency_key'] ?? randomUUID()),
      });
    },
  },
});

export const createPush = ({
  queue,
  enabled,
  appOrigins,
}: {
  queue: Pick<JobQueue, 'enqueue'>;
  /** False when OneSignal is not configured: nothing is ever queued. */
  enabled: boolean;
  appOrigins: readonly string[];
}) => {
  /**
   * Adds the push job in the caller's transaction when push is configured and the user's push
   * setting for the kind is `instant` ('digest' means nothing for push: it is sent only at once).
   */
  const enqueuePush = async (tx: Database, input: EnqueuePushInput): Promise<'queued' | 'skipped'> => {
    if (!enabled) return 'skipped';
    const [user] = await tx
      .select({ id: users.id, role: users.role, locale: users.locale, disabledAt: users.disabledAt })
      .from(users)
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!user || user.disabledAt) return 'skipped';
    const settings = await readSettings(tx, user.id);
    if (settings.push[input.kind] !== 'instant') return 'skipped';
    const runAt = quietHoursEnd(settings.quiet_hours, input.at ?? new Date());
    await queue.enqueue(
      PUSH_SEND_JOB,
      {
        user_id: user.id,
        locale: user.locale,
        title: clip(input.title, 120),
        text: clip(input.text, 240),
        url: appUrl(appOrigins, user.role as Role, user.locale as Locale, input.path),
        idempotency_key: randomUUID(),
      },
      { executor: tx, ...(runAt ? { runAt } : {}) },
    );
    return 'queued';
  };

  return { enabled, enqueuePush };
};

export type Push = ReturnType<typeof createPush>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The push of a chat message's notifications (kind `messages`; the platform's status notes of an
 * application, kind `applications`), added once the message is committed. A failure is logged:
 * the message is stored and its in-app notification shown all the same.
 */
export const messagePushHook =
  (db: Database, push: Push, log: FastifyBaseLogger) =>
  async ({ userIds, messageId }: { userIds: number[]; messageId: number }): Promise<void> => {
    if (!push.enabled || userIds.length === 0) return;
    try {
      const rows = rowsOf<{
        user_id: number;
        chat_id: number;
        title: string | null;
        text: string;
        link: string | null;
        role: Role;
        status_note: boolean;
      }>(
        await db.execute(sql`
          select n.user_id, n.chat_id, n.title, n.text, n.link, u.role,
            (m.author_kind = 'system' or m.application_status is not null) as status_note
          from notifications n
          join users u on u.id = n.user_id
          join messages m on m.id = n.message_id
          where n.message_id = ${messageId} and n.user_id = any(${`{${userIds.join(',')}}`}::int[])`),
      );
      if (rows.length === 0) return;
      await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        for (const row of rows) {
          const chatPath = row.role === 'employer' ? `/chats/${row.chat_id}` : `/chat/${row.chat_id}`;
          await push.enqueuePush(tx, {
            userId: Number(row.user_id),
            kind: row.status_note ? 'applications' : 'messages',
            title: row.title ?? '',
            text: row.text,
            path: row.link ?? chatPath,
          });
        }
      });
    } catch (error) {
      log.warn({ err: error, messageId }, 'could not queue the push notifications of a message');
    }
  };
