import {
  POSTED_WITHIN_DAYS,
  RUB_PER_CURRENCY,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS,
  type SearchFacetName,
  type SearchFacets,
  type SearchFilterKey,
  type SearchFilterValues,
  type SearchSort,
} from '@jobs/contracts';
import { DAY_MS } from '../../lib/days';

/**
 * The published vacancies' filter and sort columns in compact typed arrays (a row per vacancy,
 * ascending id), so filters, facet counts, totals and the date and salary orders are computed in
 * memory instead of scanning the wide vacancy rows. Built from one query, then patched with the
 * changed vacancies when the search version moves (the engine: search-engine.ts): each version is a new,
 * never changed object. About 40 bytes a vacancy.
 */
export type SearchIndex = {
  version: string;
  size: number;
  ids: Int32Array;
  /** Category id, -1 when none. */
  category: Int32Array;
  /** The category as a code into `categoryIds` (dense, for counting). */
  categoryCode: Int32Array;
  categoryIds: number[];
  /** Codes into the dictionaries below. */
  city: Int32Array;
  experience: Uint8Array;
  employment: Uint8Array;
  schedule: Uint8Array;
  currency: Uint8Array;
  cities: string[];
  experiences: string[];
  employments: string[];
  schedules: string[];
  currencies: string[];
  /** The best stated monthly pay in roubles (NaN when none). */
  salaryRub: Float64Array;
  /** Published at, epoch ms (NaN when none). */
  publishedAt: Float64Array;
  /** Rows newest first (nulls first, as PostgreSQL's `desc`), ties by id descending. */
  byDate: Int32Array;
  /** Rows by salary descending (nulls last), ties by id descending. */
  bySalary: Int32Array;
  /** The title as a code into `titles` (distinct titles). */
  title: Int32Array;
  titles: string[];
  /** Bytes the arrays take (a report figure). */
  bytes: number;
};

export type IndexRow = {
  id: number | string;
  title: string;
  category_id: number | string | null;
  city: string;
  experience: string;
  employment: string;
  schedule: string;
  currency: string;
  salary_rub: number | string | null;
  published_ms: number | string | null;
};

const dictionary = () => {
  const values: string[] = [];
  const codes = new Map<string, number>();
  return {
    values,
    code: (value: string): number => {
      let code = codes.get(value);
      if (code === undefined) {
        code = values.length;
        values.push(value);
        codes.set(value, code);
      }
      return code;
    },
  };
};

const num = (value: number | string | null): number => (value === null ? Number.NaN : Number(value));

/** The per-row columns of an index and their array types. */
const ROW_COLUMNS = {
  ids: Int32Array,
  category: Int32Array,
  categoryCode: Int32Array,
  city: Int32Array,
  experience: Uint8Array,
  employment: Uint8Array,
  schedule: Uint8Array,
  currency: Uint8Array,
  salaryRub: Float64Array,
  publishedAt: Float64Array,
  title: Int32Array,
} as const;

type RowColumns = { [K in keyof typeof ROW_COLUMNS]: InstanceType<(typeof ROW_COLUMNS)[K]> };

const ROW_COLUMN_NAMES = Object.keys(ROW_COLUMNS) as Array<keyof RowColumns>;

const newRowColumns = (size: number): RowColumns =>
  Object.fromEntries(ROW_COLUMN_NAMES.map((name) => [name, new ROW_COLUMNS[name](size)])) as RowColumns;

type Dictionary = { readonly values: string[]; code: (value: string) => number };

/** The index's dictionaries (distinct titles, cities, …), each value's code its position. */
type Dictionaries = Record<
  'titles' | 'cities' | 'experiences' | 'employments' | 'schedules' | 'currencies',
  Dictionary
>;

/** Writes `row` as row `at` of `columns`: its values, or their codes in the dictionaries. */
const writeRow = (
  columns: RowColumns,
  dictionaries: Dictionaries,
  categoryCodeOf: (categoryId: number) => number,
  at: number,
  row: IndexRow,
): void => {
  columns.ids[at] = Number(row.id);
  const categoryId = row.category_id === null ? -1 : Number(row.category_id);
  columns.category[at] = categoryId;
  columns.categoryCode[at] = categoryCodeOf(categoryId);
  columns.city[at] = dictionaries.cities.code(row.city);
  columns.title[at] = dictionaries.titles.code(row.title);
  columns.experience[at] = dictionaries.experiences.code(row.experience);
  columns.employment[at] = dictionaries.employments.code(row.employment);
  columns.schedule[at] = dictionaries.schedules.code(row.schedule);
  columns.currency[at] = dictionaries.currencies.code(row.currency);
  columns.salaryRub[at] = num(row.salary_rub);
  columns.publishedAt[at] = num(row.published_ms);
};

