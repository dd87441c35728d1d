import { randomUUID } from 'node:crypto';
import type { Locale, NotificationKind, Role } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from '../../lib/jobs';
import { appUrl, settingsOf } from '../email/outbox';
import { quietHoursEnd } from '../email/quiet-hours';
import { recipientsByIds, type Recipient } from './push.repository';

/**
 * Push notifications through OneSignal (the seeker and employer apps subscribe the browser with
 * react-onesignal and log in with our user id as OneSignal's External ID). Configured only when
 * both ONESIGNAL_APP_ID and ONESIGNAL_API_KEY are set; otherwise the push channel does nothing.
 *
 * A push is a `push.send` job of the durable queue, added in the transaction of what caused it (a
 * chat message's in the message's own: modules/notify decides whom it pushes), only when the user's `push` setting for
 * the kind is `instant`; during quiet hours it waits for their end, as e-mail does. The job calls OneSignal's "Create message" with an
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
  /** Where the notification leads in the user's app (e.g. `/saved-searches/3`); by the user's role if a function. */
  path: string | ((role: Role) => string);
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
  queue: Pick<JobQueue, 'enqueueMany'>;
  /** False when OneSignal is not configured: nothing is ever queued. */
  enabled: boolean;
  appOrigins: readonly string[];
}) => {
  /**
   * Adds, in one statement in the caller's transaction, a push job for each input whose recipient's
   * push setting for the kind is `instant` ('digest' means nothing for push: it is sent only at
   * once); during their quiet hours a job waits for their end. Resolves with how many were queued.
   */
  const queuePushes = async (
    tx: Database,
    inputs: readonly EnqueuePushInput[],
    recipients: readonly Recipient[],
  ): Promise<number> => {
    const byId = new Map(recipients.map((recipient) => [Number(recipient.id), recipient]));
    const jobs = inputs.flatMap((input) => {
      const user = byId.get(input.userId);
      if (!user || user.disabledAt) return [];
      const settings = settingsOf(
        user.email && user.push ? { email: user.email, push: user.push, quietHours: user.quietHours } : null,
      );
      if (settings.push[input.kind] !== 'instant') return [];
      const role = user.role as Role;
      const path = typeof input.path === 'function' ? input.path(role) : input.path;
      const runAt = quietHoursEnd(settings.quiet_hours, input.at ?? new Date());
      return [
        {
          payload: {
            user_id: Number(user.id),
            locale: user.locale,
            title: clip(input.title, 120),
            text: clip(input.text, 240),
            url: appUrl(appOrigins, role, user.locale as Locale, path),
            idempotency_key: randomUUID(),
          },
          ...(runAt ? { runAt } : {}),
        },
      ];
    });
    await queue.enqueueMany(PUSH_SEND_JOB, jobs, { executor: tx });
    return jobs.length;
  };

  /** Push jobs in the caller's transaction, when push is configured (one query reads the recipients). */
  const enqueuePushes = async (tx: Database, inputs: readonly EnqueuePushInput[]): Promise<number> => {
    if (!enabled || inputs.length === 0) return 0;
    const recipients = await recipientsByIds(tx, [...new Set(inputs.map((input) => input.userId))]);
    return queuePushes(tx, inputs, recipients);
  };

  /** One push (see `enqueuePushes`). */
  const enqueuePush = async (tx: Database, input: EnqueuePushInput): Promise<'queued' | 'skipped'> =>
    (await enqueuePushes(tx, [input])) > 0 ? 'queued' : 'skipped';

  /** Push jobs for recipients already read with their settings (notify's chat message pushes). */
  const enqueueFor = async (
    tx: Database,
    inputs: readonly EnqueuePushInput[],
    recipients: readonly Recipient[],
  ): Promise<number> => (enabled && inputs.length > 0 ? queuePushes(tx, inputs, recipients) : 0);

  return { enabled, enqueuePush, enqueuePushes, enqueueFor };
};

export type Push = ReturnType<typeof createPush>;
