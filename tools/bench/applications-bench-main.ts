/**
 * `npm run bench:applications`: the employer's candidate list of one vacancy with 10,000
 * applications (among 16,000 of the company's and others'), over HTTP, on the embedded database
 * and on PostgreSQL. Builds the data in SQL, starts the API from the sources in this process on
 * its own port, signs the employer in, and sends distinct list queries one at a time: every status
 * filter and none, pages 1 to 50, search by a name, a position or an e-mail fragment, with and
 * without the vacancy filter (the API keeps no cache of these: each answer is read and counted
 * afresh). Prints p50/p95/p99 per database next to the target (p95 ≤ 50 ms).
 * Not part of `npm test`: figures depend on the machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '@jobs/server-auth-core';
import { connectDatabase, type DatabaseHandle } from '@jobs/server-db';
import { percentile } from './stats.mjs';

const root = new URL('../..', import.meta.url).pathname;
// The API itself, from its sources (as search-bench loads its search engine): this process serves it.
type AppModule = typeof import('../../apps/api/src/app');
type ConfigModule = typeof import('../../apps/api/src/config');
const { buildApp } = (await import(pathToFileURL(join(root, 'apps/api/src/app.ts')).href)) as AppModule;
const { loadConfig } = (await import(pathToFileURL(join(root, 'apps/api/src/config.ts')).href)) as ConfigModule;

const { values: flags } = parseArgs({
  options: {
    applications: { type: 'string', default: '10000' },
    requests: { type: 'string', default: '400' },
    warmup: { type: 'string', default: '40' },
    'pg-url': {
      type: 'string',
      default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    },
    only: { type: 'string' },
    port: { type: 'string', default: '3127' },
  },
});
const APPLICATIONS = Number(flags.applications);
const REQUESTS = Number(flags.requests);
const WARMUP = Number(flags.warmup);
const PORT = Number(flags.port);
const TARGET_P95 = 50;
const PG_DATABASE = 'bench_applications';
const PASSWORD = 'bench-password-123';
type Database = 'embedded' | 'postgres';

const FIRST = [
  'Анна',
  'Иван',
  'Мария',
  'Пётр',
  'Ольга',
  'Dmitry',
  'Elena',
  'Sergey',
  'Kate',
  'John',
  'Алексей',
  'Ирина',
];
const LAST = ['Иванова', 'Смирнов', 'Кузнецова', 'Попов', 'Васильева', 'Petrov', 'Sokolova', 'Smith', 'Orlov', 'Lee'];
const POSITIONS = [
  'Frontend-разработчик',
  'Backend developer',
  'QA engineer',
  'Аналитик данных',
  'Product designer',
  'DevOps engineer',
  'Менеджер проектов',
];
const STATUSES = ['new', 'viewed', 'invited', 'offer', 'hired', 'rejected', 'withdrawn', 'expired'];

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const textArray = (items: string[]) =>
  sql`array[${sql.join(
    items.map((item) => sql`${item}`),
    sql`, `,
  )}]::text[]`;

/** The company, its employer, the vacancy under test and its applications, all in SQL. */
const generate = async (handle: DatabaseHandle): Promise<{ vacancyId: number; email: string }> => {
  const db = handle.db;
  const started = performance.now();
  const passwordHash = await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  const [company] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into companies (name) values ('Bench Company') returning id`),
  );
  const [other] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into companies (name) values ('Other Company') returning id`),
  );
  const companyId = Number(company?.id);
  const otherId = Number(other?.id);
  const email = 'bench-employer@example.com';
  await db.execute(sql`insert into users (email, password_hash, name, role, company_id)
    values (${email}, ${passwordHash}, 'Bench Employer', 'employer', ${companyId})`);
  const vacancy = (owner: number, title: string) =>
    db.execute(sql`insert into vacancies (company_id, title, description, city, experience, employment, schedule, status, published_at)
      values (${owner}, ${title}, 'Bench', 'Москва', '1-3', 'full', 'hybrid', 'published', now()) returning id`);
  const [main] = rowsOf<{ id: number }>(await vacancy(companyId, 'Frontend-разработчик (React)'));
  const [second] = rowsOf<{ id: number }>(await vacancy(companyId, 'QA engineer'));
  const [elsewhere] = rowsOf<{ id: number }>(await vacancy(otherId, 'Backend developer'));
  const seekers = APPLICATIONS + Math.round(APPLICATIONS * 0.3);
  await db.execute(sql`insert into users (email, password_hash, name, role)
    select 'bench-seeker-' || g || '@example.com', 'x',
      (${textArray(FIRST)})[1 + g % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (g / 7) % ${LAST.length}],
      'seeker'
    from generate_series(1, ${seekers}) g`);
  // One chat per seeker and company, then the applications: the vacancy under test gets
  // APPLICATIONS, another vacancy of the company and one of another company 30% as many each.
  const applicationsFor = async (vacancyId: number, owner: number, from: number, n: number) => {
    await db.execute(sql`insert into chats (kind, seeker_id, company_id)
      select 'company', u.id, ${owner} from users u
      where u.role = 'seeker' and u.email between ${`bench-seeker-`} and ${`bench-seeker-~`}
      order by u.id offset ${from} limit ${n}
      on conflict (seeker_id, company_id) do nothing`);
    await db.execute(sql`insert into applications (vacancy_id, company_id, seeker_id, chat_id, status, resume,
        candidate_name, desired_position, search_text, history, created_at, updated_at, last_action_at)
      select ${vacancyId}, ${owner}, u.id, c.id,
        (${textArray(STATUSES)})[1 + (abs(hashtext(u.email)) % 100) / 13],
        jsonb_build_object('name', u.name, 'desired_position', p.position, 'city', 'Москва', 'citizenship', 'RU',
          'salary_expectation', 150000 + (u.id % 20) * 10000, 'currency', 'RUB', 'schedule', 'hybrid',
          'experience', '3-6', 'skills', jsonb_build_array('TypeScript', 'React', 'SQL', 'Git', 'Docker'),
          'work_experience', jsonb_build_array(jsonb_build_object('company', 'Компания ' || (u.id % 300),
            'position', p.position, 'from', '2020-01', 'to', null,
            'description', 'Разработка и поддержка продукта, код-ревью, наставничество младших коллег.')),
          'education', jsonb_build_array(jsonb_build_object('institution', 'МГУ', 'degree', 'Бакалавр', 'year', 2018)),
          'languages', jsonb_build_array(jsonb_build_object('code', 'en', 'level', 'B2')),
          'about', 'Люблю аккуратный код и понятные интерфейсы. Ищу команду с сильной инженерной культурой.',
          'updated_at', '2026-01-01T00:00:00.000Z'),
        u.name, p.position, lower(u.name || E'\n' || p.position || E'\n' || u.email), '[]'::jsonb,
        now() - (u.id % 5000) * interval '7 minutes', now(), now()
      from users u
      join chats c on c.seeker_id = u.id and c.company_id = ${owner}
      cross join lateral (select (${textArray(POSITIONS)})[1 + u.id % ${POSITIONS.length}] as position) p
      where u.role = 'seeker' and u.email between ${`bench-seeker-`} and ${`bench-seeker-~`}
      order by u.id offset ${from} limit ${n}`);
  };
  await applicationsFor(Number(main?.id), companyId, 0, APPLICATIONS);
  await applicationsFor(
    Number(second?.id),
    companyId,
    APPLICATIONS - Math.round(APPLICATIONS * 0.3),
    Math.round(APPLICATIONS * 0.3),
  );
  await applicationsFor(Number(elsewhere?.id), otherId, 0, Math.round(APPLICATIONS * 0.3));
  await db.execute(sql`analyze`);
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from applications`));
  console.log(
    `  ${Number(n).toLocaleString('en-US')} applications generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { vacancyId: Number(main?.id), email };
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

