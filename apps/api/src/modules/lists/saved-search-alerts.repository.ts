import type { Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';

// The saved searches' alerts' statements (saved-search-alerts.ts holds their rules).

export type SavedSearchRow = {
  id: number;
  seeker_id: number;
  name: string;
  query: string;
  alert: 'off' | 'instant' | 'daily';
  locale: Locale;
};

/** The vacancies of `ids` still published, with their companies' names, newest first. */
export const publishedAmong = async (
  executor: Database,
  ids: number[],
): Promise<{ id: number; title: string; company: string | null }[]> =>
  resultRows<{ id: number; title: string; company: string | null }>(
    await executor.execute(sql`
        select v.id, v.title, c.name as company
        from vacancies v left join companies c on c.id = v.company_id
        where v.id = any(${`{${ids.join(',')}}`}::int[]) and v.status = 'published'
        order by v.published_at desc nulls last, v.id desc`),
  );

/** A published vacancy with its company. */
export const publishedVacancy = async (executor: Database, vacancyId: number) => {
  const [vacancy] = resultRows<{ id: number; title: string; company_id: number; company: string | null }>(
    await executor.execute(
      sql`select v.id, v.title, v.company_id, c.name as company
          from vacancies v left join companies c on c.id = v.company_id
          where v.id = ${vacancyId} and v.status = 'published'`,
    ),
  );
  return vacancy;
};

/** The saved searches a new vacancy may match: of active seekers who hid neither it nor its company. */
export const alertCandidates = async (
  executor: Database,
  vacancyId: number,
  companyId: number,
): Promise<SavedSearchRow[]> =>
  resultRows<SavedSearchRow>(
    await executor.execute(sql`
        select s.id, s.seeker_id, s.name, s.query, s.alert, u.locale
        from saved_searches s join users u on u.id = s.seeker_id
        where u.disabled_at is null and u.deleted_at is null
          and not exists (select 1 from hidden_vacancies h where h.seeker_id = s.seeker_id and h.vacancy_id = ${vacancyId})
          and not exists (select 1 from hidden_companies hc where hc.seeker_id = s.seeker_id and hc.company_id = ${companyId})
        order by s.id`),
  );

/** One more new match for each saved search of `searchIds`; a daily one keeps the vacancy (the newest `keep`). */
export const countMatch = async (
  executor: Database,
  searchIds: number[],
  vacancyId: number,
  keep: number,
): Promise<void> => {
  const ids = `{${searchIds.join(',')}}`;
  await executor.execute(sql`
        update saved_searches set new_count = new_count + 1,
          pending_count = pending_count + (case when alert = 'daily' then 1 else 0 end),
          pending_vacancy_ids = case when alert = 'daily'
            then (array_remove(pending_vacancy_ids, ${vacancyId}::int) || ${vacancyId}::int)[greatest(1, cardinality(array_remove(pending_vacancy_ids, ${vacancyId}::int)) + 2 - ${keep}::int):]
            else pending_vacancy_ids end
        where id = any(${ids}::int[])`);
};

/**
 * Takes a batch of due daily alerts (`for update skip locked`: two instances never take the same
 * one), clearing what they kept; resolves with them as they were.
 */
export const takeDueDaily = async (executor: Database, dayAgo: Date, now: Date, limit: number) =>
  resultRows<SavedSearchRow & { pending_count: number; pending_vacancy_ids: number[] | string }>(
    await executor.execute(sql`
            with due as (
              select id, pending_count, pending_vacancy_ids from saved_searches
              where alert = 'daily' and pending_count > 0
                and (last_alert_at is null or last_alert_at <= ${dayAgo.toISOString()}::timestamptz)
              order by id
              limit ${limit}
              for update skip locked
            )
            update saved_searches s set pending_count = 0, pending_vacancy_ids = '{}'::integer[],
              last_alert_at = ${now.toISOString()}::timestamptz
            from due, users u
            where s.id = due.id and u.id = s.seeker_id
            returning s.id, s.seeker_id, s.name, s.query, s.alert, u.locale, due.pending_count, due.pending_vacancy_ids`),
  );
