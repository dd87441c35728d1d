import type { SalaryStats, Vacancy, VacancySummary } from '@jobs/contracts';
import { categories, vacancies } from '@jobs/server-db';
import { eq, inArray } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { employer, present } from '../../../__tests__/support/chat-helpers';
import { caller, expectStatus, fieldsOf } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';
import { FULL_REFRESH_ABOVE_KEYS } from '../salaries.service';
import { percentileOf } from '../salary-position';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

type Pay = { from: number | null; to: number | null; currency?: 'RUB' | 'USD' | 'EUR' };

const publish = async (
  companyId: number,
  categoryId: number | null,
  city: string,
  pays: Pay[],
  experience: '1-3' | '3-6' = '1-3',
): Promise<number[]> => {
  const rows = await ctx.database.handle.db
    .insert(vacancies)
    .values(
      pays.map((pay) => ({
        companyId,
        categoryId,
        title: 'Бухгалтер',
        description: 'Учёт',
        city,
        salaryFrom: pay.from,
        salaryTo: pay.to,
        currency: pay.currency ?? 'RUB',
        experience,
        employment: 'full' as const,
        schedule: 'office' as const,
        status: 'published' as const,
        publishedAt: new Date(),
      })),
    )
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
};

const salaries = async (query: string): Promise<SalaryStats | null> =>
  expectStatus<SalaryStats | null>(await call('GET', `/salaries${query}`));

