/**
 * `npm run bench:search`: vacancy search on 100,000 generated vacancies, on the embedded database
 * and on PostgreSQL. Generates the data set (the dataset generator's bulk path), starts the built
 * API on it, sends a realistic query mix over HTTP one request at a time (text queries in Russian
 * and English, typos, filters, facets, the three sorts, deep pages, suggestions, similar
 * vacancies) and prints p50/p95/p99 per database next to the targets (p95 ≤ 100 ms embedded,
 * ≤ 50 ms PostgreSQL). Not part of `npm test`: figures depend on the machine.
 * `--reuse` keeps the generated data sets (a fixed folder under the temp dir and database
 * bench_search_<n>_<seed>_ordered) and uses them again: generation takes minutes. The vacancies are
 * generated in the order of publication (`publicationOrder`), as a running platform's rows are.
 * `--writes N` then times, in this process on the same data set, the first search after one
 * vacancy edit, N times: the search index reloaded whole (as before migration 0006) next to the
 * index patched with the changed vacancy (the edit is undone after each round, so a kept data set
 * stays as generated). `--requests 0 --warmup 0` skips the query mix.
 * `--cold N` replaces the mix with N (≥ 1,000) distinct text queries built from the data set's
 * titles and skills, each sent once (no query cache helps): single title words, skills, two words
 * of a title, a word with a city, a word with two adjacent letters swapped, a word without its last
 * letters (as typed so far); reported per kind with the share that found something, and with
 * the CPU time each query cost the API process and the PostgreSQL backends (from /proc: other load
 * on the machine disturbs it far less than the latency). `--vacancies 1000000 --only postgres`
 * runs it on a million (the targets: p95 ≤ 100 ms there; on 100,000 p95 ≤ 50 ms and p99 ≤ 150 ms
 * on PostgreSQL, p95 ≤ 100 ms embedded). Every run prints the API's start-up (until /health
 * answers, then the first search, which loads the index) and its memory after the run.
 * The cold mix also has broad queries (issue 29), each kind 1/11 of the queries (45 % in all): a
 * word of the texts whose lexeme is in ≥ 10 % of the documents (from PostgreSQL's statistics of
 * the documents table), the same with two letters swapped, without its last 1–3 letters, with a
 * city, with a filter; the report gives p95/p99 per kind, the broad kinds together, and the share of
 * queries whose total was ≥ 10 % of the published vacancies. Issue 29's targets (cold, PostgreSQL):
 * 100,000 p95 ≤ 25 and p99 ≤ 50 ms, 1,000,000 p95 ≤ 50 and p99 ≤ 150 ms; embedded 100,000 p95 ≤ 50.
 * `--cold-kinds "cold point,cold point+word"` sends searches with a point instead (issue 28): each
 * at a distinct point near a metro station or a vacancy's address, within 1–20 km, nearest first,
 * with a title word or without.
 * `--slowest 20` (cold mode) lists the twenty queries that cost the most CPU (API and PostgreSQL), with
 * their kind, total and query string: where to look next.
 * `--api <path>` starts another build of the API (e.g. of main, built with apps/api/tools/build.mjs's
 * `buildApi`) on the same data, to compare.
 * The figures measured, with machine and load: docs/benchmarks.md, Search.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateDataset, METRO_STATIONS } from '@jobs/server-dataset';
import { percentile, schedNanos } from './stats.mjs';
import { API_NODE_FLAGS } from '../api-node-flags.mjs';
import { connectDatabase, type Database as Db } from '@jobs/server-db';

const root = new URL('../..', import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: {
    vacancies: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '60' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    only: { type: 'string' },
    seed: { type: 'string', default: '42' },
    // Keep the generated data sets (a fixed folder and database) and use them again next time.
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: '3117' },
    // Rounds of "edit one vacancy, search" (0: none).
    writes: { type: 'string', default: '0' },
    // Distinct never-seen text queries built from the data (0: the usual mix).
    cold: { type: 'string', default: '0' },
    // The cold kinds to send, comma-separated (default: the six text kinds; the point kinds,
    // "cold point" and "cold point+word", only when named).
    'cold-kinds': { type: 'string' },
    // Cold mode: list the N queries that cost the most CPU (API and PostgreSQL), with their kind and total.
    slowest: { type: 'string', default: '0' },
    // The PostgreSQL database the bench creates (with --reuse: <name>_<vacancies>_<seed>).
    'pg-database': { type: 'string', default: 'bench_search' },
    // The API build to start (another build, e.g. of main, to compare on the same data).
    api: { type: 'string', default: 'dist/apps/api/main.mjs' },
  },
});
const WRITES = Number(flags.writes);
const VACANCIES = Number(flags.vacancies);
const REQUESTS = Number(flags.requests);
const WARMUP = Number(flags.warmup);
const API_PORT = Number(flags.port);
const PG_DATABASE = flags['pg-database'] as string;
const COLD = Number(flags.cold);
const API_BUILD = flags.api as string;
const TARGET_P95: Record<Database, number> = { embedded: 100, postgres: 50 };

type Database = 'embedded' | 'postgres';
type Kind =
  | 'text'
  | 'text+filters'
  | 'typo'
  | 'browse+filters'
  | 'browse'
  | 'salary sort'
  | 'deep page'
  | 'suggest'
  | 'similar'
  | ColdKind;
type ColdKind =
  | 'cold word'
  | 'cold skill'
  | 'cold 2 words'
  | 'cold word+city'
  | 'cold swap typo'
  | 'cold prefix'
  | BroadKind
  | PointKind;
/**
 * Broad words (issue 29): a word of the vacancies' texts whose lexeme is in at least 10 % of the
 * documents (PostgreSQL's statistics of the documents table say which), as written there («работе»,
 * "team"); such a word with two adjacent letters swapped; without its last 1–3 letters; with a
 * city; with a filter.
 */