/** An index of these columns, dictionaries and orders. */
const assembleIndex = (
  version: string,
  columns: RowColumns,
  dictionaries: Dictionaries,
  categoryIds: number[],
  byDate: Int32Array,
  bySalary: Int32Array,
): SearchIndex =>
  withBytes({
    version,
    size: columns.ids.length,
    ...columns,
    categoryIds,
    titles: dictionaries.titles.values,
    cities: dictionaries.cities.values,
    experiences: dictionaries.experiences.values,
    employments: dictionaries.employments.values,
    schedules: dictionaries.schedules.values,
    currencies: dictionaries.currencies.values,
    byDate,
    bySalary,
  });

/** Builds the index from rows in ascending id order. */
export const buildSearchIndex = (version: string, rows: readonly IndexRow[]): SearchIndex => {
  const size = rows.length;
  const columns = newRowColumns(size);
  const dictionaries: Dictionaries = {
    titles: dictionary(),
    cities: dictionary(),
    experiences: dictionary(),
    employments: dictionary(),
    schedules: dictionary(),
    currencies: dictionary(),
  };
  const categoryCodes = new Map<number, number>();
  const categoryIds: number[] = [];
  const categoryCodeOf = (categoryId: number): number => {
    let code = categoryCodes.get(categoryId);
    if (code === undefined) {
      code = categoryIds.length;
      categoryIds.push(categoryId);
      categoryCodes.set(categoryId, code);
    }
    return code;
  };
  for (let i = 0; i < size; i++) writeRow(columns, dictionaries, categoryCodeOf, i, rows[i] as IndexRow);
  const order = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, i) => i).sort(compare);
  return assembleIndex(
    version,
    columns,
    dictionaries,
    categoryIds,
    order(dateOrder(columns.publishedAt)),
    order(salaryOrder(columns.salaryRub)),
  );
};

// Rows are in ascending id order, so "id descending" is "row descending".
/** Newest first, nulls first (as PostgreSQL's `desc`), ties by id descending. */
const dateOrder =
  (publishedAt: Float64Array) =>
  (a: number, b: number): number => {
    const pa = publishedAt[a] as number;
    const pb = publishedAt[b] as number;
    if (Number.isNaN(pa) !== Number.isNaN(pb)) return Number.isNaN(pa) ? -1 : 1;
    return (Number.isNaN(pa) ? 0 : pb - pa) || b - a;
  };

/** Highest salary first, nulls last, ties by id descending. */
const salaryOrder =
  (salaryRub: Float64Array) =>
  (a: number, b: number): number => {
    const sa = salaryRub[a] as number;
    const sb = salaryRub[b] as number;
    if (Number.isNaN(sa) !== Number.isNaN(sb)) return Number.isNaN(sa) ? 1 : -1;
    return (Number.isNaN(sa) ? 0 : sb - sa) || b - a;
  };

const withBytes = (index: Omit<SearchIndex, 'bytes'>): SearchIndex => {
  const arrays = [
    index.ids,
    index.category,
    index.categoryCode,
    index.title,
    index.city,
    index.experience,
    index.employment,
    index.schedule,
    index.currency,
    index.salaryRub,
    index.publishedAt,
    index.byDate,
    index.bySalary,
  ];
  return { ...index, bytes: arrays.reduce((sum, array) => sum + array.byteLength, 0) };
};

