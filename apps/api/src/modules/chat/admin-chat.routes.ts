import { adminChatRoutes } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { ChatService } from './chat.service';

/** Editors: every company and service chat, answered on the company's behalf. */
export const adminChatRoutesPlugin: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  registerRoute(app, adminChatRoutes.list, async (request) => chat.admin.list(currentUser(request), request.query));

  registerRoute(app, adminChatRoutes.history, async (request) =>
    chat.admin.history(currentUser(request), request.params.id, request.query),
  );

  registerRoute(app, adminChatRoutes.send, async (request) =>
    chat.admin.send(currentUser(request), request.params.id, request.body),
  );
};
