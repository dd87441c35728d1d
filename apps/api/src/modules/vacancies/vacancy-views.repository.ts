import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../lib/sql-rows';

/** One buffered view: a visitor's look at a vacancy on a day (`YYYY-MM-DD`). */
export type BufferedView = { vacancyId: number; day: string; visitor: string };

/**
 * Writes a batch of views in one statement: a row per visitor, vacancy and day (`vacancy_views`'s
 * primary key drops the repeats across instances), and only the new rows add to the vacancies'
 * `views_count`. Resolves with how many were new.
 */
export const insertViews = async (db: Database, batch: readonly BufferedView[]): Promise<number> => {
  const [row] = await rowsOf<{ added: number | string | null }>(
    db,
    sql`with input as (
          select * from unnest(${sql.param(batch.map((view) => view.vacancyId))}::int[],
            ${sql.param(batch.map((view) => view.day))}::text[],
            ${sql.param(batch.map((view) => view.visitor))}::text[]) as t(vacancy_id, day, visitor)
        ), added as (
          insert into vacancy_views (vacancy_id, day, visitor)
          select i.vacancy_id, i.day::date, i.visitor from input i
          where exists (select 1 from vacancies v where v.id = i.vacancy_id)
          on conflict do nothing
          returning vacancy_id
        ), counted as (
          update vacancies v set views_count = v.views_count + c.n
          from (select vacancy_id, count(*)::int as n from added group by vacancy_id) c
          where v.id = c.vacancy_id
          returning c.n
        )
        select coalesce(sum(n), 0)::int as added from counted`,
  );
  return Number(row?.added ?? 0);
};

/** Drops the views older than the day before `today`: deduplication needs a day's rows only. */
export const pruneViews = async (db: Database, today: string): Promise<void> => {
  await db.execute(sql`delete from vacancy_views where day < ${today}::date - 1`);
};
