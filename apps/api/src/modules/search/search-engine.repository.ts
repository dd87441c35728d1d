import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';
import type { IndexRow } from './search.index';
import { WEIGHT_BITS, type SampleLexeme } from './sample-matcher';
import { decodeIds, type DocumentLexeme } from './text-match';
import { rankedIdsQuery, salaryRubExpression, textCondition, tsQuery, type TextPlan } from './search.sql';

// The statements of the search engine (search-engine.ts keeps what they read in memory): the
// search version and its change log, the index's rows and categories, the text matches, the
// ranking of candidates and the typo vocabulary's skills.

export type CategoryRow = {
  id: number;
  slug: string;
  name_ru: string;
  name_en: string;
  position: number;
  hidden: boolean;
};

const indexColumns = sql`v.id, v.title, v.category_id, v.city, v.experience, v.employment, v.schedule, v.currency,
  ${salaryRubExpression}::float8 as salary_rub,
  (extract(epoch from v.published_at) * 1000)::float8 as published_ms`;

/** The search version (one row of `search_version`, migration 0006). */
export const readSearchVersion = async (db: Database): Promise<string> => {
  const [row] = await rowsOf<{ v: string }>(db, sql`select v::text as v from search_version`);
  return row?.v ?? '';
};

/** Every category, by id. */
export const readCategories = async (db: Database): Promise<Map<number, CategoryRow>> =>
  new Map(
    (await rowsOf<CategoryRow>(db, sql`select id, slug, name_ru, name_en, position, hidden from categories`)).map(
      (row) => [Number(row.id), row],
    ),
  );

/** The index rows of every published vacancy, by id. */
export const readIndexRows = (db: Database): Promise<IndexRow[]> =>
  rowsOf<IndexRow>(db, sql`select ${indexColumns} from vacancies v where v.status = 'published' order by v.id`);

/** The index rows of those of `ids` that are published, by id. */
export const readIndexRowsOf = (db: Database, ids: readonly number[]): Promise<IndexRow[]> =>
  rowsOf<IndexRow>(
    db,
    sql`select ${indexColumns} from vacancies v
        where v.id = any(${`{${ids.join(',')}}`}::int[]) and v.status = 'published' order by v.id`,
  );

/**
 * The change log between versions `from` (excluded) and `to`, in one statement (one snapshot):
 * how many versions logged something, whether one said "everything", and the changed ids when
 * they are at most `limit`.
 */
export const readChanges = async (
  db: Database,
  from: string,
  to: string,
  limit: number,
): Promise<{ versions: number; everything: boolean; ids: number[] | null } | undefined> => {
  const [found] = await rowsOf<{ versions: number | string; everything: boolean | null; ids: number[] | null }>(
    db,
    sql`select count(distinct version)::int as versions, bool_or(vacancy_id is null) as everything,
          case when count(distinct vacancy_id) <= ${limit} then array_agg(distinct vacancy_id) end as ids
        from vacancy_search_changes where version > ${from}::bigint and version <= ${to}::bigint`,
  );
  if (!found) return undefined;
  return {
    versions: Number(found.versions),
    everything: Boolean(found.everything),
    ids: found.ids ? found.ids.map(Number) : null,
  };
};

/**
 * The published vacancies whose text matches a plan with names written as typed (C++, C#, .NET:
 * the text itself is tested), through the full-text index (a bitmap scan): for a broad query the
 * planner would rather scan the table or the primary key and test every row's text vector (1.1 s
 * against 0.37 s cold for 15,589 of 100,000 on PostgreSQL), so in this transaction it may not. No
 * `order by v.id` either (the rows are sorted in memory).
 */
export const literalMatchIds = async (db: Database, plan: TextPlan, withCorrections: boolean): Promise<number[]> => {
  const found = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return rowsOf<{ id: number | string }>(
      tx as unknown as Database,
      sql`select v.id from vacancies v where v.status = 'published' and ${textCondition(plan, withCorrections)}`,
    );
  });
  return found.map((row) => Number(row.id));
};

/** A plan's full-text query as PostgreSQL prints it (its words stemmed, a prefix as typed: search.sql.ts). */
export const printedTsQuery = async (db: Database, plan: TextPlan, withCorrections: boolean): Promise<string> => {
  const [printed] = await rowsOf<{ text: string }>(db, sql`select (${tsQuery(plan, withCorrections)})::text as text`);
  return printed?.text ?? '';
};