type BroadKind = 'broad word' | 'broad typo' | 'broad prefix' | 'broad+city' | 'broad+filter';
const BROAD_KINDS: readonly ColdKind[] = ['broad word', 'broad typo', 'broad prefix', 'broad+city', 'broad+filter'];
/** A lexeme in at least this share of the documents is broad. */
const BROAD_SHARE = 0.1;
/**
 * Searches with a point (issue 28), each at a distinct point: near a metro station or a vacancy's
 * address (moved up to ~300 m), within 1–20 km, nearest first; with a title word or without.
 */
type PointKind = 'cold point' | 'cold point+word';
const COLD_TEXT_KINDS: readonly ColdKind[] = [
  'cold word',
  'cold skill',
  'cold 2 words',
  'cold word+city',
  'cold swap typo',
  'cold prefix',
  ...BROAD_KINDS,
];
const POINT_KINDS: readonly ColdKind[] = ['cold point', 'cold point+word'];
const COLD_KINDS: readonly ColdKind[] = flags['cold-kinds']
  ? flags['cold-kinds'].split(',').map((kind) => {
      const known = [...COLD_TEXT_KINDS, ...POINT_KINDS].find((each) => each === kind.trim());
      if (!known) throw new Error(`--cold-kinds: unknown kind "${kind}"`);
      return known;
    })
  : COLD_TEXT_KINDS;
const POINT_RADII_KM = [1, 2, 3, 5, 10, 20] as const;
/**
 * Cold mode: `apiCpu`, `pgCpu`: ms the API process (all its threads) and the PostgreSQL backends ran
 * on a CPU for the query; `waited`: ms they spent ready to run but waiting for a CPU (other load).
 */
type Sample = {
  kind: Kind;
  ms: number;
  /** Cold mode: the query string sent, and the total it answered. */
  query?: string;
  total?: number;
  status: number;
  found?: boolean;
  /** Cold mode: the total was at least BROAD_SHARE of the published vacancies (a broad query). */
  broad?: boolean;
  apiCpu?: number;
  pgCpu?: number;
  waited?: number;
};
/** The API process's start: until /health answers, the first search (loads the index), its memory at the end. */
type Startup = { database: Database; healthMs: number; firstSearchMs: number; rssMiB: number; peakRssMiB: number };
const startups: Startup[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (url: string, timeoutMs = 180_000) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
};

const start = (env: Record<string, string>): ChildProcess =>
  spawn(process.execPath, [...API_NODE_FLAGS, API_BUILD], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

/** A small deterministic generator, so both databases get the same query sequence. */
const randomFrom = (seed: number) => {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
  };
};

const RU_QUERIES = [
  'разработчик',
  'разработчики',
  'менеджер по продажам',
  'водитель',
  'бухгалтер',
  'аналитик данных',
  'дизайнер',
  'продавец-консультант',
  'администратор',
  'инженер',
  'react',
  'python',
  'тестировщик',
  'курьер',
  'оператор',
];
const EN_QUERIES = [
  'developer',
  'developers',
  'frontend engineer',
  'backend',
  'data analyst',
  'product designer',
  'sales manager',
  'devops',
  'java',
  'marketing',
];
const TYPOS = ['разрабочик', 'менеджр', 'бухалтер', 'developr', 'analist', 'дезайнер', 'водитль'];
const SUGGEST = ['разр', 'менед', 'front', 'dev', 'бухг', 'анали', 'desig', 'вод'];
const EXPERIENCE = ['none', '1-3', '3-6', '6+'];
const SCHEDULE = ['office', 'hybrid', 'remote', 'shift'];
const EMPLOYMENT = ['full', 'part', 'project', 'internship'];

type World = { categories: string[]; cities: string[]; vacancyIds: number[] };

