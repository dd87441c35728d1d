import {
  APPLICATION_STATUSES,
  APPLICATION_UNDO_WINDOW_MS,
  APPLICATIONS_PER_PAGE,
  canUndoApplicationMove,
  RESPONSIVENESS_MIN_APPLICATIONS,
  RESPONSIVENESS_PERIOD_DAYS,
  RESPONSIVENESS_REPLY_DAYS,
  type Application,
  type ApplicationCounts,
  type ApplicationStatus,
  type EmployerApplication,
  type Locale,
  type MessageTemplates,
  type RejectionReasonCode,
  type ScreeningAnswer,
  type ScreeningOutcome,
  type ScreeningQuestion,
  type Responsiveness,
  type SentResume,
} from '@jobs/contracts';
import { applications, companies, messageTemplates, users, vacancies, type Database } from '@jobs/server-db';
import { and, asc, count, desc, eq, inArray, isNotNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { likePattern } from '../../lib/like-pattern';
import { resultRows } from '../../lib/sql-rows';

const seeker = alias(users, 'seeker');

/** What every view of an application reads: the application, its vacancy, company and seeker. */
const columns = {
  id: applications.id,
  status: applications.status,
  version: applications.version,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  viewedAt: applications.viewedAt,
  replyDueAt: applications.replyDueAt,
  chatId: applications.chatId,
  coverLetter: applications.coverLetter,
  vacancyId: applications.vacancyId,
  vacancyTitle: vacancies.title,
  responsibleUserId: vacancies.responsibleUserId,
  companyId: applications.companyId,
  companyName: companies.name,
  companyLogo: companies.logoUrl,
  rejectionReasonCode: applications.rejectionReasonCode,
  rejectionMessage: applications.rejectionMessage,
  history: applications.history,
  undoTo: applications.undoTo,
  undoUntil: applications.undoUntil,
  seekerId: applications.seekerId,
  seekerEmail: seeker.email,
  seekerLocale: seeker.locale,
  seekerDeletedAt: seeker.deletedAt,
  candidateName: applications.candidateName,
  resume: applications.resume,
  answers: applications.answers,
  screening: applications.screening,
};

export type ApplicationRow = {
  id: number;
  status: ApplicationStatus;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  viewedAt: Date | null;
  replyDueAt: Date;
  chatId: number;
  coverLetter: string | null;
  vacancyId: number;
  vacancyTitle: string;
  responsibleUserId: number | null;
  companyId: number;
  companyName: string;
  companyLogo: string | null;
  rejectionReasonCode: string | null;
  rejectionMessage: string | null;
  history: { status: ApplicationStatus; at: string; by: string; by_user_id?: number }[];
  undoTo: ApplicationStatus | null;
  undoUntil: Date | null;
  seekerId: number;
  seekerEmail: string;
  seekerLocale: Locale;
  /** When the seeker deleted the account: the company chat is closed, nobody to tell. */
  seekerDeletedAt: Date | null;
  candidateName: string;
  resume: Record<string, unknown>;
  answers: ScreeningAnswer[];
  screening: ScreeningOutcome | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toApplication = (row: ApplicationRow): Application => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  viewed_at: iso(row.viewedAt),
  chat_id: row.chatId,
  cover_letter: row.coverLetter,
  vacancy: { id: row.vacancyId, title: row.vacancyTitle },
  company: { id: row.companyId, name: row.companyName, logo: row.companyLogo },
  rejection:
    row.status === 'rejected' && row.rejectionReasonCode
      ? { reason_code: row.rejectionReasonCode as RejectionReasonCode, message: row.rejectionMessage }
      : null,
  history: row.history.map((entry) => ({ status: entry.status, at: entry.at })),
  reply_due_at: row.replyDueAt.toISOString(),
  answers: row.answers ?? [],
});

/** Whether (and until when, to what) the company may take back its last move. */
export const undoOf = (row: Pick<ApplicationRow, 'status' | 'undoTo' | 'undoUntil'>, now = new Date()) => {
  if (!row.undoTo || !row.undoUntil) return null;
  const lastMove = { by: 'employer' as const, at: new Date(row.undoUntil.getTime() - APPLICATION_UNDO_WINDOW_MS) };
  return canUndoApplicationMove(row.status, lastMove, now)
    ? { to: row.undoTo, until: row.undoUntil.toISOString() }
    : null;
};

