import { LIVE_EVENTS_CHANNEL } from '@jobs/server-db';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createChatLive, type ChatLive } from './chat-live';
import { createLiveDelivery, type LiveDelivery } from './live-delivery';
import { createLiveRepository, type LiveRepository } from './live.repository';
import { liveRoutesPlugin } from './live.routes';

/** How often the event log is pruned to its replay window. */
const PRUNE_EVERY_MS = 60_000;

/** The live event streams (server-sent events) and their replayable log. */
export const liveModule = fp(
  async (app) => {
    const config = app.appConfig;
    const repo = createLiveRepository(app.database.db);
    const live = createLiveDelivery({
      repo,
      log: app.log,
      maxStreamsPerUser: config.LIVE_MAX_STREAMS_PER_USER,
      retentionMs: config.LIVE_RETENTION_MINUTES * 60_000,
    });
    app.channels.on(LIVE_EVENTS_CHANNEL, live.handler);
    live.attach(app.channels.listener);
    app.decorate('live', live);
    app.decorate('liveRepository', repo);
    app.decorate('chatLive', createChatLive({ live, log: app.log }));
    await app.register(liveRoutesPlugin, {
      prefix: API_PREFIX,
      live,
      sessions: app.sessions,
      heartbeatMs: config.LIVE_HEARTBEAT_MS,
      retryMs: 3000,
    });
    // Event streams never end by themselves: they end first, so that closing waits for nothing.
    app.addHook('preClose', (done) => {
      live.close();
      done();
    });
    // The event log keeps the replay window only (every instance prunes: a cheap indexed delete).
    const pruneTimer = setInterval(() => {
      live.prune().catch((error: unknown) => app.log.warn({ err: error }, 'could not prune the live event log'));
    }, PRUNE_EVERY_MS);
    pruneTimer.unref();
    app.addHook('onClose', (_instance, done) => {
      clearInterval(pruneTimer);
      done();
    });
  },
  { name: 'live', dependencies: ['sessions'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveDelivery;
    liveRepository: LiveRepository;
    /** A chat's live events (messages, reads, typing) for its members' streams. */
    chatLive: ChatLive;
  }
}