/** One request of the mix: its kind and path (weights roughly as a job site's search traffic). */
const nextRequest = (random: ReturnType<typeof randomFrom>, world: World): { kind: Kind; path: string } => {
  const q = () => encodeURIComponent(random.next() < 0.65 ? random.pick(RU_QUERIES) : random.pick(EN_QUERIES));
  let lastFilter = -1;
  const filter = () => {
    // Two filters of one request are of different kinds (a repeated parameter is a 400).
    let which = random.int(0, 5);
    if (which === lastFilter) which = (which + 1) % 6;
    lastFilter = which;
    if (which === 0) return `city=${encodeURIComponent(random.pick(world.cities.slice(0, 8)))}`;
    if (which === 1) return `schedule=${random.pick(SCHEDULE)}`;
    if (which === 2) return `experience=${encodeURIComponent(random.pick(EXPERIENCE))}`;
    if (which === 3) return `category=${random.pick(world.categories)}`;
    if (which === 4) return `salary_from=${random.pick([50_000, 100_000, 150_000, 250_000])}`;
    return `employment=${random.pick(EMPLOYMENT)}&posted_within_days=${random.pick([1, 3, 7, 30])}`;
  };
  const roll = random.next();
  if (roll < 0.24) return { kind: 'text', path: `/vacancies?q=${q()}` };
  if (roll < 0.4) return { kind: 'text+filters', path: `/vacancies?q=${q()}&${filter()}&${filter()}` };
  if (roll < 0.47) return { kind: 'typo', path: `/vacancies?q=${encodeURIComponent(random.pick(TYPOS))}` };
  if (roll < 0.62) return { kind: 'browse+filters', path: `/vacancies?${filter()}&${filter()}&sort=date` };
  if (roll < 0.7) return { kind: 'browse', path: `/vacancies${random.next() < 0.5 ? '' : '?page=2'}` };
  if (roll < 0.78) {
    return { kind: 'salary sort', path: `/vacancies?sort=salary&${filter()}${random.next() < 0.5 ? `&q=${q()}` : ''}` };
  }
  if (roll < 0.84) {
    return {
      kind: 'deep page',
      path: `/vacancies?${random.next() < 0.5 ? `q=${q()}&` : ''}page=${random.int(10, 50)}&per_page=20`,
    };
  }
  if (roll < 0.93) return { kind: 'suggest', path: `/vacancies/suggest?q=${encodeURIComponent(random.pick(SUGGEST))}` };
  return { kind: 'similar', path: `/vacancies/${random.pick(world.vacancyIds)}/similar` };
};

