import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { createImageStore, importUploadsFromDisk, type ImageStore } from './image-store';
import { createDatabaseFileStore } from './upload-files.repository';
import { uploadsRoutes } from './uploads.routes';

/** Uploaded images (stored in the database, cached on disk). */
export const uploadsModule = fp(
  async (app) => {
    const config = app.appConfig;
    const files = createDatabaseFileStore(app.database.db);
    await importUploadsFromDisk(app.database.db, files, config.DATA_DIR, app.log);
    const store = createImageStore(config.DATA_DIR, files);
    app.decorate('imageStore', store);
    await app.register(uploadsRoutes, { prefix: API_PREFIX, db: app.database.db, config, store });
  },
  { name: 'uploads' },
);

declare module 'fastify' {
  interface FastifyInstance {
    imageStore: ImageStore;
  }
}