/**
 * A full-text query: a plan's (with its typos' corrections, or the words as typed only), or a
 * printed tsquery (the plan's with its prefixes named lexeme by lexeme: prefixLexemes).
 */
export type FullTextQuery = { plan: TextPlan; withCorrections: boolean } | { printed: string };
const fullTextQuery = (query: FullTextQuery) =>
  'printed' in query ? sql`${query.printed}::tsquery` : tsQuery(query.plan, query.withCorrections);

/** The ids a plan's full-text query matches, as one encoded value (`vacancy_search_ids`, migration 0017). */
export const matchingIds = async (db: Database, query: FullTextQuery): Promise<Uint8Array | null> => {
  const [found] = await rowsOf<{ ids: Uint8Array | null }>(
    db,
    sql`select vacancy_search_ids(${fullTextQuery(query)}) as ids`,
  );
  return found?.ids ?? null;
};

/**
 * The ids a plan's full-text query matches among the sampled documents (every 64th id, in a table
 * of their own: migration 0039), encoded as `matchingIds`'.
 */
export const sampledIds = async (db: Database, plan: TextPlan, withCorrections = true): Promise<Uint8Array | null> => {
  const [found] = await rowsOf<{ ids: Uint8Array | null }>(
    db,
    sql`select vacancy_search_sample_ids(${tsQuery(plan, withCorrections)}) as ids`,
  );
  return found?.ids ?? null;
};

/** Which of `ids` a plan's full-text query matches (migration 0039), encoded as `matchingIds`'. */
export const matchingIdsAmong = async (
  db: Database,
  plan: TextPlan,
  ids: readonly number[],
): Promise<Uint8Array | null> => {
  const [found] = await rowsOf<{ ids: Uint8Array | null }>(
    db,
    sql`select vacancy_search_ids_among(${tsQuery(plan)}, ${`{${ids.join(',')}}`}::int[]) as ids`,
  );
  return found?.ids ?? null;
};

/**
 * The ids a plan's full-text query matches among the documents that carry every one of `terms.every`
 * and one of `terms.any` (their vacancies' filter values as terms, `c:<city>`…: migration 0044),
 * encoded as `matchingIds`'.
 * The word's and the filters' posting lists are intersected in the index: only the matches of both
 * are visited.
 */
export const matchingIdsWith = async (
  db: Database,
  query: FullTextQuery,
  terms: { every: readonly string[]; any: readonly string[] },
): Promise<Uint8Array | null> => {
  const [found] = await rowsOf<{ ids: Uint8Array | null }>(
    db,
    sql`select vacancy_search_ids_with(${fullTextQuery(query)}, ${sql.param(terms.every)}::text[],
          ${sql.param(terms.any)}::text[]) as ids`,
  );
  return found?.ids ?? null;
};

/**
 * The lexemes the documents hold (or held: migration 0047) that start with each of `prefixes`, in
 * the order asked; undefined for a prefix of more than `max` (a short prefix names hundreds, which
 * GIN reads faster as one bitmap than intersects one by one).
 */
export const prefixLexemes = async (
  db: Database,
  prefixes: readonly string[],
  max: number,
): Promise<Array<string[] | undefined>> => {
  const rows = await rowsOf<{ n: number | string; lexeme: string }>(
    db,
    sql`select p.n, l.lexeme
        from unnest(${sql.param(prefixes)}::text[]) with ordinality as p(prefix, n),
        lateral (select distinct x.lexeme from vacancy_search_lexemes x
          where x.lexeme >= p.prefix collate "C" and x.lexeme < (p.prefix || U&'\\+10FFFF') collate "C"
            and starts_with(x.lexeme, p.prefix collate "C")
          order by x.lexeme limit ${max + 1}) as l`,
  );
  const found = prefixes.map((): string[] => []);
  for (const row of rows) found[Number(row.n) - 1]?.push(row.lexeme);
  return found.map((lexemes) => (lexemes.length > max ? undefined : lexemes));
};