type Kind = 'all statuses' | 'one status' | 'search' | 'search+status' | 'deep page' | 'company-wide';
type Sample = { kind: Kind; ms: number; status: number };

const nextQuery = (random: ReturnType<typeof randomFrom>, vacancyId: number): { kind: Kind; query: string } => {
  const q = () =>
    encodeURIComponent(
      random.next() < 0.4
        ? random.pick(FIRST).slice(0, random.int(3, 5))
        : random.next() < 0.6
          ? (random.pick(POSITIONS).split(/[- ]/)[0]?.toLowerCase() ?? 'qa')
          : `seeker-${random.int(1, APPLICATIONS)}`,
    );
  const roll = random.next();
  const v = `vacancy_id=${vacancyId}`;
  if (roll < 0.3) return { kind: 'all statuses', query: `${v}&page=${random.int(1, 100)}` };
  if (roll < 0.55)
    return { kind: 'one status', query: `${v}&status=${random.pick(STATUSES)}&page=${random.int(1, 8)}` };
  if (roll < 0.72) return { kind: 'search', query: `${v}&q=${q()}&page=${random.int(1, 3)}` };
  if (roll < 0.82) return { kind: 'search+status', query: `${v}&q=${q()}&status=${random.pick(STATUSES)}` };
  if (roll < 0.92) return { kind: 'deep page', query: `${v}&page=${random.int(20, 60)}` };
  return {
    kind: 'company-wide',
    query: `page=${random.int(1, 20)}${random.next() < 0.5 ? `&status=${random.pick(STATUSES)}` : ''}`,
  };
};

