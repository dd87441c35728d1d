import { employerMeRoute, employerVacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createUsersRepository } from '../users/users.repository';
import { createEmployerRepository } from './employer.repository';

export const employerRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const users = createUsersRepository(db);
  const employer = createEmployerRepository(db);

  registerRoute(app, employerMeRoute, async (request) => {
    const { id, companyId } = currentUser(request);
    const user = await users.findById(id);
    const company = companyId === null ? undefined : await employer.findCompany(companyId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!company) throw new AppError('NOT_FOUND', 'Company not found');
    return { user, company };
  });

  registerRoute(app, employerVacancyRoutes.updateCompany, async (request) => {
    const { companyId } = currentUser(request);
    const company = companyId === null ? undefined : await employer.updateCompany(companyId, request.body);
    if (!company) throw new AppError('NOT_FOUND', 'Company not found');
    return company;
  });

  registerRoute(app, employerVacancyRoutes.updateAccount, async (request) => {
    const account = await employer.updateAccountName(currentUser(request).id, request.body.name);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return account;
  });
};
