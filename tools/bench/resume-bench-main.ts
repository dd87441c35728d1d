/**
 * `npm run bench:resumes`: the résumé database's search (`GET /employer/resumes`) on generated
 * seekers (`--seekers`, default 100,000; 70% of them open to every employer, 10% to all but some),
 * on the embedded database and on PostgreSQL. Generates the data set (the dataset generator, few
 * vacancies), starts the built API on it, signs up an employer and sends `--cold` distinct text
 * queries built from the résumés' positions and skills, each once (no cache helps): a word of a
 * position, a skill, two words, a word with a city filter, a word with two letters swapped (a typo),
 * a word cut short (a prefix). Prints p50/p95/p99 per kind and database next to the targets (on
 * 100,000: p95 ≤ 50 ms and p99 ≤ 150 ms PostgreSQL, p95 ≤ 100 ms embedded) and the API's memory.
 * Not part of `npm test`: figures depend on the machine. `--reuse` keeps the data sets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { generateDataset } from '@jobs/server-dataset';
import { connectDatabase } from '@jobs/server-db';
import { percentile } from './stats.mjs';
import { API_NODE_FLAGS } from '../api-node-flags.mjs';

const root = new URL('../..', import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: {
    seekers: { type: 'string', default: '100000' },
    cold: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '30' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    only: { type: 'string' },
    seed: { type: 'string', default: '42' },
    reuse: { type: 'boolean', default: false },
    port: { type: 'string', default: '3118' },
    'pg-database': { type: 'string', default: 'bench_resumes' },
    api: { type: 'string', default: 'dist/apps/api/main.mjs' },
    /** List the N slowest queries (wall ms, the total and whether it was estimated). */
    slowest: { type: 'string', default: '0' },
  },
});
const SEEKERS = Number(flags.seekers);
const COLD = Number(flags.cold);
const WARMUP = Number(flags.warmup);
const PORT = Number(flags.port);
type Database = 'embedded' | 'postgres';
// The targets: 100,000 résumés p95 ≤ 50 ms (p99 ≤ 150 ms) on PostgreSQL, ≤ 100 ms embedded; a million, p95 ≤ 100 ms.
const TARGET_P95: Record<Database, number> = { embedded: 100, postgres: SEEKERS >= 1_000_000 ? 100 : 50 };
const KINDS = ['word', 'skill', '2 words', 'word+city', 'swap typo', 'prefix'] as const;
type Kind = (typeof KINDS)[number];
type Sample = { kind: Kind; ms: number; found: boolean; path: string; total: number; estimated: boolean };
type Config = { DATA_DIR: string; DATABASE_URL?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const waitFor = async (url: string, timeoutMs: number) => {
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

/** A small deterministic generator (mulberry32). */
const randomFrom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const seekersIn = async (config: Config): Promise<number> => {
  const handle = await connectDatabase(config);
  try {
    const result = (await handle.db.execute(sql`select count(*)::int as n from seeker_profiles`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    return result.rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
};

/** Positions' words, skills and cities of the searchable résumés: what the cold queries are made of. */
const dataWords = async (config: Config) => {
  const handle = await connectDatabase(config);
  try {
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const positions = await rows<{ text: string }>(
      sql`select distinct desired_position as text from seeker_profiles where visibility <> 'nobody'`,
    );
    const skills = await rows<{ text: string }>(
      sql`select distinct unnest(skills) as text from seeker_profiles where visibility <> 'nobody'`,
    );
    const cities = await rows<{ text: string }>(
      sql`select city as text from seeker_profiles where visibility <> 'nobody' and city <> '' group by city order by count(*) desc limit 20`,
    );
    const words = [
      ...new Set(positions.flatMap((row) => row.text.toLocaleLowerCase('ru').match(/[\p{L}]{4,}/gu) ?? [])),
    ];
    return {
      words,
      twoWords: positions.map((row) => row.text),
      skills: skills.map((row) => row.text),
      cities: cities.map((row) => row.text),
    };
  } finally {
    await handle.close();
  }
};

/** `count` distinct queries over the kinds in turn. */
const coldQueries = (data: Awaited<ReturnType<typeof dataWords>>, count: number, seed: number) => {
  const random = randomFrom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const seen = new Set<string>();
  const out: Array<{ kind: Kind; path: string }> = [];
  for (let attempt = 0; out.length < count && attempt < count * 50; attempt++) {
    const kind = KINDS[out.length % KINDS.length] as Kind;
    let q = '';
    let extra = '';
    if (kind === 'word') q = pick(data.words);
    else if (kind === 'skill') q = pick(data.skills);
    else if (kind === '2 words') q = pick(data.twoWords).split(/\s+/).slice(0, 2).join(' ');
    else if (kind === 'word+city') {
      q = pick(data.words);
      extra = `&city=${encodeURIComponent(pick(data.cities))}`;
    } else if (kind === 'swap typo') {
      const word = pick(data.words);
      const at = 1 + Math.floor(random() * Math.max(1, word.length - 3));
      q = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    } else {
      const word = pick(data.words);
      q = word.slice(0, Math.max(3, word.length - 1 - Math.floor(random() * 3)));
    }
    const path = `/employer/resumes?q=${encodeURIComponent(q)}${extra}`;
    if (!q || seen.has(path)) continue;
    seen.add(path);
    out.push({ kind, path });
  }
  return out;
};

const memoryOf = (pid: number | undefined) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMiB: kib('VmRSS') / 1024, peakRssMiB: kib('VmHWM') / 1024 };
  } catch {
    return { rssMiB: 0, peakRssMiB: 0 };
  }
};

const bench = async (database: Database) => {
  const reuse = flags.reuse === true;
  const dataDir = reuse
    ? join(tmpdir(), `jobs-resume-bench-${SEEKERS}-${flags.seed}`)
    : mkdtempSync(join(tmpdir(), 'jobs-resume-bench-'));
  mkdirSync(dataDir, { recursive: true });
  const pgDatabase = reuse ? `${flags['pg-database']}_${SEEKERS}_${flags.seed}` : (flags['pg-database'] as string);
  let databaseUrl = '';
  if (database === 'postgres') {
    const admin = new pg.Client({ connectionString: flags['pg-url'] });
    try {
      await admin.connect();
    } catch {
      console.log(`PostgreSQL at ${flags['pg-url']} does not answer: skipping it.`);
      return;
    }
    const exists = await admin.query('select 1 from pg_database where datname = $1', [pgDatabase]);
    if (!reuse || exists.rowCount === 0) {
      await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${pgDatabase}`);
    }
    await admin.end();
    const url = new URL(flags['pg-url'] as string);
    url.pathname = `/${pgDatabase}`;
    databaseUrl = url.toString();
  }
  const config: Config = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  let server: ChildProcess | undefined;
  try {
    if ((await seekersIn(config)) < SEEKERS) {
      console.log(`${database}: generating ${SEEKERS.toLocaleString('en-US')} seekers…`);
      const handle = await connectDatabase(config);
      try {
        await generateDataset(handle.db, { vacancies: 1000, seekers: SEEKERS, seed: Number(flags.seed) });
        // Every table's statistics (the users the search joins too), as autovacuum would have them.
        await handle.db.execute(sql`vacuum analyze`);
      } finally {
        await handle.close();
      }
    }
    const queries = coldQueries(await dataWords(config), COLD, Number(flags.seed) + 7);
    server = spawn(process.execPath, [...API_NODE_FLAGS, flags.api as string], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        DATABASE_POOL_SIZE: '10',
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'false',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const base = `http://127.0.0.1:${PORT}/api`;
    await waitFor(`${base}/health`, 1_800_000);
    const registered = await fetch(`${base}/employer/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench-${randomUUID()}@example.com`,
        password: 'a bench passphrase 42',
        name: 'Bench Employer',
        company_name: `Bench ${randomUUID().slice(0, 6)}`,
      }),
    });
    if (!registered.ok) throw new Error(`employer sign-up: ${registered.status} ${await registered.text()}`);
    const { token } = (await registered.json()) as { token: string };
    const get = (path: string) => fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    // Warm the process (JIT, pools, the typo vocabulary) on browsing; then each cold query once.
    for (let i = 0; i < WARMUP; i++) await (await get(`/employer/resumes?page=${1 + (i % 5)}`)).arrayBuffer();
    const samples: Sample[] = [];
    for (const { kind, path } of queries) {
      const started = performance.now();
      const response = await get(path);
      const body = (await response.json()) as { total?: number; total_relation?: 'eq' | 'gte' };
      const ms = performance.now() - started;
      if (response.status !== 200) console.log(`  ${response.status} ${path}`);
      const total = body.total ?? 0;
      samples.push({ kind, ms, found: total > 0, path, total, estimated: body.total_relation === 'gte' });
    }
    const memory = memoryOf(server.pid);
    const line = (label: string, list: Sample[]) => {
      const sorted = list.map((s) => s.ms).sort((a, b) => a - b);
      const found = list.filter((s) => s.found).length;
      return `  ${label.padEnd(12)} n=${String(list.length).padStart(5)}  p50 ${percentile(sorted, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(1).padStart(6)} ms  p99 ${percentile(sorted, 99).toFixed(1).padStart(6)} ms  found ${Math.round((found / Math.max(1, list.length)) * 100)}%`;
    };
    const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
    console.log(`\n${database}, ${SEEKERS.toLocaleString('en-US')} seekers, ${samples.length} cold distinct queries:`);
    for (const kind of KINDS)
      console.log(
        line(
          kind,
          samples.filter((s) => s.kind === kind),
        ),
      );
    console.log(line('all', samples));
    const estimated = samples.filter((s) => s.estimated).length;
    console.log(`  estimated totals (past the sample's threshold): ${estimated} of ${samples.length}`);
    const slowest = Number(flags.slowest);
    if (slowest > 0) {
      console.log(`  the ${slowest} slowest (ms, total):`);
      for (const s of [...samples].sort((a, b) => b.ms - a.ms).slice(0, slowest))
        console.log(
          `    ${s.ms.toFixed(1).padStart(8)}  ${(s.estimated ? '≥' : '') + s.total}  ${s.kind}  ${decodeURIComponent(s.path)}`,
        );
    }
    const p95 = percentile(sorted, 95);
    console.log(
      `  target p95 ≤ ${TARGET_P95[database]} ms: ${p95 <= TARGET_P95[database] ? 'met' : 'NOT met'}; API memory ${memory.rssMiB.toFixed(0)} MiB (peak ${memory.peakRssMiB.toFixed(0)} MiB)`,
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    if (!reuse) {
      rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) {
        const admin = new pg.Client({ connectionString: flags['pg-url'] });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`);
        await admin.end();
      }
    }
  }
};

for (const database of ['embedded', 'postgres'] as const) {
  if (flags.only && flags.only !== database) continue;
  await bench(database);
}