const benchDatabase = async (database: Database): Promise<Sample[] | null> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jobs-applications-bench-'));
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  if (database === 'postgres') {
    admin = new pg.Client({ connectionString: flags['pg-url'] });
    try {
      await admin.connect();
    } catch {
      console.log(`PostgreSQL at ${flags['pg-url']} does not answer: skipping it.`);
      rmSync(dataDir, { recursive: true, force: true });
      return null;
    }
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    const url = new URL(flags['pg-url'] as string);
    url.pathname = `/${PG_DATABASE}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    JOBS_POLL_INTERVAL_MS: '0',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '1000',
  });
  const handle = await connectDatabase(config);
  const app = await buildApp({ config, database: handle });
  try {
    console.log(`${database}: generating…`);
    const { vacancyId, email } = await generate(handle);
    await app.listen({ port: PORT, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${PORT}/api`;
    const login = await fetch(`${base}/employer/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    if (!token) throw new Error(`login failed: ${login.status}`);
    const random = randomFrom(7);
    const seen = new Set<string>();
    const samples: Sample[] = [];
    let sent = 0;
    while (sent < WARMUP + REQUESTS) {
      const { kind, query } = nextQuery(random, vacancyId);
      if (seen.has(query)) continue; // distinct queries only
      seen.add(query);
      const started = performance.now();
      const response = await fetch(`${base}/employer/applications?${query}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.status !== 200) console.log(`  ${response.status} ${query}`);
      if (sent >= WARMUP) samples.push({ kind, ms, status: response.status });
      sent++;
    }
    return samples;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
      await admin.end();
    }
  }
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

const main = async () => {
  console.log(
    `applications bench: one vacancy with ${APPLICATIONS.toLocaleString('en-US')} applications, ${REQUESTS} distinct list queries per database after ${WARMUP} warm-up, one at a time`,
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
  console.log('\ndatabase   kind              n     p50 ms  p95 ms  p99 ms  errors');
  for (const { database, samples } of results) {
    for (const kind of [...new Set(samples.map((sample) => sample.kind))].sort()) {
      const s = summarise(samples.filter((sample) => sample.kind === kind));
      console.log(
        `${database.padEnd(10)} ${kind.padEnd(15)} ${String(s.n).padStart(4)} ${fmt(s.p50)} ${fmt(s.p95)} ${fmt(s.p99)}  ${s.errors}`,
      );
    }
    const all = summarise(samples);
    console.log(
      `${database.padEnd(10)} ${'ALL'.padEnd(15)} ${String(all.n).padStart(4)} ${fmt(all.p50)} ${fmt(all.p95)} ${fmt(all.p99)}  ${all.errors}   target p95 ≤ ${TARGET_P95} ms: ${all.p95 <= TARGET_P95 ? 'met' : 'NOT met'}`,
    );
  }
};

await main();
