import { useChatSync } from '@jobs/chat';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { refreshApplications } from '../applications/application-queries';
import { chatPath } from '../chat/chat-paths';
import { appLinkOf, openAppLink } from './app-link';

/**
 * The signed-in seeker's chat upkeep (`useChatSync` of @jobs/chat, shared with the employer app):
 * the unread total in the tab title, toasts whose View opens their link (such as
 * `/applications/5`; a team invitation's opens the employer app) or chat, and live events; a status change refreshes the applications.
 */
export function SeekerChatSyncEffect() {
  const routerNavigate = useNavigate();
  const navigate = useCallback((path: string) => openAppLink(routerNavigate, path), [routerNavigate]);
  const queryClient = useQueryClient();
  const onApplicationChange = useCallback(() => void refreshApplications(queryClient), [queryClient]);
  const { unread, ...handlers } = useChatSync({ navigate, chatPath, linkOf: appLinkOf, onApplicationChange });
  useDocumentTitleBadge(unread);
  return <NotificationsEffect live {...handlers} />;
}