/** The data's words: distinct title words, title word pairs and skills (read before the API starts). */
type DataWords = {
  words: string[];
  pairs: string[];
  skills: string[];
  cities: string[];
  /** Points of published vacancies' addresses (the point kinds start from these or from the metro stations). */
  points: Array<{ lat: number; lon: number }>;
  /** Words of the texts whose lexeme is in at least BROAD_SHARE of the documents, with that share. */
  broad: Array<{ word: string; share: number }>;
};
const dataWords = async (config: { DATA_DIR: string; DATABASE_URL?: string }): Promise<DataWords> => {
  const handle = await connectDatabase(config);
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const titles = await rows<{ title: string }>(
      sql`select distinct title from vacancies where status = 'published' order by title`,
    );
    const skills = await rows<{ skill: string }>(
      sql`select distinct s as skill from vacancies, unnest(skills) as s where status = 'published' order by 1`,
    );
    const cities = await rows<{ city: string }>(
      sql`select city from vacancies where status = 'published' group by city order by count(*) desc limit 30`,
    );
    const points = (
      await rows<{ lat: number; lon: number }>(
        sql`select lat, lon from vacancies where status = 'published' and lat is not null order by id limit 5000`,
      )
    ).map((row) => ({ lat: Number(row.lat), lon: Number(row.lon) }));
    // The broad lexemes: the documents' most common elements (ANALYZE's, at least BROAD_SHARE),
    // and the words of a sample of the texts that are one of them.
    const [stats] = await rows<{ elems: string[] | string | null; freqs: number[] | string | null }>(
      sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs
          from pg_stats where tablename = 'vacancy_search_documents' and attname = 'document'`,
    );
    const list = <T>(value: T[] | string | null | undefined, as: (item: string) => T): T[] =>
      value == null
        ? []
        : Array.isArray(value)
          ? value
          : value
              .replace(/^\{|\}$/g, '')
              .split(',')
              .filter(Boolean)
              .map((item) => as(item.replace(/^"|"$/g, '')));
    const elems = list(stats?.elems, String);
    const freqs = list(stats?.freqs, Number).map(Number);
    const broadLexemes = new Map<string, number>();
    elems.forEach((lexeme, i) => {
      if ((freqs[i] ?? 0) >= BROAD_SHARE) broadLexemes.set(lexeme, freqs[i] as number);
    });
    const texts = await rows<{ text: string }>(
      sql`select concat_ws(' ', title, requirements, description) as text from vacancies
          where status = 'published' order by id limit 3000`,
    );
    const textWords = new Set<string>();
    for (const { text } of texts) {
      for (const word of text.toLowerCase().match(/[\p{L}]+/gu) ?? []) if (word.length >= 4) textWords.add(word);
    }
    const lexemeOf = await rows<{ word: string; lexemes: string[] | string }>(
      sql`select w as word, tsvector_to_array(to_tsvector('russian', w)) as lexemes
          from unnest(${sql.param([...textWords])}::text[]) as w`,
    );
    const broad = lexemeOf.flatMap(({ word, lexemes }) => {
      const found = list(lexemes, String);
      const share = found.length === 1 ? broadLexemes.get(found[0] as string) : undefined;
      return share === undefined ? [] : [{ word, share }];
    });
    broad.sort((a, b) => a.word.localeCompare(b.word));
    const words = new Set<string>();
    const pairs = new Set<string>();
    for (const { title } of titles) {
      const parts = (title.toLowerCase().match(/[\p{L}]+/gu) ?? []).filter((word) => word.length >= 3);
      for (const word of parts) words.add(word);
      for (let i = 0; i + 1 < parts.length; i++) pairs.add(`${parts[i]} ${parts[i + 1]}`);
    }
    return {
      words: [...words].sort(),
      pairs: [...pairs].sort(),
      skills: skills.map((row) => row.skill),
      cities: cities.map((row) => row.city),
      points,
      broad,
    };
  } finally {
    await handle.close();
  }
};

/**
 * `count` distinct text queries (each sent once), the kinds in turn: a title word, a skill, two
 * words of a title, a word and a city, a word (5+ letters) with two adjacent letters swapped, a
 * word (6+ letters) without its last 1–3 letters. Deterministic for a seed.
 */
/** The filters a broad word gets in 'broad+filter' (one each, as the query's parameters). */
const BROAD_FILTERS: ReadonlyArray<(random: ReturnType<typeof randomFrom>) => string> = [
  (random) => `experience=${encodeURIComponent(random.pick(EXPERIENCE))}`,
  (random) => `schedule=${random.pick(SCHEDULE)}`,
  (random) => `employment=${random.pick(EMPLOYMENT)}`,
  (random) => `salary_from=${random.pick([50_000, 100_000, 150_000, 250_000])}`,
  (random) => `posted_within_days=${random.pick([1, 3, 7, 30])}`,
];

const coldQueries = (
  data: DataWords,
  count: number,
  seed: number,
): Array<{ kind: ColdKind; q: string; query: string }> => {
  const random = randomFrom(seed);
  const seen = new Set<string>();
  const out: Array<{ kind: ColdKind; q: string; query: string }> = [];
  /** A point near a metro station or a vacancy's address, moved up to about 300 m, and a radius. */
  const around = (): string => {
    const from =
      random.next() < 0.5 || data.points.length === 0 ? random.pick(METRO_STATIONS) : random.pick(data.points);
    const lat = from.lat + (random.next() - 0.5) * 0.0054;
    const lon = from.lon + ((random.next() - 0.5) * 0.0054) / Math.cos((from.lat * Math.PI) / 180);
    return `near=${lat.toFixed(5)},${lon.toFixed(5)}&radius_km=${random.pick(POINT_RADII_KM)}&sort=distance`;
  };
  const long = (min: number) => data.words.filter((word) => word.length >= min);
  const makers: Record<ColdKind, () => string | undefined> = {
    'cold word': () => random.pick(data.words),
    'cold skill': () => random.pick(data.skills),
    'cold 2 words': () => random.pick(data.pairs),
    'cold word+city': () => `${random.pick(data.words)} ${random.pick(data.cities)}`,
    'cold swap typo': () => {
      const word = random.pick(long(5));
      if (!word) return undefined;
      const at = random.int(1, word.length - 2);
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    },
    'cold prefix': () => {
      const word = random.pick(long(6));
      return word?.slice(0, word.length - random.int(1, 3));
    },
    'broad word': () => random.pick(data.broad)?.word,
    'broad typo': () => {
      const word = random.pick(data.broad.filter((each) => each.word.length >= 5))?.word;
      if (!word) return undefined;
      const at = random.int(1, word.length - 2);
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    },
    'broad prefix': () => {
      const word = random.pick(data.broad.filter((each) => each.word.length >= 6))?.word;
      return word?.slice(0, word.length - random.int(1, 3));
    },
    'broad+city': () => `${random.pick(data.broad)?.word} ${random.pick(data.cities)}`,
    'broad+filter': () => `${random.pick(data.broad)?.word}\u0000${random.pick(BROAD_FILTERS)(random)}`,
    'cold point': () => around(),
    'cold point+word': () => `${around()}&q=${encodeURIComponent(random.pick(data.words))}`,
  };
  let misses = 0;
  while (out.length < count && misses < count * 50) {
    const kind = COLD_KINDS[out.length % COLD_KINDS.length] as ColdKind;
    const q = makers[kind]();
    if (!q || seen.has(q.toLowerCase())) {
      misses++;
      continue;
    }
    if (q.startsWith('undefined')) {
      misses++;
      continue;
    }
    seen.add(q.toLowerCase());
    const point = POINT_KINDS.includes(kind);
    // A broad word with a filter: the word, then the filter's parameters after a NUL.
    const [words, filter] = q.split('\u0000');
    out.push({
      kind,
      q,
      query: point ? q : `q=${encodeURIComponent(words as string)}${filter ? `&${filter}` : ''}`,
    });
  }
  return out;
};

const summarise = (samples: Sample[]) => {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors: samples.filter((sample) => sample.status !== 200).length,
  };
};

/** The kept sets' name's end: generated in the order of publication (kept sets of before were not). */
const KEPT_LAYOUT = 'ordered';

const generate = async (config: { DATA_DIR: string; DATABASE_URL?: string }) => {
  const handle = await connectDatabase(config);
  try {
    const started = performance.now();
    let lastPrinted = 0;
    await generateDataset(handle.db, {
      vacancies: VACANCIES,
      seed: Number(flags.seed),
      // As a running platform's tables are: rows (and search documents) in the order of publication.
      publicationOrder: true,
      onProgress: (done, total, phase) => {
        if (done - lastPrinted >= total / 10 || done === total) {
          lastPrinted = done;
          process.stdout.write(`  ${phase} ${Math.round((done / total) * 100)}%\n`);
        }
      },
    });
    // What a live server has after autovacuum (PostgreSQL) or the API's statistics keeper (embedded).
    await handle.db.execute(sql`vacuum analyze vacancies, vacancy_search_documents`);
    console.log(`  generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
};

/** Vacancies already in a kept data set (0 when there is none). */
const existingVacancies = async (config: { DATA_DIR: string; DATABASE_URL?: string }): Promise<number> => {
  const handle = await connectDatabase(config);
  try {
    const result = (await handle.db.execute(sql`select count(*)::int as n from vacancies`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    return Number(result.rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await handle.close();
  }
};

/** The parts of apps/api's search engine and service this bench uses. */
type IndexRefresh = { kind: 'full' | 'incremental'; ms: number };
type CreateSearchEngine = (
  db: Db,
  options: { incrementalMax?: number; onRefresh?: (refresh: IndexRefresh) => void },
) => unknown;
type CreateSearchService = (
  db: Db,
  engine: unknown,
) => { search: (filters: object, sort: 'date', page: number, perPage: number) => Promise<unknown> };

type WriteRound = { edit: string; full: number; fullRefresh: number; incremental: number; incrementalRefresh: number };
const writeResults: Array<{ database: Database; rounds: WriteRound[] }> = [];

/**
 * "Edit one vacancy, then search": two search engines on the same database, one that always
 * reloads its index whole (`incrementalMax: 0`, the path every edit took before migration 0006)
 * and one that patches it; after each edit both answer the same first search, timed (and their
 * refresh alone, from `onRefresh`). The edit is undone after each round.
 */
const benchWrites = async (config: { DATA_DIR: string; DATABASE_URL?: string }): Promise<WriteRound[]> => {
  // The API's own search engine and service, run in this process (as chat-bench loads the API's build script).
  const { createSearchEngine } = (await import(
    pathToFileURL(join(root, 'apps/api/src/modules/search/search-engine.ts')).href
  )) as { createSearchEngine: CreateSearchEngine };
  const { createSearchService } = (await import(
    pathToFileURL(join(root, 'apps/api/src/modules/search/search.service.ts')).href
  )) as { createSearchService: CreateSearchService };
  const serviceWith = (db: Db, options: Parameters<CreateSearchEngine>[1]) =>
    createSearchService(db, createSearchEngine(db, options));
  const handle = await connectDatabase(config);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
  try {
    const refreshes: Record<'full' | 'incremental', IndexRefresh[]> = { full: [], incremental: [] };
    const full = serviceWith(handle.db, {
      incrementalMax: 0,
      onRefresh: (refresh) => refreshes.full.push(refresh),
    });
    const incremental = serviceWith(handle.db, {
      onRefresh: (refresh) => refreshes.incremental.push(refresh),
    });
    const firstPage = (repo: typeof full) => repo.search({}, 'date', 1, 20);
    await firstPage(full);
    await firstPage(incremental);
    const random = randomFrom(Number(flags.seed) + 1);
    const ids = (await rows<{ id: number }>(sql`select id from vacancies where status = 'published' order by id`)).map(
      (row) => Number(row.id),
    );
    const edits = ['city', 'salary', 'category', 'unpublish'] as const;
    const categories = (await rows<{ id: number }>(sql`select id from categories order by id`)).map((row) =>
      Number(row.id),
    );
    const rounds: WriteRound[] = [];
    for (let round = 0; round < WRITES; round++) {
      const id = random.pick(ids);
      const edit = edits[round % edits.length] as (typeof edits)[number];
      const [before] = await rows<{
        city: string;
        salary_from: number | null;
        salary_to: number | null;
        category_id: number | null;
      }>(sql`select city, salary_from, salary_to, category_id from vacancies where id = ${id}`);
      if (!before) continue;
      if (edit === 'city') await handle.db.execute(sql`update vacancies set city = 'Bench city' where id = ${id}`);
      if (edit === 'salary') {
        await handle.db.execute(sql`update vacancies set salary_from = coalesce(salary_from, 0) + 1000, salary_to = null
          where id = ${id}`);
      }
      if (edit === 'category') {
        await handle.db.execute(sql`update vacancies set category_id = ${random.pick(categories)} where id = ${id}`);
      }
      if (edit === 'unpublish') await handle.db.execute(sql`update vacancies set status = 'archived' where id = ${id}`);
      const timed = async (which: 'full' | 'incremental') => {
        const started = performance.now();
        await firstPage(which === 'full' ? full : incremental);
        return { ms: performance.now() - started, refresh: refreshes[which].at(-1)?.ms ?? 0 };
      };
      // Alternate which goes first (the second finds the database's caches warm).
      const [a, b] = round % 2 === 0 ? (['full', 'incremental'] as const) : (['incremental', 'full'] as const);
      const first = await timed(a);
      const second = await timed(b);
      const [f, i] = a === 'full' ? [first, second] : [second, first];
      rounds.push({ edit, full: f.ms, fullRefresh: f.refresh, incremental: i.ms, incrementalRefresh: i.refresh });
      // Undo, so a kept data set stays as generated; the patching repository follows the undo (untimed).
      await handle.db.execute(sql`update vacancies set status = 'published', city = ${before.city},
        salary_from = ${before.salary_from}, salary_to = ${before.salary_to},
        category_id = ${before.category_id} where id = ${id}`);
      await firstPage(incremental);
    }
    const kinds = refreshes.incremental.slice(1).map((refresh) => refresh.kind);
    if (kinds.some((kind) => kind !== 'incremental')) console.log(`  unexpected full reloads: ${kinds.join(' ')}`);
    return rounds;
  } finally {
    await handle.close();
  }
};

/**
 * The time the PostgreSQL server's backends for `databaseName` ran on a CPU and waited for one since
 * the last call, ns (from /proc: the server runs on this machine), or undefined when it cannot be
 * read (another host). A backend first seen counts from its start (the pool opened it for this request).
 */
const backendTimes = (admin: pg.Client, databaseName: string) => {
  const last = new Map<number, { run: number; wait: number }>();
  return {
    spent: async (): Promise<{ run: number; wait: number } | undefined> => {
      const { rows } = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'`,
        [databaseName],
      );
      const spent = { run: 0, wait: 0 };
      let readable = rows.length === 0;
      for (const { pid } of rows) {
        const now = schedNanos(pid);
        if (now === null) continue;
        readable = true;
        const before = last.get(pid) ?? { run: 0, wait: 0 };
        spent.run += now.run - before.run;
        spent.wait += now.wait - before.wait;
        last.set(pid, now);
      }
      return readable ? spent : undefined;
    },
  };
};

/** A process's resident memory now and at its peak, MiB (Linux /proc; zero elsewhere). */
const memoryOf = (pid: number | undefined): { rssMiB: number; peakRssMiB: number } => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: 0, peakRssMiB: 0 };
  }
};

