import { and, count, desc, eq } from 'drizzle-orm';
import {
  collectionItems,
  companies,
  seekerProfiles,
  users,
  vacancies,
  type COLLECTION_SLUGS,
  type Database,
} from '@jobs/server-db';
import { hashPassword } from '@jobs/server-auth-core';
import { CATEGORY_CATALOG, type CategorySpec } from './catalog';
import { RU_CITIES, type City } from './catalog/places';
import { insertRows } from './bulk-insert';
import type { CompanyDraft } from './company-factory';
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_PASSWORD, demoAccount, type DemoAccount } from './demo-accounts';
import { generateDataset, startOfUtcDay, upsertCategories, writeCompanyLogos } from './generate-dataset';
import { createRandom, deriveSeed } from './random';
import { seedDemoApplications } from './seed-applications';
import { draftVacancy, type Employment, type PositionWish, type VacancyStatus } from './vacancy-factory';

/** `logos`: store the companies' logos (as uploads, in the database) and link them. */
export type SeedDemoOptions = { logos?: boolean; seed?: number; now?: Date };

export type SeedDemoResult = {
  /** False when the database already had users and nothing was done. */
  created: boolean;
  counts: { categories: number; companies: number; vacancies: number; seekers: number };
  accounts: readonly DemoAccount[];
};

const DEMO_SIZE = { vacancies: 600, companies: 40, seekers: 50 };
const DEFAULT_SEED = 20_240_601;

const category = (slug: string): CategorySpec => {
  const found = CATEGORY_CATALOG.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`Unknown category ${slug}`);
  return found;
};

const MOSCOW = RU_CITIES[0] as City;

const DEMO_COMPANY: CompanyDraft = {
  lang: 'ru',
  category: category('it'),
  city: MOSCOW,
  intro: {
    ru: `${DEMO_COMPANY_NAME} — продуктовая IT-компания, которая делает сервисы для малого бизнеса.`,
    en: `${DEMO_COMPANY_NAME} is a product company building software for small businesses.`,
  },
  row: {
    name: DEMO_COMPANY_NAME,
    description: [
      `${DEMO_COMPANY_NAME} — продуктовая IT-компания, которая делает сервисы для малого бизнеса: онлайн-запись, кассу и складской учёт в одном приложении.`,
      'Нас около 120 человек, офис в Москве, многие работают удалённо из разных городов. Мы ценим открытость, короткие процессы и честную обратную связь.',
    ].join('\n\n'),
    site: 'https://demo-company.example.com',
    city: MOSCOW.name,
    industry: 'Разработка программного обеспечения',
    size: '51-200',
  },
};

type DemoVacancy = PositionWish & { slug: string; lang: 'ru' | 'en'; status: VacancyStatus; employment?: Employment };

/** The demo employer's vacancies: several published, one waiting for review, one draft, one rejected. */
const DEMO_VACANCIES: readonly DemoVacancy[] = [
  { slug: 'it', lang: 'ru', role: 'Frontend Engineer', variant: 'React', grade: 'middle', status: 'published' },
  { slug: 'it', lang: 'en', role: 'Backend Engineer', variant: 'Go', grade: 'senior', status: 'published' },
  { slug: 'design', lang: 'ru', role: 'Product Designer', grade: 'middle', status: 'published' },
  { slug: 'it', lang: 'ru', role: 'QA Automation Engineer', grade: 'middle', status: 'published' },
  { slug: 'it', lang: 'ru', role: 'DevOps Engineer', grade: 'senior', status: 'published' },
  { slug: 'sales', lang: 'ru', role: 'Sales Manager', status: 'published' },
  { slug: 'analytics', lang: 'ru', role: 'Data Analyst', grade: 'junior', status: 'on_review' },
  { slug: 'it', lang: 'ru', role: 'Frontend Engineer', variant: 'React', status: 'draft', employment: 'internship' },
  { slug: 'design', lang: 'ru', role: 'Product Designer', grade: 'junior', status: 'rejected' },
];

const findUser = async (db: Database, role: DemoAccount['role'], email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.email, email)))
    .limit(1);
  return row?.id ?? null;
};

/**
 * Creates whichever demo accounts are missing: the seeker (with a React developer's resume), the
 * employer with "Demo Company" and its vacancies, and the editor. Safe to call again.
 */
