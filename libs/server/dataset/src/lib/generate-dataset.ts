import { Faker, base, en, ru } from '@faker-js/faker';
import {
  categories,
  companies,
  seekerProfiles,
  uploadFiles,
  uploads,
  users,
  vacancies,
  type Database,
} from '@jobs/server-db';
import { hashPassword } from '@jobs/server-auth-core';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { CATEGORY_CATALOG, type CategorySpec, type Lang } from './catalog';
import { chunks, insertRows } from './bulk-insert';
import { companyLogoSvg, draftCompanies, LOGO_SIZE, logoPath, logoUrl, type CompanyDraft } from './company-factory';
import { createRandom, deriveSeed, type Random } from './random';
import { draftSeeker, seekerEmail } from './seeker-factory';
import { draftVacancy, type NewVacancy } from './vacancy-factory';

export type DatasetPhase = 'categories' | 'companies' | 'seekers' | 'vacancies';

export type GenerateDatasetOptions = {
  vacancies: number;
  /** Default: one company per 50 vacancies (at least 1). */
  companies?: number;
  /** Default: one seeker per 20 vacancies. */
  seekers?: number;
  seed: number;
  /** Give every company a logo: stored as an upload (in the database) and linked from `logo_url`. */
  logos?: boolean;
  /** Password of every generated seeker account (hashed once). Default: `demo-password`. */
  seekerPassword?: string;
  /** A ready hash for the seekers' password, to skip hashing (scrypt takes about half a second). */
  seekerPasswordHash?: string;
  /** The moment "now" for publication dates. Default: the start of the current UTC day, so one seed gives the same rows all day. */
  now?: Date;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /**
   * Insert the published vacancies in the order they went live (oldest first), as a running
   * platform does: each vacancy's row, and its search document's (inserted when it is published),
   * follow the ones published before it. Without it (the demo data) their times are drawn in any
   * order. The same rows either way but for the published ones' times, which keep their
   * distribution (fresh ones more likely).
   */
  publicationOrder?: boolean;
  onProgress?: (done: number, total: number, phase: DatasetPhase) => void;
};

export type GenerateDatasetResult = {
  categories: number;
  companies: number;
  seekers: number;
  vacancies: number;
  /** Ids of the companies this run created, in creation order. */
  companyIds: number[];
  /** E-mail numbers of the generated seekers: `seeker<first>@example.com` … `seeker<last>@example.com`. */
  seekerNumbers: { first: number; last: number } | null;
  elapsedMs: number;
};

const DEFAULT_BATCH = 2000;
/** Batches per transaction: few commits, yet a failure loses little and memory stays flat. */
const BATCHES_PER_TRANSACTION = 5;
const EN_SHARE = 0.3;
const OWN_CATEGORY_SHARE = 0.55;

