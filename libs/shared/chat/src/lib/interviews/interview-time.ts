import { TZDate } from '@date-fns/tz';
import { addDays, startOfWeek } from 'date-fns';

// Interview times in a person's own time zone (@date-fns/tz): a `datetime-local` input's value is
// a wall-clock time in that zone; the API takes and gives UTC instants.

/** `2026-12-02T14:00` in `timeZone` → the instant as ISO (UTC); null for an empty or broken value. */
export const zonedLocalToIso = (local: string, timeZone: string): string | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime()).toISOString();
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in `timeZone`. */
export const isoToZonedLocal = (iso: string | Date, timeZone: string): string => {
  const date = new TZDate(typeof iso === 'string' ? Date.parse(iso) : iso.getTime(), timeZone);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** The Monday 00:00 (in `timeZone`) of the week holding `at`, and the seven days from it. */
export const zonedWeek = (at: Date, timeZone: string): { start: Date; end: Date; days: Date[] } => {
  const start = startOfWeek(new TZDate(at.getTime(), timeZone), { weekStartsOn: 1 });
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 7).getTime()), days };
};

/** The day (0–6 from Monday) and minutes since midnight of an instant in `timeZone`. */
export const zonedDayMinutes = (iso: string, timeZone: string): { weekday: number; minutes: number } => {
  const date = new TZDate(Date.parse(iso), timeZone);
  return { weekday: (date.getDay() + 6) % 7, minutes: date.getHours() * 60 + date.getMinutes() };
};