const benchDatabase = async (database: Database): Promise<Sample[] | null> => {
  const reuse = flags.reuse === true;
  const keptDir = join(tmpdir(), `jobs-search-bench-${VACANCIES}-${flags.seed}-${KEPT_LAYOUT}`);
  const dataDir = reuse ? keptDir : mkdtempSync(join(tmpdir(), 'jobs-search-bench-'));
  if (reuse) mkdirSync(dataDir, { recursive: true });
  const pgDatabase = reuse ? `${PG_DATABASE}_${VACANCIES}_${flags.seed}_${KEPT_LAYOUT}` : PG_DATABASE;
  let databaseUrl = '';
  let admin: pg.Client | undefined;
  if (database === 'postgres') {
    admin = new pg.Client({ connectionString: flags['pg-url'] });
    try {
      await admin.connect();
    } catch {
      console.log(`PostgreSQL at ${flags['pg-url']} does not answer: skipping it.`);
      if (!reuse) rmSync(dataDir, { recursive: true, force: true });
      return null;
    }
    const exists = await admin.query('select 1 from pg_database where datname = $1', [pgDatabase]);
    if (!reuse || exists.rowCount === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pgDatabase}`);
    }
    const url = new URL(flags['pg-url'] as string);
    url.pathname = `/${pgDatabase}`;
    databaseUrl = url.toString();
  }
  let server: ChildProcess | undefined;
  try {
    const config = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    const kept = reuse ? await existingVacancies(config) : 0;
    if (kept >= VACANCIES) {
      console.log(`${database}: using the kept data set (${kept.toLocaleString('en-US')} vacancies)`);
    } else {
      if (kept > 0) throw new Error(`${database}: the kept data set holds ${kept} vacancies; delete it first`);
      console.log(`${database}: generating ${VACANCIES.toLocaleString('en-US')} vacancies…`);
      await generate(config);
    }
    const samples: Sample[] = [];
    const words = COLD > 0 ? await dataWords(config) : undefined;
    if (words) {
      console.log(
        `  broad words (a lexeme in ≥ ${BROAD_SHARE * 100} % of the documents): ${words.broad.length}, e.g. ` +
          words.broad
            .filter((_, i) => i % Math.max(1, Math.floor(words.broad.length / 8)) === 0)
            .map(({ word, share }) => `${word} ${Math.round(share * 100)} %`)
            .join(', '),
      );
    }
    const cold = words ? coldQueries(words, COLD, Number(flags.seed) + 7) : undefined;
    if (cold) {
      const shares = COLD_KINDS.map(
        (kind) =>
          `${kind} ${Math.round((cold.filter((each) => each.kind === kind).length / cold.length) * 1000) / 10}%`,
      );
      console.log(`  ${cold.length} distinct cold queries: ${shares.join(', ')}`);
    }
    // `--requests 0 --warmup 0` with `--writes`: no query mix, no API server.
    if (WARMUP + REQUESTS > 0) {
      const spawned = performance.now();
      server = start({
        NODE_ENV: 'production',
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
        // No background jobs on the measured instance: a generated data set is a fresh import, and
        // the job that judges every vacancy never judged (the risk rules: a row update each, about
        // 250 a second) would run through the whole measurement at a million (over an hour of
        // writes); production runs jobs on any instance, the search figures are of searches.
        JOBS_POLL_INTERVAL_MS: '0',
      });
      const base = `http://127.0.0.1:${API_PORT}/api`;
      await waitFor(`${base}/health`, 1_800_000);
      const healthMs = performance.now() - spawned;
      const firstAt = performance.now();
      // The first search loads the in-memory index.
      const first = (await (await fetch(`${base}/vacancies?per_page=50`)).json()) as {
        total: number;
        items: Array<{ id: number }>;
        facets: { category: Array<{ value: string }>; city: Array<{ value: string }> };
      };
      startups.push({ database, healthMs, firstSearchMs: performance.now() - firstAt, rssMiB: 0, peakRssMiB: 0 });
      const world: World = {
        categories: first.facets.category.map((bucket) => bucket.value),
        cities: first.facets.city.map((bucket) => bucket.value),
        vacancyIds: first.items.map((item) => item.id),
      };
      const random = randomFrom(Number(flags.seed));
      if (cold) {
        // Warm the process (JIT, pools) on the usual mix; then each cold query once.
        for (let i = 0; i < WARMUP; i++) await fetch(`${base}${nextRequest(random, world).path}`);
        const backends = admin ? backendTimes(admin, pgDatabase) : undefined;
        await backends?.spent();
        for (const { kind, q, query } of cold) {
          const apiBefore = schedNanos(server.pid);
          const started = performance.now();
          const response = await fetch(`${base}/vacancies?${query}`);
          const body = (await response.json()) as { total?: number };
          const ms = performance.now() - started;
          const apiAfter = schedNanos(server.pid);
          const pgSpent = await backends?.spent();
          if (response.status !== 200) console.log(`  ${response.status} ${q}`);
          const api = apiBefore &&
            apiAfter && { run: apiAfter.run - apiBefore.run, wait: apiAfter.wait - apiBefore.wait };
          samples.push({
            kind,
            ms,
            status: response.status,
            query,
            total: body.total ?? 0,
            found: (body.total ?? 0) > 0,
            broad: (body.total ?? 0) >= BROAD_SHARE * first.total,
            ...(api ? { apiCpu: api.run / 1e6, waited: (api.wait + (pgSpent?.wait ?? 0)) / 1e6 } : {}),
            ...(pgSpent ? { pgCpu: pgSpent.run / 1e6 } : {}),
          });
        }
        Object.assign(startups.at(-1) as Startup, memoryOf(server.pid));
        return samples;
      }
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const { kind, path } = nextRequest(random, world);
        const started = performance.now();
        const response = await fetch(`${base}${path}`);
        await response.arrayBuffer();
        const ms = performance.now() - started;
        if (response.status !== 200) console.log(`  ${response.status} ${path}`);
        if (i >= WARMUP) samples.push({ kind, ms, status: response.status });
      }
      Object.assign(startups.at(-1) as Startup, memoryOf(server.pid));
    }
    if (WRITES > 0) {
      // The embedded database has one owner: the API has to stop first.
      if (server) await stop(server);
      writeResults.push({ database, rounds: await benchWrites(config) });
    }
    return samples;
  } finally {
    if (server) await stop(server);
    if (!reuse) rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      if (!reuse) await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.end();
    }
  }
};