/** The index's rows as the query returns them (ascending id). */
export const indexRows = (index: SearchIndex): IndexRow[] =>
  Array.from({ length: index.size }, (_, row) => {
    const salary = index.salaryRub[row] as number;
    const published = index.publishedAt[row] as number;
    const categoryId = index.category[row] as number;
    return {
      id: index.ids[row] as number,
      title: index.titles[index.title[row] as number] as string,
      category_id: categoryId < 0 ? null : categoryId,
      city: index.cities[index.city[row] as number] as string,
      experience: index.experiences[index.experience[row] as number] as string,
      employment: index.employments[index.employment[row] as number] as string,
      schedule: index.schedules[index.schedule[row] as number] as string,
      currency: index.currencies[index.currency[row] as number] as string,
      salary_rub: Number.isNaN(salary) ? null : salary,
      published_ms: Number.isNaN(published) ? null : published,
    };
  });

/** The code of each value of a dictionary, kept per values array (dictionaries are never changed). */
const dictionaryCodes = new WeakMap<readonly string[], Map<string, number>>();
const codesOf = (values: readonly string[]): Map<string, number> => {
  let codes = dictionaryCodes.get(values);
  if (!codes) {
    codes = new Map(values.map((value, code) => [value, code]));
    dictionaryCodes.set(values, codes);
  }
  return codes;
};

/**
 * A dictionary that goes on from an index's values: the same codes, new values appended to a
 * copy (made on the first new value; the old index's array is never changed).
 */
const extendedDictionary = (known: string[]) => {
  let values = known;
  let codes: Map<string, number> | undefined;
  return {
    get values() {
      return values;
    },
    code: (value: string): number => {
      const code = (codes ?? codesOf(values)).get(value);
      if (code !== undefined) return code;
      if (!codes) {
        codes = new Map(codesOf(values));
        values = values.slice();
        dictionaryCodes.set(values, codes);
      }
      codes.set(value, values.length);
      values.push(value);
      return values.length - 1;
    },
  };
};

/**
 * Merges `b` into `a` (both sorted by `compare`): each of `b` goes where a binary search of `a`
 * puts it, and the runs of `a` in between are copied whole (few changed rows: a few copies).
 */
const mergeOrders = (a: Int32Array, b: Int32Array, compare: (x: number, y: number) => number): Int32Array => {
  const merged = new Int32Array(a.length + b.length);
  let from = 0;
  let to = 0;
  for (let j = 0; j < b.length; j++) {
    const row = b[j] as number;
    let low = from;
    let high = a.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(a[middle] as number, row) <= 0) low = middle + 1;
      else high = middle;
    }
    merged.set(a.subarray(from, low), to);
    to += low - from;
    from = low;
    merged[to++] = row;
  }
  merged.set(a.subarray(from), to);
  return merged;
};

/**
 * The index after some vacancies changed: `changedIds` are every vacancy that changed (inserted,
 * edited, unpublished, deleted), `rows` the published ones among them as they are now (the
 * changed ids missing from `rows` leave the index). Keeps the rows in ascending id order and the
 * dictionaries' codes; the date and salary orders are the old ones without the changed rows,
 * merged with the changed rows sorted (no full sort). Equal to `buildSearchIndex` of the same
 * rows but for the dictionaries' order (facets sort by count, so they come out the same); when
 * the dictionaries hold many values no row uses any more, it rebuilds them (a full build).
 */
