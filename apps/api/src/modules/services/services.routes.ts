import { serviceRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { currentUser, registerRoute } from '../../lib/register-route';
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
    // The request is the seeker's first message, stored like any other (read mark, caches, events).
    const chatTx = chat.inTransaction();
    let chatId: number | undefined;
    try {
      chatId = await repo.ensureChat(seekerId, request.params.id, (tx, id, text) =>
        chatTx.post(
          tx,
          id,
          {
            senderUserId: seekerId,
            authorKind: 'seeker',
            authorName: null,
            text,
            vacancyId: null,
            clientMessageId: null,
          },
          { to: 'none' },
        ),
      );
    } catch (error) {
      chatTx.rolledBack();
      throw error;
    }
    await chatTx.committed();
    if (chatId === undefined) throw new AppError('NOT_FOUND', 'Service not found');
    const found = await chats.findForSeeker(seekerId, chatId);
    if (!found) throw new Error('service chat not found after creation');
    return found;
  });
};
