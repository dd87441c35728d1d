import type { EmployerDashboard, ManagedVacancy } from '@jobs/contracts';
import { categories, chats, uploads, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  editor,
  employer,
  openCompanyChat,
  present,
  say,
  seeker,
  setCompany,
  vacancy,
  type Employer,
} from '../../../__tests__/support/chat-helpers';
import { caller, DESCRIPTION, expectStatus, fieldsOf, vacancyInput } from './vacancy-admin-helpers';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

/** An upload record of `who` (the file itself is not needed here). */
const uploadOf = async (who: { user: { id: number } }, path: string) => {
  await ctx.database.handle.db
    .insert(uploads)
    .values({ ownerUserId: who.user.id, path, mime: 'image/webp', width: 64, height: 64, bytes: 100 });
};

const create = async (who: Employer, overrides: Record<string, unknown> = {}) =>
  expectStatus(await call('POST', '/employer/vacancies', who, vacancyInput(overrides)), 201);

const patch = (who: { token: string }, v: Pick<ManagedVacancy, 'id' | 'version'>, body: Record<string, unknown>) =>
  call('PATCH', `/employer/vacancies/${v.id}`, who, { version: v.version, ...body });

describe('employer vacancy routes: roles', () => {
  const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, body?: unknown][] = [
    ['GET', '/employer/dashboard'],
    ['GET', '/employer/vacancies'],
    ['POST', '/employer/vacancies', vacancyInput()],
    ['GET', '/employer/vacancies/1'],
    ['PATCH', '/employer/vacancies/1', { version: 1 }],
    ['POST', '/employer/vacancies/1/duplicate'],
    ['DELETE', '/employer/vacancies/1'],
    [
      'PUT',
      '/employer/company',
      { name: 'X Co', logo: null, description: '', site: null, city: null, industry: null, size: null },
    ],
    ['PUT', '/employer/account', { name: 'X' }],
  ];

  it('answers 401 without a token and 403 to seekers and editors', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, ann, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, eve, body)).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('employer vacancies: create, read, ownership', () => {
  it('creates a draft with quality hints and lists it; another company sees 404', async () => {
    const bob = await employer(ctx.app);
    const created = await create(bob, { salary_from: null, salary_to: null, skills: ['Go'], requirements: '' });
    expect(created).toMatchObject({
      status: 'draft',
      version: 1,
      company: { id: bob.companyId },
      pending_changes: null,
      views_count: 0,
      chats_count: 0,
      unanswered_chats_count: 0,
    });
    expect(created.quality.map((hint) => hint.code).sort()).toEqual(
      ['category_missing', 'description_short', 'requirements_missing', 'salary_missing', 'skills_few'].sort(),
    );

    const list = expectStatus<{ items: ManagedVacancy[] }>(await call('GET', '/employer/vacancies', bob));
    expect(list.items.map((v) => v.id)).toContain(created.id);
    const filtered = expectStatus<{ items: ManagedVacancy[] }>(
      await call('GET', '/employer/vacancies?status=published', bob),
    );
    expect(filtered.items).toEqual([]);
    expect(expectStatus(await call('GET', `/employer/vacancies/${created.id}`, bob)).id).toBe(created.id);

    const mallory = await employer(ctx.app);
    expect((await call('GET', `/employer/vacancies/${created.id}`, mallory)).statusCode).toBe(404);
    expect((await patch(mallory, created, { changes: { title: 'Hijacked title' } })).statusCode).toBe(404);
    expect((await call('DELETE', `/employer/vacancies/${created.id}`, mallory)).statusCode).toBe(404);
    expect((await call('POST', `/employer/vacancies/${created.id}/duplicate`, mallory)).statusCode).toBe(404);
    const theirs = expectStatus<{ items: ManagedVacancy[] }>(await call('GET', '/employer/vacancies', mallory));
    expect(theirs.items).toEqual([]);
    expect((await call('GET', '/employer/vacancies/999999', bob)).statusCode).toBe(404);
  });

  it('gives no quality hint to a complete vacancy', async () => {
    const bob = await employer(ctx.app);
    const category = present(
      (
        await ctx.database.handle.db
          .insert(categories)
          .values({ slug: `quality-${Date.now()}`, nameRu: 'Тест', nameEn: 'Test' })
          .returning()
      )[0],
    );
    const created = await create(bob, { description: DESCRIPTION.repeat(3), category_id: category.id });
    expect(created.quality).toEqual([]);
    expect(created.category?.id).toBe(category.id);
  });

  it('submits at creation when asked, and duplicates into a new draft', async () => {
    const bob = await employer(ctx.app);
    const submitted = await create(bob, { submit: true });
    expect(submitted.status).toBe('on_review');
    expect(submitted.submitted_at).not.toBeNull();
    const copy = expectStatus(await call('POST', `/employer/vacancies/${submitted.id}/duplicate`, bob), 201);
    expect(copy).toMatchObject({ status: 'draft', title: submitted.title, skills: submitted.skills, version: 1 });
    expect(copy.id).not.toBe(submitted.id);
  });
});