export const patchSearchIndex = (
  index: SearchIndex,
  version: string,
  changedIds: Iterable<number>,
  rows: readonly IndexRow[],
): SearchIndex => {
  const fresh = rows.slice().sort((a, b) => Number(a.id) - Number(b.id));
  const changed = new Set<number>(changedIds);
  for (const row of fresh) changed.add(Number(row.id));
  // The old rows of changed vacancies leave (the fresh ones come back in their place).
  const leaving = Array.from(changed, (id) => rowOf(index, id))
    .filter((row) => row >= 0)
    .sort((a, b) => a - b);
  const kept = index.size - leaving.length;
  const size = kept + fresh.length;
  const columns = newRowColumns(size);
  // Each new column with the old index's same column, for the copies of unchanged runs.
  const copies = ROW_COLUMN_NAMES.map((name) => [columns[name], index[name]] as const);
  const dictionaries: Dictionaries = {
    titles: extendedDictionary(index.titles),
    cities: extendedDictionary(index.cities),
    experiences: extendedDictionary(index.experiences),
    employments: extendedDictionary(index.employments),
    schedules: extendedDictionary(index.schedules),
    currencies: extendedDictionary(index.currencies),
  };
  let categoryIds = index.categoryIds;
  // A new category is appended to a copy (the old index's array is never changed).
  const categoryCodeOf = (categoryId: number): number => {
    const code = categoryIds.indexOf(categoryId);
    if (code >= 0) return code;
    categoryIds = [...categoryIds, categoryId];
    return categoryIds.length - 1;
  };
  // Where each old row goes (-1: it leaves).
  const newRowOf = new Int32Array(index.size);
  const freshRows = new Int32Array(fresh.length);
  let from = 0; // the next old row to copy
  let to = 0; // the next new row
  let gone = 0; // the next leaving row
  /** Copies the old rows before `end` (skipping the leaving ones) to the new rows. */
  const copyOldUpTo = (end: number) => {
    while (from < end) {
      const stop = gone < leaving.length ? Math.min(end, leaving[gone] as number) : end;
      if (stop > from) {
        for (const [target, source] of copies) target.set(source.subarray(from, stop), to);
        for (let row = from; row < stop; row++) newRowOf[row] = to++;
      }
      from = stop;
      if (from < end && from === leaving[gone]) {
        newRowOf[from++] = -1;
        gone++;
      }
    }
  };
  for (let j = 0; j < fresh.length; j++) {
    const value = fresh[j] as IndexRow;
    const id = Number(value.id);
    // Old rows with smaller ids come first (a leaving row with this id is skipped with them).
    copyOldUpTo(rowsUpTo(index, id, from));
    writeRow(columns, dictionaries, categoryCodeOf, to, value);
    freshRows[j] = to++;
  }
  copyOldUpTo(index.size);
  const keptOrder = (order: Int32Array) => {
    const result = new Int32Array(kept);
    let n = 0;
    for (let i = 0; i < order.length; i++) {
      const to = newRowOf[order[i] as number] as number;
      if (to >= 0) result[n++] = to;
    }
    return result;
  };
  const byDateCompare = dateOrder(columns.publishedAt);
  const bySalaryCompare = salaryOrder(columns.salaryRub);
  const patched = assembleIndex(
    version,
    columns,
    dictionaries,
    categoryIds,
    mergeOrders(keptOrder(index.byDate), freshRows.slice().sort(byDateCompare), byDateCompare),
    mergeOrders(keptOrder(index.bySalary), freshRows.slice().sort(bySalaryCompare), bySalaryCompare),
  );
  // Edited titles and cities leave unused values behind: rebuild once they outnumber the rows.
  const stale = dictionaries.titles.values.length + dictionaries.cities.values.length + categoryIds.length;
  return stale > 2 * size + 256 ? buildSearchIndex(version, indexRows(patched)) : patched;
};

