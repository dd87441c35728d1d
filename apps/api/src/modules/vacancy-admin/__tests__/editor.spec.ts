import type { AuditEntry, ManagedVacancy } from '@jobs/contracts';
import { categories, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { editor, employer, present, seeker, setCompany, vacancy } from '../../../__tests__/support/chat-helpers';
import { caller, expectStatus, fieldsOf, vacancyInput } from './vacancy-admin-helpers';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

type List = { items: ManagedVacancy[]; total: number; page: number; per_page: number };

const auditOf = async (who: { token: string }, id: number) =>
  expectStatus<{ items: AuditEntry[] }>(await call('GET', `/editor/audit?entity_type=vacancy&entity_id=${id}`, who))
    .items;

describe('editor routes: roles', () => {
  const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown][] = [
    ['GET', '/editor/vacancies'],
    ['POST', '/editor/vacancies', { ...vacancyInput(), company_id: 1 }],
    ['GET', '/editor/vacancies/1'],
    ['PATCH', '/editor/vacancies/1', { version: 1 }],
    ['DELETE', '/editor/vacancies/1'],
    ['POST', '/editor/vacancies/1/approve', { version: 1 }],
    ['POST', '/editor/vacancies/1/reject', { version: 1, reason: 'Not good enough' }],
    ['POST', '/editor/vacancies/bulk', { action: 'publish', ids: [1] }],
    ['GET', '/editor/collections/similar'],
    ['PUT', '/editor/collections/similar', { vacancy_ids: [] }],
    ['GET', '/editor/audit'],
    ['GET', '/editor/companies'],
  ];

  it('answers 401 without a token and 403 to seekers and employers', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ann, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, bob, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('editor: moderation', () => {
  it('approves a vacancy on review: published, public, audited', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    let v = expectStatus(await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })), 201);
    expect((await call('GET', `/vacancies/${v.id}`)).statusCode).toBe(404);
    v = expectStatus(await call('POST', `/editor/vacancies/${v.id}/approve`, eve, { version: v.version }));
    expect(v).toMatchObject({ status: 'published', rejection_reason: null });
    expect(v.published_at).not.toBeNull();
    expect(v.reviewed_at).not.toBeNull();
    expect((await call('GET', `/vacancies/${v.id}`)).statusCode).toBe(200);

    const [entry] = await auditOf(eve, v.id);
    expect(entry).toMatchObject({
      action: 'approve',
      entity_type: 'vacancy',
      entity_id: v.id,
      // Named by its title, so the log reads "Approved «Backend developer (Node.js)»".
      entity_title: 'Backend developer (Node.js)',
      actor: { id: eve.user.id, name: 'Eve Editor', role: 'editor' },
      before: { status: 'on_review' },
      after: { status: 'published' },
    });
  });

  it('refuses to approve or reject what is not waiting for review (409 with the current vacancy)', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const draft = expectStatus(await call('POST', '/employer/vacancies', bob, vacancyInput()), 201);
    const bodies = {
      approve: { version: draft.version },
      reject: { version: draft.version, reason: 'Not now, thanks' },
    };
    for (const [action, body] of Object.entries(bodies)) {
      const response = await call('POST', `/editor/vacancies/${draft.id}/${action}`, eve, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.details.current).toMatchObject({ id: draft.id, status: 'draft' });
    }
    expect(await auditOf(eve, draft.id)).toEqual([]);
  });

  it('answers 409 with the current vacancy on a stale version', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const v = expectStatus(await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })), 201);
    const edited = expectStatus(
      await call('PATCH', `/editor/vacancies/${v.id}`, eve, { version: v.version, changes: { city: 'Kazan' } }),
    );
    const stale = await call('POST', `/editor/vacancies/${v.id}/approve`, eve, { version: v.version });
    expect(stale.statusCode).toBe(409);
    // A known city is stored under its Russian name, whichever name was typed.
    expect(stale.json().error.details.current).toMatchObject({ city: 'Казань', version: edited.version });
  });

  it('applies or rejects the pending changes of a published vacancy; the live one stays public meanwhile', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const id = await vacancy(ctx.database.handle, bob.companyId, 'published');
    let v = expectStatus(await call('GET', `/employer/vacancies/${id}`, bob));
    v = expectStatus(
      await call('PATCH', `/employer/vacancies/${id}`, bob, {
        version: v.version,
        changes: { title: 'Changed title' },
      }),
    );
    // Rejected: the live version stays, the reason is shown, the changes are gone.
    v = expectStatus(
      await call('POST', `/editor/vacancies/${id}/reject`, eve, { version: v.version, reason: 'Title is misleading' }),
    );
    expect(v).toMatchObject({
      status: 'published',
      title: 'Backend developer',
      pending_changes: null,
      rejection_reason: 'Title is misleading',
    });
    expect(expectStatus<{ title: string }>(await call('GET', `/vacancies/${id}`)).title).toBe('Backend developer');

    // Edited again, and approved: the changes replace the live version.
    v = expectStatus(
      await call('PATCH', `/employer/vacancies/${id}`, bob, {
        version: v.version,
        changes: { title: 'Senior backend developer', skills: ['Go'] },
      }),
    );
    expect(v.rejection_reason).toBeNull();
    const queue = expectStatus<List>(await call('GET', '/editor/vacancies?needs_review=true', eve));
    expect(queue.items.map((item) => item.id)).toContain(id);
    v = expectStatus(await call('POST', `/editor/vacancies/${id}/approve`, eve, { version: v.version }));
    expect(v).toMatchObject({
      status: 'published',
      title: 'Senior backend developer',
      skills: ['Go'],
      pending_changes: null,
      city: 'Moscow',
    });
    expect(expectStatus<{ title: string }>(await call('GET', `/vacancies/${id}`)).title).toBe(
      'Senior backend developer',
    );
    const actions = (await auditOf(eve, id)).map((entry) => entry.action);
    expect(actions).toEqual(['approve', 'reject']);
  });

  it('rejects a vacancy on review with a reason; a short reason is a 400 naming it', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const v = expectStatus(await call('POST', '/employer/vacancies', bob, vacancyInput({ submit: true })), 201);
    expect(
      fieldsOf(await call('POST', `/editor/vacancies/${v.id}/reject`, eve, { version: v.version, reason: 'no' })),
    ).toEqual(['body.reason']);
    expect(fieldsOf(await call('POST', `/editor/vacancies/${v.id}/reject`, eve, { reason: 'Long enough' }))).toEqual([
      'body.version',
    ]);
    const rejected = expectStatus(
      await call('POST', `/editor/vacancies/${v.id}/reject`, eve, { version: v.version, reason: 'Salary is missing' }),
    );
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'Salary is missing' });
    const [entry] = await auditOf(eve, v.id);
    expect(entry).toMatchObject({ action: 'reject', after: { rejection_reason: 'Salary is missing' } });
  });
});

