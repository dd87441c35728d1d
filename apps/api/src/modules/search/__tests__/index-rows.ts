import type { IndexRow } from '../search.index';

export const DAY = 86_400_000;
/** "Now" of the index tests: vacancy `id` was published `id` days before it. */
export const now = Date.UTC(2025, 0, 31);

/** An index row: a Moscow office developer job at 100 000 ₽, unless `over` says otherwise. */
export const row = (id: number, over: Partial<IndexRow> = {}): IndexRow => ({
  id,
  title: 'Developer',
  category_id: 1,
  city: 'Москва',
  experience: '1-3',
  employment: 'full',
  schedule: 'office',
  currency: 'RUB',
  salary_rub: 100_000,
  published_ms: now - id * DAY,
  ...over,
});
