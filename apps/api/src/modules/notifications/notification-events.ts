import { randomUUID } from 'node:crypto';
import { NOTIFICATION_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../lib/pg-listener';
import type { UnreadState } from './unread-state';

/**
 * Changes of users' unread notifications: `created` when new ones were committed for them,
 * `changed` when some were read (or anything else happened that only a reload can tell).
 */
export type NotificationEvent =
  | { kind: 'created'; userIds: number[]; createdAt: number }
  | { kind: 'changed'; userIds: number[] };

export type NotificationEvents = {
  /** Applies the change here at once, then tells the other API instances. */
  publish: (event: NotificationEvent) => Promise<void>;
};

// NOTIFY payloads are capped at 8000 bytes: a company with many employers is sent in parts.
const IDS_PER_MESSAGE = 500;

const chunks = (ids: number[]): number[][] => {
  const parts: number[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_MESSAGE)
    parts.push(ids.slice(start, start + IDS_PER_MESSAGE));
  return parts;
};

/**
 * Payloads: `<origin>;c;<createdAt ms>;<id>,<id>...` or `<origin>;i;<id>,<id>...`. An instance
 * skips its own (already applied); anything it cannot read forgets everything (safe, just slower).
 */
const encode = (origin: string, event: NotificationEvent, ids: number[]): string =>
  event.kind === 'created' ? `${origin};c;${event.createdAt};${ids.join(',')}` : `${origin};i;${ids.join(',')}`;

const parseIds = (value: string | undefined): number[] | null => {
  if (!value || !/^\d+(,\d+)*$/.test(value)) return null;
  return value.split(',').map(Number);
};

const apply = (state: UnreadState, event: NotificationEvent): void =>
  event.kind === 'created' ? state.created(event.userIds, event.createdAt) : state.invalidate(event.userIds);

export const createNotificationEvents = (state: UnreadState, log: FastifyBaseLogger) => {
  const origin = randomUUID();
  let listener: PgListener | undefined;

  const handler: ChannelHandler = {
    onMessage: (payload) => {
      const [from, kind, ...rest] = (payload ?? '').split(';');
      if (from === origin) return;
      if (kind === 'c' && rest.length === 2 && /^\d+$/.test(rest[0] ?? '')) {
        const ids = parseIds(rest[1]);
        if (ids) return state.created(ids, Number(rest[0]));
      } else if (kind === 'i' && rest.length === 1) {
        const ids = parseIds(rest[0]);
        if (ids) return state.invalidate(ids);
      }
      state.clear();
    },
    onReset: () => state.clear(),
  };

  const events: NotificationEvents = {
    publish: async (event) => {
      apply(state, event);
      if (!listener || event.userIds.length === 0) return;
      try {
        for (const ids of chunks(event.userIds)) {
          await listener.publish(NOTIFICATION_EVENTS_CHANNEL, encode(origin, event, ids));
        }
      } catch (error) {
        // Other instances may answer polls late, at worst until their state TTL passes.
        log.warn({ err: error }, 'could not broadcast a notification event');
      }
    },
  };

  return {
    handler,
    events,
    /** Connects publishing to the listener once it runs (the handler must exist before). */
    attach: (next: PgListener) => {
      listener = next;
    },
  };
};