describe('employer vacancies: the status flow over HTTP', () => {
  it('draft → on_review → draft (withdraw) → on_review; archive → draft (restore)', async () => {
    const bob = await employer(ctx.app);
    let v = await create(bob);
    v = expectStatus(await patch(bob, v, { status: 'on_review' }));
    expect(v).toMatchObject({ status: 'on_review', version: 2 });
    // On review: not public, not editable.
    expect((await call('GET', `/vacancies/${v.id}`)).statusCode).toBe(404);
    expect(fieldsOf(await patch(bob, v, { changes: { title: 'Another title here' } }))).toEqual(['body.changes']);
    v = expectStatus(await patch(bob, v, { status: 'draft' }));
    expect(v.status).toBe('draft');
    v = expectStatus(await patch(bob, v, { status: 'on_review' }));
    v = expectStatus(await call('DELETE', `/employer/vacancies/${v.id}`, bob));
    expect(v.status).toBe('archived');
    expect(v.archived_at).not.toBeNull();
    // Archiving again changes nothing.
    expect(expectStatus(await call('DELETE', `/employer/vacancies/${v.id}`, bob)).version).toBe(v.version);
    expect(fieldsOf(await patch(bob, v, { status: 'on_review' }))).toEqual(['body.status']);
    expect(fieldsOf(await patch(bob, v, { changes: { title: 'Edited while archived' } }))).toEqual(['body.changes']);
    v = expectStatus(await patch(bob, v, { status: 'draft' }));
    expect(v).toMatchObject({ status: 'draft', archived_at: null });
  });

  it('refuses published for employers and forbidden moves with 400 naming the status', async () => {
    const bob = await employer(ctx.app);
    const v = await create(bob);
    expect(fieldsOf(await patch(bob, v, { status: 'published' }))).toEqual(['body.status']);
    expect(fieldsOf(await patch(bob, v, { status: 'rejected' }))).toEqual(['body.status']);
    const liveId = await vacancy(ctx.database.handle, bob.companyId, 'published');
    const live = expectStatus(await call('GET', `/employer/vacancies/${liveId}`, bob));
    expect(fieldsOf(await patch(bob, live, { status: 'draft' }))).toEqual(['body.status']);
    expect(fieldsOf(await patch(bob, live, { status: 'on_review' }))).toEqual(['body.status']);
    // Nothing changed.
    expect(expectStatus(await call('GET', `/employer/vacancies/${liveId}`, bob)).version).toBe(live.version);
  });

  it('a rejected vacancy shows the reason, is edited and resubmitted', async () => {
    const bob = await employer(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    let v = await create(bob, { submit: true });
    expectStatus(
      await call('POST', `/editor/vacancies/${v.id}/reject`, eve, {
        version: v.version,
        reason: 'Add the salary, please',
      }),
    );
    v = expectStatus(await call('GET', `/employer/vacancies/${v.id}`, bob));
    expect(v).toMatchObject({ status: 'rejected', rejection_reason: 'Add the salary, please' });
    v = expectStatus(await patch(bob, v, { changes: { salary_from: 250_000 } }));
    expect(v).toMatchObject({ status: 'rejected', salary_from: 250_000, rejection_reason: 'Add the salary, please' });
    v = expectStatus(await patch(bob, v, { changes: { title: 'Backend developer, fixed' }, status: 'on_review' }));
    expect(v).toMatchObject({ status: 'on_review', title: 'Backend developer, fixed', rejection_reason: null });
  });
});

describe('employer vacancies: versions and pending changes', () => {
  it('answers 409 with the current vacancy for a stale version, never overwriting', async () => {
    const bob = await employer(ctx.app);
    const loaded = await create(bob);
    const saved = expectStatus(await patch(bob, loaded, { changes: { title: 'First writer wins' } }));
    expect(saved.version).toBe(loaded.version + 1);
    const stale = await patch(bob, loaded, { changes: { title: 'Second writer loses' } });
    expect(stale.statusCode).toBe(409);
    const error = stale.json().error;
    expect(error.code).toBe('CONFLICT');
    expect(error.details.current).toMatchObject({ id: loaded.id, title: 'First writer wins', version: saved.version });
    expect(expectStatus(await call('GET', `/employer/vacancies/${loaded.id}`, bob)).title).toBe('First writer wins');
  });

  it('keeps the live version public while an edit of a published vacancy waits for review', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId, 'published');
    let v = expectStatus(await call('GET', `/employer/vacancies/${id}`, bob));
    v = expectStatus(await patch(bob, v, { changes: { title: 'Senior backend developer', salary_to: 500_000 } }));
    expect(v).toMatchObject({
      status: 'published',
      title: 'Backend developer',
      pending_changes: { title: 'Senior backend developer', salary_to: 500_000 },
    });
    expect(v.submitted_at).not.toBeNull();
    // A second edit adds to the pending changes.
    v = expectStatus(await patch(bob, v, { changes: { city: 'Kazan' } }));
    // «Kazan» is kept under the stored name of the city.
    expect(v.pending_changes).toEqual({ title: 'Senior backend developer', salary_to: 500_000, city: 'Казань' });
    const pub = expectStatus<{ title: string; city: string }>(await call('GET', `/vacancies/${id}`));
    expect(pub).toMatchObject({ title: 'Backend developer', city: 'Moscow' });
    // The salary order is checked on the fields the vacancy would have.
    expect(fieldsOf(await patch(bob, v, { changes: { salary_from: 600_000 } }))).toEqual(['body.changes.salary_to']);
    // Archiving drops the pending changes.
    v = expectStatus(await call('DELETE', `/employer/vacancies/${id}`, bob));
    expect(v).toMatchObject({ status: 'archived', pending_changes: null, title: 'Backend developer' });
    expect((await call('GET', `/vacancies/${id}`)).statusCode).toBe(404);
  });
});

