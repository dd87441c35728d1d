import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { findMigrationsDir, openDatabase, runMigrations, type DatabaseHandle } from '../client';
import { companies, seekerProfiles, users, vacancies } from '../schema';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

/** Runs a migration's statements again, on rows written after the migrations ran (it is idempotent). */
const rerun = async (file: string) => {
  const text = readFileSync(join(findMigrationsDir(), file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await handle.db.execute(statement);
  }
};

describe('migration 0008: no "Remote" city', () => {
  it('moves a remote vacancy to its company city as a remote job, and clears a résumé and a company city', async () => {
    const db = handle.db;
    const [inMoscow] = await db.insert(companies).values({ name: 'Acme', city: 'Москва' }).returning();
    const [nowhere] = await db.insert(companies).values({ name: 'Globex', city: 'Удалённо' }).returning();
    const vacancy = (companyId: number, city: string) => ({
      companyId,
      title: 'Developer',
      description: 'A job.',
      city,
      experience: '1-3' as const,
      employment: 'full' as const,
      schedule: 'office' as const,
    });
    const [moved, kept, other] = await db
      .insert(vacancies)
      .values([
        vacancy(inMoscow?.id ?? 0, 'Remote'),
        vacancy(nowhere?.id ?? 0, 'remote'),
        vacancy(inMoscow?.id ?? 0, 'Казань'),
      ])
      .returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'ann@example.com', passwordHash: 'x', name: 'Ann', role: 'seeker' })
      .returning();
    await db.insert(seekerProfiles).values({ userId: user?.id ?? 0, city: 'Удаленка' });

    await rerun('0008_no_remote_city.sql');

    const byId = async (id: number) => (await db.select().from(vacancies).where(eq(vacancies.id, id)))[0];
    expect(await byId(moved?.id ?? 0)).toMatchObject({ city: 'Москва', schedule: 'remote' });
    // Its company names no real city: nothing better to store.
    expect(await byId(kept?.id ?? 0)).toMatchObject({ city: 'remote', schedule: 'office' });
    expect(await byId(other?.id ?? 0)).toMatchObject({ city: 'Казань', schedule: 'office' });
    const [profile] = await db
      .select()
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, user?.id ?? 0));
    expect(profile?.city).toBe('');
    const [company] = await db
      .select()
      .from(companies)
      .where(eq(companies.id, nowhere?.id ?? 0));
    expect(company?.city).toBeNull();
  });
});
