import { formatMessageTime } from '../store/chat-message';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: '2-digit' };

/** When a chat was last active: `HH:MM` today (ru-RU, as messages show it), else `DD.MM.YY`. */
export const formatChatActivity = (value: string, now: Date = new Date()): string => {
  const date = new Date(value);
  return date.toDateString() === now.toDateString()
    ? formatMessageTime(date)
    : date.toLocaleDateString('ru-RU', DATE_FORMAT);
};
