import { useNotificationPoller, type NotificationPollerOptions } from './use-notification-poller';

export type NotificationsEffectProps = NotificationPollerOptions;

/** Runs the notification poller; renders nothing (render `NotificationToaster` once in the app). */
export function NotificationsEffect(props: NotificationsEffectProps) {
  useNotificationPoller(props);
  return null;
}