/** The members who made the rows' moves (ids in their history), to name them. */
export const historyActorIds = (rows: readonly Pick<ApplicationRow, 'history'>[]): number[] => [
  ...new Set(rows.flatMap((row) => row.history.flatMap((entry) => (entry.by_user_id ? [entry.by_user_id] : [])))),
];

export const toEmployerApplication = (
  row: ApplicationRow,
  now = new Date(),
  names: ReadonlyMap<number, string> = new Map(),
): EmployerApplication => ({
  ...toApplication(row),
  history: row.history.map((entry) => {
    const name = entry.by_user_id ? names.get(entry.by_user_id) : undefined;
    return {
      status: entry.status,
      at: entry.at,
      by: entry.by_user_id && name !== undefined ? { id: entry.by_user_id, name } : null,
    };
  }),
  responsible_user_id: row.responsibleUserId,
  version: row.version,
  candidate: {
    id: row.seekerId,
    name: row.candidateName,
    email: row.seekerEmail,
    phone: null,
    resume: row.resume as SentResume,
  },
  undo: undoOf(row, now),
  screening: row.screening ?? null,
});

const emptyCounts = (): ApplicationCounts =>
  Object.fromEntries(APPLICATION_STATUSES.map((status) => [status, 0])) as ApplicationCounts;

export type ApplicationInsert = typeof applications.$inferInsert;

/** A column set to the transaction's time. */
export const TRANSACTION_NOW = sql`now()`;
/** The first answer's time: kept when there is one, else the transaction's time. */
export const FIRST_RESPONSE_NOW = sql`coalesce(${applications.firstResponseAt}, now())`;

/** The statuses in which an application still waits for the company's answer (the reply promise). */
export const UNANSWERED: readonly ApplicationStatus[] = ['new', 'viewed'];

/** An application whose due time passed unanswered, as the seeker's notice needs it. */
export type OverdueRow = { id: number; seekerId: number; vacancy: string; company: string; days: number };
/** A company's applications falling due in the digest's window. */
export type DueDigestRow = { companyId: number; count: number; vacancies: string[] };

/** A text[] as node-postgres (an array) or PGlite (an array, or '{a,"b c"}' text) returns it. */
const parseTextArray = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? ''),
  );
};

type ListFilter = {
  companyId?: number;
  responsibleUserId?: number;
  seekerId?: number;
  vacancyId?: number;
  status?: ApplicationStatus;
  q?: string;
  /** Only the unanswered ones past their reply promise's due time. */
  overdue?: boolean;
  screening?: ScreeningOutcome;
  /** Candidates who gave `answer` to this question (the value as text: an option, yes/no as true/false, a number). */
  questionId?: string;
  answer?: string;
  page: number;
};

/** The JSON values an answer given as text may stand for: the text, an option among several, true/false, a number. */
const answerCandidates = (questionId: string, answer: string): string[] => {
  const values: unknown[] = [answer, [answer]];
  if (answer === 'true' || answer === 'false') values.push(answer === 'true');
  const number = Number(answer);
  if (answer.trim() !== '' && Number.isFinite(number)) values.push(number);
  return values.map((value) => JSON.stringify([{ question_id: questionId, value }]));
};

