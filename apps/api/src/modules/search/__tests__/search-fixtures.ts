import type { VacancySearchResponse } from '@jobs/contracts';
import { categories, collectionItems, companies, vacancies, type DatabaseHandle } from '@jobs/server-db';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../__tests__/support/chat-helpers';

const DAY = 86_400_000;

export type NewVacancy = typeof vacancies.$inferInsert;

/** A vacancy row with sensible defaults, published `daysAgo` days ago. */
export const vacancyRow = (
  companyId: number,
  fields: Partial<NewVacancy> & { title: string; daysAgo?: number },
): NewVacancy => {
  const { daysAgo = 1, ...rest } = fields;
  const status = rest.status ?? 'published';
  return {
    companyId,
    description: 'A job.',
    city: 'Москва',
    experience: '1-3',
    employment: 'full',
    schedule: 'office',
    skills: [],
    publishedAt: status === 'published' || status === 'archived' ? new Date(Date.now() - daysAgo * DAY) : null,
    ...rest,
    status,
  };
};

export type SearchWorld = Awaited<ReturnType<typeof seedSearchWorld>>;

/**
 * A small, known world: two companies, three categories and vacancies in Russian and English
 * across cities, salaries (three currencies), experience, employment and schedules; plus a draft
 * and an archived one that must never show.
 */
export const seedSearchWorld = async (database: DatabaseHandle) => {
  const db = database.db;
  // Migration 0013 installs the standard categories: this world has exactly its own three.
  await db.delete(categories);
  const [it, design, logistics] = await db
    .insert(categories)
    .values([
      { slug: 'it', nameRu: 'Информационные технологии', nameEn: 'Information technology', position: 0 },
      { slug: 'design', nameRu: 'Дизайн', nameEn: 'Design', position: 1 },
      { slug: 'logistics', nameRu: 'Логистика', nameEn: 'Logistics', position: 2 },
    ])
    .returning();
  const [acme, globex] = await db
    .insert(companies)
    .values([
      { name: 'Акме', logoUrl: '/uploads/logos/acme.svg', description: 'Мы делаем сервисы.', city: 'Москва' },
      { name: 'Globex', logoUrl: null, description: 'We build things.', city: 'Berlin', industry: 'Software' },
    ])
    .returning();
  if (!it || !design || !logistics || !acme || !globex) throw new Error('seed failed');
  const rows = {
    frontend: vacancyRow(acme.id, {
      title: 'Frontend-разработчик (React)',
      categoryId: it.id,
      description: 'Разрабатываем личный кабинет на React и TypeScript.',
      skills: ['React', 'TypeScript'],
      salaryFrom: 200_000,
      salaryTo: 300_000,
      schedule: 'hybrid',
      daysAgo: 0.8,
    }),
    goBackend: vacancyRow(globex.id, {
      title: 'Senior Backend Developer (Go)',
      categoryId: it.id,
      description: 'We are looking for developers who love Go.',
      skills: ['Go', 'PostgreSQL'],
      city: 'Berlin',
      country: 'DE',
      salaryFrom: 5_000,
      salaryTo: 7_000,
      currency: 'EUR',
      experience: '6+',
      schedule: 'remote',
      language: 'en',
      daysAgo: 10,
    }),
    designer: vacancyRow(acme.id, {
      title: 'Продуктовый дизайнер',
      categoryId: design.id,
      description: 'Проектируем интерфейсы.',
      city: 'Санкт-Петербург',
      salaryFrom: 150_000,
      experience: '3-6',
      daysAgo: 2,
    }),
    python: vacancyRow(globex.id, {
      title: 'Python developer',
      categoryId: it.id,
      description: 'Data pipelines in Python.',
      skills: ['Python'],
      city: 'Remote',
      country: 'US',
      salaryFrom: 3_000,
      salaryTo: 4_000,
      currency: 'USD',
      experience: '3-6',
      employment: 'part',
      schedule: 'remote',
      language: 'en',
      daysAgo: 40,
    }),
    onec: vacancyRow(acme.id, {
      title: 'Разработчик 1С (стажёр)',
      categoryId: it.id,
      description: 'Обучим всему.',
      city: 'Казань',
      experience: 'none',
      employment: 'internship',
      daysAgo: 5,
    }),
    driver: vacancyRow(acme.id, {
      title: 'Водитель-экспедитор',
      categoryId: logistics.id,
      description: 'Доставка по городу.',
      salaryFrom: 80_000,
      salaryTo: 100_000,
      schedule: 'shift',
      daysAgo: 3,
    }),
    fullstack: vacancyRow(globex.id, {
      title: 'Fullstack engineer',
      categoryId: it.id,
      description: 'Node.js services and a bit of React on the front.',
      city: 'Berlin',
      country: 'DE',
      language: 'en',
      daysAgo: 0.5,
    }),
    draft: vacancyRow(acme.id, { title: 'Frontend-разработчик (Vue)', categoryId: it.id, status: 'draft' }),
    archived: vacancyRow(acme.id, {
      title: 'Frontend-разработчик (Angular)',
      categoryId: it.id,
      status: 'archived',
      daysAgo: 90,
    }),
  };
  const names = Object.keys(rows) as Array<keyof typeof rows>;
  const inserted = await db
    .insert(vacancies)
    .values(names.map((name) => rows[name]))
    .returning({ id: vacancies.id });
  const ids = Object.fromEntries(names.map((name, i) => [name, inserted[i]?.id as number])) as Record<
    keyof typeof rows,
    number
  >;
  return { categories: { it, design, logistics }, companies: { acme, globex }, ids };
};

export const addToCollection = async (
  database: DatabaseHandle,
  slug: 'similar' | 'recommended' | 'no-experience',
  vacancyIds: number[],
  /** The editor who chose them; none (null) for items nobody chose by hand. */
  addedBy: number | null = null,
) => {
  await database.db
    .insert(collectionItems)
    .values(vacancyIds.map((vacancyId, position) => ({ slug, vacancyId, position, addedBy })));
};

/** The titles `GET /vacancies?sort=relevance&q=…` answers, in order. */
export const relevanceTitles = async (app: FastifyInstance, q: string): Promise<string[]> =>
  ok<VacancySearchResponse>(
    await app.inject({ method: 'GET', url: `/api/vacancies?sort=relevance&q=${encodeURIComponent(q)}` }),
  ).items.map((item) => item.title);

/** One company to hang test vacancies on; its id. */
export const insertCompany = async (database: DatabaseHandle): Promise<number> => {
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Initech', description: 'We build things.' })
    .returning({ id: companies.id });
  if (!company) throw new Error('no company');
  return company.id;
};
