// Test support (`@jobs/notifications/testing`, for specs only): contract-shaped notifications.
import { notificationSchema, type Notification } from '@jobs/contracts';

/** Notification `id`, about chat 7 unless overridden. */
export const aNotification = (id: number, overrides: Partial<Notification> = {}): Notification =>
  notificationSchema.parse({ id, title: null, text: `Notification ${id}`, icon: null, chat_id: 7, ...overrides });
