import type { EmployerDashboard } from '@jobs/contracts';
import { chats, messages, users, vacancies, type Database } from '@jobs/server-db';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { createApplicationsRepository } from '../applications/applications.repository';
import type { VacancyAdminRepository } from './vacancy-admin.repository';
import { DAY_MS } from '../../lib/days';

export const DASHBOARD_DAYS = 30;
export const DASHBOARD_UNANSWERED_LIMIT = 20;

/** `YYYY-MM-DD` of a UTC day. */
const utcDate = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` UTC dates, oldest first, today included. */
export const lastUtcDays = (now: Date, days = DASHBOARD_DAYS): string[] => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDate(new Date(today - (days - 1 - index) * DAY_MS)));
};

export const loadDashboard = async (
  db: Database,
  repo: VacancyAdminRepository,
  companyId: number,
  now = new Date(),
): Promise<EmployerDashboard> => {
  const days = lastUtcDays(now);
  const since = new Date(`${days[0]}T00:00:00.000Z`);
  const companyChats = and(eq(chats.companyId, companyId), eq(chats.kind, 'company'), isNull(chats.deletedAt));
  const applicationsRepo = createApplicationsRepository(db);
  const [list, [chatTotals], perDay, unanswered, funnel, responsiveness] = await Promise.all([
    repo.listForCompany(companyId, {}),
    db
      .select({
        chats: sql<number>`count(*)::int`,
        unanswered: sql<number>`(count(*) filter (where ${chats.lastMessageAuthorKind} = 'seeker'))::int`,
      })
      .from(chats)
      .where(companyChats),
    db
      .select({
        day: sql<string>`to_char(${chats.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(chats)
      .where(and(companyChats, gte(chats.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({
        chatId: chats.id,
        seekerName: users.name,
        lastMessage: chats.lastMessageText,
        lastMessageAt: chats.lastMessageAt,
        vacancyId: messages.vacancyId,
        vacancyTitle: vacancies.title,
      })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.seekerId))
      .leftJoin(messages, eq(messages.id, chats.lastMessageId))
      .leftJoin(vacancies, eq(vacancies.id, messages.vacancyId))
      .where(and(companyChats, eq(chats.lastMessageAuthorKind, 'seeker')))
      .orderBy(asc(chats.lastMessageAt), asc(chats.id))
      .limit(DASHBOARD_UNANSWERED_LIMIT),
    applicationsRepo.counts({ companyId }),
    applicationsRepo.responsiveness(companyId),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, Number(row.count)]));
  const byStatus = (status: string) => list.filter((vacancy) => vacancy.status === status).length;
  return {
    vacancies: list,
    totals: {
      published: byStatus('published'),
      on_review: byStatus('on_review'),
      drafts: byStatus('draft'),
      views: list.reduce((sum, vacancy) => sum + vacancy.views_count, 0),
      chats: Number(chatTotals?.chats ?? 0),
      unanswered_chats: Number(chatTotals?.unanswered ?? 0),
    },
    chats_per_day: days.map((date) => ({ date, count: counts.get(date) ?? 0 })),
    unanswered_chats: unanswered.map((row) => ({
      chat_id: row.chatId,
      seeker_name: row.seekerName,
      last_message: row.lastMessage ?? '',
      last_message_at: (row.lastMessageAt ?? now).toISOString(),
      vacancy_id: row.vacancyId,
      vacancy_title: row.vacancyTitle,
    })),
    funnel,
    responsiveness,
  };
};
