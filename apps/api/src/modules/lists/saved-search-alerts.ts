import { vacancySearchQuerySchema, type Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationEvents } from '../notifications/notification-events';
import type { SearchRepository } from '../search/search.repository';
import { resolveSearchFilters } from '../search/search.routes';
import type { SearchFilters } from '../search/search.sql';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The job that matches a newly published vacancy against the saved searches (enqueued on publication). */
export const SAVED_SEARCH_MATCH_JOB = 'saved-searches.match';
/** The recurring job that sends the daily alerts that are due. */
export const SAVED_SEARCH_DAILY_JOB = 'saved-searches.daily';
/** A daily alert goes out at most once in this long. */
export const DAILY_ALERT_EVERY_MS = 24 * 60 * 60_000;

/** What an alert tells: one saved search, and the new matches it announces. */
export type SavedSearchAlertEvent = {
  seekerId: number;
  locale: Locale;
  savedSearch: { id: number; name: string; query: string };
  kind: 'instant' | 'daily';
  /** New matches announced (1 for an instant alert). */
  count: number;
  /** The vacancy of an instant alert. */
  vacancy?: { id: number; title: string };
};

/**
 * An alert's words, in the seeker's language. The link opens the saved search in the seeker app
 * (`/saved-searches/{id}`: marks its matches seen, then shows them).
 */
export const savedSearchAlertText = (event: SavedSearchAlertEvent): { title: string; text: string; link: string } => {
  const link = `/saved-searches/${event.savedSearch.id}`;
  const name = event.savedSearch.name;
  const instant = event.kind === 'instant' && event.vacancy;
  // The toast shows 55 characters of the text: the vacancy's title is the text, the search the title.
  if (event.locale === 'ru') {
    return instant
      ? { title: `Новая вакансия по поиску «${name}»`, text: event.vacancy?.title ?? '', link }
      : { title: `Новые вакансии по поиску «${name}»`, text: `Новых вакансий за день: ${event.count}`, link };
  }
  return instant
    ? { title: `New vacancy for “${name}”`, text: event.vacancy?.title ?? '', link }
    : { title: `New vacancies for “${name}”`, text: `New vacancies today: ${event.count}`, link };
};

/**
 * Where every saved-search alert is produced (the one place): an in-app notification now; an
 * e-mail channel plugs in here (`onAlert`), called with the same event after the notification.
 */
export type AlertChannel = (event: SavedSearchAlertEvent) => Promise<void>;

export type SavedSearchAlertsDeps = {
  db: Database;
  search: SearchRepository;
  notificationEvents: NotificationEvents;
  log: FastifyBaseLogger;
  /** Further channels (e-mail) told of each alert after the in-app notification. */
  channels?: AlertChannel[];
};

type SavedSearchRow = {
  id: number;
  seeker_id: number;
  name: string;
  query: string;
  alert: 'off' | 'instant' | 'daily';
  locale: Locale;
};

