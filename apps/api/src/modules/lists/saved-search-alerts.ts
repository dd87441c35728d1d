import type { Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationEvents } from '../notifications/notification-events';
import { insertNotifications } from '../notify/notify.repository';
import type { SearchService } from '../search/search.service';
import {
  alertCandidates,
  countMatch,
  publishedAmong,
  publishedVacancy,
  takeDueDaily,
} from './saved-search-alerts.repository';

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
  /**
   * The vacancies announced that are still published (the instant alert's one; the daily alert's
   * newest, at most PENDING_VACANCIES_KEPT): the e-mail lists them.
   */
  vacancies: AlertVacancyRow[];
};

export type AlertVacancyRow = { id: number; title: string; company: string };

/** How many of a daily alert's matches are kept to be listed in its e-mail (the newest). */
export const PENDING_VACANCIES_KEPT = 20;

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
 * Where every saved-search alert is produced (the one place): the in-app notification, then each
 * further channel (e-mail through the outbox, push), all in one transaction: the notification,
 * the e-mail's outbox row and the push job are written together or not at all.
 */
export type AlertChannel = (tx: Database, event: SavedSearchAlertEvent) => Promise<void>;

export type SavedSearchAlertsDeps = {
  db: Database;
  search: SearchService;
  notificationEvents: NotificationEvents;
  log: FastifyBaseLogger;
  /** Further channels (e-mail, push) told of each alert after the in-app notification, in its transaction. */
  channels?: AlertChannel[];
};

/** Due daily alerts handled per transaction. */
const DAILY_BATCH = 100;

export const createSavedSearchAlerts = ({
  db,
  search,
  notificationEvents,
  log,
  channels = [],
}: SavedSearchAlertsDeps) => {
  /** One alert inside the caller's transaction; resolves with the notification's time (ms). */
  const alertIn = async (tx: Database, event: SavedSearchAlertEvent): Promise<number> => {
    const { title, text, link } = savedSearchAlertText(event);
    const { createdAt } = await insertNotifications(tx, { userId: event.seekerId }, () => ({ title, text }), link);
    for (const channel of channels) await channel(tx, event);
    return createdAt;
  };

  /** After the commit: every instance's unread state learns of the new notifications. */
  const announce = async (userIds: number[], createdAt: number): Promise<void> => {
    if (userIds.length === 0) return;
    try {
      await notificationEvents.publish({ kind: 'created', userIds: [...new Set(userIds)], createdAt });
    } catch (error) {
      log.warn({ err: error }, 'saved-search alerts stored, but their announcement failed');
    }
  };

  /** The alert of one saved search: the in-app notification and every other channel, in one transaction. */
  const produceAlert = async (event: SavedSearchAlertEvent): Promise<void> => {
    const createdAt = await db.transaction(async (t) => alertIn(t as unknown as Database, event));
    await announce([event.seekerId], createdAt);
  };

  /** The vacancies of `ids` still published, with their companies, newest first. */
  const vacanciesOf = async (executor: Database, ids: number[]): Promise<AlertVacancyRow[]> => {
    if (ids.length === 0) return [];
    const rows = await publishedAmong(executor, ids);
    return rows.map((row) => ({ id: Number(row.id), title: row.title, company: row.company ?? '' }));
  };

  /**
   * A vacancy was published: every saved search it matches counts one more new match; instant
   * alerts notify now (in-app, and e-mail and push per the seeker's settings), daily ones keep it
   * for the day's alert. Seekers who hid the vacancy or its company, and deleted or disabled
   * accounts, are left out. The counts and the alerts are one transaction: a retried job does
   * not count or notify twice.
   */
  const matchPublished = async (vacancyId: number): Promise<number> => {
    const vacancy = await publishedVacancy(db, vacancyId);
    if (!vacancy) return 0;
    const candidates = await alertCandidates(db, vacancyId, vacancy.company_id);
    // Each distinct query once, over one index (a query that no longer makes a search matches nothing).
    const matchedQueries = await search.matchingQueries(
      candidates.map((candidate) => candidate.query),
      vacancyId,
    );
    const matched = candidates.filter((candidate) => matchedQueries.has(candidate.query));
    if (matched.length === 0) return 0;
    const alerted: number[] = [];
    const createdAt = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      await countMatch(
        tx,
        matched.map((row) => row.id),
        vacancyId,
        PENDING_VACANCIES_KEPT,
      );
      let latest = 0;
      for (const row of matched) {
        if (row.alert !== 'instant') continue;
        const item = { id: Number(vacancy.id), title: vacancy.title };
        latest = await alertIn(tx, {
          seekerId: Number(row.seeker_id),
          locale: row.locale,
          savedSearch: { id: Number(row.id), name: row.name, query: row.query },
          kind: 'instant',
          count: 1,
          vacancy: item,
          vacancies: [{ ...item, company: vacancy.company ?? '' }],
        });
        alerted.push(Number(row.seeker_id));
      }
      return latest;
    });
    await announce(alerted, createdAt);
    return matched.length;
  };

  /**
   * Sends the daily alerts that are due: one alert per saved search with new matches, once a day
   * at most (listing its newest matches still published). Batches of due searches are taken with
   * `for update skip locked`, each in its transaction with its alerts: two instances never send
   * the same one.
   */
  const sendDaily = async (now = new Date()): Promise<number> => {
    const dayAgo = new Date(now.getTime() - DAILY_ALERT_EVERY_MS);
    let sent = 0;
    for (;;) {
      const alerted: number[] = [];
      const { count, createdAt } = await db.transaction(async (t) => {
        const tx = t as unknown as Database;
        const due = await takeDueDaily(tx, dayAgo, now, DAILY_BATCH);
        let latest = 0;
        for (const row of due) {
          const vacancies = await vacanciesOf(tx, parseIntArray(row.pending_vacancy_ids));
          latest = await alertIn(tx, {
            seekerId: Number(row.seeker_id),
            locale: row.locale,
            savedSearch: { id: Number(row.id), name: row.name, query: row.query },
            kind: 'daily',
            count: Math.max(1, Number(row.pending_count)),
            vacancies,
          });
          alerted.push(Number(row.seeker_id));
        }
        return { count: due.length, createdAt: latest };
      });
      await announce(alerted, createdAt);
      sent += count;
      if (count < DAILY_BATCH) return sent;
    }
  };

  return { matchPublished, sendDaily, produceAlert };
};

/** An int[] as node-postgres (an array) or PGlite (an array, or '{1,2}' text) returns it. */
const parseIntArray = (value: number[] | string | null | undefined): number[] => {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value !== 'string') return [];
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
};

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
