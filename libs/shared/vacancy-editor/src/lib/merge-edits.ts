import type { VacancyFormValues } from './form-values';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A three-way merge after a stale write: every field the user changed (mine ≠ base) keeps the
 * user's value; every other field takes the current version's value (theirs).
 */
export function mergeEdits(
  base: VacancyFormValues,
  mine: VacancyFormValues,
  theirs: VacancyFormValues,
): VacancyFormValues {
  const merged = { ...theirs } as Record<string, unknown>;
  for (const key of Object.keys(mine) as (keyof VacancyFormValues)[]) {
    if (!same(mine[key], base[key])) merged[key] = mine[key];
  }
  return merged as VacancyFormValues;
}

/** The fields the user changed that the other person changed too (both sides differ from base). */
export function conflictingFields(
  base: VacancyFormValues,
  mine: VacancyFormValues,
  theirs: VacancyFormValues,
): (keyof VacancyFormValues)[] {
  return (Object.keys(mine) as (keyof VacancyFormValues)[]).filter(
    (key) => !same(mine[key], base[key]) && !same(theirs[key], base[key]) && !same(mine[key], theirs[key]),
  );
}