describe('editor: create, edit, archive', () => {
  it('creates published (or draft) vacancies for a company, edits any field and status, archives', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const published = expectStatus(
      await call('POST', '/editor/vacancies', eve, { ...vacancyInput(), company_id: bob.companyId }),
      201,
    );
    expect(published).toMatchObject({ status: 'published', company: { id: bob.companyId } });
    expect((await call('GET', `/vacancies/${published.id}`)).statusCode).toBe(200);
    const [row] = await ctx.database.handle.db.select().from(vacancies).where(eq(vacancies.id, published.id));
    expect(row?.createdBy).toBe(eve.user.id);

    let draft = expectStatus(
      await call('POST', '/editor/vacancies', eve, { ...vacancyInput(), company_id: bob.companyId, publish: false }),
      201,
    );
    expect(draft.status).toBe('draft');
    draft = expectStatus(
      await call('PATCH', `/editor/vacancies/${draft.id}`, eve, {
        version: draft.version,
        changes: { title: 'Edited by the editor', salary_from: null },
        status: 'published',
      }),
    );
    expect(draft).toMatchObject({ status: 'published', title: 'Edited by the editor', salary_from: null });
    // An editor's edit of a published vacancy goes live at once.
    draft = expectStatus(
      await call('PATCH', `/editor/vacancies/${draft.id}`, eve, { version: draft.version, changes: { city: 'Omsk' } }),
    );
    expect(draft).toMatchObject({ city: 'Омск', pending_changes: null });
    expect(
      fieldsOf(
        await call('PATCH', `/editor/vacancies/${draft.id}`, eve, { version: draft.version, status: 'on_review' }),
      ),
    ).toEqual(['body.status']);
    const archived = expectStatus(await call('DELETE', `/editor/vacancies/${draft.id}`, eve));
    expect(archived.status).toBe('archived');
    expect((await call('GET', `/vacancies/${draft.id}`)).statusCode).toBe(404);
    const restored = expectStatus(
      await call('PATCH', `/editor/vacancies/${draft.id}`, eve, { version: archived.version, status: 'draft' }),
    );
    expect(restored).toMatchObject({ status: 'draft', archived_at: null });

    const actions = (await auditOf(eve, draft.id)).map((entry) => entry.action);
    expect(actions).toEqual(['to_draft', 'archive', 'update', 'update+publish', 'create']);
    expect((await auditOf(eve, published.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it.each([
    ['body.company_id', { company_id: 999_999 }],
    ['body.company_id', { company_id: 'abc' }],
    ['body.title', { title: '' }],
    ['body.salary_to', { salary_from: 5, salary_to: 1 }],
    ['body.category_id', { category_id: 999_999 }],
    ['body.publish', { publish: 'yes' }],
  ])('create naming %s (%j)', async (field, overrides) => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const response = await call('POST', '/editor/vacancies', eve, {
      ...vacancyInput(),
      company_id: bob.companyId,
      ...overrides,
    });
    expect(fieldsOf(response)).toContain(field);
    const list = expectStatus<List>(await call('GET', `/editor/vacancies?company_id=${bob.companyId}`, eve));
    expect(list.total).toBe(0);
  });
});

describe('editor: the list', () => {
  it('filters, searches, sorts the review queue first and paginates', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    await setCompany(ctx.database.handle, bob.companyId, { name: `Umbrella ${Date.now()}` });
    const category = present(
      (
        await ctx.database.handle.db
          .insert(categories)
          .values({ slug: `list-${Date.now()}`, nameRu: 'Тест', nameEn: 'Test' })
          .returning()
      )[0],
    );
    const create = async (overrides: Record<string, unknown>) =>
      expectStatus(await call('POST', '/employer/vacancies', bob, vacancyInput(overrides)), 201);
    const old = await create({ title: 'Reviewed first', submit: true, category_id: category.id });
    const newer = await create({ title: 'Reviewed second', submit: true, city: 'Kazan' });
    const draft = await create({ title: 'Плотник в мастерскую', description: `${'Плотник '.repeat(30)}` });
    const liveId = await vacancy(ctx.database.handle, bob.companyId, 'published');
    await ctx.database.handle.db
      .update(vacancies)
      .set({ submittedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(vacancies.id, old.id));

    const mine = `company_id=${bob.companyId}`;
    const all = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}`, eve));
    expect(all.total).toBe(4);
    expect(all.items.slice(0, 2).map((v) => v.id)).toEqual([old.id, newer.id]);

    const page = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}&per_page=3&page=2`, eve));
    expect(page).toMatchObject({ total: 4, page: 2, per_page: 3 });
    expect(page.items).toHaveLength(1);

    const byStatus = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}&status=draft`, eve));
    expect(byStatus.items.map((v) => v.id)).toEqual([draft.id]);
    const byCategory = expectStatus<List>(await call('GET', `/editor/vacancies?category_id=${category.id}`, eve));
    expect(byCategory.items.map((v) => v.id)).toEqual([old.id]);
    const byCity = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}&city=kaz`, eve));
    expect(byCity.items.map((v) => v.id)).toEqual([newer.id]);
    // Stored as «Казань»: found by a part of either name.
    const byRussianCity = expectStatus<List>(
      await call('GET', `/editor/vacancies?${mine}&city=${encodeURIComponent('казан')}`, eve),
    );
    expect(byRussianCity.items.map((v) => v.id)).toEqual([newer.id]);
    const byTitle = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}&q=second`, eve));
    expect(byTitle.items.map((v) => v.id)).toEqual([newer.id]);
    // Full text (Russian stemming): "плотника" finds "Плотник".
    const byText = expectStatus<List>(
      await call('GET', `/editor/vacancies?${mine}&q=${encodeURIComponent('плотника')}`, eve),
    );
    expect(byText.items.map((v) => v.id)).toEqual([draft.id]);
    const byCompany = expectStatus<List>(await call('GET', `/editor/vacancies?q=umbrella&sort=title`, eve));
    expect(byCompany.items.map((v) => v.title)).toEqual([
      'Backend developer',
      'Reviewed first',
      'Reviewed second',
      'Плотник в мастерскую',
    ]);
    const notQueue = expectStatus<List>(await call('GET', `/editor/vacancies?${mine}&needs_review=false`, eve));
    expect(notQueue.items.map((v) => v.id).sort()).toEqual([draft.id, liveId].sort());

    for (const [query, field] of [
      ['status=open', 'query.status'],
      ['sort=random', 'query.sort'],
      ['page=0', 'query.page'],
      ['per_page=500', 'query.per_page'],
      ['company_id=x', 'query.company_id'],
      ['needs_review=maybe', 'query.needs_review'],
      ['unknown=1', 'query'],
    ]) {
      expect(fieldsOf(await call('GET', `/editor/vacancies?${query}`, eve)), query).toContain(field);
    }

    const companies = expectStatus<{ id: number; name: string }[]>(
      await call('GET', '/editor/companies?q=umbrella', eve),
    );
    expect(companies).toEqual([{ id: bob.companyId, name: expect.stringMatching(/^Umbrella/) }]);
  });
});

describe('editor: bulk moves', () => {
  it('publishes and archives many, reporting each one that cannot move', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    const live = await vacancy(ctx.database.handle, bob.companyId, 'published');
    const archived = await vacancy(ctx.database.handle, bob.companyId, 'archived');
    const publish = expectStatus<{ updated: number[]; skipped: { id: number; reason: string }[] }>(
      await call('POST', '/editor/vacancies/bulk', eve, { action: 'publish', ids: [draft, live, 999_999] }),
    );
    expect(publish.updated).toEqual([draft]);
    expect(publish.skipped).toEqual([
      { id: live, reason: expect.stringContaining('already published') },
      { id: 999_999, reason: expect.stringContaining('not found') },
    ]);
    expect((await call('GET', `/vacancies/${draft}`)).statusCode).toBe(200);

    const archive = expectStatus<{ updated: number[]; skipped: { id: number }[] }>(
      await call('POST', '/editor/vacancies/bulk', eve, { action: 'archive', ids: [draft, live, archived] }),
    );
    expect(archive.updated).toEqual([draft, live]);
    expect(archive.skipped.map((s) => s.id)).toEqual([archived]);
    expect((await auditOf(eve, live)).map((entry) => entry.action)).toEqual(['bulk_archive']);
    expect((await auditOf(eve, draft)).map((entry) => entry.action)).toEqual(['bulk_archive', 'bulk_publish']);

    for (const [body, field] of [
      [{ action: 'delete', ids: [1] }, 'body.action'],
      [{ action: 'publish', ids: [] }, 'body.ids'],
      [{ action: 'publish', ids: [1, 1] }, 'body.ids'],
      [{ action: 'publish', ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'body.ids'],
    ] as const) {
      expect(fieldsOf(await call('POST', '/editor/vacancies/bulk', eve, body))).toContain(field);
    }
  });
});

describe('editor: collections', () => {
  it('keeps the chosen order, takes published vacancies only, and drops archived ones by itself', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const [a, b, c] = [
      await vacancy(ctx.database.handle, bob.companyId, 'published'),
      await vacancy(ctx.database.handle, bob.companyId, 'published'),
      await vacancy(ctx.database.handle, bob.companyId, 'published'),
    ] as [number, number, number];
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');

    const empty = expectStatus<{ slug: string; items: ManagedVacancy[] }>(
      await call('GET', '/editor/collections/no-experience', eve),
    );
    expect(empty).toEqual({ slug: 'no-experience', items: [] });

    const put = expectStatus<{ items: ManagedVacancy[] }>(
      await call('PUT', '/editor/collections/no-experience', eve, { vacancy_ids: [c, a, b] }),
    );
    expect(put.items.map((v) => v.id)).toEqual([c, a, b]);
    const reordered = expectStatus<{ items: ManagedVacancy[] }>(
      await call('PUT', '/editor/collections/no-experience', eve, { vacancy_ids: [b, c, a] }),
    );
    expect(reordered.items.map((v) => v.id)).toEqual([b, c, a]);
    // Other collections are separate.
    expect(expectStatus<{ items: unknown[] }>(await call('GET', '/editor/collections/similar', eve)).items).toEqual([]);

    const refused = await call('PUT', '/editor/collections/no-experience', eve, { vacancy_ids: [a, draft, 999_999] });
    expect(fieldsOf(refused)).toEqual(['body.vacancy_ids']);
    expect(refused.json().error.details[0].message).toContain(`${draft}, 999999`);

    expectStatus(await call('DELETE', `/editor/vacancies/${c}`, eve));
    const after = expectStatus<{ items: ManagedVacancy[] }>(
      await call('GET', '/editor/collections/no-experience', eve),
    );
    expect(after.items.map((v) => v.id)).toEqual([b, a]);

    const entries = expectStatus<{ items: AuditEntry[] }>(
      await call('GET', '/editor/audit?entity_type=collection', eve),
    ).items;
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'collection_update',
        before: { slug: 'no-experience', vacancy_ids: [c, a, b] },
        after: { slug: 'no-experience', vacancy_ids: [b, c, a] },
      }),
      expect.objectContaining({
        before: { slug: 'no-experience', vacancy_ids: [] },
        after: { slug: 'no-experience', vacancy_ids: [c, a, b] },
      }),
    ]);

    expect(fieldsOf(await call('GET', '/editor/collections/popular', eve))).toEqual(['params.slug']);
    expect(fieldsOf(await call('PUT', '/editor/collections/similar', eve, { vacancy_ids: [a, a] }))).toEqual([
      'body.vacancy_ids',
    ]);
    expect(fieldsOf(await call('PUT', '/editor/collections/similar', eve, {}))).toEqual(['body.vacancy_ids']);
  });

  it('pages the audit log newest first', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    for (let i = 0; i < 3; i++) {
      expectStatus(await call('PUT', '/editor/collections/recommended', eve, { vacancy_ids: [] }));
    }
    const first = expectStatus<{ items: AuditEntry[]; has_more: boolean; page: number }>(
      await call('GET', '/editor/audit?per_page=2', eve),
    );
    expect(first.items).toHaveLength(2);
    expect(first.has_more).toBe(true);
    expect(present(first.items[0]).id).toBeGreaterThan(present(first.items[1]).id);
    expect(fieldsOf(await call('GET', '/editor/audit?per_page=0', eve))).toEqual(['query.per_page']);
  });
});