export const createSavedSearchAlerts = ({
  db,
  search,
  notificationEvents,
  log,
  channels = [],
}: SavedSearchAlertsDeps) => {
  /** The alert of one saved search: the in-app notification, then every other channel. */
  const produceAlert = async (event: SavedSearchAlertEvent): Promise<void> => {
    const { title, text, link } = savedSearchAlertText(event);
    const [row] = rowsOf<{ created_ms: number | string }>(
      await db.execute(sql`
        insert into notifications (user_id, chat_id, title, text, icon, link)
        values (${event.seekerId}, null, ${title}, ${text}, null, ${link})
        returning floor(extract(epoch from created_at) * 1000)::float8 as created_ms`),
    );
    await notificationEvents.publish({
      kind: 'created',
      userIds: [event.seekerId],
      createdAt: Number(row?.created_ms ?? Date.now()),
    });
    for (const channel of channels) {
      try {
        await channel(event);
      } catch (error) {
        log.warn({ err: error, savedSearch: event.savedSearch.id }, 'a saved-search alert channel failed');
      }
    }
  };

  /** A saved query's filters, or undefined when it no longer makes a search (a category since removed). */
  const filtersOf = async (query: string): Promise<SearchFilters | undefined> => {
    const parsed = vacancySearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
    if (!parsed.success) return undefined;
    const { sort: _sort, page: _page, per_page: _perPage, ...rest } = parsed.data;
    try {
      return (await resolveSearchFilters(search, rest)).filters;
    } catch {
      return undefined;
    }
  };

  /**
   * A vacancy was published: every saved search it matches counts one more new match; instant
   * alerts notify now, daily ones keep it for the day's alert. Seekers who hid the vacancy or its
   * company, and deleted or disabled accounts, are left out.
   */
  const matchPublished = async (vacancyId: number): Promise<number> => {
    const [vacancy] = rowsOf<{ id: number; title: string; company_id: number }>(
      await db.execute(
        sql`select id, title, company_id from vacancies where id = ${vacancyId} and status = 'published'`,
      ),
    );
    if (!vacancy) return 0;
    const candidates = rowsOf<SavedSearchRow>(
      await db.execute(sql`
        select s.id, s.seeker_id, s.name, s.query, s.alert, u.locale
        from saved_searches s join users u on u.id = s.seeker_id
        where u.disabled_at is null and u.deleted_at is null
          and not exists (select 1 from hidden_vacancies h where h.seeker_id = s.seeker_id and h.vacancy_id = ${vacancyId})
          and not exists (select 1 from hidden_companies hc where hc.seeker_id = s.seeker_id and hc.company_id = ${vacancy.company_id})
        order by s.id`),
    );
    const filtersByQuery = new Map<string, SearchFilters | undefined>();
    const matched: SavedSearchRow[] = [];
    for (const candidate of candidates) {
      if (!filtersByQuery.has(candidate.query)) filtersByQuery.set(candidate.query, await filtersOf(candidate.query));
      const filters = filtersByQuery.get(candidate.query);
      if (filters && (await search.matches(filters, vacancyId))) matched.push(candidate);
    }
    if (matched.length === 0) return 0;
    const ids = `{${matched.map((row) => row.id).join(',')}}`;
    await db.execute(sql`
      update saved_searches set new_count = new_count + 1,
        pending_count = pending_count + (case when alert = 'daily' then 1 else 0 end)
      where id = any(${ids}::int[])`);
    for (const row of matched) {
      if (row.alert !== 'instant') continue;
      await produceAlert({
        seekerId: Number(row.seeker_id),
        locale: row.locale,
        savedSearch: { id: Number(row.id), name: row.name, query: row.query },
        kind: 'instant',
        count: 1,
        vacancy: { id: Number(vacancy.id), title: vacancy.title },
      });
    }
    return matched.length;
  };

  /** Sends the daily alerts that are due: one notification per saved search with new matches, once a day at most. */
  const sendDaily = async (now = new Date()): Promise<number> => {
    const dayAgo = new Date(now.getTime() - DAILY_ALERT_EVERY_MS);
    const due = rowsOf<SavedSearchRow & { pending_count: number }>(
      await db.execute(sql`
        with due as (
          select id, pending_count from saved_searches
          where alert = 'daily' and pending_count > 0
            and (last_alert_at is null or last_alert_at <= ${dayAgo.toISOString()}::timestamptz)
          for update skip locked
        )
        update saved_searches s set pending_count = 0, last_alert_at = ${now.toISOString()}::timestamptz
        from due, users u
        where s.id = due.id and u.id = s.seeker_id
        returning s.id, s.seeker_id, s.name, s.query, s.alert, u.locale, due.pending_count`),
    );
    for (const row of due) {
      await produceAlert({
        seekerId: Number(row.seeker_id),
        locale: row.locale,
        savedSearch: { id: Number(row.id), name: row.name, query: row.query },
        kind: 'daily',
        count: Math.max(1, Number(row.pending_count)),
      });
    }
    return due.length;
  };

  return { matchPublished, sendDaily, produceAlert };
};

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
