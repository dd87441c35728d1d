import { POSTED_WITHIN_DAYS, RUB_PER_CURRENCY, type SearchFacets, type SearchSort } from '@jobs/contracts';
import type { FacetDimension, SearchFilters } from './search.sql';

/**
 * The published vacancies' filter and sort columns in compact typed arrays (a row per vacancy,
 * ascending id), so filters, facet counts, totals and the date and salary orders are computed in
 * memory instead of scanning the wide vacancy rows. Built from one query and replaced as a whole
 * when the search version moves (search.repository.ts). About 40 bytes a vacancy.
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

/** Builds the index from rows in ascending id order. */
export const buildSearchIndex = (version: string, rows: readonly IndexRow[]): SearchIndex => {
  const size = rows.length;
  const ids = new Int32Array(size);
  const category = new Int32Array(size);
  const categoryCode = new Int32Array(size);
  const categoryCodes = new Map<number, number>();
  const categoryIds: number[] = [];
  const city = new Int32Array(size);
  const experience = new Uint8Array(size);
  const employment = new Uint8Array(size);
  const schedule = new Uint8Array(size);
  const currency = new Uint8Array(size);
  const salaryRub = new Float64Array(size);
  const publishedAt = new Float64Array(size);
  const title = new Int32Array(size);
  const [titles, cities, experiences, employments, schedules, currencies] = [
    dictionary(),
    dictionary(),
    dictionary(),
    dictionary(),
    dictionary(),
    dictionary(),
  ];
  for (let i = 0; i < size; i++) {
    const row = rows[i] as IndexRow;
    ids[i] = Number(row.id);
    const categoryId = row.category_id === null ? -1 : Number(row.category_id);
    category[i] = categoryId;
    let code = categoryCodes.get(categoryId);
    if (code === undefined) {
      code = categoryIds.length;
      categoryIds.push(categoryId);
      categoryCodes.set(categoryId, code);
    }
    categoryCode[i] = code;
    city[i] = cities.code(row.city);
    title[i] = titles.code(row.title);
    experience[i] = experiences.code(row.experience);
    employment[i] = employments.code(row.employment);
    schedule[i] = schedules.code(row.schedule);
    currency[i] = currencies.code(row.currency);
    salaryRub[i] = num(row.salary_rub);
    publishedAt[i] = num(row.published_ms);
  }
  const order = (compare: (a: number, b: number) => number) =>
    Int32Array.from({ length: size }, (_, i) => i).sort(compare);
  // Rows are in ascending id order, so "id descending" is "row descending".
  const byDate = order((a, b) => {
    const pa = publishedAt[a] as number;
    const pb = publishedAt[b] as number;
    if (Number.isNaN(pa) !== Number.isNaN(pb)) return Number.isNaN(pa) ? -1 : 1;
    return (Number.isNaN(pa) ? 0 : pb - pa) || b - a;
  });
  const bySalary = order((a, b) => {
    const sa = salaryRub[a] as number;
    const sb = salaryRub[b] as number;
    if (Number.isNaN(sa) !== Number.isNaN(sb)) return Number.isNaN(sa) ? 1 : -1;
    return (Number.isNaN(sa) ? 0 : sb - sa) || b - a;
  });
  const arrays = [
    ids,
    category,
    categoryCode,
    title,
    city,
    experience,
    employment,
    schedule,
    currency,
    salaryRub,
    publishedAt,
    byDate,
    bySalary,
  ];
  return {
    version,
    size,
    ids,
    category,
    categoryCode,
    categoryIds,
    city,
    experience,
    employment,
    schedule,
    currency,
    cities: cities.values,
    experiences: experiences.values,
    employments: employments.values,
    schedules: schedules.values,
    currencies: currencies.values,
    salaryRub,
    publishedAt,
    byDate,
    bySalary,
    title,
    titles: titles.values,
    bytes: arrays.reduce((sum, array) => sum + array.byteLength, 0),
  };
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

const DAY_MS = 86_400_000;
const never: Test = () => false;

/** The salary and currency filter (kept by every facet), or undefined when not set. */
const baseTest = (index: SearchIndex, filters: SearchFilters): Test | undefined => {
  if (filters.salary_from !== undefined) {
    const wanted = filters.salary_from * RUB_PER_CURRENCY[filters.currency ?? 'RUB'];
    return (row) => (index.salaryRub[row] as number) >= wanted;
  }
  if (filters.currency) {
    const code = index.currencies.indexOf(filters.currency);
    return code < 0 ? never : (row) => index.currency[row] === code;
  }
  return undefined;
};

const codeTest = (values: string[], column: Uint8Array | Int32Array, value: string): Test => {
  const code = values.indexOf(value);
  return code < 0 ? never : (row) => column[row] === code;
};

/** Each faceted filter as a row test, in the order of the facet dimensions (only the set ones). */
const dimensionTests = (index: SearchIndex, filters: SearchFilters, now: number): Array<[FacetDimension, Test]> => {
  const tests: Array<[FacetDimension, Test]> = [];
  if (filters.categoryId !== undefined) {
    const wanted = filters.categoryId;
    tests.push(['category', (row) => index.category[row] === wanted]);
  }
  const remoteCode = index.schedules.indexOf('remote');
  const isRemote: Test = (row) => index.schedule[row] === remoteCode;
  if (filters.city !== undefined) {
    const inCity = codeTest(index.cities, index.city, filters.city);
    if (filters.remote === true) tests.push(['location', (row) => inCity(row) || isRemote(row)]);
    else if (filters.remote === false) tests.push(['location', (row) => inCity(row) && !isRemote(row)]);
    else tests.push(['location', inCity]);
  } else if (filters.remote !== undefined) {
    tests.push(['location', filters.remote ? isRemote : (row) => !isRemote(row)]);
  }
  if (filters.experience) tests.push(['experience', codeTest(index.experiences, index.experience, filters.experience)]);
  if (filters.employment) tests.push(['employment', codeTest(index.employments, index.employment, filters.employment)]);
  if (filters.schedule) tests.push(['schedule', codeTest(index.schedules, index.schedule, filters.schedule)]);
  if (filters.posted_within_days !== undefined) {
    const since = now - filters.posted_within_days * DAY_MS;
    tests.push(['posted', (row) => (index.publishedAt[row] as number) >= since]);
  }
  return tests;
};

export type IndexResult = {
  /** Rows passing every filter (in candidate order). */
  rows: Int32Array;
  facets: Omit<SearchFacets, 'category'> & { category: Array<{ id: number; count: number }> };
};

/**
 * Filters the candidates (every row when `candidates` is undefined) and counts the facets: each
 * facet counts the candidates that pass every filter but its own (the same rule as the SQL path).
 */
export const filterAndCount = (
  index: SearchIndex,
  filters: SearchFilters,
  candidates: Int32Array | undefined,
  citySize: number,
  now = Date.now(),
): IndexResult => {
  const base = baseTest(index, filters);
  const tests = dimensionTests(index, filters, now);
  const dims = tests.map(([dimension]) => dimension);
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
  const add = (dimension: FacetDimension, row: number) => {
    if (dimension === 'category') categoryCounts[categoryCode[row] as number]++;
    else if (dimension === 'location') cityCounts[city[row] as number]++;
    else if (dimension === 'experience') experienceCounts[experience[row] as number]++;
    else if (dimension === 'employment') employmentCounts[employment[row] as number]++;
    else if (dimension === 'schedule') scheduleCounts[schedule[row] as number]++;
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
      add(dims[failed] as FacetDimension, row);
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

/**
 * Title trigrams as pg_trgm makes them (lower case, words of letters and digits, each padded
 * with two spaces before and one after, distinct trigrams), as sorted codes of a dictionary.
 */
export const titleTrigrams = (title: string, codes: Map<string, number>): Int32Array => {
  const found = new Set<number>();
  for (const word of title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 3 <= chars.length; i++) {
      const trigram = `${chars[i]}${chars[i + 1]}${chars[i + 2]}`;
      let code = codes.get(trigram);
      if (code === undefined) {
        code = codes.size;
        codes.set(trigram, code);
      }
      found.add(code);
    }
  }
  return Int32Array.from(found).sort();
};

/** pg_trgm's similarity of two sorted trigram sets: shared / (all distinct). */
export const trigramSimilarity = (a: Int32Array, b: Int32Array): number => {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
};
