import { serviceRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
import { transact } from '../../lib/transact';
import { createChatRepository } from '../chat/chat.repository';
import type { ChatService } from '../chat/chat.service';
import { createServicesRepository } from './services.repository';

/** The platform's services; a request opens the seeker's chat with the platform team about it. */
export const servicesRoutes: FastifyPluginAsync<{ db: Database; chat: ChatService }> = async (app, { db, chat }) => {
  const repo = createServicesRepository(db);
  const chats = createChatRepository(db);

  registerRoute(app, serviceRoutes.list, async (request) => repo.list(request.query.locale));

  registerRoute(app, serviceRoutes.request, async (request) => {
    const seekerId = currentUser(request).id;
    const service = await repo.forSeeker(seekerId, request.params.id);
    if (!service) throw new AppError('NOT_FOUND', 'Service not found');
    // A new chat holds the request as the seeker's first message, stored like any other (read mark,
    // caches, events), so that it waits for an answer in the editors' inbox.
    const chatId = await transact(db, async (tx, unit) => {
      const opened = await chats.openServiceChat(tx, { seekerId, serviceId: request.params.id, ...service });
      if (opened.created) {
        await chat.inTransaction(unit).post(
          tx,
          opened.id,
          {
            senderUserId: seekerId,
            authorKind: 'seeker',
            authorName: null,
            text: service.requestText,
            vacancyId: null,
            clientMessageId: null,
          },
          { to: 'none' },
        );
      }
      return opened.id;
    });
    const found = await chats.findForSeeker(seekerId, chatId);
    if (!found) throw new Error('service chat not found after creation');
    return found;
  });
};
