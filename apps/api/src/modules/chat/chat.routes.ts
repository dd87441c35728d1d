import { chatRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { ChatService } from './chat.service';

/** The chat endpoints of spec §7, for seekers and employers alike (each sees only its own chats). */
export const chatRoutesPlugin: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  registerRoute(app, chatRoutes.list, async (request) => chat.list(currentUser(request)));

  registerRoute(app, chatRoutes.history, async (request) =>
    chat.history(currentUser(request), request.params.id, request.query),
  );

  registerRoute(app, chatRoutes.send, async (request) =>
    chat.send(currentUser(request), request.params.id, request.body, request as unknown as FastifyRequest),
  );

  registerRoute(app, chatRoutes.companyChat, async (request) =>
    chat.companyChat(currentUser(request), request.params.id, request.body?.vacancy_id),
  );
};
