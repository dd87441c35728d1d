import type { Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/sql-rows';
import { textCondition, type TextPlan } from './search.sql';

// The statements of the search service that the engine's index does not answer: suggestions as
// one types, and which saved searches' words a vacancy's text matches.

/**
 * The companies (at most `companies`, first) whose name is like one of `terms`, then distinct
 * published titles like one of them (prefix, substring or trigram word similarity) or with every
 * word pattern of `wordPatterns` at a word's start; those starting like the query first, then
 * the most similar. One statement.
 */
export const suggestRows = async (
  db: Database,
  {
    terms,
    wordPatterns,
    limit,
    companies,
  }: { terms: readonly string[]; wordPatterns: readonly string[]; limit: number; companies: number },
): Promise<{ title: string; n: number | string; company_id: number | string | null }[]> => {
  const any = (each: (term: string) => SQL, joiner: string) =>
    sql.join(
      terms.map((term) => each(term)),
      sql.raw(joiner),
    );
  const title = sql`replace(lower(v.title), 'ё', 'е')`;
  const everyWord =
    wordPatterns.length === 0
      ? sql`false`
      : sql.join(
          wordPatterns.map((pattern) => sql`${title} ~ ${pattern}`),
          sql` and `,
        );
  return rowsOf<{ title: string; n: number | string; company_id: number | string | null }>(
    db,
    sql`select title, n, company_id from (
          (select c.name as title,
              (select count(*) from vacancies v where v.company_id = c.id and v.status = 'published')::int as n,
              c.id as company_id, 0 as part, c.score, c.prefix
            from (
              -- The best few names first, then their vacancies counted (not every match's).
              select id, name,
                greatest(${any((term) => sql`word_similarity(${term}, name)`, ', ')}) as score,
                (${any((term) => sql`name ilike ${likePattern(term, { before: false })}`, ' or ')}) as prefix
              from companies
              where (${any((term) => sql`name ilike ${likePattern(term)} or ${term} <% name`, ' or ')})
                and exists (select 1 from vacancies v where v.company_id = companies.id and v.status = 'published')
              order by prefix desc, score desc, name, id
              limit ${Math.min(companies, limit)}
            ) c)
          union all
          (select v.title, count(*)::int as n, null::int as company_id, 1 as part,
              max(greatest(${any((term) => sql`word_similarity(${term}, v.title)`, ', ')})) as score,
              bool_or(${any((term) => sql`v.title ilike ${likePattern(term, { before: false })}`, ' or ')} or ${everyWord}) as prefix
            from vacancies v
            where v.status = 'published'
              and (${any((term) => sql`v.title ilike ${likePattern(term)} or ${term} <% v.title`, ' or ')} or ${everyWord})
            group by v.title
            order by prefix desc, score desc, n desc, v.title
            limit ${limit})
        ) s
        order by part, prefix desc, score desc, n desc, title
        limit ${limit}`,
  );
};

/** Whether the text of vacancy `id` matches each plan (in order), in one statement. */
export const planMatches = async (db: Database, id: number, plans: readonly TextPlan[]): Promise<boolean[]> => {
  const [found] = await rowsOf<Record<string, boolean>>(
    db,
    sql`select ${sql.join(
      plans.map((plan, i) => sql`(${textCondition(plan)}) as ${sql.raw(`m${i}`)}`),
      sql`, `,
    )} from vacancies v where v.id = ${id}`,
  );
  return plans.map((_, i) => found?.[`m${i}`] === true);
};
