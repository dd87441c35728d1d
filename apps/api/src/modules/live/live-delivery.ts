import { randomUUID } from 'node:crypto';
import type { LiveEventType, Notification } from '@jobs/contracts';
import { LIVE_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../lib/pg-listener';
import type { LiveRepository, NewLiveEvent, StoredLiveEvent } from './live.repository';

/** Where one open stream writes its events. */
export type LiveSink = {
  send: (event: StoredLiveEvent) => void;
  /** Ends the stream (shutdown). */
  end: () => void;
};

export type LiveSubscription = {
  /** Sends what was missed after `lastEventId` (the log), then live events; resolves once replayed. */
  start: (lastEventId: number | undefined) => Promise<void>;
  close: () => void;
};

export type LiveDeliveryOptions = {
  repo: LiveRepository;
  log: FastifyBaseLogger;
  /** Open streams one user may hold at once (tabs, devices); beyond it a new one is refused. */
  maxStreamsPerUser: number;
  /** How long the log keeps events for replays (at least 10 minutes). */
  retentionMs: number;
};

/** What a reconnect replays at most (older ones: the client's poll covers them). */
const REPLAY_LIMIT = 500;
/** NOTIFY payloads are capped at 8000 bytes: bigger batches are announced by id, read from the log. */
const MAX_INLINE_PAYLOAD = 7000;
/** Ids a stream remembers having sent (an event may come both from a replay and live). */
const REMEMBERED_IDS = 256;

type Stream = {
  userId: number;
  sink: LiveSink;
  /** Events that arrived while the replay was being read: sent after it. */
  pending: StoredLiveEvent[] | null;
  sent: Set<number>;
  lastId: number;
};

type Wire = { o: string; e?: StoredLiveEvent[]; ids?: number[]; u?: number[] };

/**
 * Live delivery across instances. `publish` writes each recipient's events to the log (their ids
 * are the streams' event ids), hands them to the streams this instance holds and announces them
 * on PostgreSQL NOTIFY (`deliver` does the last two for events a chat send wrote itself); every other instance hands them to its own streams. On the embedded
 * database there is one process: local delivery is all there is. A lost listener (events may have
 * been missed) makes every stream catch up from the log.
 */
export const createLiveDelivery = ({ repo, log, maxStreamsPerUser, retentionMs }: LiveDeliveryOptions) => {
  const origin = randomUUID();
  const streams = new Map<number, Set<Stream>>();
  let listener: PgListener | undefined;
  let closed = false;

  const write = (stream: Stream, event: StoredLiveEvent): void => {
    if (stream.sent.has(event.id)) return;
    stream.sent.add(event.id);
    if (stream.sent.size > REMEMBERED_IDS) {
      const oldest = stream.sent.values().next().value;
      if (oldest !== undefined) stream.sent.delete(oldest);
    }
    stream.lastId = Math.max(stream.lastId, event.id);
    try {
      stream.sink.send(event);
    } catch (error) {
      log.debug({ err: error }, 'a live stream refused an event');
    }
  };

  const deliverLocally = (events: StoredLiveEvent[]): void => {
    for (const event of events) {
      for (const stream of streams.get(event.userId) ?? []) {
        if (stream.pending) stream.pending.push(event);
        else write(stream, event);
      }
    }
  };

  /** Every stream reads what it may have missed from the log (after a lost listener). */
  const catchUpAll = (): void => {
    for (const set of streams.values()) {
      for (const stream of set) {
        if (stream.pending) continue; // its replay is running: it reads the log anyway
        void repo.after(stream.userId, stream.lastId, REPLAY_LIMIT).then(
          (events) => events.forEach((event) => write(stream, event)),
          (error: unknown) => log.warn({ err: error }, 'live stream could not catch up'),
        );
      }
    }
  };

  const handler: ChannelHandler = {
    onMessage: (payload) => {
      const text = payload ?? '';
      let wire: Wire;
      try {
        wire = JSON.parse(text) as Wire;
      } catch {
        catchUpAll();
        return;
      }
      if (wire.o === origin) return;
      if (Array.isArray(wire.e)) {
        deliverLocally(wire.e.filter((event) => streams.has(event.userId)));
        return;
      }
      const users = (wire.u ?? []).filter((id) => streams.has(id));
      if (!Array.isArray(wire.ids) || users.length === 0) return;
      repo.byIds(wire.ids, users).then(deliverLocally, (error: unknown) => {
        log.warn({ err: error }, 'live events announced by id could not be read');
        catchUpAll();
      });
    },
    onReset: () => catchUpAll(),
  };

  const announce = async (events: StoredLiveEvent[]): Promise<void> => {
    if (!listener || events.length === 0) return;
    let payload = JSON.stringify({ o: origin, e: events } satisfies Wire);
    if (Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD) {
      payload = JSON.stringify({
        o: origin,
        ids: events.map((event) => event.id),
        u: [...new Set(events.map((event) => event.userId))],
      } satisfies Wire);
    }
    if (Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD) {
      // A very large batch: in halves.
      const half = Math.ceil(events.length / 2);
      await announce(events.slice(0, half));
      await announce(events.slice(half));
      return;
    }
    await listener.publish(LIVE_EVENTS_CHANNEL, payload);
  };

  /** Stores and delivers events; never throws (live delivery is best effort: the poll stays on). */
  const publish = async (events: NewLiveEvent[]): Promise<void> => {
    if (events.length === 0 || closed) return;
    try {
      const stored = await repo.append(events);
      deliverLocally(stored);
      await announce(stored);
    } catch (error) {
      log.warn({ err: error }, 'could not publish live events');
    }
  };

  /**
   * Events another statement already wrote to the log (a chat send writes its own in the same
   * statement as the message, see chat.repository.ts): handed to the streams here and announced
   * to the other instances. Call it once their transaction has committed. Never throws.
   */
  const deliver = async (stored: StoredLiveEvent[]): Promise<void> => {
    if (stored.length === 0 || closed) return;
    deliverLocally(stored);
    try {
      await announce(stored);
    } catch (error) {
      log.warn({ err: error }, 'could not announce live events');
    }
  };

  const to = (userIds: Iterable<number>, type: LiveEventType, data: Record<string, unknown>): NewLiveEvent[] =>
    [...new Set(userIds)].map((userId) => ({ userId, type, data }));

  return {
    handler,
    attach: (next: PgListener) => {
      listener = next;
    },
    publish,
    deliver,

    /** The same event for each of the users. */
    publishTo: (userIds: Iterable<number>, type: LiveEventType, data: Record<string, unknown>) =>
      publish(to(userIds, type, data)),

    /** Each user's new notifications, as `notification` events. */
    publishNotifications: async (entries: { userId: number; notification: Notification }[]) =>
      publish(entries.map(({ userId, notification }) => ({ userId, type: 'notification', data: notification }))),

    /** A user's events after an id (the JSON answer of `GET /events`). */
    after: (userId: number, afterId: number) => repo.after(userId, afterId, REPLAY_LIMIT),

    /** A new stream for the user, or undefined when they hold the most streams allowed (or shutting down). */
    subscribe: (userId: number, sink: LiveSink): LiveSubscription | undefined => {
      const set = streams.get(userId) ?? new Set<Stream>();
      if (closed || set.size >= maxStreamsPerUser) return undefined;
      const stream: Stream = { userId, sink, pending: [], sent: new Set(), lastId: 0 };
      set.add(stream);
      streams.set(userId, set);
      const close = () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(userId) === set) streams.delete(userId);
      };
      return {
        close,
        start: async (lastEventId) => {
          try {
            if (lastEventId !== undefined) {
              stream.lastId = lastEventId;
              for (const event of await repo.after(userId, lastEventId, REPLAY_LIMIT)) write(stream, event);
            }
          } finally {
            const waiting = stream.pending ?? [];
            stream.pending = null;
            for (const event of waiting) write(stream, event);
          }
        },
      };
    },

    /** Open streams (all users; metrics and tests). */
    openStreams: (): number => [...streams.values()].reduce((total, set) => total + set.size, 0),

    prune: () => repo.prune(retentionMs),

    /** Ends every stream (shutdown) and refuses new ones. */
    close: (): void => {
      closed = true;
      for (const set of streams.values()) for (const stream of set) stream.sink.end();
      streams.clear();
    },
  };
};

export type LiveDelivery = ReturnType<typeof createLiveDelivery>;
