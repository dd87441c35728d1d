import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { profileRoutesPlugin } from './profile.routes';

/** A seeker's profile (résumé). */
export const profileModule = fp(
  async (app) => {
    await app.register(profileRoutesPlugin, { prefix: API_PREFIX, db: app.database.db });
  },
  { name: 'profile' },
);
