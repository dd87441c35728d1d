import { i18n as sharedI18n } from '@jobs/i18n';
import type { I18n } from '@lingui/core';
import { formatMessageTime } from '../store/chat-message';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };

/**
 * When a chat was last active: `HH:MM` today (ru-RU, as messages show it), else the short date in
 * the interface's locale (`DD.MM.YY` in Russian).
 */
export const formatChatActivity = (value: string, now: Date = new Date(), i18n: I18n = sharedI18n): string => {
  const date = new Date(value);
  return date.toDateString() === now.toDateString() ? formatMessageTime(date) : i18n.date(date, DATE_FORMAT);
};
