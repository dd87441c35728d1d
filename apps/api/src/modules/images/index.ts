import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { imagesRoutes } from './images.routes';

/** Uploaded images rendered to the sizes the pages ask for. */
export const imagesModule = fp(
  async (app) => {
    const config = app.appConfig;
    await app.register(imagesRoutes, {
      prefix: API_PREFIX,
      db: app.database.db,
      store: app.imageStore,
      concurrency: config.IMAGE_RENDER_CONCURRENCY,
      maxWaiting: config.IMAGE_RENDER_QUEUE_MAX,
      cacheMaxBytes: config.IMAGE_CACHE_MAX_BYTES,
      cacheMaxFiles: config.IMAGE_CACHE_MAX_FILES,
      maxPixels: config.UPLOAD_MAX_PIXELS,
      // Below the idle timeout (HTTP_IDLE_TIMEOUT_MS): a queued render answers 503, never a cut socket.
      maxWaitMs: Math.max(100, Math.min(10_000, config.HTTP_IDLE_TIMEOUT_MS - 5_000)),
    });
  },
  { name: 'images', dependencies: ['uploads'] },
);
