/** A day in milliseconds (UTC days: no daylight saving applies). */
export const DAY_MS = 86_400_000;

/**
 * The `d:<YYYY-MM-DD>` terms of every UTC day from `from` to `to` (epoch ms, both days included): the
 * search documents carry the UTC day of a vacancy's publication (migration 0044) or of a résumé's
 * saving (0045) as such a term, so a window of days is one of these terms.
 */
export const dayTerms = (from: number, to: number): string[] => {
  const terms: string[] = [];
  for (let day = Math.floor(from / DAY_MS); day <= Math.floor(to / DAY_MS); day++)
    terms.push(`d:${new Date(day * DAY_MS).toISOString().slice(0, 10)}`);
  return terms;
};
