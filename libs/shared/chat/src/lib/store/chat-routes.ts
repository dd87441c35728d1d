import type { adminChatRoutes, chatRoutes, RouteInput } from '@jobs/contracts';

/**
 * The routes a chat store talks to: `chatRoutes` for seekers and employers, `adminChatRoutes`
 * for editors (who answer on a company's behalf and cannot open company chats).
 */
export type ChatRoutes = {
  list: typeof chatRoutes.list | typeof adminChatRoutes.list;
  history: typeof chatRoutes.history | typeof adminChatRoutes.history;
  send: typeof chatRoutes.send | typeof adminChatRoutes.send;
  companyChat?: typeof chatRoutes.companyChat;
  /** Marks the open chat read up to a message that came live (no history request); not for editors. */
  read?: typeof chatRoutes.read;
};

/** Filters for the admin chat list (`GET /admin/chats?unanswered&company_id`). */
export type ChatListQuery = NonNullable<RouteInput<typeof adminChatRoutes.list>['query']>;
