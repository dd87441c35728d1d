import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { servicesRoutes } from './services.routes';

/** Paid services an employer orders (each opens a chat with the moderators). */
export const servicesModule = fp(
  async (app) => {
    await app.register(servicesRoutes, { prefix: API_PREFIX, db: app.database.db, chat: app.chat });
  },
  { name: 'services', dependencies: ['chat'] },
);
