import { categories, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { employer, ok, present, setCompany, vacancy } from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();

describe('GET /vacancies/{id}', () => {
  it('returns a published vacancy with its company, to anyone', async () => {
    const bob = await employer(ctx.app);
    await setCompany(ctx.database.handle, bob.companyId, { name: 'Initech', logoUrl: '/uploads/initech.png' });
    const id = await vacancy(ctx.database.handle, bob.companyId);
    const body = ok<Record<string, unknown>>(await ctx.app.inject({ method: 'GET', url: `/api/vacancies/${id}` }));
    expect(body).toMatchObject({
      id,
      title: 'Backend developer',
      company: { id: bob.companyId, name: 'Initech', logo: '/uploads/initech.png' },
      category: null,
      city: 'Moscow',
      country: 'RU',
      currency: 'RUB',
      experience: '1-3',
      employment: 'full',
      schedule: 'hybrid',
      skills: ['TypeScript', 'PostgreSQL'],
      status: 'published',
      language: 'ru',
    });
    expect(typeof body['published_at']).toBe('string');
  });

  it('includes the category when the vacancy has one', async () => {
    const bob = await employer(ctx.app);
    const category = present(
      (
        await ctx.database.handle.db
          .insert(categories)
          .values({ slug: `it-${Date.now()}`, nameRu: 'ИТ', nameEn: 'IT' })
          .returning()
      )[0],
    );
    const id = await vacancy(ctx.database.handle, bob.companyId);
    await ctx.database.handle.db.update(vacancies).set({ categoryId: category.id }).where(eq(vacancies.id, id));
    const body = ok<{ category: unknown }>(await ctx.app.inject({ method: 'GET', url: `/api/vacancies/${id}` }));
    expect(body.category).toEqual({ id: category.id, slug: category.slug, name_ru: 'ИТ', name_en: 'IT' });
  });

  it('answers 404 for a vacancy that is not published or does not exist, 400 for a bad id', async () => {
    const bob = await employer(ctx.app);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/vacancies/${draft}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vacancies/999999' })).statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/vacancies/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'params.id' })]);
  });
});
