import { buildSearchIndex, rowOf } from '../search.index';
import { decodeIds, orderByTitleScore, rowsOfIds } from '../text-match';
import { DAY, now, row } from './index-rows';

const TITLES = ['Developer', 'Senior Developer', 'Accountant', 'Java Developer', 'Driver'];

/** `size` vacancies with every `gap`-th id missing, titles and dates drawn from a fixed sequence. */
const indexOf = (size: number, gap = 0) => {
  const rows = [];
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state;
  };
  for (let id = 1; rows.length < size; id++) {
    if (gap > 0 && id % gap === 0) continue;
    rows.push(
      row(id, {
        title: TITLES[next() % TITLES.length] as string,
        // Some dates equal (ties go by id) and some missing (first in the date order).
        published_ms: next() % 10 === 0 ? null : now - (next() % 50) * DAY,
      }),
    );
  }
  return buildSearchIndex('1', rows);
};

describe('text matches as index rows', () => {
  it('decodes the big-endian ids of vacancy_search_ids, none for null', () => {
    const bytes = new Uint8Array([0, 0, 0, 1, 0, 0, 1, 0, 0x7f, 0xff, 0xff, 0xff]);
    expect(Array.from(decodeIds(bytes))).toEqual([1, 256, 2_147_483_647]);
    // A Buffer over a larger pool (as the pg driver gives it): its own bytes only.
    const pooled = Buffer.concat([Buffer.from([9, 9, 9]), Buffer.from([0, 0, 0, 5])]).subarray(3);
    expect(Array.from(decodeIds(pooled))).toEqual([5]);
    expect(decodeIds(null).length).toBe(0);
    expect(decodeIds(undefined).length).toBe(0);
  });

  it.each([
    ['dense ids, few matches (sorted)', () => indexOf(500), 40],
    ['dense ids with gaps, many matches (a membership walk)', () => indexOf(500, 4), 2],
    ['sparse ids (a binary search each)', () => buildSearchIndex('1', [row(5), row(70_000), row(90_000_000)]), 1],
  ])('maps ids to their rows in index order, leaving out ids the index lacks (%s)', (_name, make, every) => {
    const index = make();
    const ids = Array.from(index.ids).filter((_, i) => i % every === 0);
    // Shuffled, with ids the index does not have (unpublished since, or never).
    const given = [...ids.slice().reverse(), 0, -4, 123_456_789, 100_000];
    const rows = rowsOfIds(index, Int32Array.from(given));
    expect(Array.from(rows)).toEqual(ids.map((id) => rowOf(index, id)));
  });

  it('keeps ids that come in order as they are, and leaves its membership set empty after each use', () => {
    const index = indexOf(400);
    const all = Array.from(index.ids);
    expect(Array.from(rowsOfIds(index, Int32Array.from(all.filter((_, i) => i % 3 === 0))))).toEqual(
      all.flatMap((_, i) => (i % 3 === 0 ? [i] : [])),
    );
    // Many unordered ids (the membership walk), then others: none of the first set leaks into the second.
    expect(rowsOfIds(index, Int32Array.from(all.slice().reverse())).length).toBe(400);
    const odd = all.filter((_, i) => i % 2 === 1);
    expect(Array.from(rowsOfIds(index, Int32Array.from(odd.slice().reverse())))).toEqual(
      all.flatMap((_, i) => (i % 2 === 1 ? [i] : [])),
    );
    const everyRow = Int32Array.from(all, (_, i) => i);
    expect(orderByTitleScore(index, everyRow, () => 1).length).toBe(400);
    const even = Int32Array.from({ length: 20 }, (_, i) => i * 2);
    expect(Array.from(orderByTitleScore(index, even, () => 1)).sort((a, b) => a - b)).toEqual(Array.from(even));
  });

  it.each([
    ['few rows (sorted by date position)', 50],
    ['many rows (a walk over the date order)', 2],
  ])('orders rows by title score, then newest first, as a comparison sort would (%s)', (_name, every) => {
    const index = indexOf(2000, 13);
    const rows = Int32Array.from({ length: index.size }, (_, i) => i).filter((r) => r % every === 0);
    const score = (title: string) => (title.includes('Developer') ? (title === 'Developer' ? 1 : 0.5) : 0);
    const position = new Map(Array.from(index.byDate, (r, i) => [r, i]));
    const expected = Array.from(rows).sort(
      (a, b) =>
        score(index.titles[index.title[b] as number] as string) -
          score(index.titles[index.title[a] as number] as string) ||
        (position.get(a) as number) - (position.get(b) as number),
    );
    expect(Array.from(orderByTitleScore(index, rows, score))).toEqual(expected);
  });
});