const main = async () => {
  if (API_BUILD === 'dist/apps/api/main.mjs' && !existsSync(join(root, API_BUILD))) {
    console.log('Building the API first (npx nx run api:build)…');
    const build = spawn('npx', ['nx', 'run', 'api:build'], { cwd: root, stdio: 'inherit' });
    await new Promise((resolve) => build.once('exit', resolve));
  }
  console.log(
    COLD > 0
      ? `search bench (cold): ${VACANCIES.toLocaleString('en-US')} vacancies, ${COLD} distinct queries per database (${COLD_KINDS.join(', ')}), each once, after ${WARMUP} warm-up, one at a time`
      : `search bench: ${VACANCIES.toLocaleString('en-US')} vacancies, ${REQUESTS} requests per database after ${WARMUP} warm-up, one at a time`,
  );
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const databases: Database[] = flags.only ? [flags.only as Database] : ['embedded', 'postgres'];
  const results: Array<{ database: Database; samples: Sample[] }> = [];
  for (const database of databases) {
    const samples = await benchDatabase(database);
    if (samples && samples.length > 0) results.push({ database, samples });
  }
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  // CPU time per query (cold mode): what other load on the machine disturbs far less than latency
  // (the API process and the PostgreSQL backends together: their sum is about the latency of an
  // idle machine), and the time they waited for a CPU.
  const cpuColumns = (of: Sample[]) => {
    const cpu = of
      .flatMap((sample) => (sample.apiCpu === undefined ? [] : [sample.apiCpu + (sample.pgCpu ?? 0)]))
      .sort((a, b) => a - b);
    if (cpu.length === 0) return '';
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
    const pg = of.flatMap((sample) => (sample.pgCpu === undefined ? [] : [sample.pgCpu]));
    return (
      `   ${fmt(percentile(cpu, 50))} ${fmt(percentile(cpu, 95))} ${fmt(percentile(cpu, 99))}` +
      ` ${fmt(mean(of.flatMap((sample) => (sample.apiCpu === undefined ? [] : [sample.apiCpu]))))}` +
      ` ${pg.length > 0 ? fmt(mean(pg)) : '      -'}` +
      ` ${fmt(mean(of.flatMap((sample) => (sample.waited === undefined ? [] : [sample.waited]))))}`
    );
  };
  if (results.length > 0) {
    console.log(
      `\ndatabase   kind              n     p50 ms  p95 ms  p99 ms  errors` +
        (COLD > 0 ? '   CPU ms a query: p50     p95     p99  API mean PG mean  waited for a CPU (mean ms)' : ''),
    );
  }
  for (const { database, samples } of results) {
    const line = (kind: string, of: Sample[], extra: string) => {
      const s = summarise(of);
      console.log(
        `${database.padEnd(10)} ${kind.padEnd(15)} ${String(s.n).padStart(4)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)}  ${s.errors}` +
          (COLD > 0 ? `       ${cpuColumns(of)}` : '') +
          extra,
      );
      return s;
    };
    const kinds = [...new Set(samples.map((sample) => sample.kind))].sort();
    for (const kind of kinds) {
      const ofKind = samples.filter((sample) => sample.kind === kind);
      const found = ofKind.filter((sample) => sample.found).length;
      const broad = ofKind.filter((sample) => sample.broad).length;
      line(
        kind,
        ofKind,
        COLD > 0
          ? `   found something: ${Math.round((found / ofKind.length) * 100)}%, broad (total ≥ ${BROAD_SHARE * 100} %): ${Math.round((broad / ofKind.length) * 100)}%`
          : '',
      );
    }
    if (COLD > 0) {
      const broadKinds = samples.filter((sample) => BROAD_KINDS.includes(sample.kind as ColdKind));
      const broadTotals = samples.filter((sample) => sample.broad);
      console.log(
        `${database.padEnd(10)} broad kinds: ${Math.round((broadKinds.length / samples.length) * 1000) / 10}% of the queries; ` +
          `broad by their total (≥ ${BROAD_SHARE * 100} % of the published): ${Math.round((broadTotals.length / samples.length) * 1000) / 10}%`,
      );
      if (broadKinds.length > 0) line('broad kinds', broadKinds, '');
    }
    const slowest = Number(flags.slowest);
    if (COLD > 0 && slowest > 0) {
      const costOf = (sample: Sample) => (sample.apiCpu ?? sample.ms) + (sample.pgCpu ?? 0);
      console.log(
        `${database.padEnd(10)} the ${slowest} queries that cost the most CPU (API + PostgreSQL ms, wall ms):`,
      );
      for (const sample of [...samples].sort((a, b) => costOf(b) - costOf(a)).slice(0, slowest)) {
        console.log(
          `  ${costOf(sample).toFixed(1).padStart(7)} ${sample.ms.toFixed(1).padStart(7)}  ${sample.kind.padEnd(13)} total ${String(sample.total).padStart(7)}  ${decodeURIComponent(sample.query ?? '')}`,
        );
      }
    }
    // The mix: p95 ≤ 50 (PostgreSQL) / ≤ 100 ms (embedded). Issue 29's, cold: 1,000,000 on PostgreSQL p95 ≤ 50 and p99 ≤ 150 ms; 100,000 on PostgreSQL
    // p95 ≤ 25 and p99 ≤ 50 ms, embedded p95 ≤ 50 ms.
    const target =
      COLD > 0
        ? { p95: VACANCIES >= 1_000_000 ? 50 : database === 'postgres' ? 25 : 50 }
        : { p95: TARGET_P95[database] };
    const p99Target = COLD > 0 && database === 'postgres' ? (VACANCIES >= 1_000_000 ? 150 : 50) : undefined;
    const all = summarise(samples);
    line(
      'ALL',
      samples,
      `   target p95 ≤ ${target.p95} ms: ${all.p95 <= target.p95 ? 'met' : 'NOT met'}` +
        (p99Target ? `, p99 ≤ ${p99Target} ms: ${all.p99 <= p99Target ? 'met' : 'NOT met'}` : ''),
    );
  }
  for (const startup of startups) {
    console.log(
      `${startup.database}: API up (/health) in ${(startup.healthMs / 1000).toFixed(1)} s, first search (loads the index) ` +
        `${(startup.firstSearchMs / 1000).toFixed(1)} s` +
        (startup.rssMiB > 0
          ? `; API memory after the run ${startup.rssMiB.toFixed(0)} MiB resident, ${startup.peakRssMiB.toFixed(0)} MiB at its peak`
          : ''),
    );
  }
  if (writeResults.length > 0) {
    console.log('\nfirst search after one vacancy edit (index reloaded whole vs patched; refresh alone in brackets)');
    console.log('database   rounds  full p50 ms (refresh)  full max ms  patched p50 ms (refresh)  patched max ms');
    for (const { database, rounds } of writeResults) {
      const p50 = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      const max = (values: number[]) => Math.max(...values);
      console.log(
        `${database.padEnd(10)} ${String(rounds.length).padStart(6)} ${fmt(p50(rounds.map((r) => r.full)))} (${p50(rounds.map((r) => r.fullRefresh)).toFixed(1)})`.padEnd(
          41,
        ) +
          `${fmt(max(rounds.map((r) => r.full)))}      ${fmt(p50(rounds.map((r) => r.incremental)))} (${p50(rounds.map((r) => r.incrementalRefresh)).toFixed(1)})`.padEnd(
            37,
          ) +
          fmt(max(rounds.map((r) => r.incremental))),
      );
    }
  }
};

await main();
