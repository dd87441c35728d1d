export { NotificationsEffect, type NotificationsEffectProps } from './lib/notifications-effect';
export { useLiveEvents, type UseLiveEventsOptions } from './lib/use-live-events';
export type { LiveConnection, LiveConnectionOptions } from './lib/live-connection';
export {
  useNotificationPoller,
  notificationsQueryKey,
  TOAST_VIEW_LABEL,
  TOAST_VIEW_MESSAGE,
  type NotificationPollerOptions,
} from './lib/use-notification-poller';
export { NotificationToaster, TOAST_POSITION } from './lib/notification-toaster';
export {
  nextPollDelay,
  retryAfterMsOf,
  MAX_POLL_BACKOFF_MS,
  MAX_RETRY_AFTER_MS,
  type PollDelayInput,
} from './lib/poll-delay';
export {
  createShownNotifications,
  SHOWN_NOTIFICATIONS_KEY,
  NOTIFICATIONS_CHANNEL,
  SHOWN_NOTIFICATION_TTL_MS,
  type ShownNotifications,
} from './lib/shown-notifications';
export { usePollQuery, type UsePollQueryOptions } from './lib/use-poll-query';
export { PAGE_OPENED_AT } from './lib/page-opened-at';
export { useDocumentTitleBadge, withTitleBadge } from './lib/use-document-title-badge';
