import {
  RESPONSIVENESS_PERIOD_DAYS,
  RESPONSIVENESS_REPLY_DAYS,
  type MemberResponsiveness,
  type TeamInvite,
  type TeamMember,
} from '@jobs/contracts';
import { companies, sessions, teamInvites, users, vacancies, type Database } from '@jobs/server-db';
import { and, asc, count, eq, gt, gte, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';

type Executor = Database;

const activeMemberOf = (companyId: number) =>
  and(eq(users.role, 'employer'), eq(users.companyId, companyId), isNull(users.disabledAt), isNull(users.deletedAt));

/** The company's members that `where` picks, oldest first, each with their role. */
const membersWhere = async (executor: Executor, where: SQL | undefined): Promise<TeamMember[]> => {
  const rows = await executor
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      owner: companies.ownerUserId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((row) => ({
    user_id: row.id,
    name: row.name,
    email: row.email,
    role: row.owner === row.id ? ('owner' as const) : ('recruiter' as const),
    joined_at: row.createdAt.toISOString(),
  }));
};

/** The company's team: its members (active employers), their roles and the pending invitations. */
export const createTeamRepository = (db: Database) => ({
  ownerOf: async (companyId: number, executor: Executor = db): Promise<number | null> => {
    const [row] = await executor
      .select({ owner: companies.ownerUserId })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return row?.owner ?? null;
  },

  localeOf: async (userId: number): Promise<{ locale: 'ru' | 'en' } | undefined> => {
    const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1);
    return row;
  },

  companyName: async (companyId: number): Promise<string> => {
    const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1);
    return row?.name ?? '';
  },

  members: async (companyId: number, executor: Executor = db): Promise<TeamMember[]> =>
    (await membersWhere(executor, activeMemberOf(companyId))).sort((a, b) =>
      a.role === b.role ? 0 : a.role === 'owner' ? -1 : 1,
    ),

  member: async (companyId: number, userId: number, executor: Executor = db): Promise<TeamMember | undefined> =>
    (await membersWhere(executor, and(eq(users.id, userId), activeMemberOf(companyId))))[0],

  pendingInvites: async (companyId: number): Promise<TeamInvite[]> => {
    const rows = await db
      .select({
        id: teamInvites.id,
        email: teamInvites.email,
        role: teamInvites.role,
        expiresAt: teamInvites.expiresAt,
      })
      .from(teamInvites)
      .where(
        and(
          eq(teamInvites.companyId, companyId),
          isNull(teamInvites.acceptedAt),
          gt(teamInvites.expiresAt, sql`now()`),
        ),
      )
      .orderBy(asc(teamInvites.createdAt), asc(teamInvites.id));
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      expires_at: row.expiresAt.toISOString(),
    }));
  },

  /** Whether an employer account (of any company, removed or not) has the address. */
  employerExists: async (email: string, executor: Executor = db): Promise<boolean> => {
    const [row] = await executor
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'employer'), eq(users.email, email)))
      .limit(1);
    return row !== undefined;
  },

  /** The active accounts other than employers that have the address (told of a team invitation in the app). */
  accountsWithEmail: async (executor: Executor, email: string): Promise<Array<{ id: number; locale: 'ru' | 'en' }>> =>
    executor
      .select({ id: users.id, locale: users.locale })
      .from(users)
      .where(and(eq(users.email, email), ne(users.role, 'employer'), isNull(users.disabledAt), isNull(users.deletedAt)))
      .orderBy(asc(users.id)),

  invitesSince: async (companyId: number, since: Date, executor: Executor = db): Promise<number> => {
    const [row] = await executor
      .select({ n: count() })
      .from(teamInvites)
      .where(and(eq(teamInvites.companyId, companyId), gte(teamInvites.createdAt, since)));
    return Number(row?.n ?? 0);
  },

  /** A new invitation; an unaccepted one of the company to the same address stops working. */
  insertInvite: async (
    executor: Executor,
    values: {
      companyId: number;
      email: string;
      role: 'recruiter';
      tokenHash: string;
      invitedBy: number;
      locale: 'ru' | 'en';
      expiresAt: Date;
    },
  ): Promise<TeamInvite> => {
    await executor
      .delete(teamInvites)
      .where(
        and(
          eq(teamInvites.companyId, values.companyId),
          eq(teamInvites.email, values.email),
          isNull(teamInvites.acceptedAt),
        ),
      );
    const [row] = await executor.insert(teamInvites).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return { id: row.id, email: row.email, role: row.role, expires_at: row.expiresAt.toISOString() };
  },

  deleteInvite: async (companyId: number, id: number): Promise<boolean> => {
    const deleted = await db
      .delete(teamInvites)
      .where(and(eq(teamInvites.id, id), eq(teamInvites.companyId, companyId), isNull(teamInvites.acceptedAt)))
      .returning({ id: teamInvites.id });
    return deleted.length > 0;
  },

  setOwner: async (executor: Executor, companyId: number, userId: number): Promise<void> => {
    await executor
      .update(companies)
      .set({ ownerUserId: userId, updatedAt: new Date() })
      .where(eq(companies.id, companyId));
  },

  /**
   * A member leaves: the account is disabled (its name stays on what it did), its sessions end and
   * the vacancies it answered for go to the owner. Returns the ended sessions' ids.
   */
  removeMember: async (executor: Executor, companyId: number, userId: number, ownerId: number): Promise<string[]> => {
    const now = new Date();
    await executor.update(users).set({ disabledAt: now, updatedAt: now }).where(eq(users.id, userId));
    await executor
      .update(vacancies)
      .set({ responsibleUserId: ownerId })
      .where(and(eq(vacancies.companyId, companyId), eq(vacancies.responsibleUserId, userId)));
    const ended = await executor
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'removed_from_team' })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return ended.map((row) => row.id);
  },

  /**
   * Per active member, the company's applications of the last 90 days (past their reply promise's due time)
   * to the vacancies the member is responsible for: how many, the share answered within 7 days and
   * the median hours to the first answer.
   */
  responsiveness: async (companyId: number): Promise<MemberResponsiveness[]> => {
    const rows = resultRows<{
      user_id: number;
      name: string;
      n: number | string;
      answered: number | string;
      median: number | string | null;
    }>(
      await db.execute(sql`
        select u.id as user_id, u.name,
          count(a.id)::int as n,
          (count(a.id) filter (
            where a.first_response_at <= a.created_at + make_interval(days => ${RESPONSIVENESS_REPLY_DAYS})
          ))::int as answered,
          percentile_cont(0.5) within group (order by extract(epoch from (a.first_response_at - a.created_at)) / 3600.0)
            filter (where a.first_response_at is not null) as median
        from users u
        left join vacancies v on v.responsible_user_id = u.id and v.company_id = ${companyId}
        left join applications a on a.vacancy_id = v.id
          and a.created_at >= now() - make_interval(days => ${RESPONSIVENESS_PERIOD_DAYS})
          and a.reply_due_at < now()
        where u.role = 'employer' and u.company_id = ${companyId} and u.disabled_at is null and u.deleted_at is null
        group by u.id, u.name
        order by u.id`),
    );
    return rows.map((row) => {
      const n = Number(row.n);
      const median = row.median === null || row.median === undefined ? null : Number(row.median);
      return {
        user_id: Number(row.user_id),
        name: row.name,
        applications_90d: n,
        answered_share: n === 0 ? null : Math.round((Number(row.answered) / n) * 1000) / 1000,
        median_first_response_hours: median === null ? null : Math.round(median * 10) / 10,
      };
    });
  },
});

export type TeamRepository = ReturnType<typeof createTeamRepository>;
