import { asc, eq, sql } from 'drizzle-orm';
import {
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  SCHEDULES,
  VACANCY_STATUSES,
  chats,
  companies,
  openDatabase,
  runMigrations,
  seekerProfiles,
  uploadFiles,
  uploads,
  users,
  vacancies,
  type DatabaseHandle,
} from '@jobs/server-db';
import sharp from 'sharp';
import { generateDataset } from '../generate-dataset';
import { resetDataset } from '../reset-dataset';

const NOW = new Date('2026-03-01T00:00:00Z');
const DAY = 86_400_000;
let handle: DatabaseHandle;

const snapshot = async () => {
  const db = handle.db;
  return {
    companies: await db.select().from(companies).orderBy(asc(companies.id)),
    vacancies: await db.select().from(vacancies).orderBy(asc(vacancies.id)),
    // The hash has a random salt: everything else must match.
    users: (await db.select().from(users).orderBy(asc(users.id))).map(({ passwordHash: _hash, ...rest }) => rest),
    profiles: await db.select().from(seekerProfiles).orderBy(asc(seekerProfiles.userId)),
  };
};

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('generateDataset', () => {
  beforeEach(async () => {
    await resetDataset(handle.db);
  });

  it('inserts the requested counts when given vacancies, companies and seekers', async () => {
    const result = await generateDataset(handle.db, { vacancies: 700, companies: 25, seekers: 40, seed: 1, now: NOW });
    const countsResult = (await handle.db.execute(sql`select
        (select count(*)::int from vacancies) as vacancies,
        (select count(*)::int from companies) as companies,
        (select count(*)::int from users where role = 'seeker') as seekers,
        (select count(*)::int from seeker_profiles) as profiles,
        (select count(*)::int from categories) as categories`)) as unknown as {
      rows: { vacancies: number; companies: number; seekers: number; profiles: number; categories: number }[];
    };
    const counts = countsResult.rows[0];
    expect(counts).toEqual({ vacancies: 700, companies: 25, seekers: 40, profiles: 40, categories: result.categories });
    expect(result.categories).toBeGreaterThanOrEqual(15);
    expect(result.categories).toBeLessThanOrEqual(20);
    expect(result.seekerNumbers).toEqual({ first: 1, last: 40 });
  });

  it('keeps every invariant of a vacancy when generating a thousand of them', async () => {
    await generateDataset(handle.db, { vacancies: 1000, companies: 30, seekers: 0, seed: 2, now: NOW });
    const rows = await handle.db.select().from(vacancies);
    const companyIds = new Set((await handle.db.select({ id: companies.id }).from(companies)).map((row) => row.id));

    for (const row of rows) {
      if (row.salaryFrom !== null && row.salaryTo !== null) expect(row.salaryFrom).toBeLessThanOrEqual(row.salaryTo);
      expect(EXPERIENCE_LEVELS).toContain(row.experience);
      expect(EMPLOYMENT_TYPES).toContain(row.employment);
      expect(SCHEDULES).toContain(row.schedule);
      expect(VACANCY_STATUSES).toContain(row.status);
      expect(CURRENCIES).toContain(row.currency);
      expect(companyIds.has(row.companyId)).toBe(true);
      expect(row.categoryId).not.toBeNull();
      expect(row.title.length).toBeGreaterThan(2);
      expect(row.skills.length).toBeGreaterThan(0);
      expect(row.description.split('\n\n').length).toBeGreaterThanOrEqual(3);
      expect(row.requirements).not.toBe('');
      expect(row.conditions).not.toBe('');
      expect(row.country).toMatch(/^[A-Z]{2}$/);
      if (row.status === 'published') {
        expect(row.publishedAt).not.toBeNull();
        const age = NOW.getTime() - (row.publishedAt as Date).getTime();
        expect(age).toBeGreaterThan(0);
        expect(age).toBeLessThanOrEqual(61 * DAY);
      }
      if (row.status === 'draft' || row.status === 'on_review') expect(row.publishedAt).toBeNull();
      if (row.status === 'rejected') expect(row.rejectionReason).toBeTruthy();
    }

    const english = rows.filter((row) => row.language === 'en').length / rows.length;
    expect(english).toBeGreaterThan(0.2);
    expect(english).toBeLessThan(0.4);
    expect(rows.filter((row) => row.language === 'ru').every((row) => /[а-яё]/i.test(row.description))).toBe(true);
    expect(rows.filter((row) => row.language === 'en').every((row) => !/[а-яё]/i.test(row.title))).toBe(true);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(CURRENCIES));
    expect(rows.filter((row) => row.status === 'published').length / rows.length).toBeGreaterThan(0.75);
    expect(rows.some((row) => row.salaryFrom === null && row.salaryTo === null)).toBe(true);
    expect(rows.some((row) => row.salaryFrom !== null && row.salaryTo === null)).toBe(true);
    expect(rows.some((row) => row.salaryFrom === null && row.salaryTo !== null)).toBe(true);
  });

  it('gives identical rows when run twice with the same seed', async () => {
    const options = { vacancies: 300, companies: 12, seekers: 15, seed: 42, now: NOW };
    await generateDataset(handle.db, options);
    const first = await snapshot();
    await resetDataset(handle.db);
    await generateDataset(handle.db, options);
    expect(await snapshot()).toEqual(first);
  });

  it('inserts the published vacancies in the order of publication when asked, the rest drawn alike', async () => {
    const options = { vacancies: 400, companies: 10, seekers: 5, seed: 42, now: NOW };
    await generateDataset(handle.db, options);
    const drawn = (await snapshot()).vacancies;
    await resetDataset(handle.db);
    await generateDataset(handle.db, { ...options, publicationOrder: true });
    const ordered = (await snapshot()).vacancies;
    // Every field but the published ones' times (and what follows from them) as without the order.
    const fields = (row: (typeof drawn)[number]) => [row.title, row.status, row.city, row.salaryFrom, row.skills];
    expect(ordered.map(fields)).toEqual(drawn.map(fields));
    const times = ordered.flatMap((row) =>
      row.status === 'published' && row.publishedAt ? [row.publishedAt.getTime()] : [],
    );
    // Each within the day drawn for its time of day: never more than a day before one published earlier.
    times.forEach((time, i) => expect(time).toBeGreaterThan((times[i - 1] ?? 0) - DAY));
    // The same spread of ages: as many fresh ones (published in the last 7 days) within a tenth.
    const fresh = (rows: typeof drawn) =>
      rows.filter((row) => row.status === 'published' && (row.publishedAt?.getTime() ?? 0) > NOW.getTime() - 7 * DAY)
        .length;
    expect(Math.abs(fresh(ordered) - fresh(drawn))).toBeLessThanOrEqual(Math.max(3, fresh(drawn) / 10));
  });

  it('gives different rows when the seed differs', async () => {
    await generateDataset(handle.db, { vacancies: 100, companies: 5, seekers: 5, seed: 1, now: NOW });
    const first = await snapshot();
    await resetDataset(handle.db);
    await generateDataset(handle.db, { vacancies: 100, companies: 5, seekers: 5, seed: 2, now: NOW });
    const second = await snapshot();
    expect(second.vacancies.map((row) => row.title)).not.toEqual(first.vacancies.map((row) => row.title));
    expect(second.companies.map((row) => row.name)).not.toEqual(first.companies.map((row) => row.name));
    expect(second.users.map((row) => row.name)).not.toEqual(first.users.map((row) => row.name));
  });

  it('gives seekers full resumes and continues their numbering when run again without a reset', async () => {
    await generateDataset(handle.db, { vacancies: 10, companies: 2, seekers: 5, seed: 3, now: NOW });
    const second = await generateDataset(handle.db, { vacancies: 10, companies: 2, seekers: 3, seed: 4, now: NOW });
    expect(second.seekerNumbers).toEqual({ first: 6, last: 8 });
    const emails = (await handle.db.select({ email: users.email }).from(users).orderBy(asc(users.id))).map(
      (row) => row.email,
    );
    expect(emails).toEqual(Array.from({ length: 8 }, (_, i) => `seeker${i + 1}@example.com`));
    for (const profile of await handle.db.select().from(seekerProfiles)) {
      expect(profile.desiredPosition).not.toBe('');
      expect(profile.city).not.toBe('');
      expect(profile.citizenship).toMatch(/^[A-Z]{2}$/);
      expect(profile.skills.length).toBeGreaterThan(0);
      expect(profile.education.length).toBeGreaterThan(0);
      expect(profile.languages.length).toBeGreaterThan(0);
      expect(profile.about).not.toBe('');
    }
  });

  it('stores a WebP logo per company as an upload (in the database) and links it when asked', async () => {
    const result = await generateDataset(handle.db, {
      vacancies: 20,
      companies: 4,
      seekers: 0,
      seed: 5,
      now: NOW,
      logos: true,
    });
    const rows = await handle.db.select({ id: companies.id, logoUrl: companies.logoUrl }).from(companies);
    expect(rows.map((row) => row.logoUrl).sort()).toEqual(
      result.companyIds.map((id) => `/uploads/logos/company-${id}.webp`).sort(),
    );
    const stored = await handle.db.select().from(uploadFiles);
    expect(stored.map((row) => row.path).sort()).toEqual(
      result.companyIds.map((id) => `logos/company-${id}.webp`).sort(),
    );
    const first = stored.find((row) => row.path === `logos/company-${rows[0]?.id}.webp`);
    expect(Buffer.isBuffer(first?.data)).toBe(true);
    const logo = await sharp(first?.data).metadata();
    expect(logo).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const recorded = await handle.db
      .select({ path: uploads.path, width: uploads.width, bytes: uploads.bytes })
      .from(uploads);
    expect(recorded.map((row) => row.path).sort()).toEqual(stored.map((row) => row.path).sort());
    expect(recorded.find((row) => row.path === first?.path)?.bytes).toBe(first?.data.length);

    await resetDataset(handle.db);
    expect(await handle.db.select().from(uploadFiles)).toEqual([]);
    expect(await handle.db.select().from(uploads)).toEqual([]);
  });

  it('keeps the assistant template chats when resetting', async () => {
    const templates = async () => (await handle.db.select().from(chats).where(eq(chats.kind, 'template'))).length;
    const before = await templates();
    expect(before).toBeGreaterThan(0);
    await generateDataset(handle.db, { vacancies: 5, companies: 1, seekers: 1, seed: 8, now: NOW });
    await resetDataset(handle.db);
    expect(await templates()).toBe(before);
  });

  it('leaves logo_url empty when logos are not asked for', async () => {
    await generateDataset(handle.db, { vacancies: 5, companies: 2, seekers: 0, seed: 6, now: NOW });
    const rows = await handle.db.select({ logoUrl: companies.logoUrl }).from(companies);
    expect(rows.every((row) => row.logoUrl === null)).toBe(true);
  });

  it('reports progress up to the total when asked', async () => {
    const calls: [number, number, string][] = [];
    await generateDataset(handle.db, {
      vacancies: 50,
      companies: 3,
      seekers: 2,
      seed: 7,
      now: NOW,
      batchSize: 20,
      onProgress: (done, total, phase) => calls.push([done, total, phase]),
    });
    const last = calls[calls.length - 1];
    expect(last?.[0]).toBe(last?.[1]);
    expect(new Set(calls.map((call) => call[2]))).toEqual(new Set(['categories', 'companies', 'seekers', 'vacancies']));
    expect(calls.every((call, i) => i === 0 || call[0] >= (calls[i - 1] as [number, number, string])[0])).toBe(true);
  });
});