describe('employer vacancies: every bad input is a 400 naming the field', () => {
  it.each([
    ['body.title', { title: 'abc' }],
    ['body.title', { title: 'x'.repeat(121) }],
    ['body.description', { description: 'too short' }],
    ['body.skills', { skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) }],
    ['body.skills', { skills: ['Go', 'go'] }],
    ['body.salary_to', { salary_from: 300, salary_to: 100 }],
    ['body.salary_from', { salary_from: -1 }],
    ['body.currency', { currency: 'GBP' }],
    ['body.experience', { experience: 'lots' }],
    ['body.employment', { employment: 'forever' }],
    ['body.schedule', { schedule: 'never' }],
    ['body.city', { city: '' }],
    ['body.city', { city: 'Remote' }],
    ['body.city', { city: 'удалённо' }],
    ['body.country', { country: 'Russia' }],
    ['body.category_id', { category_id: 999_999 }],
    ['body.language', { language: 'de' }],
    ['body', { status: 'published' }],
  ])('create naming %s (%j)', async (field, overrides) => {
    const bob = await employer(ctx.app);
    const fields = fieldsOf(await call('POST', '/employer/vacancies', bob, vacancyInput(overrides)));
    expect(fields).toContain(field);
    const list = expectStatus<{ items: unknown[] }>(await call('GET', '/employer/vacancies', bob));
    expect(list.items).toEqual([]);
  });

  it('names the field of a bad edit and saves nothing', async () => {
    const bob = await employer(ctx.app);
    const v = await create(bob);
    expect(fieldsOf(await patch(bob, v, { changes: { title: 'abc' } }))).toEqual(['body.changes.title']);
    expect(fieldsOf(await patch(bob, v, { changes: { category_id: 999_999 } }))).toEqual(['body.changes.category_id']);
    expect(fieldsOf(await patch(bob, v, { changes: { salary_to: 1 } }))).toEqual(['body.changes.salary_to']);
    expect(fieldsOf(await patch(bob, v, { changes: { unknown: 1 } }))).toEqual(['body.changes']);
    expect(fieldsOf(await call('PATCH', `/employer/vacancies/${v.id}`, bob, { changes: {} }))).toEqual([
      'body.version',
    ]);
    expect(fieldsOf(await patch(bob, v, { status: 'gone' }))).toEqual(['body.status']);
    expect(expectStatus(await call('GET', `/employer/vacancies/${v.id}`, bob))).toMatchObject({
      title: v.title,
      version: v.version,
    });
    // A valid edit with a forbidden move: neither is saved.
    const liveId = await vacancy(ctx.database.handle, bob.companyId, 'published');
    const live = expectStatus(await call('GET', `/employer/vacancies/${liveId}`, bob));
    expect(fieldsOf(await patch(bob, live, { changes: { title: 'A valid new title' }, status: 'draft' }))).toEqual([
      'body.status',
    ]);
    expect(expectStatus(await call('GET', `/employer/vacancies/${liveId}`, bob))).toMatchObject({
      pending_changes: null,
      version: live.version,
    });
    expect(fieldsOf(await call('GET', '/employer/vacancies/abc', bob))).toEqual(['params.id']);
    expect(fieldsOf(await call('GET', '/employer/vacancies?status=open', bob))).toEqual(['query.status']);
  });
});

