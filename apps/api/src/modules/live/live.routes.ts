import { LAST_EVENT_ID_HEADER, LIVE_EVENT_ID_PATTERN, liveRoutes, type LiveEvent } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { SessionCache } from '../auth/session-cache';
import type { LiveDelivery } from './live-delivery';
import type { StoredLiveEvent } from './live.repository';

type Options = {
  live: LiveDelivery;
  sessions: SessionCache;
  /** A comment line this often keeps proxies from closing an idle stream; the session is re-checked then. */
  heartbeatMs: number;
  /** What EventSource-like clients wait before reconnecting (the SSE `retry:` field). */
  retryMs: number;
  /**
   * Bytes a stream may have waiting for a reader that does not read: past it the stream is cut
   * (the client reconnects with Last-Event-ID and replays what it missed), so a stalled reader
   * costs at most this much memory.
   */
  maxBufferedBytes?: number;
};

/** Default of `maxBufferedBytes`: a few hundred events. */
export const LIVE_MAX_BUFFERED_BYTES = 256 * 1024;

/** One SSE event: `id`, `event` and one `data` line (JSON never holds a raw line break). */
export const sseEvent = (event: StoredLiveEvent): string =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

const toLiveEvent = (event: StoredLiveEvent): LiveEvent =>
  ({ id: String(event.id), type: event.type, data: event.data }) as LiveEvent;

/** An id exactly as the API writes them: decimal digits, no sign, space or leading zero. */
const CANONICAL_ID = /^(?:0|[1-9][0-9]*)$/;

/** The `Last-Event-ID` header: absent, or a decimal id (400 naming the header otherwise). */
const lastEventIdOf = (request: FastifyRequest): number | undefined => {
  const raw = request.headers[LAST_EVENT_ID_HEADER];
  if (raw === undefined || raw === '') return undefined;
  // Sent twice (an array, or joined with ", "): not one id.
  const value = Array.isArray(raw) ? (raw.length === 1 ? raw[0] : undefined) : raw;
  if (
    value === undefined ||
    !LIVE_EVENT_ID_PATTERN.test(value) ||
    !CANONICAL_ID.test(value) ||
    !Number.isSafeInteger(Number(value))
  ) {
    throw fieldError(`headers.${LAST_EVENT_ID_HEADER}`, 'last_event_id');
  }
  return Number(value);
};

const wantsStream = (request: FastifyRequest): boolean =>
  (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');

/** `GET /events`: the caller's live events as Server-Sent Events (or, without asking for a stream, as JSON). */
export const liveRoutesPlugin: FastifyPluginAsync<Options> = async (
  app,
  { live, sessions, heartbeatMs, retryMs, maxBufferedBytes = LIVE_MAX_BUFFERED_BYTES },
) => {
  const stream = async (request: FastifyRequest, reply: FastifyReply, lastEventId: number | undefined) => {
    const user = currentUser(request);
    let heartbeat: NodeJS.Timeout | undefined;
    const raw = reply.raw;
    /** What to undo when the stream ends (its eviction watch). */
    const stops: (() => void)[] = [];
    const finish = () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = undefined;
      for (const stop of stops.splice(0)) stop();
      subscription?.close();
      if (!raw.writableEnded) raw.end();
    };
    const subscription: ReturnType<LiveDelivery['subscribe']> = live.subscribe(user.id, {
      send: (event) => {
        if (raw.writableEnded || raw.destroyed) return;
        raw.write(sseEvent(event));
        if (raw.writableLength > maxBufferedBytes) {
          // A reader that stays behind: cut it (end() would wait for it to read what is queued).
          request.log.info({ buffered: raw.writableLength }, 'live stream dropped: its reader stays behind');
          finish();
          raw.destroy();
        }
      },
      end: finish,
    });
    if (!subscription) {
      throw new AppError('RATE_LIMITED', 'Too many open event streams: close a tab, or rely on polling', undefined, {
        'Retry-After': '60',
      });
    }
    reply.hijack();
    // A stream is idle between events: the socket's idle timeout must not cut it (heartbeats keep proxies awake).
    request.raw.socket?.setTimeout(0);
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store, no-transform',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${retryMs}\n: connected\n\n`);
    raw.on('close', finish);
    // A logout, a revoked session, a disabled or deleted account ends the stream at once (every
    // instance evicts on the broadcast), not at the next heartbeat.
    const unwatch = sessions.onInvalidate((what) => {
      if (
        ('all' in what && what.all) ||
        ('sessionId' in what && what.sessionId === user.sessionId) ||
        ('userId' in what && what.userId === user.id)
      ) {
        void sessions.get(user.sessionId).then(
          (session) => {
            if (!session || session.revoked || session.disabled || session.expiresAt <= Date.now()) finish();
          },
          () => finish(),
        );
      }
    });
    stops.push(unwatch);
    heartbeat = setInterval(() => {
      // The session may have ended (logout, a disabled user) or the token expired: the stream ends,
      // and the client reconnects with a fresh token (or falls back to polling).
      void app.readAccessClaims(request).then(
        async (claims) => {
          const session = claims ? await sessions.get(claims.sessionId) : null;
          if (!session || session.revoked || session.disabled || session.expiresAt <= Date.now()) finish();
          else if (!raw.writableEnded) raw.write(': ping\n\n');
        },
        () => finish(),
      );
    }, heartbeatMs);
    heartbeat.unref();
    try {
      await subscription.start(lastEventId);
    } catch (error) {
      request.log.warn({ err: error }, 'live stream replay failed');
      finish();
    }
  };

  registerRoute(app, liveRoutes.events, async (request, reply) => {
    const user = currentUser(request);
    const lastEventId = lastEventIdOf(request as unknown as FastifyRequest);
    if (wantsStream(request as unknown as FastifyRequest)) {
      await stream(request as unknown as FastifyRequest, reply, lastEventId);
      return undefined as never;
    }
    reply.header('cache-control', 'no-store');
    const events = lastEventId === undefined ? [] : await live.after(user.id, lastEventId);
    return { events: events.map(toLiveEvent) };
  });
};
