import { useChatSync } from '@jobs/chat';
import { NotificationsEffect, useDocumentTitleBadge } from '@jobs/notifications';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { candidateKeys } from '../candidates/candidate-queries';
import { chatPath } from './chat-paths';

/**
 * The signed-in employer's chat upkeep (`useChatSync` of @jobs/chat, shared with the seeker app):
 * the unread total in the tab title, toasts and live events; a status change refreshes the
 * candidate lists.
 */
export function ChatNotificationsEffect() {
  const client = useApiClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onApplicationChange = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: candidateKeys.lists }),
    [queryClient],
  );
  const { unread, ...handlers } = useChatSync({ navigate, chatPath, onApplicationChange });
  useDocumentTitleBadge(unread);
  // The token is read on every render (each navigation): no polling once the session is gone.
  return client.isSignedIn() ? <NotificationsEffect live {...handlers} /> : null;
}
