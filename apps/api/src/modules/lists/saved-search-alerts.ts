import type { Database } from '@jobs/server-db';
import { transact } from '../../lib/transact';
import type { Notify, SavedSearchAlertEvent } from '../notify/notify.service';
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

/** What an alert tells: one saved search, and the new matches it announces (notify writes it). */
export type { SavedSearchAlertEvent };

export type AlertVacancyRow = { id: number; title: string; company: string };

/** How many of a daily alert's matches are kept to be listed in its e-mail (the newest). */
export const PENDING_VACANCIES_KEPT = 20;

export type SavedSearchAlertsDeps = {
  db: Database;
  search: SearchService;
  /** Writes each alert (in-app, push, e-mail per the seeker's settings; live after the commit). */
  notify: Pick<Notify, 'savedSearchAlert'>;
};

/** Due daily alerts handled per transaction. */
const DAILY_BATCH = 100;

export const createSavedSearchAlerts = ({ db, search, notify }: SavedSearchAlertsDeps) => {
  /** The alert of one saved search: every channel, in one transaction. */
  const produceAlert = async (event: SavedSearchAlertEvent): Promise<void> => {
    await transact(db, (tx, unit) => notify.savedSearchAlert(tx, unit, event));
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
    await transact(db, async (tx, unit) => {
      await countMatch(
        tx,
        matched.map((row) => row.id),
        vacancyId,
        PENDING_VACANCIES_KEPT,
      );
      for (const row of matched) {
        if (row.alert !== 'instant') continue;
        const item = { id: Number(vacancy.id), title: vacancy.title };
        await notify.savedSearchAlert(tx, unit, {
          seekerId: Number(row.seeker_id),
          locale: row.locale,
          savedSearch: { id: Number(row.id), name: row.name, query: row.query },
          kind: 'instant',
          count: 1,
          vacancy: item,
          vacancies: [{ ...item, company: vacancy.company ?? '' }],
        });
      }
    });
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
      const count = await transact(db, async (tx, unit) => {
        const due = await takeDueDaily(tx, dayAgo, now, DAILY_BATCH);
        for (const row of due) {
          const vacancies = await vacanciesOf(tx, parseIntArray(row.pending_vacancy_ids));
          await notify.savedSearchAlert(tx, unit, {
            seekerId: Number(row.seeker_id),
            locale: row.locale,
            savedSearch: { id: Number(row.id), name: row.name, query: row.query },
            kind: 'daily',
            count: Math.max(1, Number(row.pending_count)),
            vacancies,
          });
        }
        return due.length;
      });
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
