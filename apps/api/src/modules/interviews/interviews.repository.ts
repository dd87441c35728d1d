import { DEFAULT_TIME_ZONE, type Locale } from '@jobs/contracts';
import {
  applications,
  companies,
  interviews,
  users,
  vacancies,
  type Database,
  type InterviewHistoryRow,
} from '@jobs/server-db';
import { and, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';

// The interviews' statements (issue 26, third round): each interview read with what its readers see
// of the application, the row lock of a step, the step's write with its history entry, and the
// sweep that marks past interviews done.

export type InterviewRow = typeof interviews.$inferSelect;

/** An interview with what its readers see of the application. */
export type JoinedInterview = InterviewRow & {
  vacancyId: number;
  vacancyTitle: string;
  companyName: string;
  candidateName: string;
  chatId: number;
  seekerEmail: string;
  seekerLocale: Locale;
  seekerTimeZone: string;
  seekerDeleted: boolean;
};

/** Who may reach an interview: its seeker, or its company's members. */
export type InterviewReader = { role: string; id: number; companyId: number | null };

/** The interview `id` as `reader` may reach it. */
export const readerScope = (reader: InterviewReader, id: number): SQL =>
  reader.role === 'seeker'
    ? (and(eq(interviews.id, id), eq(interviews.seekerId, reader.id)) as SQL)
    : (and(eq(interviews.id, id), eq(interviews.companyId, reader.companyId ?? -1)) as SQL);

/** Every interview `reader` may see. */
export const readerInterviews = (reader: InterviewReader): SQL =>
  reader.role === 'seeker' ? eq(interviews.seekerId, reader.id) : eq(interviews.companyId, reader.companyId ?? -1);

export const createInterviewsRepository = (db: Database) => {
  const select = (where: SQL, limit = 500, executor: Database = db): Promise<JoinedInterview[]> =>
    executor
      .select({
        row: interviews,
        vacancyId: applications.vacancyId,
        vacancyTitle: vacancies.title,
        companyName: companies.name,
        candidateName: applications.candidateName,
        chatId: applications.chatId,
        seekerEmail: users.email,
        seekerLocale: users.locale,
        seekerTimeZone: users.timeZone,
        seekerDeletedAt: users.deletedAt,
      })
      .from(interviews)
      .innerJoin(applications, eq(applications.id, interviews.applicationId))
      .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
      .innerJoin(companies, eq(companies.id, interviews.companyId))
      .innerJoin(users, eq(users.id, interviews.seekerId))
      .where(where)
      .orderBy(desc(interviews.id))
      .limit(limit)
      .then((rows) =>
        rows.map(({ row, seekerDeletedAt, ...rest }) => ({
          ...row,
          ...rest,
          seekerLocale: rest.seekerLocale as Locale,
          seekerDeleted: seekerDeletedAt !== null,
        })),
      );

  const byId = async (id: number, executor: Database = db): Promise<JoinedInterview | undefined> =>
    (await select(eq(interviews.id, id), 1, executor))[0];

  return {
    select,
    byId,

    /** A user's time zone (Europe/Moscow until chosen). */
    timeZoneOf: async (userId: number, executor: Database = db): Promise<string> => {
      const [row] = await executor.select({ tz: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.tz ?? DEFAULT_TIME_ZONE;
    },

    /** Locks the row `where` names (the reader's scope); false when there is none. */
    lock: async (tx: Database, where: SQL): Promise<boolean> => {
      const locked = await tx.execute(sql`select id from interviews where ${where} for update`);
      return (locked as unknown as { rows: unknown[] }).rows.length > 0;
    },

    /** The company's active employers. */
    employersOf: (executor: Database, companyId: number) =>
      executor
        .select({ id: users.id, name: users.name, email: users.email, timeZone: users.timeZone })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'employer'), isNull(users.disabledAt)) as SQL),

    insert: async (tx: Database, values: typeof interviews.$inferInsert): Promise<number> => {
      const [created] = await tx.insert(interviews).values(values).returning({ id: interviews.id });
      if (!created) throw new Error('interview not stored');
      return created.id;
    },

    /** A step's columns and its history entry; resolves with the row as it now stands. */
    write: async (
      tx: Database,
      id: number,
      changes: Partial<typeof interviews.$inferInsert>,
      entry: InterviewHistoryRow,
    ): Promise<JoinedInterview | undefined> => {
      await tx
        .update(interviews)
        .set({
          ...changes,
          updatedAt: new Date(),
          history: sql`${interviews.history} || ${JSON.stringify([entry])}::jsonb`,
        })
        .where(eq(interviews.id, id));
      return byId(id, tx);
    },

    /** Scheduled interviews over by `now` become done; resolves with how many. */
    finishPast: async (now: Date): Promise<number> => {
      const due = await db
        .select({ id: interviews.id, startsAt: interviews.startsAt, duration: interviews.durationMinutes })
        .from(interviews)
        .where(and(eq(interviews.status, 'scheduled'), lt(interviews.startsAt, now)) as SQL)
        .limit(500);
      const ids = due
        .filter((row) => row.startsAt && row.startsAt.getTime() + row.duration * 60_000 <= now.getTime())
        .map((row) => row.id);
      if (ids.length === 0) return 0;
      const entry: InterviewHistoryRow = { status: 'done', action: 'finish', at: now.toISOString(), by: 'system' };
      await db
        .update(interviews)
        .set({
          status: 'done',
          updatedAt: now,
          history: sql`${interviews.history} || ${JSON.stringify([entry])}::jsonb`,
        })
        .where(and(inArray(interviews.id, ids), eq(interviews.status, 'scheduled')) as SQL);
      return ids.length;
    },
  };
};