export const startOfUtcDay = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/** Inserts or refreshes the category catalog; returns slug → id. */
export const upsertCategories = async (db: Database): Promise<Map<string, number>> => {
  const rows = await db
    .insert(categories)
    .values(
      CATEGORY_CATALOG.map((category, position) => ({
        slug: category.slug,
        nameRu: category.nameRu,
        nameEn: category.nameEn,
        position,
      })),
    )
    .onConflictDoUpdate({
      target: categories.slug,
      set: { nameRu: sql`excluded.name_ru`, nameEn: sql`excluded.name_en`, position: sql`excluded.position` },
    })
    .returning({ id: categories.id, slug: categories.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
};

/**
 * Each company's logo as an uploaded image: its SVG emblem rendered to a 256×256 WebP, stored
 * like an upload (its bytes in `upload_files`, which every API instance reads, its record in
 * `uploads`, so the image optimiser serves it through `/_img`) and linked from `logo_url` as
 * `/uploads/logos/company-<id>.webp`.
 */
export const writeCompanyLogos = async (
  db: Database,
  items: readonly { id: number; name: string }[],
): Promise<void> => {
  if (items.length === 0) return;
  for (const group of chunks(items, 16)) {
    const rendered = await Promise.all(
      group.map(async (item) => {
        const data = await sharp(Buffer.from(companyLogoSvg(item.name)), { density: 144 })
          .resize(LOGO_SIZE, LOGO_SIZE)
          .webp({ quality: 90 })
          .toBuffer();
        return { path: logoPath(item.id), data };
      }),
    );
    await db
      .insert(uploadFiles)
      .values(rendered.map(({ path, data }) => ({ path, data })))
      .onConflictDoUpdate({ target: uploadFiles.path, set: { data: sql`excluded.data` } });
    await db
      .insert(uploads)
      .values(
        rendered.map(({ path, data }) => ({
          path,
          mime: 'image/webp',
          width: LOGO_SIZE,
          height: LOGO_SIZE,
          bytes: data.length,
        })),
      )
      .onConflictDoUpdate({ target: uploads.path, set: { bytes: sql`excluded.bytes` } });
  }
  for (const group of chunks(items, 5000)) {
    await db
      .update(companies)
      .set({ logoUrl: sql`'/uploads/logos/company-' || ${companies.id} || '.webp'` })
      .where(
        inArray(
          companies.id,
          group.map((item) => item.id),
        ),
      );
  }
};

const nextSeekerNumber = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ max: sql<number | null>`max(substring(${users.email} from '^seeker([0-9]+)@example\\.com$')::int)` })
    .from(users)
    .where(and(eq(users.role, 'seeker'), like(users.email, 'seeker%@example.com')));
  return Number(row?.max ?? 0) + 1;
};

const makeFakers = (seed: number): Record<Lang, Faker> => {
  const fakers = { ru: new Faker({ locale: [ru, base] }), en: new Faker({ locale: [en, base] }) };
  fakers.ru.seed(deriveSeed(seed, 'faker-ru'));
  fakers.en.seed(deriveSeed(seed, 'faker-en'));
  return fakers;
};

/** Runs `work` over the batches, `BATCHES_PER_TRANSACTION` batches per transaction. */
const inTransactions = async <T>(
  db: Database,
  batches: readonly T[],
  work: (tx: Database, batch: T) => Promise<void>,
) => {
  for (const group of chunks(batches, BATCHES_PER_TRANSACTION)) {
    await db.transaction(async (tx) => {
      for (const batch of group) await work(tx as unknown as Database, batch);
    });
  }
};

const pickCompany = (
  random: Random,
  pools: Record<Lang, CompanyDraft[]>,
  all: CompanyDraft[],
  lang: Lang,
): CompanyDraft => {
  const pool = pools[lang].length > 0 ? pools[lang] : all;
  // A few large employers post most of the vacancies, as on any job board.
  return pool[random.skewedIndex(pool.length, 1.6)] as CompanyDraft;
};

/**
 * Fills the database with a realistic data set: the category catalog, companies (with logos
 * when `logos` is set), seekers with resumes and vacancies in Russian (about 70%) and English.
 * Deterministic: the same seed and `now` give the same rows. Adds to what is there; truncate first
 * (see `resetDataset`) for a clean set.
 */
