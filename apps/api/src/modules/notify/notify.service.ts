import type { Locale, NotificationKind } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { transact } from '../../lib/transact';
import type { NotificationEvents } from '../notifications/notification-events';
import { insertNotifications, type NotificationAudience, type NotificationText } from './notify.repository';

/** The e-mail outbox as notify uses it (modules/email/outbox.ts: per the settings and quiet hours). */
export type NotifyOutbox = {
  enqueueEmail: (
    tx: Database,
    input: { userId: number; kind: NotificationKind; template: string; data?: Record<string, unknown>; path?: string },
  ) => Promise<unknown>;
};

/** Push as notify uses it (modules/push/push.ts: per the settings and quiet hours). */
export type NotifyPush = {
  enqueuePushes: (
    tx: Database,
    inputs: readonly { userId: number; kind: NotificationKind; title: string; text: string; path: string }[],
  ) => Promise<number>;
};

export type NotifyDeps = {
  db: Database;
  events: NotificationEvents;
  outbox: NotifyOutbox;
  push: NotifyPush;
  log: FastifyBaseLogger;
};

/** An event that is not a chat message: for a company's employers (a moderation result) or one person (an invitation). */
type Event = {
  /** The setting that governs its push and e-mail. */
  kind: NotificationKind;
  texts: (locale: Locale) => NotificationText;
  /** Where it leads in the employer app: the in-app link, and under the app for push and e-mail. */
  link: { inApp: string; app: string };
  email: { template: string; data: Record<string, unknown> };
};

/** An event for a company's employers that is not a chat message (a moderation result, a declined invitation). */
export type CompanyEvent = Event & { companyId: number };

/** An event for one person (a company's invitation for a seeker). */
export type PersonEvent = Event & { userId: number };

/**
 * What happens to people, through every channel at once: the in-app notification (with its link)
 * and, in the same transaction, the push job and the e-mail per each recipient's settings
 * (off/instant/digest) and quiet hours; the live copy and the unread state once it has committed.
 */
export const createNotify = ({ db, events, outbox, push, log }: NotifyDeps) => {
  const deliver = async (audience: NotificationAudience, event: Event): Promise<number[]> => {
    const stored = await transact(db, async (tx, unit) => {
      const notified = await insertNotifications(tx, audience, event.texts, event.link.inApp);
      await push.enqueuePushes(
        tx,
        notified.recipients.map(({ userId, locale }) => ({
          userId,
          kind: event.kind,
          ...event.texts(locale),
          path: event.link.app,
        })),
      );
      for (const { userId } of notified.recipients) {
        await outbox.enqueueEmail(tx, {
          userId,
          kind: event.kind,
          template: event.email.template,
          data: event.email.data,
          path: event.link.app,
        });
      }
      unit.afterCommit(async () => {
        if (notified.userIds.length === 0) return;
        await events
          .publish({ kind: 'created', userIds: notified.userIds, createdAt: notified.createdAt })
          .catch((error: unknown) => log.warn({ err: error }, 'notifications stored, but their announcement failed'));
      });
      return notified;
    });
    return stored.userIds;
  };
  return {
    companyEmployers: (event: CompanyEvent): Promise<number[]> => deliver({ companyEmployers: event.companyId }, event),
    person: (event: PersonEvent): Promise<number[]> => deliver({ userId: event.userId }, event),
  };
};

export type Notify = ReturnType<typeof createNotify>;
