import { and, count, eq } from 'drizzle-orm';
import {
  applications,
  messages,
  collectionItems,
  companies,
  openDatabase,
  runMigrations,
  seekerProfiles,
  users,
  vacancies,
  type DatabaseHandle,
} from '@jobs/server-db';
import { verifyPassword } from '@jobs/server-auth-core';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../demo-accounts';
import { resetDataset } from '../reset-dataset';
import { ensureDemoAccounts, seedDemo, seedDemoCollections } from '../seed-demo';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const userCount = async () => Number((await handle.db.select({ n: count() }).from(users))[0]?.n);

describe('seedDemo', () => {
  it('creates the demo data set and the three demo accounts when the database is empty', async () => {
    const result = await seedDemo(handle.db, { seed: 1 });
    expect(result.created).toBe(true);
    expect(result.counts.companies).toBeGreaterThanOrEqual(40);
    expect(result.counts.vacancies).toBeGreaterThanOrEqual(600);
    expect(result.counts.seekers).toBeGreaterThanOrEqual(50);
    expect(result.counts.categories).toBeGreaterThanOrEqual(15);
    expect(result.accounts.map((account) => [account.role, account.email, account.password])).toEqual([
      ['seeker', 'seeker@demo.jobs', 'demo-password'],
      ['employer', 'employer@demo.jobs', 'demo-password'],
      ['editor', 'editor@demo.jobs', 'demo-password'],
    ]);

    for (const account of DEMO_ACCOUNTS) {
      const [user] = await handle.db
        .select()
        .from(users)
        .where(and(eq(users.role, account.role), eq(users.email, account.email)));
      expect(user).toBeDefined();
      expect(await verifyPassword(DEMO_PASSWORD, user?.passwordHash ?? '')).toBe(true);
      expect(await verifyPassword('wrong-password', user?.passwordHash ?? '')).toBe(false);
    }
  }, 60_000);

  it('gives the demo employer "Demo Company" with published, on-review and draft vacancies', async () => {
    const [employer] = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'employer'), eq(users.email, 'employer@demo.jobs')));
    const [company] = await handle.db
      .select()
      .from(companies)
      .where(eq(companies.id, employer?.companyId ?? -1));
    expect(company?.name).toBe(DEMO_COMPANY_NAME);
    const own = await handle.db
      .select()
      .from(vacancies)
      .where(eq(vacancies.companyId, company?.id ?? -1));
    expect(own.filter((row) => row.status === 'published').length).toBeGreaterThanOrEqual(3);
    expect(own.filter((row) => row.status === 'on_review')).toHaveLength(1);
    expect(own.filter((row) => row.status === 'draft')).toHaveLength(1);
    expect(own.every((row) => row.createdBy === employer?.id)).toBe(true);
    expect(own.filter((row) => row.status === 'published').every((row) => row.publishedAt !== null)).toBe(true);
  });

  it('gives the demo employer candidates across the funnel and the demo seeker applications of its own', async () => {
    const [employer] = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'employer'), eq(users.email, 'employer@demo.jobs')));
    const theirs = await handle.db
      .select()
      .from(applications)
      .where(eq(applications.companyId, employer?.companyId ?? -1));
    expect(theirs.length).toBeGreaterThanOrEqual(5);
    expect(new Set(theirs.map((row) => row.status)).size).toBeGreaterThanOrEqual(5);
    // Answered ones have their first answer (the company's responsiveness shows).
    expect(theirs.filter((row) => row.firstResponseAt !== null).length).toBeGreaterThanOrEqual(3);
    for (const row of theirs) {
      expect(row.history.map((entry) => entry.status).at(-1)).toBe(row.status);
      expect(row.resume).toMatchObject({ name: row.candidateName });
      const notes = await handle.db.select().from(messages).where(eq(messages.chatId, row.chatId));
      expect(notes.some((message) => message.authorKind === 'seeker' && message.vacancyId === row.vacancyId)).toBe(
        true,
      );
    }
    const [seeker] = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'seeker'), eq(users.email, 'seeker@demo.jobs')));
    const mine = await handle.db
      .select()
      .from(applications)
      .where(eq(applications.seekerId, seeker?.id ?? -1));
    expect(mine.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo seeker a filled-in resume', async () => {
    const [seeker] = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'seeker'), eq(users.email, 'seeker@demo.jobs')));
    const [profile] = await handle.db
      .select()
      .from(seekerProfiles)
      .where(eq(seekerProfiles.userId, seeker?.id ?? -1));
    expect(profile?.skills).toContain('React');
    expect(profile?.workExperience.length).toBeGreaterThan(0);
  });

  it("fills the editors' three collections with published vacancies, one per category, none in two", async () => {
    const rows = await handle.db
      .select({
        slug: collectionItems.slug,
        position: collectionItems.position,
        addedBy: collectionItems.addedBy,
        id: vacancies.id,
        status: vacancies.status,
        categoryId: vacancies.categoryId,
        experience: vacancies.experience,
        salaryFrom: vacancies.salaryFrom,
        salaryTo: vacancies.salaryTo,
      })
      .from(collectionItems)
      .innerJoin(vacancies, eq(vacancies.id, collectionItems.vacancyId))
      .orderBy(collectionItems.slug, collectionItems.position);
    const [editor] = await handle.db.select().from(users).where(eq(users.email, 'editor@demo.jobs'));
    const bySlug = (slug: string) => rows.filter((row) => row.slug === slug);
    for (const slug of ['recommended', 'no-experience', 'similar']) {
      const items = bySlug(slug);
      expect(items.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(new Set(items.map((row) => row.categoryId)).size).toBe(items.length);
      expect(items.every((row) => row.status === 'published')).toBe(true);
      // Only "Editors recommend" is the demo editor's own choice; the other two are picked by rule.
      const chooser = slug === 'recommended' ? editor?.id : null;
      expect(items.every((row) => row.addedBy === chooser)).toBe(true);
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(bySlug('no-experience').every((row) => row.experience === 'none')).toBe(true);
    expect(bySlug('recommended').every((row) => row.salaryFrom !== null || row.salaryTo !== null)).toBe(true);
    // A collection an editor has filled is left as it is.
    expect(await seedDemoCollections(handle.db)).toEqual({ recommended: 0, 'no-experience': 0, similar: 0 });
  });

  it('does nothing when users already exist', async () => {
    const before = await userCount();
    const again = await seedDemo(handle.db, { seed: 2 });
    expect(again.created).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it('restores only the missing demo accounts when ensureDemoAccounts runs after a reset', async () => {
    await resetDataset(handle.db);
    await ensureDemoAccounts(handle.db);
    await ensureDemoAccounts(handle.db);
    expect(await userCount()).toBe(3);
    const [companyCount] = await handle.db.select({ n: count() }).from(companies);
    expect(Number(companyCount?.n)).toBe(1);
  }, 30_000);
});
