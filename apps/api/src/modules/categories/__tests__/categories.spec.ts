import type { AuditEntry, EditorCategory } from '@jobs/contracts';
import { CATEGORY_CATALOG } from '@jobs/server-dataset';
import { categories, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { editor, employer, present, seeker, vacancy } from '../../../__tests__/support/chat-helpers';
import { caller, expectStatus } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

type List = { items: EditorCategory[] };
type Public = { items: Array<{ slug: string; name_ru: string; name_en: string; count: number }> };

/** The standard set, in display order: the dataset's catalog, which migration 0013 inserted. */
const STANDARD = CATEGORY_CATALOG.map((category) => category.slug);

describe('categories: the standard set (migration 0013)', () => {
  it('a fresh database has the standard categories, in order, offered to seekers', async () => {
    const body = expectStatus<Public>(await call('GET', '/categories'));
    expect(body.items.map((item) => item.slug)).toEqual(STANDARD);
    expect(body.items.map(({ slug, name_ru, name_en }) => ({ slug, name_ru, name_en }))).toEqual(
      CATEGORY_CATALOG.map(({ slug, nameRu, nameEn }) => ({ slug, name_ru: nameRu, name_en: nameEn })),
    );
  });
});

describe('editor categories', () => {
  it('lists, creates at the end, renames, hides and shows, reorders; the seeker list follows', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const list = expectStatus<List>(await call('GET', '/editor/categories', eve)).items;
    expect(list.map((item) => item.slug)).toEqual(STANDARD);
    expect(list.every((item) => item.hidden === false && item.vacancy_count === 0)).toBe(true);

    const created = expectStatus<EditorCategory>(
      await call('POST', '/editor/categories', eve, { slug: 'space', name_ru: 'Космос', name_en: 'Space' }),
      201,
    );
    expect(created).toMatchObject({ slug: 'space', hidden: false, vacancy_count: 0 });
    expect(created.position).toBeGreaterThan(Math.max(...list.map((item) => item.position)));

    const renamed = expectStatus<EditorCategory>(
      await call('PATCH', `/editor/categories/${created.id}`, eve, { name_ru: 'Космонавтика', name_en: 'Spaceflight' }),
    );
    expect(renamed).toMatchObject({ name_ru: 'Космонавтика', name_en: 'Spaceflight', slug: 'space' });
    let seen = expectStatus<Public>(await call('GET', '/categories')).items;
    expect(seen.at(-1)).toMatchObject({ slug: 'space', name_en: 'Spaceflight' });

    expectStatus(await call('PATCH', `/editor/categories/${created.id}`, eve, { hidden: true }));
    seen = expectStatus<Public>(await call('GET', '/categories')).items;
    expect(seen.map((item) => item.slug)).not.toContain('space');
    // Editors still see it (hidden).
    const withHidden = expectStatus<List>(await call('GET', '/editor/categories', eve)).items;
    expect(withHidden.find((item) => item.id === created.id)?.hidden).toBe(true);

    expectStatus(await call('PATCH', `/editor/categories/${created.id}`, eve, { hidden: false }));
    const ids = withHidden.map((item) => item.id).reverse();
    const ordered = expectStatus<List>(await call('PUT', '/editor/categories/order', eve, { ids })).items;
    expect(ordered.map((item) => item.id)).toEqual(ids);
    seen = expectStatus<Public>(await call('GET', '/categories')).items;
    expect(seen.map((item) => item.slug)).toEqual(['space', ...[...STANDARD].reverse()]);

    const audit = expectStatus<{ items: AuditEntry[] }>(
      await call('GET', `/editor/audit?entity_type=category&entity_id=${created.id}`, eve),
    ).items;
    expect(audit.map((entry) => entry.action)).toEqual([
      'category.update',
      'category.update',
      'category.update',
      'category.create',
    ]);
  });

  it('refuses a taken slug (409 naming slug) and bad input (400 naming the field)', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const taken = await call('POST', '/editor/categories', eve, { slug: 'it', name_ru: 'ИТ', name_en: 'IT' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toEqual([
      { field: 'body.slug', code: 'category_slug_taken', message: 'This slug is taken' },
    ]);

    const fieldOf = async (method: 'POST' | 'PATCH' | 'PUT', url: string, body: unknown) => {
      const response = await call(method, url, eve, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      return (response.json().error.details as Array<{ field: string }>).map((detail) => detail.field);
    };
    expect(await fieldOf('POST', '/editor/categories', { slug: 'Not A Slug', name_ru: 'a', name_en: 'b' })).toContain(
      'body.slug',
    );
    expect(await fieldOf('POST', '/editor/categories', { slug: 'ok-slug', name_ru: '  ', name_en: 'b' })).toContain(
      'body.name_ru',
    );
    const first = present(expectStatus<List>(await call('GET', '/editor/categories', eve)).items[0]);
    expect(await fieldOf('PATCH', `/editor/categories/${first.id}`, { name_en: 'x'.repeat(81) })).toContain(
      'body.name_en',
    );
    // The order must list every category exactly once.
    expect(await fieldOf('PUT', '/editor/categories/order', { ids: [first.id] })).toEqual(['body.ids']);
    expect(await fieldOf('PUT', '/editor/categories/order', { ids: [first.id, first.id] })).toContain('body.ids');

    expect((await call('PATCH', '/editor/categories/999999', eve, { hidden: true })).statusCode).toBe(404);
    expect((await call('DELETE', '/editor/categories/999999', eve)).statusCode).toBe(404);
  });

  it('deletes an unused category, refuses one in use (409 with the count)', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    const unused = expectStatus<EditorCategory>(
      await call('POST', '/editor/categories', eve, { slug: 'unused', name_ru: 'Пусто', name_en: 'Empty' }),
      201,
    );
    // The last of the standard set, and the third vacancy: ids that cannot match by accident.
    const [it] = await ctx.database.handle.db.select().from(categories).where(eq(categories.slug, 'office'));
    await vacancy(ctx.database.handle, bob.companyId);
    await vacancy(ctx.database.handle, bob.companyId);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    await ctx.database.handle.db
      .update(vacancies)
      .set({ categoryId: present(it).id })
      .where(eq(vacancies.id, id));

    const inUse = await call('DELETE', `/editor/categories/${present(it).id}`, eve);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.details).toEqual({ vacancy_count: 1 });
    const listed = expectStatus<List>(await call('GET', '/editor/categories', eve)).items;
    expect(listed.find((item) => item.slug === 'office')?.vacancy_count).toBe(1);
    expect(listed.filter((item) => item.vacancy_count > 0)).toHaveLength(1);

    expectStatus(await call('DELETE', `/editor/categories/${unused.id}`, eve));
    const after = expectStatus<List>(await call('GET', '/editor/categories', eve)).items;
    expect(after.map((item) => item.slug)).not.toContain('unused');
  });

  it('is for editors only', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    for (const who of [ann, bob]) {
      expect((await call('GET', '/editor/categories', who)).statusCode).toBe(403);
      expect(
        (await call('POST', '/editor/categories', who, { slug: 'nope', name_ru: 'Нет', name_en: 'No' })).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/editor/categories')).statusCode).toBe(401);
  });
});