/** The first row at or after `from` whose id is greater than `id` (binary search). */
const rowsUpTo = (index: SearchIndex, id: number, from: number): number => {
  let low = from;
  let high = index.size;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((index.ids[middle] as number) <= id) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The row of vacancy `id`, or -1 (binary search over the ascending ids). */
export const rowOf = (index: SearchIndex, id: number): number => {
  let low = 0;
  let high = index.size - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = index.ids[middle] as number;
    if (value === id) return middle;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
};

type Test = (row: number) => boolean;

const never: Test = () => false;

/**
 * What a search filters by: each filter of the table (`SEARCH_FILTERS` in @jobs/contracts) as the
 * query gives it, except the category, as its id (the search service resolves the slug: an unknown
 * one is a 400); the words (matched by the engine, not here); the vacancies a signed-in seeker hid.
 */
export type SearchFilters = Partial<Omit<SearchFilterValues, 'category'> & { category: number }> & {
  q?: string;
  /** Vacancies left out whatever else matches (those a signed-in seeker hid, and their hidden companies'). */
  excludeIds?: ReadonlySet<number>;
};

type FilterTest<K extends SearchFilterKey> = (
  index: SearchIndex,
  value: NonNullable<SearchFilters[K]>,
  filters: SearchFilters,
  now: number,
) => Test | undefined;

const codeTest = (values: string[], column: Uint8Array | Int32Array, value: string): Test => {
  const code = values.indexOf(value);
  return code < 0 ? never : (row) => column[row] === code;
};

const remoteTest = (index: SearchIndex): Test => {
  const remoteCode = index.schedules.indexOf('remote');
  return (row) => index.schedule[row] === remoteCode;
};

/**
 * Each filter of the table as a row test over the index, by the filter's name (undefined: another
 * filter's test has it). The table's `facet` says which facet a test narrows.
 */
const FILTER_TESTS: { [K in SearchFilterKey]: FilterTest<K> } = {
  category: (index, id) => (row) => index.category[row] === id,
  city: (index, city, filters) => {
    const inCity = codeTest(index.cities, index.city, city);
    if (filters.remote === undefined) return inCity;
    const isRemote = remoteTest(index);
    return filters.remote ? (row) => inCity(row) || isRemote(row) : (row) => inCity(row) && !isRemote(row);
  },
  // With a city, the city's test has it (that city or remote).
  remote: (index, remote, filters) => {
    if (filters.city !== undefined) return undefined;
    const isRemote = remoteTest(index);
    return remote ? isRemote : (row) => !isRemote(row);
  },
  salary_from: (index, amount, filters) => {
    const wanted = amount * RUB_PER_CURRENCY[filters.currency ?? 'RUB'];
    return (row) => (index.salaryRub[row] as number) >= wanted;
  },
  // With a salary, the salary's test has it (the amount is in that currency).
  currency: (index, currency, filters) =>
    filters.salary_from !== undefined ? undefined : codeTest(index.currencies, index.currency, currency),
  experience: (index, value) => codeTest(index.experiences, index.experience, value),
  employment: (index, value) => codeTest(index.employments, index.employment, value),
  schedule: (index, value) => codeTest(index.schedules, index.schedule, value),
  posted_within_days: (index, days, _filters, now) => {
    const since = now - days * DAY_MS;
    return (row) => (index.publishedAt[row] as number) >= since;
  },
};

/** Every one of the tests (undefined when none). */
const allOf = (tests: readonly Test[]): Test | undefined =>
  tests.length === 0 ? undefined : tests.reduce((a, b) => (row) => a(row) && b(row));

/**
 * The filters' row tests: `base`, the ones every facet keeps (the filters of no facet, and the
 * seeker's hidden vacancies); and each set facet's, in the table's order.
 */
const filterTests = (
  index: SearchIndex,
  filters: SearchFilters,
  now: number,
): { base: Test | undefined; facets: Array<[SearchFacetName, Test]> } => {
  const base: Test[] = [];
  const excluded = filters.excludeIds;
  if (excluded && excluded.size > 0) base.push((row) => !excluded.has(index.ids[row] as number));
  const byFacet = new Map<SearchFacetName, Test[]>();
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    const test = (FILTER_TESTS[key] as FilterTest<SearchFilterKey>)(index, value as never, filters, now);
    if (!test) continue;
    const facet = SEARCH_FILTERS[key].facet;
    if (facet === null) base.push(test);
    else byFacet.set(facet, [...(byFacet.get(facet) ?? []), test]);
  }
  return {
    base: allOf(base),
    facets: Array.from(byFacet, ([facet, tests]): [SearchFacetName, Test] => [facet, allOf(tests) as Test]),
  };
};

/** Whether a row passes every filter (undefined when there is none). */
export const passingTest = (index: SearchIndex, filters: SearchFilters, now = Date.now()): Test | undefined => {
  const { base, facets } = filterTests(index, filters, now);
  return allOf([...(base ? [base] : []), ...facets.map(([, test]) => test)]);
};

export type IndexResult = {
  /** Rows passing every filter (in candidate order). */
  rows: Int32Array;
  facets: Omit<SearchFacets, 'category'> & { category: Array<{ id: number; count: number }> };
};

/**
 * Filters the candidates (every row when `candidates` is undefined) and counts the facets: each
 * facet counts the candidates that pass every filter but its own (a facet never narrows itself).
 */
