import {
  chatRoutes,
  plainMessageText,
  TOAST_DEFAULT_TITLE,
  TOAST_DURATION_MS,
  truncateToastText,
  type LiveEvent,
  type Notification,
} from '@jobs/contracts';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { PAGE_OPENED_AT } from './page-opened-at';
import { createShownNotifications, type ShownNotifications } from './shown-notifications';
import { useLiveEvents } from './use-live-events';
import { usePollQuery } from './use-poll-query';

export type NotificationPollerOptions = {
  /** The toast's View button: each app routes itself (to the notification's `link`, else `/chat/{chat_id}`). */
  onView: (notification: Notification) => void;
  /** Called for every notification this tab toasts or shows in place (e.g. to refresh the chat list). */
  onNotification?: (notification: Notification) => void;
  /**
   * True for a notification whose news is already on screen (a message of the chat that is open):
   * it is not toasted, only reported read and passed to `onNotification` (which shows it in place).
   */
  isShownInPlace?: (notification: Notification) => boolean;
  /** Polls only when true (e.g. signed in); default true. */
  enabled?: boolean;
  /** `user_opened_site`; the page's load time by default. */
  openedAt?: number;
  /**
   * Also read the live event stream (`GET /events`): its notifications toast at once (each id
   * once, whether the stream or the poll brings it first), and every event goes to `onLiveEvent`.
   * The poll keeps running as specified. Default false.
   */
  live?: boolean;
  /** Every live event (messages, notifications, applications, typing), after a notification's toast. */
  onLiveEvent?: (event: LiveEvent) => void;
};

/** The toast's label for its action button (English source; shown as `TOAST_VIEW_MESSAGE` translated). */
export const TOAST_VIEW_LABEL = 'View';
export const TOAST_VIEW_MESSAGE = msg`View`;

export const notificationsQueryKey = (audience: string, openedAt: number) =>
  ['notifications', audience, openedAt] as const;

/**
 * Polls `GET /chat/notifies` at start and every 10 s while the tab is visible (at once when it
 * becomes visible again), backs off with jitter on errors, and shows each new notification once,
 * across tabs, as an info toast; a shown notification is reported read.
 */
export const useNotificationPoller = ({
  onView,
  onNotification,
  isShownInPlace,
  enabled = true,
  openedAt = PAGE_OPENED_AT,
  live = false,
  onLiveEvent,
}: NotificationPollerOptions): void => {
  const client = useApiClient();
  // The toast's title stays the spec's 'Новое сообщение' when the notification has none.
  const { i18n } = useLingui();
  const shownRef = useRef<ShownNotifications | null>(null);
  const callbacks = useRef({ onView, onNotification, isShownInPlace, onLiveEvent, i18n });
  callbacks.current = { onView, onNotification, isShownInPlace, onLiveEvent, i18n };
  // Notifications whose read report failed: reported again when a later poll returns them.
  const unreported = useRef(new Set<number>());

  // Made in an effect (not during render), so a StrictMode remount gets a live channel.
  useEffect(() => {
    const shown = createShownNotifications();
    shownRef.current = shown;
    return () => {
      shown.close();
      if (shownRef.current === shown) shownRef.current = null;
    };
  }, []);

  const { data, dataUpdatedAt } = usePollQuery({
    queryKey: notificationsQueryKey(client.audience, openedAt),
    poll: (signal) => client.call(chatRoutes.notifies, { query: { user_opened_site: openedAt } }, { signal }),
    enabled,
  });

  // Shows a notification (from the poll or the stream): once per id across tabs, then reported read.
  const showRef = useRef<(notification: Notification) => Promise<void>>(async () => undefined);
  showRef.current = async (notification: Notification) => {
    const shown = shownRef.current;
    if (!shown) return;

    const report = (id: number) => {
      client.call(chatRoutes.readNotifies, { body: { notification_ids: [id] } }).then(
        () => unreported.current.delete(id),
        (error: unknown) => {
          unreported.current.add(id);
          console.error('Failed to mark the notification read', error);
        },
      );
    };

    if (unreported.current.has(notification.id)) {
      report(notification.id);
      return;
    }
    if (!(await shown.claim(notification.id))) return;
    if (callbacks.current.isShownInPlace?.(notification)) {
      report(notification.id);
      callbacks.current.onNotification?.(notification);
      return;
    }
    toast.info(notification.title?.trim() || TOAST_DEFAULT_TITLE, {
      id: `notification-${notification.id}`,
      description: truncateToastText(plainMessageText(notification.text)),
      duration: TOAST_DURATION_MS,
      action: {
        label: callbacks.current.i18n._(TOAST_VIEW_MESSAGE),
        onClick: () => callbacks.current.onView(notification),
      },
    });
    report(notification.id);
    callbacks.current.onNotification?.(notification);
  };

  useEffect(() => {
    if (!data) return;
    void (async () => {
      for (const notification of data) await showRef.current(notification);
    })();
  }, [client, data, dataUpdatedAt]);

  useLiveEvents({
    enabled: enabled && live,
    onEvent: (event) => {
      if (event.type === 'notification') void showRef.current(event.data);
      callbacks.current.onLiveEvent?.(event);
    },
  });
};
