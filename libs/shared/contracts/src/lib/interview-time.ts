import type { Locale } from './constants';

/**
 * An interview's time in a time zone, with the zone named: «2 декабря 2026 г., 14:00 (Europe/Moscow)»,
 * "December 2, 2026, 2:00 PM (Europe/Moscow)". The same words in the apps, the chat and the e-mails.
 */
export const formatInterviewTime = (iso: string | Date, locale: Locale, timeZone: string): string => {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const words = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-US', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${words} (${timeZone})`;
};
