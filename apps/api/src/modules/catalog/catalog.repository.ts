import type { CategoryWithCount, CollectionSlug, PublicCompany, VacancySummary } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import { verificationOf } from '../../lib/company-verification';
import { createApplicationsRepository } from '../applications/applications.repository';
import type { SearchEngine } from '../search/search-engine';
import { rowOf, type SearchIndex } from '../search/search.index';
import {
  summariesOf,
  summaryColumns,
  summaryJoins,
  toSummary,
  type SummaryRow,
} from '../vacancies/vacancy-summary.repository';
import { titleTrigrams, trigramSimilarity } from './title-similarity';

/** pg_trgm's default `%` threshold: titles at least this similar are "similar titles". */
const TITLE_SIMILARITY_THRESHOLD = 0.3;

/**
 * The public reads that are not a search: similar vacancies and the categories' counts (from the
 * search engine's index), editors' collections, company pages and the sitemap.
 */
/** A page of the sitemap: a vacancy's or a company's, with its last change. */
export type SitemapEntry = { kind: 'vacancy' | 'company'; id: number; updated_at: string };

const isoOf = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export const createCatalogRepository = (db: Database, engine: SearchEngine) => {
  const companyResponsiveness = createApplicationsRepository(db).responsiveness;

  /**
   * Published vacancies like `id`: the most similar titles (trigram index) score 0.5 and up, the
   * same category (same city first, newest first, from the index) 0; the best `limit` by score
   * then id, listed by score, newest, id.
   */
  /** The distinct titles' trigram sets of an index (built on the first similar-vacancies request). */
  const titleTrigramSets = new WeakMap<SearchIndex, Int32Array[]>();
  const trigramSetsOf = (current: SearchIndex): Int32Array[] => {
    let sets = titleTrigramSets.get(current);
    if (!sets) {
      const codes = new Map<string, number>();
      sets = current.titles.map((title) => titleTrigrams(title, codes));
      titleTrigramSets.set(current, sets);
    }
    return sets;
  };

  const similarOf = async (current: SearchIndex, id: number, limit: number): Promise<VacancySummary[] | undefined> => {
    const selfRow = rowOf(current, id);
    if (selfRow < 0) return undefined;
    // Similar titles (pg_trgm's similarity and its default threshold, over the distinct titles in memory).
    const sets = trigramSetsOf(current);
    const selfSet = sets[current.title[selfRow] as number] as Int32Array;
    const similarity = Float64Array.from(sets, (set) => trigramSimilarity(selfSet, set));
    const titled: Array<{ row: number; score: number }> = [];
    for (let row = current.size - 1; row >= 0; row--) {
      const score = similarity[current.title[row] as number] as number;
      if (row === selfRow || score < TITLE_SIMILARITY_THRESHOLD) continue;
      if (titled.length === limit && score <= (titled[limit - 1] as { score: number }).score) continue;
      let at = titled.length;
      while (at > 0 && (titled[at - 1] as { score: number }).score < score) at--;
      titled.splice(at, 0, { row, score });
      if (titled.length > limit) titled.pop();
    }
    const scores = new Map<number, number>();
    const category = current.category[selfRow];
    const city = current.city[selfRow];
    const sameCity: number[] = [];
    const elsewhere: number[] = [];
    for (let i = 0; i < current.size && sameCity.length < limit; i++) {
      const row = current.byDate[i] as number;
      if (row === selfRow || current.category[row] !== category) continue;
      if (current.city[row] === city) sameCity.push(row);
      else if (elsewhere.length < limit) elsewhere.push(row);
    }
    for (const row of [...sameCity, ...elsewhere].slice(0, limit)) scores.set(current.ids[row] as number, 0);
    for (const { row, score } of titled) {
      const candidate = current.ids[row] as number;
      scores.set(candidate, Math.max(scores.get(candidate) ?? 0, score + 0.5));
    }
    const publishedAt = (candidate: number) => {
      const at = current.publishedAt[rowOf(current, candidate)] ?? Number.NaN;
      return Number.isNaN(at) ? Number.NEGATIVE_INFINITY : at;
    };
    const best = [...scores]
      .sort(([a, sa], [b, sb]) => sb - sa || b - a)
      .slice(0, limit)
      .sort(([a, sa], [b, sb]) => sb - sa || publishedAt(b) - publishedAt(a) || b - a)
      .map(([candidate]) => candidate);
    return summariesOf(db, best);
  };

  /** Every category seekers are offered (catalog order, not hidden) with its number of published vacancies (from the index). */
  const categoriesWithCounts = async (): Promise<CategoryWithCount[]> => {
    const current = await engine.current();
    const counts = new Map<number, number>();
    for (let row = 0; row < current.size; row++) {
      const id = current.category[row] as number;
      if (id >= 0) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    return [...current.categories.values()]
      .filter((row) => !row.hidden)
      .sort((a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id))
      .map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        name_ru: row.name_ru,
        name_en: row.name_en,
        count: counts.get(Number(row.id)) ?? 0,
      }));
  };

  return {
    /** Published vacancies like `id`: similar titles first (trigram), then the same category, newest first. */
    similar: async (id: number, limit: number): Promise<VacancySummary[] | undefined> => {
      const current = await engine.current();
      return engine.byVersion(current, `similar:${id}:${limit}`, () => similarOf(current, id, limit));
    },

    /** Every category (catalog order) with its number of published vacancies. */
    categories: categoriesWithCounts,
    /** An editors' collection in its order, published vacancies only. */
    collection: async (
      slug: CollectionSlug,
      limit: number,
      excludeIds?: ReadonlySet<number>,
    ): Promise<Array<VacancySummary & { editors_pick: boolean }>> => {
      const excluded =
        excludeIds && excludeIds.size > 0
          ? sql` and not (v.id = any(${`{${[...excludeIds].join(',')}}`}::int[]))`
          : sql``;
      const rows = await rowsOf<SummaryRow & { editors_pick: boolean }>(
        db,
        sql`select ${summaryColumns}, ci.added_by is not null as editors_pick from collection_items ci
            join vacancies v on v.id = ci.vacancy_id ${summaryJoins}
            where ci.slug = ${slug} and v.status = 'published'${excluded}
            order by ci.position, ci.vacancy_id limit ${limit}`,
      );
      // An editor chose it when the item names the editor who added it.
      return rows.map((row) => ({ ...toSummary(row), editors_pick: row.editors_pick === true }));
    },

    /** A company's public profile with its newest published vacancies. */
    company: async (id: number, limit: number): Promise<PublicCompany | undefined> => {
      const [company] = await rowsOf<{
        id: number;
        name: string;
        logo_url: string | null;
        description: string;
        site: string | null;
        city: string | null;
        industry: string | null;
        size: string | null;
        reply_within_days: number;
        verified_method: 'email_domain' | 'editor' | null;
        verified_at: Date | string | null;
        total: number | string;
      }>(
        db,
        sql`select c.id, c.name, c.logo_url, c.description, c.site, c.city, c.industry, c.size, c.reply_within_days,
              c.verified_method, c.verified_at,
              (select count(*) from vacancies v where v.company_id = c.id and v.status = 'published')::int as total
            from companies c where c.id = ${id}`,
      );
      if (!company) return undefined;
      const [rows, responsiveness] = await Promise.all([
        rowsOf<SummaryRow>(
          db,
          sql`select ${summaryColumns} from vacancies v ${summaryJoins}
            where v.company_id = ${id} and v.status = 'published'
            order by v.published_at desc nulls last, v.id desc limit ${limit}`,
        ),
        companyResponsiveness(id),
      ]);
      return {
        id: Number(company.id),
        name: company.name,
        logo: company.logo_url,
        description: company.description,
        site: company.site,
        city: company.city,
        industry: company.industry,
        size: company.size,
        verified: verificationOf({ verifiedMethod: company.verified_method, verifiedAt: company.verified_at }),
        responsiveness,
        reply_within_days: Number(company.reply_within_days),
        vacancies: rows.map(toSummary),
        vacancies_total: Number(company.total),
      };
    },

    /**
     * The sitemap's pages, one page of `size`: the published vacancies by id, then the pages of
     * the companies that have one (by id, last changed when their newest vacancy was).
     */
    sitemapPage: async (page: number, size: number): Promise<SitemapEntry[]> => {
      const offset = (page - 1) * size;
      const vacancyRows = await rowsOf<{ id: number; updated_at: Date | string }>(
        db,
        sql`select id, updated_at from vacancies where status = 'published'
            order by id limit ${size} offset ${offset}`,
      );
      const entries: SitemapEntry[] = vacancyRows.map((row) => ({
        kind: 'vacancy',
        id: Number(row.id),
        updated_at: isoOf(row.updated_at),
      }));
      if (entries.length < size) {
        // Fewer than a page: the vacancies end on this page (or before it, when it has none).
        const vacancyTotal =
          entries.length > 0
            ? offset + entries.length
            : Number(
                (
                  await rowsOf<{ n: number | string }>(
                    db,
                    sql`select count(*)::int as n from vacancies where status = 'published'`,
                  )
                )[0]?.n ?? 0,
              );
        const companyRows = await rowsOf<{ id: number; updated_at: Date | string }>(
          db,
          sql`select company_id as id, max(updated_at) as updated_at from vacancies where status = 'published'
              group by company_id order by company_id
              limit ${size - entries.length} offset ${Math.max(0, offset - vacancyTotal)}`,
        );
        for (const row of companyRows)
          entries.push({ kind: 'company', id: Number(row.id), updated_at: isoOf(row.updated_at) });
      }
      return entries;
    },

    /** The sitemap's URLs: the published vacancies and the companies that have one. */
    publishedCount: async (): Promise<number> => {
      const [row] = await rowsOf<{ n: number | string; companies: number | string }>(
        db,
        sql`select count(*)::int as n, count(distinct company_id)::int as companies
            from vacancies where status = 'published'`,
      );
      return Number(row?.n ?? 0) + Number(row?.companies ?? 0);
    },
  };
};

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
