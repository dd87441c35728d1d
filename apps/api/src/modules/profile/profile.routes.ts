import { profileRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { isCountryCode } from '../countries/countries.search';
import { createProfileRepository } from './profile.repository';

/** The seeker's résumé: `GET /profile` and `PUT /profile` (all fields at once, all or nothing). */
export const profileRoutesPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createProfileRepository(db);

  registerRoute(app, profileRoutes.get, async (request) => {
    const { id } = currentUser(request);
    const profile = await repo.find(id);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return { ...profile, ...(await repo.visibility(id)) };
  });

  registerRoute(app, profileRoutes.put, async (request) => {
    const { body } = request;
    if (body.citizenship !== null && !isCountryCode(body.citizenship)) {
      throw fieldError('body.citizenship', 'unknown_country');
    }
    const hidden = body.hidden_from_company_ids ?? [];
    const known = await repo.existingCompanies(hidden);
    const unknown = hidden.findIndex((companyId) => !known.has(companyId));
    if (unknown >= 0) throw fieldError(`body.hidden_from_company_ids.${unknown}`, 'unknown_company');
    const { id } = currentUser(request);
    const profile = await repo.save(id, body);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return { ...profile, ...(await repo.visibility(id)) };
  });
};
