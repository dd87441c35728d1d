import { chatRoutes, type Chat, type Locale } from '@jobs/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { currentUser, registerRoute } from '../../lib/register-route';
import { requestLocale } from '../../lib/request-locale';
import type { ChatService } from './chat.service';

type Options = {
  chat: ChatService;
  /** A seeker's assistant chats titled in the interface language (the assistant module's templates). */
  localizeTitles?: (list: Chat[], locale: Locale) => Promise<Chat[]>;
};

/** The chat endpoints of spec §7, for seekers and employers alike (each sees only its own chats). */
export const chatRoutesPlugin: FastifyPluginAsync<Options> = async (app, { chat, localizeTitles }) => {
  registerRoute(app, chatRoutes.list, async (request) => {
    const user = currentUser(request);
    const list = await chat.list(user);
    const locale = user.role === 'seeker' && localizeTitles ? requestLocale(request) : null;
    return locale && localizeTitles ? localizeTitles(list, locale) : list;
  });

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
