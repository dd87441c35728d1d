import {
  buildSearchIndex,
  filterAndCount,
  indexRows,
  patchSearchIndex,
  type IndexRow,
  type SearchIndex,
} from '../search.index';
import { DAY, now, row } from './index-rows';
import type { SearchFilters } from '../search.index';

const BEFORE: IndexRow[] = [
  row(2),
  row(3, { city: 'Казань', schedule: 'remote', salary_rub: 200_000 }),
  row(5, { category_id: 2, experience: 'none', salary_rub: null }),
  row(8, { city: 'Казань', published_ms: now - 20 * DAY, salary_rub: 200_000 }),
  row(9, { category_id: null, employment: 'part', published_ms: null }),
  row(12, { title: 'Driver', currency: 'USD', salary_rub: 270_000 }),
];

const FILTERS: SearchFilters[] = [
  {},
  { city: 'Казань' },
  { city: 'Тверь', remote: true },
  { category: 1, schedule: 'remote' },
  { category: 3 },
  { salary_from: 150_000 },
  { currency: 'EUR' },
  { experience: '6+', employment: 'part' },
  { posted_within_days: 7 },
  { remote: false, posted_within_days: 30 },
];

const idsOf = (index: SearchIndex, rows: Iterable<number>) => Array.from(rows, (r) => index.ids[r]);

/** What search shows of an index: its rows, both orders, and every filter's rows and facets. */
const observable = (index: SearchIndex) => ({
  size: index.size,
  rows: indexRows(index),
  byDate: idsOf(index, index.byDate),
  bySalary: idsOf(index, index.bySalary),
  filtered: FILTERS.map((filters) => {
    const result = filterAndCount(index, filters, undefined, 20, now);
    // Category buckets come in dictionary order; the search service sorts them by count.
    return {
      rows: idsOf(index, result.rows),
      facets: { ...result.facets, category: result.facets.category.slice().sort((a, b) => a.id - b.id) },
    };
  }),
});

/** Applies `after` (the published rows now) to an index of `before`, naming `changed` as changed. */
const expectPatchToMatchBuild = (before: IndexRow[], after: IndexRow[], changed: number[]) => {
  const changedSet = new Set(changed);
  const patched = patchSearchIndex(
    buildSearchIndex('1', before),
    '2',
    changed,
    after.filter((r) => changedSet.has(Number(r.id))),
  );
  const full = buildSearchIndex('2', after);
  expect(patched.version).toBe('2');
  expect(observable(patched)).toEqual(observable(full));
  return patched;
};

const replace = (rows: IndexRow[], id: number, next: IndexRow | undefined) =>
  [...rows.filter((r) => r.id !== id), ...(next ? [next] : [])].sort((a, b) => Number(a.id) - Number(b.id));

describe('patchSearchIndex', () => {
  it('inserts new vacancies before, between and after the known ids', () => {
    const after = [
      row(1, { city: 'Тверь', salary_rub: 500_000 }),
      ...BEFORE,
      row(4, { published_ms: now }),
      row(20, { schedule: 'remote' }),
    ].sort((a, b) => Number(a.id) - Number(b.id));
    expectPatchToMatchBuild(BEFORE, after, [1, 4, 20]);
  });

  it.each<[string, Partial<IndexRow>]>([
    ['title', { title: 'Senior Developer' }],
    ['category', { category_id: 3 }],
    ['category to none', { category_id: null }],
    ['city', { city: 'Тверь' }],
    ['experience', { experience: '6+' }],
    ['employment', { employment: 'part' }],
    ['schedule', { schedule: 'remote' }],
    ['currency', { currency: 'EUR' }],
    ['salary', { salary_rub: 1_000 }],
    ['salary to none', { salary_rub: null }],
    ['published at', { published_ms: now }],
    ['published at to none', { published_ms: null }],
  ])('updates the %s of a vacancy (rows, orders and facets as a full build)', (_, change) => {
    for (const id of [2, 8, 12]) {
      const old = BEFORE.find((r) => r.id === id) as IndexRow;
      expectPatchToMatchBuild(BEFORE, replace(BEFORE, id, { ...old, ...change }), [id]);
    }
  });

  it('drops unpublished and deleted vacancies (changed, no row)', () => {
    const patched = expectPatchToMatchBuild(BEFORE, replace(replace(BEFORE, 3, undefined), 12, undefined), [3, 12]);
    expect(patched.size).toBe(BEFORE.length - 2);
  });

  it('takes a re-published vacancy back, and ignores changed ids that were never published', () => {
    const without = replace(BEFORE, 5, undefined);
    const dropped = patchSearchIndex(buildSearchIndex('1', BEFORE), '2', [5, 99], []);
    expect(observable(dropped)).toEqual(observable(buildSearchIndex('2', without)));
    const back = patchSearchIndex(dropped, '3', [5], [BEFORE[2] as IndexRow]);
    expect(observable(back)).toEqual(observable(buildSearchIndex('3', BEFORE)));
  });

  it('patches the empty index and patches down to the empty index', () => {
    expectPatchToMatchBuild(
      [],
      BEFORE,
      BEFORE.map((r) => Number(r.id)),
    );
    expectPatchToMatchBuild(
      BEFORE,
      [],
      BEFORE.map((r) => Number(r.id)),
    );
  });

  it('keeps matching a full build over many random patches, rebuilding its dictionaries when they go stale', () => {
    let seed = 7;
    const random = () => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) / 4_294_967_296;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    let edits = 0;
    const randomRow = (id: number): IndexRow =>
      row(id, {
        // Mostly a new title each edit: the old ones go stale in the dictionary.
        title: random() < 0.2 ? 'Developer' : `Title ${edits++}`,
        category_id: pick([1, 2, 3, null]),
        city: pick(['Москва', 'Казань', 'Тверь', 'Berlin']),
        experience: pick(['none', '1-3', '3-6', '6+']),
        employment: pick(['full', 'part']),
        schedule: pick(['office', 'remote', 'hybrid']),
        currency: pick(['RUB', 'USD', 'EUR']),
        // Few distinct values: many ties, broken by id.
        salary_rub: random() < 0.2 ? null : pick([50_000, 100_000, 200_000]),
        published_ms: random() < 0.1 ? null : now - Math.floor(random() * 5) * DAY,
      });
    let rows = Array.from({ length: 300 }, (_, i) => randomRow(i * 2 + 1));
    let index = buildSearchIndex('0', rows);
    let rebuilt = false;
    for (let version = 1; version <= 200; version++) {
      const changed = new Set<number>();
      const count = 1 + Math.floor(random() * 30);
      for (let n = 0; n < count; n++) {
        const id = 1 + Math.floor(random() * 700);
        changed.add(id);
        rows = replace(rows, id, random() < 0.3 ? undefined : randomRow(id));
      }
      const titlesBefore = index.titles.length;
      index = patchSearchIndex(
        index,
        String(version),
        changed,
        rows.filter((r) => changed.has(Number(r.id))),
      );
      if (index.titles.length < titlesBefore) rebuilt = true;
      expect(observable(index)).toEqual(observable(buildSearchIndex(String(version), rows)));
    }
    expect(rebuilt).toBe(true);
  });
});
