import { serviceRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { createChatRepository } from '../chat/chat.repository';
import { createServicesRepository } from './services.repository';

/** The platform's services; a request opens the seeker's chat with the platform team about it. */
export const servicesRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const repo = createServicesRepository(db);
  const chats = createChatRepository(db);

  registerRoute(app, serviceRoutes.list, async (request) => repo.list(request.query.locale));

  registerRoute(app, serviceRoutes.request, async (request) => {
    const seekerId = currentUser(request).id;
    const chatId = await repo.ensureChat(seekerId, request.params.id);
    if (chatId === undefined) throw new AppError('NOT_FOUND', 'Service not found');
    const chat = await chats.findForSeeker(seekerId, chatId);
    if (!chat) throw new Error('service chat not found after creation');
    return chat;
  });
};