describe('salaries: quantiles and histogram per category and city', () => {
  it('matches a hand-computed set, rolls up, follows changes, and places a vacancy', async () => {
    const boss = await employer(ctx.app);
    const [finance, it] = await ctx.database.handle.db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.slug, ['finance', 'it']))
      .orderBy(categories.slug);
    const financeId = present(finance).id;
    const itId = present(it).id;

    // Kazan, finance: monthly roubles 50k, 60k, …, 140k — 50k and 80k by one bound only, 90k as
    // 1,000 USD at the fixed rate, 110k as the middle of 100k–120k.
    const ids = await publish(boss.companyId, financeId, 'Казань', [
      { from: 50_000, to: null },
      { from: 60_000, to: 60_000 },
      { from: 70_000, to: 70_000 },
      { from: null, to: 80_000 },
      { from: 1_000, to: 1_000, currency: 'USD' },
      { from: 100_000, to: 100_000 },
      { from: 100_000, to: 120_000 },
      { from: 120_000, to: 120_000 },
      { from: 130_000, to: 130_000 },
      { from: 140_000, to: 140_000 },
    ]);
    // Elsewhere, or not counted: another city, another category, a draft-to-be, no salary, abroad.
    const [moscowId] = await publish(boss.companyId, financeId, 'Москва', [{ from: 300_000, to: 300_000 }]);
    await publish(boss.companyId, itId, 'Казань', [{ from: 200_000, to: 200_000 }], '3-6');
    await publish(boss.companyId, financeId, 'Казань', [{ from: null, to: null }]);
    const [abroad] = await publish(boss.companyId, financeId, 'Казань', [{ from: 1, to: 1 }]);
    await ctx.database.handle.db
      .update(vacancies)
      .set({ country: 'KZ' })
      .where(eq(vacancies.id, present(abroad)));

    // Nothing is computed per request: before the job runs there are no figures.
    expect(await salaries(`?category_id=${financeId}&city=Казань`)).toBeNull();
    expect(await ctx.app.salaries.refresh()).toMatchObject({ kind: 'keys' });

    // percentile_cont over 50k…140k (n = 10): p10 at 0.9 of the way from 50k to 60k, and so on.
    const kazan = present(await salaries(`?category_id=${financeId}&city=Kazan`), 'Kazan figures');
    expect(kazan).toEqual({
      currency: 'RUB',
      n: 10,
      p10: 59_000,
      p25: 72_500,
      p50: 95_000,
      p75: 117_500,
      p90: 131_000,
      histogram: [
        { from: 50_000, to: 60_000, count: 1 },
        { from: 60_000, to: 70_000, count: 1 },
        { from: 70_000, to: 80_000, count: 1 },
        { from: 80_000, to: 90_000, count: 1 },
        { from: 90_000, to: 100_000, count: 1 },
        { from: 100_000, to: 120_000, count: 2 },
        { from: 120_000, to: 140_000, count: 2 },
        { from: 140_000, to: 160_000, count: 1 },
      ],
    });
    // The same key by experience; another experience has fewer than 10 (null).
    expect(await salaries(`?category_id=${financeId}&city=Казань&experience=1-3`)).toMatchObject({
      n: 10,
      p50: 95_000,
    });
    expect(await salaries(`?category_id=${financeId}&city=Казань&experience=3-6`)).toBeNull();
    // All of Russia (finance): the Moscow vacancy joins, 11 values 50k…140k, 300k: median 100k.
    expect(await salaries(`?category_id=${financeId}`)).toMatchObject({ n: 11, p50: 100_000, p90: 140_000 });
    // Every category in Kazan: the IT vacancy joins: 50k…140k, 200k: median 100k.
    expect(await salaries(`?city=Казань`)).toMatchObject({ n: 11, p50: 100_000 });
    expect(await salaries('')).toMatchObject({ n: 12 });

    // The sitemap lists the pages with enough vacancies (Kazan finance; finance in all of Russia).
    const sitemap = await call('GET', '/sitemap-salaries.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`/salaries/finance/${encodeURIComponent('Казань')}</loc>`);
    expect(sitemap.body).toContain('/salaries/finance</loc>');
    expect(sitemap.body).toContain(`/en/salaries/finance/${encodeURIComponent('Казань')}"`);
    expect(sitemap.body).not.toContain('/salaries/it');

    // The vacancy page: the one of 1,000 USD (90k) sits at the 44th percentile
    // (between p25 = 72.5k and p50 = 95k), the top one at 100.
    const middle = expectStatus<Vacancy>(await call('GET', `/vacancies/${ids[4]}`));
    expect(middle.salary_position).toEqual({ percentile: 44, n: 10 });
    const top = expectStatus<Vacancy>(await call('GET', `/vacancies/${ids[9]}`));
    expect(top.salary_position).toEqual({ percentile: 100, n: 10 });
    // Search cards carry the same position.
    const cards = expectStatus<{ items: VacancySummary[] }>(
      await call('GET', '/vacancies?city=Казань&category=finance&per_page=50'),
    ).items;
    expect(cards.find((card) => card.id === ids[4])?.salary_position).toEqual({ percentile: 44, n: 10 });
    // Moscow finance has one vacancy: nothing to compare with.
    expect(expectStatus<Vacancy>(await call('GET', `/vacancies/${moscowId}`)).salary_position).toBeNull();

    // A vacancy archived: the triggers mark its key, the next refresh drops Kazan under 10.
    await ctx.database.handle.db
      .update(vacancies)
      .set({ status: 'archived' })
      .where(eq(vacancies.id, present(ids[0])));
    expect(await salaries(`?category_id=${financeId}&city=Казань`)).toMatchObject({ n: 10 });
    expect(await ctx.app.salaries.refresh()).toMatchObject({ kind: 'keys', keys: 8 });
    expect(await salaries(`?category_id=${financeId}&city=Казань`)).toBeNull();
    expect(await salaries(`?category_id=${financeId}`)).toMatchObject({ n: 10 });
    // A refresh with nothing changed does nothing.
    expect(await ctx.app.salaries.refresh()).toEqual({ kind: 'none', keys: 0 });
  });

  it('recomputes everything at once when many keys changed', async () => {
    const boss = await employer(ctx.app);
    // Each city adds two keys (the city with and without experience): past FULL_REFRESH_ABOVE_KEYS.
    const cities = Array.from({ length: FULL_REFRESH_ABOVE_KEYS / 2 + 10 }, (_, i) => `Город ${i}`);
    await ctx.database.handle.db.insert(vacancies).values(
      cities.map((city) => ({
        companyId: boss.companyId,
        title: 'Кладовщик',
        description: 'Склад',
        city,
        salaryFrom: 10_000,
        salaryTo: 10_000,
        experience: '1-3' as const,
        employment: 'full' as const,
        schedule: 'office' as const,
        status: 'published' as const,
        publishedAt: new Date(),
      })),
    );
    expect(await ctx.app.salaries.refresh()).toMatchObject({ kind: 'full' });
    expect(await salaries('?city=Город 3')).toBeNull();
    // Every key recomputed: the new cities join all of Russia (with the first test's vacancies).
    expect((await salaries('?experience=1-3'))?.n).toBeGreaterThanOrEqual(cities.length);
  });

  it('refuses bad input with the field named', async () => {
    expect(fieldsOf(await call('GET', '/salaries?experience=many'))).toEqual(['query.experience']);
    expect(fieldsOf(await call('GET', '/salaries?category_id=abc'))).toEqual(['query.category_id']);
    expect(fieldsOf(await call('GET', '/salaries?category_id=-1'))).toEqual(['query.category_id']);
  });
});

describe('percentileOf', () => {
  const stats = { min: 50_000, p10: 59_000, p25: 72_500, p50: 95_000, p75: 117_500, p90: 131_000, max: 140_000 };
  it('reads the share paying less off the quantiles', () => {
    expect(percentileOf(stats, 95_000)).toBe(50);
    expect(percentileOf(stats, 59_000)).toBe(10);
    expect(percentileOf(stats, 40_000)).toBe(0);
    expect(percentileOf(stats, 200_000)).toBe(100);
    expect(percentileOf(stats, 124_250)).toBe(83);
  });
});
