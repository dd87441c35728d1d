import { NotificationToaster } from '@jobs/notifications';
import { SeekerChatSyncEffect } from './seeker-chat-sync-effect';

/**
 * What only a signed-in seeker needs: the chat list and notification poller (unread badge, tab
 * title) and the toast area its notifications appear in. Loaded in its own chunk after sign-in, so
 * the first chunk of a signed-out visit carries neither the poller nor the toast library.
 */
export function SeekerSignedInEffects() {
  return (
    <>
      <SeekerChatSyncEffect />
      <NotificationToaster />
    </>
  );
}