/** Each full-text term's matching ids, encoded, in the order of `terms`. */
export const termIds = async (db: Database, terms: readonly string[]): Promise<(Uint8Array | null)[]> =>
  (
    await rowsOf<{ ids: Uint8Array | null }>(
      db,
      sql`select vacancy_search_ids(t.term::tsquery) as ids
          from unnest(${sql.param(terms)}::text[]) with ordinality as t(term, n) order by t.n`,
    )
  ).map((row) => row.ids);

/**
 * The lexemes (with their weights) of the documents of `ids`, by id: the search documents', or the
 * sample table's (`sample`: those of `ids` that are sampled, as the table holds them).
 */
export const documentLexemes = async (
  db: Database,
  ids: readonly number[],
  of: 'documents' | 'sample' = 'documents',
): Promise<Map<number, DocumentLexeme[]>> => {
  const table = of === 'sample' ? sql`vacancy_search_sample` : sql`vacancy_search_documents`;
  const rows = await rowsOf<{ id: number | string; lexeme: string; weights: string | null }>(
    db,
    sql`select d.vacancy_id as id, u.lexeme, array_to_string(u.weights, '') as weights
        from ${table} d, unnest(d.document) as u
        where d.vacancy_id = any(${sql.param(ids)}::int[])`,
  );
  const documents = new Map<number, DocumentLexeme[]>();
  for (const row of rows) {
    const id = Number(row.id);
    let lexemes = documents.get(id);
    if (!lexemes) documents.set(id, (lexemes = []));
    lexemes.push({ lexeme: row.lexeme, weights: row.weights ?? '' });
  }
  return documents;
};

/** The candidates `ids` in the full relevance order (title and skills, full-text rank). */
export const rankedIds = async (db: Database, plan: TextPlan, ids: readonly number[]): Promise<number[]> =>
  (await rowsOf<{ id: number | string }>(db, rankedIdsQuery(plan, `{${ids.join(',')}}`))).map((row) => Number(row.id));

/**
 * How many published vacancies name each skill, and each company's name (they are searched,
 * migration 0023, so they are words, not typos).
 */
export const skillAndCompanyCounts = async (db: Database): Promise<Array<[string, number]>> =>
  (
    await rowsOf<{ skill: string; n: number | string }>(
      db,
      sql`select s.skill, count(*)::int as n from vacancies v, unnest(v.skills) as s(skill)
          where v.status = 'published' group by s.skill
          union all
          select c.name, count(*)::int from vacancies v join companies c on c.id = v.company_id
          where v.status = 'published' group by c.name`,
    )
  ).map((row): [string, number] => [row.skill, Number(row.n)]);

/** A lexeme's weights (`u.weights`: 'A'…'D') as WEIGHT_BITS' bits, summed. */
const weightBits = sql.join(
  Object.entries(WEIGHT_BITS).map(([weight, bit]) => sql`(${weight} = any(u.weights))::int * ${sql.raw(String(bit))}`),
  sql` + `,
);

/**
 * The sample table's documents as an inverted index (sample-matcher.ts): each lexeme with the ids
 * that have it (ascending, encoded as `matchingIds`') and each one's weights as bits (WEIGHT_BITS),
 * grouped in the database (a row per lexeme, not per entry); and every sampled id.
 */
export const sampleLexemes = async (db: Database): Promise<{ lexemes: SampleLexeme[]; ids: Int32Array }> => {
  const [rows, all] = await Promise.all([
    rowsOf<{ lexeme: string; ids: Uint8Array | null; weights: Uint8Array | null }>(
      db,
      sql`select u.lexeme, string_agg(int4send(s.vacancy_id), ''::bytea order by s.vacancy_id) as ids,
            string_agg(set_byte('\\x00'::bytea, 0, coalesce(${weightBits}, 15)), ''::bytea order by s.vacancy_id)
              as weights
          from vacancy_search_sample s, unnest(s.document) as u group by u.lexeme`,
    ),
    rowsOf<{ ids: Uint8Array | null }>(
      db,
      sql`select string_agg(int4send(vacancy_id), ''::bytea order by vacancy_id) as ids from vacancy_search_sample`,
    ),
  ]);
  return {
    lexemes: rows.map((row) => ({
      lexeme: row.lexeme,
      ids: decodeIds(row.ids),
      weights: row.weights ? Uint8Array.from(row.weights) : new Uint8Array(0),
    })),
    ids: decodeIds(all[0]?.ids),
  };
};