export const generateDataset = async (
  db: Database,
  options: GenerateDatasetOptions,
): Promise<GenerateDatasetResult> => {
  const started = performance.now();
  const now = options.now ?? startOfUtcDay(new Date());
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const vacancyCount = Math.max(0, Math.floor(options.vacancies));
  const companyCount = Math.max(
    vacancyCount > 0 ? 1 : 0,
    Math.floor(options.companies ?? Math.max(1, Math.round(vacancyCount / 50))),
  );
  const seekerCount = Math.max(0, Math.floor(options.seekers ?? Math.round(vacancyCount / 20)));
  const total = CATEGORY_CATALOG.length + companyCount + seekerCount + vacancyCount;
  let done = 0;
  const progress = (count: number, phase: DatasetPhase) => {
    done += count;
    options.onProgress?.(done, total, phase);
  };

  // Categories
  options.onProgress?.(0, total, 'categories');
  const categoryIds = await upsertCategories(db);
  const categoryId = (slug: string) => {
    const id = categoryIds.get(slug);
    if (id === undefined) throw new Error(`Category ${slug} is missing`);
    return id;
  };
  progress(CATEGORY_CATALOG.length, 'categories');

  // Companies
  const companyRandom = createRandom(deriveSeed(options.seed, 'companies'));
  const drafts = draftCompanies(companyRandom, companyCount, now);
  const companyIds: number[] = [];
  await inTransactions(db, chunks(drafts, batchSize), async (tx, batch) => {
    const ids = await insertRows(
      tx,
      companies,
      batch.map((draft) => draft.row),
      { returningId: true },
    );
    companyIds.push(...ids);
    progress(batch.length, 'companies');
  });
  if (options.logos) {
    await writeCompanyLogos(
      db,
      drafts.map((draft, i) => ({ id: companyIds[i] as number, name: draft.row.name })),
    );
  }

  // Seekers: one password hash for all of them (scrypt is deliberately slow).
  let seekerNumbers: GenerateDatasetResult['seekerNumbers'] = null;
  if (seekerCount > 0) {
    const seekerRandom = createRandom(deriveSeed(options.seed, 'seekers'));
    const fakers = makeFakers(options.seed);
    const passwordHash = options.seekerPasswordHash ?? (await hashPassword(options.seekerPassword ?? 'demo-password'));
    const first = await nextSeekerNumber(db);
    seekerNumbers = { first, last: first + seekerCount - 1 };
    const numbers = Array.from({ length: seekerCount }, (_, i) => first + i);
    await inTransactions(db, chunks(numbers, Math.min(batchSize, 1000)), async (tx, batch) => {
      const seekers = batch.map((n) => draftSeeker(seekerRandom, fakers, { n, passwordHash, now }));
      const ids = await insertRows(
        tx,
        users,
        seekers.map((seeker) => seeker.user),
        { returningId: true },
      );
      await insertRows(
        tx,
        seekerProfiles,
        seekers.map((seeker, i) => ({ ...seeker.profile, userId: ids[i] as number })),
      );
      progress(batch.length, 'seekers');
    });
  }

  // Vacancies: drafted batch by batch so that memory stays flat at any size.
  const vacancyRandom = createRandom(deriveSeed(options.seed, 'vacancies'));
  const places = createRandom(deriveSeed(options.seed, 'places'));
  const pools: Record<Lang, CompanyDraft[]> = { ru: [], en: [] };
  const idOf = new Map<CompanyDraft, number>();
  drafts.forEach((draft, i) => {
    pools[draft.lang].push(draft);
    idOf.set(draft, companyIds[i] as number);
  });
  const categoryWeights = {
    ru: CATEGORY_CATALOG.map((category) => [category, category.weight.ru] as const),
    en: CATEGORY_CATALOG.map((category) => [category, category.weight.en] as const),
  };
  const sizes = chunks(
    Array.from({ length: vacancyCount }, (_, i) => i),
    batchSize,
  ).map((batch) => batch.length);
  let drafted = 0;
  await inTransactions(db, sizes, async (tx, size) => {
    const rows: NewVacancy[] = [];
    for (let i = 0; i < size; i++) {
      const order = options.publicationOrder ? (drafted++ + 0.5) / vacancyCount : undefined;
      const lang: Lang = vacancyRandom.chance(EN_SHARE) ? 'en' : 'ru';
      const company = pickCompany(vacancyRandom, pools, drafts, lang);
      const category: CategorySpec = vacancyRandom.chance(OWN_CATEGORY_SHARE)
        ? company.category
        : vacancyRandom.weighted(categoryWeights[lang]);
      rows.push(
        draftVacancy(vacancyRandom, {
          company,
          companyId: idOf.get(company) as number,
          categoryId,
          category,
          lang,
          now,
          places,
          ...(order === undefined ? {} : { order }),
        }),
      );
    }
    await insertRows(tx, vacancies, rows);
    progress(size, 'vacancies');
  });

  return {
    categories: categoryIds.size,
    companies: companyCount,
    seekers: seekerCount,
    vacancies: vacancyCount,
    companyIds,
    seekerNumbers,
    elapsedMs: performance.now() - started,
  };
};

export { seekerEmail, logoUrl };
