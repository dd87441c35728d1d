import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { startPgListener, type ChannelHandler, type PgListener } from './pg-listener';

/**
 * The NOTIFY channels as the modules see them while they load: each names the channels it listens
 * to (`on`), and the one LISTEN connection starts once every module has (`start`, in app.ts).
 * `listener.publish` works from then on.
 */
export const createChannels = () => {
  const handlers: Record<string, ChannelHandler> = {};
  let started: PgListener | undefined;
  const listener: PgListener = {
    publish: async (channel, payload) => {
      if (!started) throw new Error('The database event listener has not started yet');
      await started.publish(channel, payload);
    },
    close: async () => {
      await started?.close();
    },
  };
  return {
    listener,
    on: (channel: string, handler: ChannelHandler): void => {
      if (started) throw new Error('Channels are named while the modules load');
      if (handlers[channel]) throw new Error(`The channel "${channel}" has two listeners`);
      handlers[channel] = handler;
    },
    start: async (database: DatabaseHandle, log: FastifyBaseLogger): Promise<void> => {
      started = await startPgListener(database, handlers, log);
    },
  };
};

export type Channels = ReturnType<typeof createChannels>;
