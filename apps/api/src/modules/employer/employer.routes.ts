import { employerMeRoute, employerVacancyRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { createUsersRepository } from '../users/users.repository';
import { createEmployerRepository } from './employer.repository';

export const employerRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const users = createUsersRepository(db);
  const employer = createEmployerRepository(db);
  const uploads = createUploadsRepository(db);

  registerRoute(app, employerMeRoute, async (request) => {
    const { id, companyId } = currentUser(request);
    const user = await users.findById(id);
    const company = companyId === null ? undefined : await employer.findCompany(companyId);
    if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!company) throw new AppError('NOT_FOUND', 'Company not found');
    return { user, company };
  });

  registerRoute(app, employerVacancyRoutes.updateCompany, async (request) => {
    const { id, companyId } = currentUser(request);
    const current = companyId === null ? undefined : await employer.findCompany(companyId);
    if (!current || companyId === null) throw new AppError('NOT_FOUND', 'Company not found');
    // The logo: the employer's own upload, or the one the company already has (sent back unchanged).
    const { logo } = request.body;
    if (logo !== null && logo !== current.logo && !(await uploads.isUploadUrl(logo, id))) {
      throw fieldError(
        'body.logo',
        'upload_not_own',
        undefined,
        'Upload the logo first: only your own uploads can be used',
      );
    }
    const company = await employer.updateCompany(companyId, request.body);
    if (!company) throw new AppError('NOT_FOUND', 'Company not found');
    return company;
  });

  registerRoute(app, employerVacancyRoutes.updateAccount, async (request) => {
    const account = await employer.updateAccountName(currentUser(request).id, request.body.name);
    if (!account) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    return account;
  });
};
