import type { QuietHours } from '@jobs/contracts';

/** Used for the digest's day when a user set no quiet hours (and so no time zone). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const minutesOf = (clock: string): number => {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/** The local date (YYYY-MM-DD) and minute of the day at `at` in a time zone. */
export const localClock = (at: Date, timeZone: string): { date: string; minute: number } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts['year']}-${parts['month']}-${parts['day']}`,
    minute: Number(parts['hour']) * 60 + Number(parts['minute']),
  };
};

/**
 * When the quiet hours that `at` falls in end; null when `at` is outside them (or there are none).
 * A window may cross midnight (22:00–08:00). The end is found in whole minutes from `at`.
 */
export const quietHoursEnd = (quiet: QuietHours | null, at: Date): Date | null => {
  if (!quiet) return null;
  const { minute } = localClock(at, quiet.time_zone);
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  const minutesLeft = (end - minute + 1440) % 1440;
  const result = new Date(at.getTime() + minutesLeft * 60_000);
  result.setUTCSeconds(0, 0);
  return result;
};
