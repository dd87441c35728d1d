import { isoToZonedLocal, zonedDayMinutes, zonedLocalToIso, zonedWeek } from '../interview-time';

describe('interview times in a person’s zone', () => {
  it('reads a datetime-local value as a wall-clock time in the zone', () => {
    expect(zonedLocalToIso('2026-12-02T14:00', 'Europe/Moscow')).toBe('2026-12-02T11:00:00.000Z');
    expect(zonedLocalToIso('2026-12-02T14:00', 'Asia/Vladivostok')).toBe('2026-12-02T04:00:00.000Z');
    expect(zonedLocalToIso('', 'Europe/Moscow')).toBeNull();
    expect(zonedLocalToIso('2026-12-02', 'Europe/Moscow')).toBeNull();
  });

  it('writes an instant back as the zone’s wall clock', () => {
    expect(isoToZonedLocal('2026-12-02T11:00:00.000Z', 'Europe/Moscow')).toBe('2026-12-02T14:00');
    expect(isoToZonedLocal('2026-12-02T23:30:00.000Z', 'Asia/Vladivostok')).toBe('2026-12-03T09:30');
  });

  it('finds the Monday-to-Sunday week in the zone, and a time’s day and minutes in it', () => {
    // Sunday 23:30 in Moscow is still that week; in Vladivostok it is Monday of the next.
    const at = new Date('2026-12-06T20:30:00.000Z');
    expect(zonedWeek(at, 'Europe/Moscow').start.toISOString()).toBe('2026-11-29T21:00:00.000Z');
    expect(zonedWeek(at, 'Asia/Vladivostok').start.toISOString()).toBe('2026-12-06T14:00:00.000Z');
    expect(zonedWeek(at, 'Europe/Moscow').days).toHaveLength(7);
    expect(zonedDayMinutes(at.toISOString(), 'Europe/Moscow')).toEqual({ weekday: 6, minutes: 23 * 60 + 30 });
    expect(zonedDayMinutes(at.toISOString(), 'Asia/Vladivostok')).toEqual({ weekday: 0, minutes: 6 * 60 + 30 });
  });
});
