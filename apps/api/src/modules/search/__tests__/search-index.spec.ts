import { buildSearchIndex, filterAndCount, pageOfRows, rowOf } from '../search.index';
import { DAY, now, row } from './index-rows';

// Ascending ids, as the engine loads them.
const index = buildSearchIndex('1', [
  row(1),
  row(2, { city: 'Казань', schedule: 'remote', salary_rub: 200_000 }),
  row(3, { category_id: 2, experience: 'none', salary_rub: null }),
  row(5, { city: 'Казань', published_ms: now - 20 * DAY, salary_rub: 200_000 }),
  row(8, { category_id: null, employment: 'part', published_ms: null }),
]);
const idsOf = (rows: Iterable<number>) => Array.from(rows, (r) => index.ids[r]);
const facet = (buckets: Array<{ value: string; count: number }>) =>
  Object.fromEntries(buckets.map((bucket) => [bucket.value, bucket.count]));

describe('search index', () => {
  it('finds rows by id and keeps the date and salary orders (nulls as PostgreSQL sorts them, ties by id descending)', () => {
    expect(rowOf(index, 5)).toBe(3);
    expect(rowOf(index, 4)).toBe(-1);
    expect(idsOf(index.byDate)).toEqual([8, 1, 2, 3, 5]);
    expect(idsOf(index.bySalary)).toEqual([5, 2, 8, 1, 3]);
    expect(index.bytes).toBeGreaterThan(0);
  });

  it('counts each facet over the rows that pass every other filter', () => {
    const result = filterAndCount(index, { city: 'Казань', posted_within_days: 7 }, undefined, 20, now);
    expect(idsOf(result.rows)).toEqual([2]);
    // City facet: posted within 7 days only (ids 1, 2, 3).
    expect(facet(result.facets.city)).toEqual({ Москва: 2, Казань: 1 });
    // Posted facet: in Казань only (ids 2, 5).
    expect(facet(result.facets.posted_within_days)).toEqual({ '1': 0, '3': 1, '7': 1, '30': 2 });
    expect(result.facets.category).toEqual([{ id: 1, count: 1 }]);
    expect(facet(result.facets.schedule)).toEqual({ remote: 1 });
  });

  it('applies salary, remote and text candidates, and pages in the date, salary or a given order', () => {
    const paid = filterAndCount(index, { salary_from: 150_000 }, undefined, 20, now);
    expect(idsOf(paid.rows)).toEqual([2, 5]);
    const remoteOrCity = filterAndCount(index, { city: 'Москва', remote: true }, undefined, 20, now);
    expect(idsOf(remoteOrCity.rows)).toEqual([1, 2, 3, 8]);
    const candidates = Int32Array.from([rowOf(index, 5), rowOf(index, 1), rowOf(index, 3)]);
    const text = filterAndCount(index, { category: 1 }, candidates, 20, now);
    expect(idsOf(text.rows)).toEqual([5, 1]);
    expect(idsOf(pageOfRows(index, text.rows, 'date', 0, 10))).toEqual([1, 5]);
    expect(idsOf(pageOfRows(index, text.rows, 'salary', 1, 10))).toEqual([1]);
    expect(idsOf(pageOfRows(index, text.rows, candidates, 0, 1))).toEqual([5]);
    expect(pageOfRows(index, text.rows, 'date', 2, 10)).toEqual([]);
  });
});
