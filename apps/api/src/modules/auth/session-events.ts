import { SESSION_EVENTS_CHANNEL } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { ChannelHandler, PgListener } from '../../lib/pg-listener';
import type { SessionCache } from './session-cache';

export type SessionEvent = { kind: 'session'; sessionId: string } | { kind: 'user'; userId: number };

export type SessionEvents = {
  /** Evicts locally at once, then tells the other API instances. */
  publish: (event: SessionEvent) => Promise<void>;
};

const encode = (event: SessionEvent): string =>
  event.kind === 'session' ? `session:${event.sessionId}` : `user:${event.userId}`;

const applyLocally = (cache: SessionCache, event: SessionEvent): void =>
  event.kind === 'session' ? cache.invalidateSession(event.sessionId) : cache.invalidateUser(event.userId);

/**
 * What SESSION_EVENTS_CHANNEL does on every instance: a logout or revocation elsewhere evicts
 * the session (or all of a user's) here; a lost listener clears the cache.
 */
export const sessionEventsHandler = (cache: SessionCache): ChannelHandler => ({
  onMessage: (payload) => {
    const [kind, value] = (payload ?? '').split(/:(.*)/s);
    if (kind === 'session' && value) cache.invalidateSession(value);
    else if (kind === 'user' && value && /^\d+$/.test(value)) cache.invalidateUser(Number(value));
    else cache.clear();
  },
  onReset: () => cache.clear(),
});

/** Session changes: evicted here at once, broadcast to the other instances over LISTEN/NOTIFY. */
export const createSessionEvents = (
  cache: SessionCache,
  listener: PgListener,
  log: FastifyBaseLogger,
): SessionEvents => ({
  publish: async (event) => {
    applyLocally(cache, event);
    try {
      await listener.publish(SESSION_EVENTS_CHANNEL, encode(event));
    } catch (error) {
      log.warn({ err: error }, 'could not broadcast a session event; other instances keep it until their cache TTL');
    }
  },
});