export const ensureDemoAccounts = async (
  db: Database,
  options: { logos?: boolean; seed?: number; now?: Date; passwordHash?: string } = {},
): Promise<readonly DemoAccount[]> => {
  const now = options.now ?? startOfUtcDay(new Date());
  const passwordHash = options.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const random = createRandom(deriveSeed(options.seed ?? DEFAULT_SEED, 'demo-accounts'));
  const places = createRandom(deriveSeed(options.seed ?? DEFAULT_SEED, 'demo-places'));

  const seeker = demoAccount('seeker');
  if ((await findUser(db, 'seeker', seeker.email)) === null) {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: seeker.email,
          passwordHash,
          name: seeker.name,
          role: 'seeker',
          locale: 'ru',
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(seekerProfiles).values({
        userId: (user as { id: number }).id,
        desiredPosition: 'Frontend-разработчик (React)',
        city: 'Москва',
        citizenship: 'RU',
        salaryExpectation: 250_000,
        currency: 'RUB',
        schedule: 'hybrid',
        experience: '3-6',
        skills: ['React', 'TypeScript', 'JavaScript', 'Redux', 'React Query', 'HTML', 'CSS', 'Vite', 'Git'],
        workExperience: [
          {
            company: 'ВекторСофт',
            position: 'Frontend-разработчик (React)',
            from: '2022-03',
            to: null,
            description:
              'Разработка личного кабинета клиентов на React и TypeScript. Перевёл сборку на Vite и ускорил её в четыре раза.',
          },
          {
            company: 'Меридиан Диджитал',
            position: 'Junior Frontend-разработчик',
            from: '2020-07',
            to: '2022-02',
            description: 'Вёрстка интерфейсов и разработка компонентов дизайн-системы.',
          },
        ],
        education: [{ institution: 'НИУ ВШЭ', degree: 'Бакалавр, Программная инженерия', year: 2020 }],
        languages: [
          { code: 'ru', level: 'native' },
          { code: 'en', level: 'B2' },
        ],
        about:
          'Frontend-разработчик с опытом более четырёх лет. Люблю аккуратные интерфейсы, типизацию и быстрые сборки. Ищу продуктовую команду с гибридным форматом работы.',
      });
    });
  }

  const employer = demoAccount('employer');
  if ((await findUser(db, 'employer', employer.email)) === null) {
    const categoryIds = await upsertCategories(db);
    const categoryId = (slug: string) => categoryIds.get(slug) as number;
    let companyId = 0;
    await db.transaction(async (tx) => {
      const [company] = await tx.insert(companies).values(DEMO_COMPANY.row).returning({ id: companies.id });
      companyId = (company as { id: number }).id;
      const [user] = await tx
        .insert(users)
        .values({
          email: employer.email,
          passwordHash,
          name: employer.name,
          role: 'employer',
          locale: 'ru',
          companyId,
          emailVerifiedAt: now,
        })
        .returning({ id: users.id });
      const createdBy = (user as { id: number }).id;
      const rows = DEMO_VACANCIES.map(({ slug, lang, ...wanted }) => ({
        ...draftVacancy(random, {
          company: DEMO_COMPANY,
          companyId,
          categoryId,
          category: category(slug),
          lang,
          now,
          wanted,
          places,
        }),
        createdBy,
        // Sent for review a day ago (the review queue orders by it).
        submittedAt:
          wanted.status === 'on_review' || wanted.status === 'rejected' ? new Date(now.getTime() - 86_400_000) : null,
        // The demo employer hires in its own city, whatever the draw said.
        city: MOSCOW.name,
        country: 'RU',
      }));
      await insertRows(tx as unknown as Database, vacancies, rows);
    });
    if (options.logos) await writeCompanyLogos(db, [{ id: companyId, name: DEMO_COMPANY_NAME }]);
  }

  const editor = demoAccount('editor');
  if ((await findUser(db, 'editor', editor.email)) === null) {
    await db.insert(users).values({
      email: editor.email,
      passwordHash,
      name: editor.name,
      role: 'editor',
      locale: 'ru',
      emailVerifiedAt: now,
    });
  }
  return DEMO_ACCOUNTS;
};

/** How many vacancies each demo collection holds: a home-page section's worth. */
const DEMO_COLLECTION_SIZE = 6;

type Candidate = Pick<
  typeof vacancies.$inferSelect,
  'id' | 'categoryId' | 'experience' | 'salaryFrom' | 'salaryTo' | 'viewsCount'