export const createApplicationsRepository = (db: Database) => {
  const select = (executor: Database = db) =>
    executor
      .select(columns)
      .from(applications)
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(seeker, eq(seeker.id, applications.seekerId));

  /** Everything but the status and screening filters (the counts use the same): applications' own columns only. */
  const scope = (filter: Omit<ListFilter, 'page' | 'status' | 'screening'>): SQL | undefined => {
    const q = filter.q?.trim().toLowerCase();
    return and(
      filter.companyId === undefined ? undefined : eq(applications.companyId, filter.companyId),
      filter.seekerId === undefined ? undefined : eq(applications.seekerId, filter.seekerId),
      filter.vacancyId === undefined ? undefined : eq(applications.vacancyId, filter.vacancyId),
      filter.responsibleUserId === undefined
        ? undefined
        : inArray(
            applications.vacancyId,
            db
              .select({ id: vacancies.id })
              .from(vacancies)
              .where(eq(vacancies.responsibleUserId, filter.responsibleUserId)),
          ),
      q ? like(applications.searchText, likePattern(q)) : undefined,
      filter.overdue
        ? and(inArray(applications.status, [...UNANSWERED]), lt(applications.replyDueAt, sql`now()`))
        : undefined,
      filter.questionId !== undefined && filter.answer !== undefined
        ? or(
            ...answerCandidates(filter.questionId, filter.answer).map(
              (candidate) => sql`${applications.answers} @> ${candidate}::jsonb`,
            ),
          )
        : undefined,
    );
  };

  /** Screened-out and passed applications for the filter without its status and screening. */
  const screeningCounts = async (
    filter: Omit<ListFilter, 'page' | 'status' | 'screening'>,
  ): Promise<{ passed: number; screened_out: number }> => {
    const rows = await db
      .select({ screening: applications.screening, n: count() })
      .from(applications)
      .where(and(scope(filter), isNotNull(applications.screening)))
      .groupBy(applications.screening);
    const result = { passed: 0, screened_out: 0 };
    for (const row of rows) if (row.screening) result[row.screening] = Number(row.n);
    return result;
  };

  /** Applications per status for the filter without its status: the funnel. */
  const counts = async (filter: Omit<ListFilter, 'page' | 'status'>): Promise<ApplicationCounts> => {
    const rows = await db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(and(scope(filter), filter.screening ? eq(applications.screening, filter.screening) : undefined))
      .groupBy(applications.status);
    const result = emptyCounts();
    for (const row of rows) result[row.status] = Number(row.n);
    return result;
  };

  return {
    /** The names of users by id (the members named in histories). */
    namesOf: async (ids: readonly number[], executor: Database = db): Promise<Map<number, string>> => {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...ids]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Locks the application row `where` narrows (as its owner sees it) and says its id; undefined when not there. */
    lockId: async (executor: Database, where: SQL): Promise<number | undefined> => {
      const [locked] = await executor.select({ id: applications.id }).from(applications).where(where).for('update');
      return locked?.id;
    },

    /** A status change's columns and history entry, if the row is still at `version`; false when it is not. */
    writeStatus: async (
      executor: Database,
      row: { id: number; version: number },
      to: ApplicationStatus,
      entry: string,
      at: Date,
      columns: { [K in keyof ApplicationInsert]?: ApplicationInsert[K] | SQL },
    ): Promise<boolean> => {
      const [updated] = await executor
        .update(applications)
        .set({
          status: to,
          version: sql`${applications.version} + 1`,
          history: sql`${applications.history} || ${entry}::jsonb`,
          updatedAt: at,
          ...columns,
        })
        .where(and(eq(applications.id, row.id), eq(applications.version, row.version)))
        .returning({ id: applications.id });
      return updated !== undefined;
    },

    /** A new application (none when the seeker already applied to the vacancy). */
    insert: async (executor: Database, values: ApplicationInsert): Promise<number | undefined> => {
      const [created] = await executor
        .insert(applications)
        .values(values)
        .onConflictDoNothing({ target: [applications.seekerId, applications.vacancyId] })
        .returning({ id: applications.id });
      return created?.id;
    },

    /** The seeker's application to the vacancy, if any. */
    idOf: async (seekerId: number, vacancyId: number): Promise<number | undefined> => {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.seekerId, seekerId), eq(applications.vacancyId, vacancyId)))
        .limit(1);
      return row?.id;
    },

    /** Open applications the company has not acted on since `cutoff`, oldest first (a batch). */
    idleIds: async (openStatuses: readonly ApplicationStatus[], cutoff: Date, limit: number): Promise<number[]> => {
      const rows = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(inArray(applications.status, [...openStatuses]), lt(applications.lastActionAt, cutoff)))
        .orderBy(asc(applications.lastActionAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** A vacancy as applying to it needs it (with its company's name for a cover letter). */
    vacancyFor: async (vacancyId: number) => {
      const [vacancy] = await db
        .select({
          id: vacancies.id,
          companyId: vacancies.companyId,
          title: vacancies.title,
          status: vacancies.status,
          skills: vacancies.skills,
          city: vacancies.city,
          schedule: vacancies.schedule,
          replyWithinDays: vacancies.replyWithinDays,
          questions: vacancies.questions,
          companyName: companies.name,
        })
        .from(vacancies)
        .innerJoin(companies, eq(companies.id, vacancies.companyId))
        .where(eq(vacancies.id, vacancyId))
        .limit(1);
      return vacancy;
    },

    /** A user's language and e-mail. */
    account: async (
      userId: number,
      executor: Database = db,
    ): Promise<{ locale: Locale; email: string } | undefined> => {
      const [row] = await executor
        .select({ locale: users.locale, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** The company's own message templates, if it saved any. */
    templates: async (companyId: number, executor: Database = db): Promise<MessageTemplates | undefined> => {
      const [row] = await executor
        .select()
        .from(messageTemplates)
        .where(eq(messageTemplates.companyId, companyId))
        .limit(1);
      return row
        ? {
            invited: row.invited,
            offer: row.offer,
            rejected: row.rejected,
            hired: row.hired,
            ...(row.screening === null ? {} : { screening: row.screening }),
          }
        : undefined;
    },

    /** Saves the templates; `screening` left out stays as it is (null: the default text). */
    saveTemplates: async (companyId: number, values: MessageTemplates, userId: number): Promise<void> => {
      const { screening, ...steps } = values;
      await db
        .insert(messageTemplates)
        .values({ companyId, ...steps, screening: screening ?? null, updatedBy: userId })
        .onConflictDoUpdate({
          target: messageTemplates.companyId,
          set: {
            ...steps,
            ...(screening === undefined ? {} : { screening }),
            updatedBy: userId,
            updatedAt: sql`now()`,
          },
        });
    },

    /**
     * The seeker's answers in earlier applications, the newest per question text and kind (folded),
     * to offer again.
     */
    previousAnswers: async (seekerId: number): Promise<ScreeningAnswer[]> => {
      const rows = await db
        .select({ answers: applications.answers })
        .from(applications)
        .where(and(eq(applications.seekerId, seekerId), sql`jsonb_array_length(${applications.answers}) > 0`))
        .orderBy(desc(applications.createdAt), desc(applications.id))
        .limit(200);
      return rows.flatMap((row) => row.answers ?? []);
    },

    /** The vacancy's questions (for the employer's filter by answer). */
    questionsOf: async (vacancyId: number): Promise<ScreeningQuestion[]> => {
      const [row] = await db
        .select({ questions: vacancies.questions })
        .from(vacancies)
        .where(eq(vacancies.id, vacancyId))
        .limit(1);
      return row?.questions ?? [];
    },

    /** One application as `where` narrows it (by id and owner), or undefined. */
    find: async (where: SQL, executor: Database = db): Promise<ApplicationRow | undefined> => {
      const [row] = await select(executor).where(where).limit(1);
      return row as ApplicationRow | undefined;
    },

    findById: async (id: number, executor: Database = db): Promise<ApplicationRow | undefined> => {
      const [row] = await select(executor).where(eq(applications.id, id)).limit(1);
      return row as ApplicationRow | undefined;
    },

    /**
     * A page of applications (newest first), the counts per status and the total for the filter.
     * The page's ids come from one index range of `applications` alone (the skipped rows of a deep
     * page are never joined); the 20 are then read whole. The total is the counts' (no second count).
     */
    list: async (
      filter: ListFilter,
    ): Promise<{
      rows: ApplicationRow[];
      total: number;
      counts: ApplicationCounts;
      screening: { passed: number; screened_out: number };
    }> => {
      const where = and(
        scope(filter),
        filter.status ? eq(applications.status, filter.status) : undefined,
        filter.screening ? eq(applications.screening, filter.screening) : undefined,
      );
      const [ids, perStatus, screening] = await Promise.all([
        db
          .select({ id: applications.id })
          .from(applications)
          .where(where)
          .orderBy(desc(applications.createdAt), desc(applications.id))
          .limit(APPLICATIONS_PER_PAGE)
          .offset((filter.page - 1) * APPLICATIONS_PER_PAGE),
        counts(filter),
        screeningCounts(filter),
      ]);
      const total = filter.status ? perStatus[filter.status] : Object.values(perStatus).reduce((sum, n) => sum + n, 0);
      if (ids.length === 0) return { rows: [], total, counts: perStatus, screening };
      const found = (await select().where(
        inArray(
          applications.id,
          ids.map((row) => row.id),
        ),
      )) as ApplicationRow[];
      const byId = new Map(found.map((row) => [row.id, row]));
      return { rows: ids.flatMap((row) => byId.get(row.id) ?? []), total, counts: perStatus, screening };
    },

    counts,

    /**
     * Marks up to `limit` unanswered applications past their due time whose seeker was not told yet
     * (rows another run holds are skipped), and says whom to tell about what: the mark and the
     * notice go in the caller's transaction, so each seeker is told once.
     */
    takeOverdue: async (tx: Database, limit: number): Promise<OverdueRow[]> =>
      resultRows<OverdueRow>(
        await tx.execute(sql`
          with due as (
            select a.id from ${applications} a
            where a.status in ('new', 'viewed') and a.reply_due_at < now() and a.reply_overdue_notified_at is null
            order by a.reply_due_at, a.id
            limit ${limit}
            for update skip locked
          ), marked as (
            update ${applications} a set reply_overdue_notified_at = now()
            from due where a.id = due.id
            returning a.id, a.seeker_id, a.vacancy_id, a.company_id
          )
          select m.id::int as id, m.seeker_id::int as "seekerId", v.title as vacancy, c.name as company,
            v.reply_within_days::int as days
          from marked m
          join ${vacancies} v on v.id = m.vacancy_id
          join ${companies} c on c.id = m.company_id
          order by m.id`),
      ).map((row) => ({ ...row, id: Number(row.id), seekerId: Number(row.seekerId), days: Number(row.days) })),

    /**
     * Marks the unanswered applications due in [from, to) not listed in a digest yet, and says
     * per company how many and for which vacancies (the caller's transaction: each listed once).
     */
    takeDueBetween: async (tx: Database, from: Date, to: Date): Promise<DueDigestRow[]> =>
      resultRows<DueDigestRow>(
        await tx.execute(sql`
          with due as (
            select a.id from ${applications} a
            where a.status in ('new', 'viewed') and a.reply_due_at >= ${from.toISOString()}::timestamptz
              and a.reply_due_at < ${to.toISOString()}::timestamptz and a.reply_digest_at is null
            for update skip locked
          ), marked as (
            update ${applications} a set reply_digest_at = now()
            from due where a.id = due.id
            returning a.id, a.vacancy_id, a.company_id
          )
          select m.company_id::int as "companyId", count(*)::int as count,
            array_agg(distinct v.title order by v.title) as vacancies
          from marked m join ${vacancies} v on v.id = m.vacancy_id
          group by m.company_id
          order by m.company_id`),
      ).map((row) => ({
        companyId: Number(row.companyId),
        count: Number(row.count),
        vacancies: parseTextArray(row.vacancies),
      })),

    /**
     * The company's answers to its applications of the last 90 days whose reply promise's due time
     * has passed (younger ones are not counted either way: a minutes-old application never lowers
     * it): the share answered (a move or a reply) within 7 days, the share answered by the due time
     * (promises kept) and the median hours to the first answer. Null below 5.
     */
    responsiveness: async (companyId: number, executor: Database = db): Promise<Responsiveness> => {
      const [row] = resultRows<{
        n: number | string;
        answered: number | string;
        kept: number | string;
        median: number | string | null;
      }>(
        await executor.execute(sql`
          select count(*)::int as n,
            (count(*) filter (
              where first_response_at <= created_at + make_interval(days => ${RESPONSIVENESS_REPLY_DAYS})
            ))::int as answered,
            (count(*) filter (where first_response_at <= reply_due_at))::int as kept,
            percentile_cont(0.5) within group (order by extract(epoch from (first_response_at - created_at)) / 3600.0)
              filter (where first_response_at is not null) as median
          from applications
          where company_id = ${companyId}
            and created_at >= now() - make_interval(days => ${RESPONSIVENESS_PERIOD_DAYS})
            and reply_due_at < now()`),
      );
      const n = Number(row?.n ?? 0);
      if (n < RESPONSIVENESS_MIN_APPLICATIONS) return null;
      const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
      return {
        applications_90d: n,
        answered_share: Math.round((Number(row?.answered ?? 0) / n) * 1000) / 1000,
        median_first_response_hours: median === null ? null : Math.round(median * 10) / 10,
        promises_kept_share: Math.round((Number(row?.kept ?? 0) / n) * 1000) / 1000,
      };
    },
  };
};

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
