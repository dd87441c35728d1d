import { companies } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import { editor, ok } from '../../../__tests__/support/chat-helpers';
import { addToCollection, seedSearchWorld, type SearchWorld } from '../../search/__tests__/search-fixtures';
import { createSearchEngine } from '../../search/search-engine';
import { createCatalogRepository } from '../catalog.repository';

const ctx = useTestApp({ APP_ORIGINS: 'https://jobs.example.com,https://employer.example.com' });
let world: SearchWorld;

beforeAll(async () => {
  world = await seedSearchWorld(ctx.database.handle);
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api${url}` });
type Items = { items: Array<{ id: number; title: string }> };

describe('GET /vacancies/{id}/similar', () => {
  it('lists other published vacancies like this one, similar titles first', async () => {
    const body = ok<Items>(await get(`/vacancies/${world.ids.frontend}/similar`));
    const ids = body.items.map((item) => item.id);
    expect(ids).not.toContain(world.ids.frontend);
    expect(ids).not.toContain(world.ids.draft);
    expect(ids).not.toContain(world.ids.archived);
    // Same category (IT) fills the list; nothing from design or logistics.
    expect(ids).not.toContain(world.ids.designer);
    expect(ids).not.toContain(world.ids.driver);
    expect(ids).toEqual(expect.arrayContaining([world.ids.onec, world.ids.goBackend]));
  });

  it('answers 404 for a vacancy that is not published, 400 for a bad id or limit', async () => {
    expect((await get(`/vacancies/${world.ids.draft}/similar`)).statusCode).toBe(404);
    expect((await get('/vacancies/0/similar')).statusCode).toBe(400);
    const limit = await get(`/vacancies/${world.ids.frontend}/similar?limit=13`);
    expect(limit.statusCode).toBe(400);
    expect(limit.json().error.details[0].field).toBe('query.limit');
  });
});

describe('GET /categories', () => {
  it('lists every category in catalog order with its number of published vacancies', async () => {
    const body = ok<{ items: Array<{ slug: string; count: number; name_en: string }> }>(await get('/categories'));
    expect(body.items.map(({ slug, count, name_en }) => ({ slug, count, name_en }))).toEqual([
      { slug: 'it', count: 5, name_en: 'Information technology' },
      { slug: 'design', count: 1, name_en: 'Design' },
      { slug: 'logistics', count: 1, name_en: 'Logistics' },
    ]);
  });
});

describe('GET /collections/{slug}', () => {
  beforeAll(async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    await addToCollection(
      ctx.database.handle,
      'no-experience',
      [world.ids.onec, world.ids.draft, world.ids.driver, world.ids.archived],
      eve.user.id,
    );
    // Picked by rule, by nobody: not an editors' choice.
    await addToCollection(ctx.database.handle, 'similar', [world.ids.onec, world.ids.driver]);
  });

  it("lists the editors' picks in their order, published only, each marked as a pick, to anyone", async () => {
    const body = ok<{ slug: string; items: Array<{ id: number; editors_pick: boolean }> }>(
      await get('/collections/no-experience'),
    );
    expect(body.slug).toBe('no-experience');
    expect(body.items.map((item) => item.id)).toEqual([world.ids.onec, world.ids.driver]);
    expect(body.items.map((item) => item.editors_pick)).toEqual([true, true]);
  });

  it("marks an item no editor chose (no editor recorded) as not an editors' pick", async () => {
    const body = ok<{ items: Array<{ id: number; editors_pick: boolean }> }>(await get('/collections/similar'));
    expect(body.items.map((item) => [item.id, item.editors_pick])).toEqual([
      [world.ids.onec, false],
      [world.ids.driver, false],
    ]);
  });

  it('answers an empty collection and a 400 naming the slug for an unknown one', async () => {
    expect(ok<Items>(await get('/collections/recommended')).items).toEqual([]);
    const bad = await get('/collections/best');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.slug');
  });
});

describe('GET /companies/{id}', () => {
  it("shows a company's public profile with its published vacancies, newest first", async () => {
    const body = ok<{
      name: string;
      industry: string | null;
      vacancies: Array<{ id: number }>;
      vacancies_total: number;
    }>(await get(`/companies/${world.companies.globex.id}`));
    expect(body).toMatchObject({ name: 'Globex', industry: 'Software', vacancies_total: 3 });
    expect(body.vacancies.map((item) => item.id)).toEqual([world.ids.fullstack, world.ids.goBackend, world.ids.python]);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    expect((await get('/companies/999999')).statusCode).toBe(404);
    expect((await get('/companies/x')).statusCode).toBe(400);
  });

  it('shows a company without vacancies', async () => {
    const [empty] = await ctx.database.handle.db.insert(companies).values({ name: 'Quiet Co' }).returning();
    const body = ok<{ vacancies: unknown[]; vacancies_total: number }>(await get(`/companies/${empty?.id}`));
    expect(body).toMatchObject({ vacancies: [], vacancies_total: 0 });
  });
});

describe('GET /sitemap.xml', () => {
  it('lists published vacancy pages on the seeker site, with language alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(xml).toContain(`<loc>https://jobs.example.com/vacancies/${world.ids.frontend}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="https://jobs.example.com/en/vacancies/${world.ids.frontend}"/>`,
    );
    expect(xml).not.toContain(`/vacancies/${world.ids.draft}<`);
    expect(xml).not.toContain(`/vacancies/${world.ids.archived}<`);
    // The pages of the companies with a published vacancy too, after the vacancies.
    for (const company of [world.companies.acme, world.companies.globex]) {
      expect(xml).toContain(`<loc>https://jobs.example.com/companies/${company.id}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="en" href="https://jobs.example.com/en/companies/${company.id}"/>`,
      );
    }
    expect(xml.match(/<url>/g)).toHaveLength(9);
    expect(xml.lastIndexOf('/vacancies/')).toBeLessThan(xml.indexOf('/companies/'));
  });

  it('pages the vacancies and then the companies when they pass a page', async () => {
    const repo = createCatalogRepository(ctx.database.handle.db, createSearchEngine(ctx.database.handle.db));
    expect(await repo.publishedCount()).toBe(9);
    const pages = [await repo.sitemapPage(1, 4), await repo.sitemapPage(2, 4), await repo.sitemapPage(3, 4)];
    expect(pages.map((page) => page.map((entry) => entry.kind))).toEqual([
      ['vacancy', 'vacancy', 'vacancy', 'vacancy'],
      ['vacancy', 'vacancy', 'vacancy', 'company'],
      ['company'],
    ]);
    expect(await repo.sitemapPage(4, 4)).toEqual([]);
  });

  it('answers 400 for a bad page and 404 for a page past the end', async () => {
    expect((await get('/sitemap.xml?page=0')).statusCode).toBe(400);
    expect((await get('/sitemap.xml?page=2')).statusCode).toBe(404);
  });
});