>;

/** The first `size` of `candidates` that pass `keep`, one per category, none taken twice. */
const pick = (candidates: readonly Candidate[], taken: Set<number>, keep: (row: Candidate) => boolean): number[] => {
  const categories = new Set<number | null>();
  const picked: number[] = [];
  for (const row of candidates) {
    if (picked.length === DEMO_COLLECTION_SIZE) break;
    if (taken.has(row.id) || categories.has(row.categoryId) || !keep(row)) continue;
    categories.add(row.categoryId);
    taken.add(row.id);
    picked.push(row.id);
  }
  return picked;
};

/**
 * The editors' picks of the demo, so the home page shows its collections from the first start: the
 * newest vacancies with a salary ("recommended"), the newest for people without experience
 * ("no-experience") and the most viewed ("similar", shown as "Popular right now"), one per
 * category, no vacancy in two, and none of the newest few the home page lists as fresh anyway.
 * Does nothing to a collection that already has vacancies.
 */
export const seedDemoCollections = async (db: Database): Promise<Record<(typeof COLLECTION_SLUGS)[number], number>> => {
  const editor = demoAccount('editor');
  const addedBy = await findUser(db, 'editor', editor.email);
  const columns = {
    id: vacancies.id,
    categoryId: vacancies.categoryId,
    experience: vacancies.experience,
    salaryFrom: vacancies.salaryFrom,
    salaryTo: vacancies.salaryTo,
    viewsCount: vacancies.viewsCount,
  };
  const published = eq(vacancies.status, 'published');
  const newest = await db
    .select(columns)
    .from(vacancies)
    .where(published)
    .orderBy(desc(vacancies.publishedAt), vacancies.id);
  const mostViewed = [...newest].sort((a, b) => b.viewsCount - a.viewsCount || a.id - b.id);
  // The home page already lists the newest vacancies as fresh ones: the collections leave those out.
  const taken = new Set<number>(newest.slice(0, DEMO_COLLECTION_SIZE).map((row) => row.id));
  const picks = {
    recommended: pick(newest, taken, (row) => row.salaryFrom !== null || row.salaryTo !== null),
    'no-experience': pick(newest, taken, (row) => row.experience === 'none'),
    similar: pick(mostViewed, taken, () => true),
  };
  const counts = { recommended: 0, 'no-experience': 0, similar: 0 };
  for (const [slug, ids] of Object.entries(picks) as [keyof typeof picks, number[]][]) {
    const [existing] = await db.select({ n: count() }).from(collectionItems).where(eq(collectionItems.slug, slug));
    if (Number(existing?.n ?? 0) > 0 || ids.length === 0) continue;
    // Only "Editors recommend" is the demo editor's own choice; the other two are picked by rule
    // (experience, views), so their cards do not say "Editors' choice".
    const chosenBy = slug === 'recommended' ? addedBy : null;
    await db
      .insert(collectionItems)
      .values(ids.map((vacancyId, position) => ({ slug, vacancyId, position, addedBy: chosenBy })));
    counts[slug] = ids.length;
  }
  return counts;
};

/**
 * The first-start demo: does nothing when any user exists; otherwise the category catalog, ~40
 * companies, ~600 vacancies, ~50 seekers, the three demo accounts (password `demo-password`) and
 * the editors' collections.
 * The caller decides whether demo data is allowed (never in production) and prints the result.
 */
export const seedDemo = async (db: Database, options: SeedDemoOptions = {}): Promise<SeedDemoResult> => {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) {
    return {
      created: false,
      counts: { categories: 0, companies: 0, vacancies: 0, seekers: 0 },
      accounts: DEMO_ACCOUNTS,
    };
  }
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? startOfUtcDay(new Date());
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const generated = await generateDataset(db, {
    ...DEMO_SIZE,
    seed,
    now,
    logos: options.logos,
    seekerPasswordHash: passwordHash,
  });
  await ensureDemoAccounts(db, { logos: options.logos, seed, now, passwordHash });
  await seedDemoCollections(db);
  await seedDemoApplications(db, now);
  return {
    created: true,
    counts: {
      categories: generated.categories,
      companies: generated.companies + 1,
      vacancies: generated.vacancies + DEMO_VACANCIES.length,
      seekers: generated.seekers + 1,
    },
    accounts: DEMO_ACCOUNTS,
  };
};
