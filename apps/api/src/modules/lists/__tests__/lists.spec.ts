import { notifications } from '@jobs/server-db';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { editor, employer, ok, seeker, vacancy, type Party } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { publishAsEditor as publishVacancy } from './lists-helpers';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

type Who = { token: string } | undefined;
const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: Who,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api${url}`,
    headers: who ? bearer(who.token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const lists = () => ({
  saved: (who: Who) => call(ctx.app, 'GET', '/saved-searches', who),
  save: (who: Who, body: unknown) => call(ctx.app, 'POST', '/saved-searches', who, body),
  patch: (who: Who, id: number | string, body: unknown) => call(ctx.app, 'PATCH', `/saved-searches/${id}`, who, body),
  remove: (who: Who, id: number | string) => call(ctx.app, 'DELETE', `/saved-searches/${id}`, who),
  seen: (who: Who, id: number | string) => call(ctx.app, 'POST', `/saved-searches/${id}/seen`, who),
  favorites: (who: Who) => call(ctx.app, 'GET', '/favorites', who),
  favorite: (who: Who, id: number | string) => call(ctx.app, 'PUT', `/favorites/${id}`, who),
  unfavorite: (who: Who, id: number | string) => call(ctx.app, 'DELETE', `/favorites/${id}`, who),
  hidden: (who: Who) => call(ctx.app, 'GET', '/hidden', who),
  hide: (who: Who, kind: 'vacancies' | 'companies', id: number | string) =>
    call(ctx.app, 'PUT', `/hidden/${kind}/${id}`, who),
  show: (who: Who, kind: 'vacancies' | 'companies', id: number | string) =>
    call(ctx.app, 'DELETE', `/hidden/${kind}/${id}`, who),
  search: (who: Who, query: string) => call(ctx.app, 'GET', `/vacancies?${query}`, who),
});

type SavedSearchDto = { id: number; name: string; query: string; alert: string; new_count: number; created_at: string };
type SummaryDto = { id: number; title: string; company: { id: number }; is_favorite?: boolean };
type SearchDto = { items: SummaryDto[]; total: number };
type ErrorDto = { error: { code: string; details?: Array<{ field: string }> } };

const fieldsOf = (body: ErrorDto) => (body.error.details ?? []).map((detail) => detail.field);

const publishAsEditor = (eve: Party, companyId: number, title: string, extra: Record<string, unknown> = {}) =>
  publishVacancy(ctx.app, eve, companyId, title, extra);

const alertsOf = async (who: Party) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), isNotNull(notifications.link)));

describe('saved searches', () => {
  it('saves a search with its query kept as filters only, lists, renames, changes the alert and deletes it', async () => {
    const ann = await seeker(ctx.app);
    const created = ok<SavedSearchDto>(
      await lists().save(ann, { name: '  Kotlin in Moscow ', query: '?q=kotlin&page=3&city=Moscow', alert: 'instant' }),
      201,
    );
    expect(created).toMatchObject({
      name: 'Kotlin in Moscow',
      query: 'city=Moscow&q=kotlin',
      alert: 'instant',
      new_count: 0,
    });
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items.map((item) => item.id)).toEqual([
      created.id,
    ]);

    const renamed = ok<SavedSearchDto>(await lists().patch(ann, created.id, { name: 'Kotlin', alert: 'daily' }));
    expect(renamed).toMatchObject({ id: created.id, name: 'Kotlin', alert: 'daily' });

    expect((await lists().remove(ann, created.id)).statusCode).toBe(204);
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items).toEqual([]);
    expect((await lists().remove(ann, created.id)).statusCode).toBe(404);
  });

  it("answers 404 for another seeker's saved search and shows it nothing", async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const mine = ok<SavedSearchDto>(await lists().save(ann, { name: 'Mine', query: 'q=go', alert: 'off' }), 201);
    expect((await lists().patch(ben, mine.id, { name: 'Stolen' })).statusCode).toBe(404);
    expect((await lists().seen(ben, mine.id)).statusCode).toBe(404);
    expect((await lists().remove(ben, mine.id)).statusCode).toBe(404);
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ben)).items).toEqual([]);
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items[0]).toMatchObject({ name: 'Mine' });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const ann = await seeker(ctx.app);
    const cases: Array<[unknown, string]> = [
      [{ name: '', query: 'q=go' }, 'body.name'],
      [{ name: 'x', query: 'salary_from=lots' }, 'body.query'],
      [{ name: 'x', query: 'unknown=1' }, 'body.query'],
      [{ name: 'x', query: 'q=go', alert: 'hourly' }, 'body.alert'],
      [{ name: 'x'.repeat(101), query: 'q=go' }, 'body.name'],
    ];
    for (const [body, field] of cases) {
      const response = await lists().save(ann, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response.json<ErrorDto>())).toContain(field);
    }
    // No alert given: the one default, once a day, as the alerts' e-mail digest (issue 30 item 10).
    const saved = ok<SavedSearchDto>(await lists().save(ann, { name: 'Go', query: 'q=go' }), 201);
    expect(saved.alert).toBe('daily');
    const empty = await lists().patch(ann, saved.id, {});
    expect(empty.statusCode).toBe(400);
    expect((await lists().patch(ann, 'abc', { name: 'x' })).statusCode).toBe(400);
    expect((await lists().seen(ann, 0)).statusCode).toBe(400);
  });

  it('counts a newly published match and notifies an instant alert with a link to the search; seen resets the count', async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    const instant = ok<SavedSearchDto>(
      await lists().save(ann, { name: 'Kotlin', query: 'q=kotlin', alert: 'instant' }),
      201,
    );
    const quiet = ok<SavedSearchDto>(await lists().save(ben, { name: 'Kotlin', query: 'q=kotlin', alert: 'off' }), 201);
    const other = ok<SavedSearchDto>(
      await lists().save(ann, { name: 'Cooks', query: 'q=cook&city=Kazan', alert: 'instant' }),
      201,
    );

    await publishAsEditor(eve, bob.companyId, 'Kotlin developer');
    // Matching is a job: nothing before it runs.
    expect(await alertsOf(ann)).toEqual([]);
    expect(await ctx.app.jobQueue.runDue()).toBeGreaterThanOrEqual(1);

    const alerts = await alertsOf(ann);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ link: `/saved-searches/${instant.id}`, chatId: null });
    expect(alerts[0]?.text).toContain('Kotlin developer');
    expect(await alertsOf(ben)).toEqual([]);

    const annList = ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items;
    expect(annList.find((item) => item.id === instant.id)?.new_count).toBe(1);
    expect(annList.find((item) => item.id === other.id)?.new_count).toBe(0);
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ben)).items[0]).toMatchObject({
      id: quiet.id,
      new_count: 1,
    });

    expect((await lists().seen(ann, instant.id)).statusCode).toBe(204);
    expect(
      ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items.find((item) => item.id === instant.id)?.new_count,
    ).toBe(0);
  });

  it('batches a daily alert into one notification a day', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    const daily = ok<SavedSearchDto>(
      await lists().save(ann, { name: 'Kotlin daily', query: 'q=kotlin', alert: 'daily' }),
      201,
    );
    await publishAsEditor(eve, bob.companyId, 'Kotlin developer');
    await publishAsEditor(eve, bob.companyId, 'Senior Kotlin engineer');
    await ctx.app.jobQueue.runDue();
    expect(await alertsOf(ann)).toEqual([]);

    const now = new Date();
    expect(await ctx.app.savedSearchAlerts.sendDaily(now)).toBe(1);
    const alerts = await alertsOf(ann);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ link: `/saved-searches/${daily.id}` });
    expect(alerts[0]?.text).toMatch(/2/);

    // A new match the same day waits for tomorrow's alert.
    await publishAsEditor(eve, bob.companyId, 'Kotlin team lead');
    await ctx.app.jobQueue.runDue();
    expect(await ctx.app.savedSearchAlerts.sendDaily(new Date(now.getTime() + 60 * 60_000))).toBe(0);
    expect(await ctx.app.savedSearchAlerts.sendDaily(new Date(now.getTime() + 25 * 60 * 60_000))).toBe(1);
    expect(await alertsOf(ann)).toHaveLength(2);
    expect(ok<{ items: SavedSearchDto[] }>(await lists().saved(ann)).items[0]?.new_count).toBe(3);
  });

  it('leaves out a seeker who hid the company of the new vacancy', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    await lists().save(ann, { name: 'Kotlin', query: 'q=kotlin', alert: 'instant' });
    expect((await lists().hide(ann, 'companies', bob.companyId)).statusCode).toBe(204);
    await publishAsEditor(eve, bob.companyId, 'Kotlin developer');
    await ctx.app.jobQueue.runDue();
    expect(await alertsOf(ann)).toEqual([]);
  });
});

describe('favourites', () => {
  it('adds, lists and removes a favourite, and marks it in search for that seeker only', async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    expect((await lists().favorite(ann, id)).statusCode).toBe(204);
    expect((await lists().favorite(ann, id)).statusCode).toBe(204);
    expect(ok<{ items: SummaryDto[] }>(await lists().favorites(ann)).items).toMatchObject([{ id, is_favorite: true }]);
    expect(ok<{ items: SummaryDto[] }>(await lists().favorites(ben)).items).toEqual([]);

    const forAnn = ok<SearchDto>(await lists().search(ann, 'q=backend')).items.find((item) => item.id === id);
    expect(forAnn?.is_favorite).toBe(true);
    const forBen = ok<SearchDto>(await lists().search(ben, 'q=backend')).items.find((item) => item.id === id);
    expect(forBen?.is_favorite).toBe(false);
    const forNobody = ok<SearchDto>(await lists().search(undefined, 'q=backend')).items.find((item) => item.id === id);
    expect(forNobody).toBeDefined();
    expect(forNobody?.is_favorite).toBeUndefined();
    expect(ok<{ is_favorite?: boolean }>(await call(ctx.app, 'GET', `/vacancies/${id}`, ann)).is_favorite).toBe(true);

    expect((await lists().unfavorite(ann, id)).statusCode).toBe(204);
    expect(ok<{ items: SummaryDto[] }>(await lists().favorites(ann)).items).toEqual([]);
  });

  it('answers 404 for a vacancy that is not published and 400 for a bad id', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    expect((await lists().favorite(ann, draft)).statusCode).toBe(404);
    expect((await lists().favorite(ann, 2_000_000_000)).statusCode).toBe(404);
    const bad = await lists().favorite(ann, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json<ErrorDto>())).toContain('params.id');
    expect((await lists().favorites(undefined)).statusCode).toBe(401);
    expect((await lists().favorite(bob, draft)).statusCode).toBe(403);
  });
});

describe('hidden vacancies and companies', () => {
  it("takes a hidden company's vacancies and a hidden vacancy out of that seeker's search, and puts them back", async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const carl = await employer(ctx.app);
    const bobs = [await vacancy(ctx.database.handle, bob.companyId), await vacancy(ctx.database.handle, bob.companyId)];
    const carls = await vacancy(ctx.database.handle, carl.companyId);
    const idsFor = async (who: Who) =>
      ok<SearchDto>(await lists().search(who, 'q=backend&per_page=50')).items.map((item) => item.id);

    expect(await idsFor(ann)).toEqual(expect.arrayContaining([...bobs, carls]));
    expect((await lists().hide(ann, 'companies', bob.companyId)).statusCode).toBe(204);
    expect((await lists().hide(ann, 'vacancies', carls)).statusCode).toBe(204);
    const visible = await idsFor(ann);
    for (const id of [...bobs, carls]) expect(visible).not.toContain(id);
    expect(ok<SearchDto>(await lists().search(ann, 'q=backend')).total).toBe(visible.length);
    // Only hers.
    expect(await idsFor(ben)).toEqual(expect.arrayContaining([...bobs, carls]));

    const hidden = ok<{ vacancies: SummaryDto[]; companies: Array<{ id: number; name: string }> }>(
      await lists().hidden(ann),
    );
    expect(hidden.vacancies.map((item) => item.id)).toEqual([carls]);
    expect(hidden.companies.map((item) => item.id)).toEqual([bob.companyId]);

    expect((await lists().show(ann, 'companies', bob.companyId)).statusCode).toBe(204);
    expect((await lists().show(ann, 'vacancies', carls)).statusCode).toBe(204);
    expect(await idsFor(ann)).toEqual(expect.arrayContaining([...bobs, carls]));
  });

  it('answers 404 for a missing company or vacancy and 400 for a bad id', async () => {
    const ann = await seeker(ctx.app);
    expect((await lists().hide(ann, 'companies', 2_000_000_000)).statusCode).toBe(404);
    expect((await lists().hide(ann, 'vacancies', 2_000_000_000)).statusCode).toBe(404);
    expect((await lists().hide(ann, 'vacancies', '-1')).statusCode).toBe(400);
    expect((await lists().hidden(undefined)).statusCode).toBe(401);
  });

  it('keeps hidden vacancies out of collections and recommendations', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    ok(await call(ctx.app, 'PUT', '/editor/collections/recommended', eve, { vacancy_ids: [id] }));
    const collection = async () =>
      ok<{ items: SummaryDto[] }>(await call(ctx.app, 'GET', '/collections/recommended', ann)).items.map(
        (item) => item.id,
      );
    expect(await collection()).toContain(id);
    await lists().hide(ann, 'vacancies', id);
    expect(await collection()).not.toContain(id);
    const recommended = ok<{ items: Array<{ vacancy: SummaryDto }> }>(
      await call(ctx.app, 'GET', '/recommendations', ann),
    );
    expect(recommended.items.map((item) => item.vacancy.id)).not.toContain(id);
  });
});