export const filterAndCount = (
  index: SearchIndex,
  filters: SearchFilters,
  candidates: Int32Array | undefined,
  citySize: number,
  now = Date.now(),
): IndexResult => {
  const { base, facets: tests } = filterTests(index, filters, now);
  const dims = tests.map(([facet]) => facet);
  const checks = tests.map(([, test]) => test);
  const n = candidates ? candidates.length : index.size;
  const passing = new Int32Array(n);
  let matched = 0;
  // Counts per dictionary code (a tight loop: this runs over every candidate).
  const categoryCounts = new Int32Array(index.categoryIds.length);
  const cityCounts = new Int32Array(index.cities.length);
  const experienceCounts = new Int32Array(index.experiences.length);
  const employmentCounts = new Int32Array(index.employments.length);
  const scheduleCounts = new Int32Array(index.schedules.length);
  const postedCounts = new Int32Array(POSTED_WITHIN_DAYS.length);
  const postedSince = Float64Array.from(POSTED_WITHIN_DAYS, (days) => now - days * DAY_MS);
  const postedBuckets = postedSince.length;
  const { categoryCode, city, experience, employment, schedule, publishedAt } = index;
  const addPosted = (row: number) => {
    const at = publishedAt[row] as number;
    for (let i = 0; i < postedBuckets; i++) if (at >= (postedSince[i] as number)) postedCounts[i]++;
  };
  const add = (facet: SearchFacetName, row: number) => {
    if (facet === 'category') categoryCounts[categoryCode[row] as number]++;
    else if (facet === 'city') cityCounts[city[row] as number]++;
    else if (facet === 'experience') experienceCounts[experience[row] as number]++;
    else if (facet === 'employment') employmentCounts[employment[row] as number]++;
    else if (facet === 'schedule') scheduleCounts[schedule[row] as number]++;
    else addPosted(row);
  };
  const count = checks.length;
  for (let i = 0; i < n; i++) {
    const row = candidates ? (candidates[i] as number) : i;
    if (base && !base(row)) continue;
    let failed = -1;
    let failures = 0;
    for (let t = 0; t < count && failures < 2; t++) {
      if (!(checks[t] as Test)(row)) {
        failures++;
        failed = t;
      }
    }
    if (failures === 0) {
      passing[matched++] = row;
      categoryCounts[categoryCode[row] as number]++;
      cityCounts[city[row] as number]++;
      experienceCounts[experience[row] as number]++;
      employmentCounts[employment[row] as number]++;
      scheduleCounts[schedule[row] as number]++;
      addPosted(row);
    } else if (failures === 1) {
      add(dims[failed] as SearchFacetName, row);
    }
  }
  const buckets = (values: string[], counts: Int32Array) =>
    values.flatMap((value, code) => ((counts[code] as number) > 0 ? [{ value, count: counts[code] as number }] : []));
  const byCount = (a: { value: string; count: number }, b: { value: string; count: number }) =>
    b.count - a.count || a.value.localeCompare(b.value);
  return {
    rows: passing.subarray(0, matched),
    facets: {
      category: index.categoryIds.flatMap((id, code) =>
        id >= 0 && (categoryCounts[code] as number) > 0 ? [{ id, count: categoryCounts[code] as number }] : [],
      ),
      city: buckets(index.cities, cityCounts).sort(byCount).slice(0, citySize),
      experience: buckets(index.experiences, experienceCounts).sort(byCount),
      employment: buckets(index.employments, employmentCounts).sort(byCount),
      schedule: buckets(index.schedules, scheduleCounts).sort(byCount),
      posted_within_days: POSTED_WITHIN_DAYS.map((days, i) => ({
        value: String(days),
        count: postedCounts[i] as number,
      })),
    },
  };
};

/**
 * One page of the passing rows in `order` (every row of the index in the wanted order; the
 * precomputed date or salary order when not given), walking it over a membership bitmap.
 */
export const pageOfRows = (
  index: SearchIndex,
  rows: Int32Array,
  sort: Exclude<SearchSort, 'relevance'> | Int32Array,
  offset: number,
  limit: number,
): number[] => {
  if (offset >= rows.length) return [];
  const wanted = Math.min(rows.length, offset + limit);
  const order = typeof sort === 'string' ? (sort === 'salary' ? index.bySalary : index.byDate) : sort;
  if (rows.length === order.length) return Array.from(order.subarray(offset, wanted));
  const member = new Uint8Array(index.size);
  for (let i = 0; i < rows.length; i++) member[rows[i] as number] = 1;
  const page: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.length && seen < wanted; i++) {
    const row = order[i] as number;
    if (member[row] === 0) continue;
    if (seen >= offset) page.push(row);
    seen++;
  }
  return page;
};