describe('employer company, account and dashboard', () => {
  it('updates the company profile, shown on the seeker side', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId, 'published');
    await uploadOf(bob, '2026/01/logo.webp');
    const body = {
      name: 'Initech',
      logo: '/uploads/2026/01/logo.webp',
      description: 'We make TPS reports better',
      site: 'https://initech.example.com',
      city: 'Moscow',
      industry: 'Software',
      size: '11-50',
    };
    const company = expectStatus(await call('PUT', '/employer/company', bob, body));
    // «Moscow» is kept under the city's one stored name.
    // The reply promise's default is left as it was (5 at first) when the body leaves it out.
    expect(company).toEqual({ id: bob.companyId, ...body, city: 'Москва', reply_within_days: 5, verified: null });
    const me = expectStatus<{ company: Record<string, unknown> }>(await call('GET', '/employer/me', bob));
    expect(me.company).toMatchObject({ name: 'Initech', size: '11-50' });
    const pub = expectStatus<{ company: Record<string, unknown> }>(await call('GET', `/vacancies/${id}`));
    expect(pub.company).toEqual({
      id: bob.companyId,
      name: 'Initech',
      logo: '/uploads/2026/01/logo.webp',
      verified: null,
      responsiveness: null,
    });

    const cleared = expectStatus(await call('PUT', '/employer/company', bob, { ...body, logo: null, site: '' }));
    expect(cleared).toMatchObject({ logo: null, site: null });
  });

  it("accepts as the logo only the employer's own upload, or the logo the company already has", async () => {
    const bob = await employer(ctx.app);
    const mallory = await employer(ctx.app);
    const ann = await seeker(ctx.app);
    await uploadOf(bob, '2026/02/bob-logo.webp');
    await uploadOf(ann, '2026/02/ann-photo.webp');
    const body = { name: 'Initech', description: '', site: null, city: null, industry: null, size: null };
    for (const logo of [
      '/uploads/2026/02/bob-logo.webp', // another employer's upload
      '/uploads/2026/02/ann-photo.webp', // a seeker's upload
      '/uploads/2026/02/never-uploaded.webp', // no such file
    ]) {
      const response = await call('PUT', '/employer/company', mallory, { ...body, logo });
      expect(fieldsOf(response), logo).toEqual(['body.logo']);
    }
    // Bob's own upload is fine; and a logo the company already has may be sent back unchanged.
    expect(
      expectStatus(await call('PUT', '/employer/company', bob, { ...body, logo: '/uploads/2026/02/bob-logo.webp' })),
    ).toMatchObject({ logo: '/uploads/2026/02/bob-logo.webp' });
    await setCompany(ctx.database.handle, mallory.companyId, { logoUrl: '/uploads/logos/company-demo.webp' });
    expect(
      expectStatus(
        await call('PUT', '/employer/company', mallory, { ...body, logo: '/uploads/logos/company-demo.webp' }),
      ),
    ).toMatchObject({ logo: '/uploads/logos/company-demo.webp' });
  });

  it.each([
    ['body.name', { name: 'X' }],
    ['body.logo', { logo: 'https://evil.example.com/x.png' }],
    ['body.logo', { logo: '/uploads/../secret' }],
    ['body.site', { site: 'javascript:alert(1)' }],
    ['body.size', { size: 'huge' }],
    ['body.description', { description: 'x'.repeat(5001) }],
    ['body.city', { city: 'Remote' }],
  ])('refuses a company profile naming %s', async (field, overrides) => {
    const bob = await employer(ctx.app);
    const body = {
      name: 'Initech',
      logo: null,
      description: '',
      site: null,
      city: null,
      industry: null,
      size: null,
      ...overrides,
    };
    expect(fieldsOf(await call('PUT', '/employer/company', bob, body))).toContain(field);
  });

  it("updates the employer's own name", async () => {
    const bob = await employer(ctx.app);
    const account = expectStatus(await call('PUT', '/employer/account', bob, { name: '  Robert  ' }));
    expect(account).toEqual({ id: bob.user.id, name: 'Robert', email: bob.email });
    expect(fieldsOf(await call('PUT', '/employer/account', bob, { name: '' }))).toEqual(['body.name']);
  });

  it('counts chats per vacancy and day, and lists the oldest unanswered chats first', async () => {
    const bob = await employer(ctx.app);
    const client = api(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId, 'published');
    const other = await vacancy(ctx.database.handle, bob.companyId, 'published');
    const ann = await seeker(ctx.app);
    const dan = await seeker(ctx.app);
    const annChat = await openCompanyChat(client, ann, bob.companyId);
    const danChat = await openCompanyChat(client, dan, bob.companyId);
    expectStatus(await client.send(ann, annChat, say('Hello, is it still open?', id)), 200);
    expectStatus(await client.send(dan, danChat, say('Hi there', id)), 200);
    expectStatus(await client.send(bob, danChat, say('Yes, tell us more', id)), 200);
    // The first chat began yesterday.
    await ctx.database.handle.db
      .update(chats)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(chats.id, annChat));
    await ctx.database.handle.db.update(vacancies).set({ viewsCount: 7 }).where(eq(vacancies.id, id));

    const v = expectStatus(await call('GET', `/employer/vacancies/${id}`, bob));
    expect(v).toMatchObject({ views_count: 7, chats_count: 2, unanswered_chats_count: 1 });
    expect(expectStatus(await call('GET', `/employer/vacancies/${other}`, bob))).toMatchObject({
      chats_count: 0,
      unanswered_chats_count: 0,
    });

    const dashboard = expectStatus<EmployerDashboard>(await call('GET', '/employer/dashboard', bob));
    expect(dashboard.totals).toEqual({
      published: 2,
      on_review: 0,
      drafts: 0,
      views: 7,
      chats: 2,
      unanswered_chats: 1,
    });
    expect(dashboard.chats_per_day).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(dashboard.chats_per_day.at(-1)).toEqual({ date: today, count: 1 });
    expect(dashboard.chats_per_day.at(-2)).toEqual({ date: yesterday, count: 1 });
    expect(dashboard.chats_per_day.slice(0, -2).every((day) => day.count === 0)).toBe(true);
    expect(dashboard.unanswered_chats).toEqual([
      expect.objectContaining({
        chat_id: annChat,
        seeker_name: 'Ann Seeker',
        last_message: 'Hello, is it still open?',
        vacancy_id: id,
        vacancy_title: 'Backend developer',
      }),
    ]);
    expect(dashboard.vacancies.map((item) => item.id).sort()).toEqual([id, other].sort());
  });
});
