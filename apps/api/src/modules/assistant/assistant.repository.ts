import {
  assistantTemplates,
  chats,
  companies,
  messages,
  seekerProfiles,
  users,
  vacancies,
  type Database,
} from '@jobs/server-db';
import { RUB_PER_CURRENCY } from '@jobs/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rubRate } from '../../lib/rub-rate';
import type { Currency, ParsedRequest, Schedule } from '../text/parser';

/** A published vacancy as the assistant talks about it. */
export type VacancyFacts = {
  id: number;
  title: string;
  companyName: string;
  city: string;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: Currency;
  schedule: Schedule;
  experience: 'none' | '1-3' | '3-6' | '6+';
  skills: string[];
  requirements: string;
  language: 'ru' | 'en';
};

export type SeekerFacts = {
  name: string;
  locale: 'ru' | 'en';
  profile: {
    desiredPosition: string;
    city: string;
    salaryExpectation: number | null;
    currency: Currency;
    schedule: Schedule | null;
    experience: VacancyFacts['experience'] | null;
    skills: string[];
    workExperience: { company: string; position: string }[];
    about: string;
  } | null;
};

export type TemplateRow = typeof assistantTemplates.$inferSelect & { icon: string | null };

/** The least years each experience level asks for. */
export const EXPERIENCE_MIN_YEARS: Record<VacancyFacts['experience'], number> = {
  none: 0,
  '1-3': 1,
  '3-6': 3,
  '6+': 6,
};

/** The criteria a search applies (a parsed request, maybe without some criteria). */
export type SearchCriteria = Pick<
  ParsedRequest,
  'roles' | 'skills' | 'city' | 'salary' | 'schedule' | 'experienceYears' | 'keywords'
>;

const vacancyColumns = {
  id: vacancies.id,
  title: vacancies.title,
  companyName: companies.name,
  city: vacancies.city,
  salaryFrom: vacancies.salaryFrom,
  salaryTo: vacancies.salaryTo,
  currency: vacancies.currency,
  schedule: vacancies.schedule,
  experience: vacancies.experience,
  skills: vacancies.skills,
  requirements: vacancies.requirements,
  language: vacancies.language,
};

/** The best monthly pay a vacancy states, in roubles (search's rates), null when it states none. */
const salaryRub = sql`(coalesce(${vacancies.salaryTo}, ${vacancies.salaryFrom})::bigint * ${rubRate(sql`${vacancies.currency}`)})`;

/** Each criterion as a condition on published vacancies. */
const conditions = (criteria: SearchCriteria): SQL[] => {
  const where: SQL[] = [eq(vacancies.status, 'published')];
  if (criteria.roles.length > 0) {
    const patterns = criteria.roles.flatMap((role) => role.patterns);
    where.push(sql`${vacancies.title} ilike any(${sql.param(patterns)}::text[])`);
  }
  for (const skill of criteria.skills) {
    where.push(
      sql`exists (select 1 from unnest(${vacancies.skills}) as s(name) where lower(s.name) = ${skill.toLowerCase()})`,
    );
  }
  if (criteria.city) {
    const names = criteria.city.names.map((name) => name.toLowerCase());
    where.push(sql`lower(${vacancies.city}) = any(${sql.param(names)}::text[])`);
  }
  if (criteria.salary) {
    // As search compares pay (search.sql.ts, search.index.ts): the best pay a vacancy states, in
    // roubles at the same rates, against the asked amount in roubles («от 200 000» finds €4,800).
    const { amount, currency } = criteria.salary;
    where.push(sql`${salaryRub} >= ${amount * RUB_PER_CURRENCY[currency]}`);
  }
  if (criteria.schedule) where.push(eq(vacancies.schedule, criteria.schedule));
  if (criteria.experienceYears !== null) {
    const years = criteria.experienceYears;
    const allowed = (Object.keys(EXPERIENCE_MIN_YEARS) as VacancyFacts['experience'][]).filter(
      (level) => EXPERIENCE_MIN_YEARS[level] <= years,
    );
    where.push(inArray(vacancies.experience, allowed));
  }
  if (criteria.keywords.length > 0) {
    where.push(sql`${vacancies.searchVector} @@ plainto_tsquery('russian', ${criteria.keywords.join(' ')})`);
  }
  return where;
};

export const createAssistantRepository = (db: Database) => ({
  /** Every skill and city published vacancies name (for the parser's dictionary). */
  vocabulary: async (): Promise<{ skills: string[]; cities: string[] }> => {
    const skillRows = await db.execute(
      sql`select distinct s.name from ${vacancies} v cross join lateral unnest(v.skills) as s(name) where v.status = 'published' limit 5000`,
    );
    const cityRows = await db.execute(
      sql`select distinct city from ${vacancies} where status = 'published' limit 2000`,
    );
    const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
    return {
      skills: rows<{ name: string }>(skillRows).map((row) => row.name),
      cities: rows<{ city: string }>(cityRows).map((row) => row.city),
    };
  },

  /** Published vacancies meeting every criterion: best text match, then the best paid, then the newest. */
  search: async (criteria: SearchCriteria, limit: number): Promise<VacancyFacts[]> => {
    const order: SQL[] = [];
    if (criteria.keywords.length > 0) {
      order.push(
        sql`ts_rank(${vacancies.searchVector}, plainto_tsquery('russian', ${criteria.keywords.join(' ')})) desc`,
      );
    }
    order.push(sql`${salaryRub} desc nulls last`);
    order.push(sql`${vacancies.publishedAt} desc nulls last`, sql`${vacancies.id} desc`);
    return (await db
      .select(vacancyColumns)
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(...conditions(criteria)))
      .orderBy(...order)
      .limit(limit)) as VacancyFacts[];
  },

  /** Published vacancies ranked by how many of the skills they ask for (a profile's skills). */
  searchBySkillOverlap: async (skills: string[], limit: number): Promise<VacancyFacts[]> => {
    if (skills.length === 0) return [];
    const lowered = skills.map((skill) => skill.toLowerCase());
    const overlap = sql`(select count(*) from unnest(${vacancies.skills}) as s(name) where lower(s.name) = any(${sql.param(lowered)}::text[]))`;
    return (await db
      .select(vacancyColumns)
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(eq(vacancies.status, 'published'), sql`${overlap} > 0`))
      .orderBy(sql`${overlap} desc`, sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
      .limit(limit)) as VacancyFacts[];
  },

  findPublished: async (vacancyId: number): Promise<VacancyFacts | undefined> => {
    const [row] = await db
      .select(vacancyColumns)
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(and(eq(vacancies.id, vacancyId), eq(vacancies.status, 'published')))
      .limit(1);
    return row as VacancyFacts | undefined;
  },

  /**
   * Published vacancies the text names by title («письмо к вакансии Frontend-разработчик (React) в
   * Demo Company»): the title appears in the text as a whole. Those whose company the text names
   * too come first, and only they when there are any; a title inside a longer named one («Frontend-
   * разработчик» in «Frontend-разработчик (React)») gives way to it.
   */
  findNamed: async (text: string, limit: number): Promise<VacancyFacts[]> => {
    const fold = (value: SQL) => sql`replace(lower(${value}), 'ё', 'е')`;
    const haystack = text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
    const rows = (await db
      .select({
        ...vacancyColumns,
        companyNamed: sql<boolean>`strpos(${haystack}, ${fold(sql`${companies.name}`)}) > 0`,
      })
      .from(vacancies)
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .where(
        and(
          eq(vacancies.status, 'published'),
          sql`length(${vacancies.title}) >= 3 and strpos(${haystack}, ${fold(sql`${vacancies.title}`)}) > 0`,
        ),
      )
      .orderBy(sql`length(${vacancies.title}) desc`, sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id))
      .limit(50)) as Array<VacancyFacts & { companyNamed: boolean }>;
    const withCompany = rows.filter((row) => row.companyNamed);
    const named = withCompany.length > 0 ? withCompany : rows;
    const folded = (title: string) => title.toLowerCase().replace(/ё/g, 'е');
    return named
      .filter((row) =>
        named.every(
          (other) => other.title.length <= row.title.length || !folded(other.title).includes(folded(row.title)),
        ),
      )
      .slice(0, limit)
      .map(({ companyNamed: _named, ...facts }) => facts);
  },

  /** Which of the ids are published vacancies. */
  publishedIds: async (ids: number[]): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(inArray(vacancies.id, ids), eq(vacancies.status, 'published')));
    return new Set(rows.map((row) => row.id));
  },

  seeker: async (userId: number): Promise<SeekerFacts | undefined> => {
    const [row] = await db
      .select({
        name: users.name,
        locale: users.locale,
        desiredPosition: seekerProfiles.desiredPosition,
        city: seekerProfiles.city,
        salaryExpectation: seekerProfiles.salaryExpectation,
        currency: seekerProfiles.currency,
        schedule: seekerProfiles.schedule,
        experience: seekerProfiles.experience,
        skills: seekerProfiles.skills,
        workExperience: seekerProfiles.workExperience,
        about: seekerProfiles.about,
      })
      .from(users)
      .leftJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return undefined;
    const { name, locale, ...profile } = row;
    return {
      name,
      locale,
      profile:
        profile.skills === null
          ? null
          : {
              desiredPosition: profile.desiredPosition ?? '',
              city: profile.city ?? '',
              salaryExpectation: profile.salaryExpectation,
              currency: profile.currency ?? 'RUB',
              schedule: profile.schedule,
              experience: profile.experience,
              skills: profile.skills,
              workExperience: (profile.workExperience ?? []).map(({ company, position }) => ({ company, position })),
              about: profile.about ?? '',
            },
    };
  },

  /** The latest messages of a chat, oldest first (the provider's conversation). */
  recentMessages: async (chatId: number, limit: number): Promise<{ authorKind: string; text: string }[]> => {
    const rows = await db
      .select({ authorKind: messages.authorKind, text: messages.text })
      .from(messages)
      .where(eq(messages.chatId, chatId))
      .orderBy(desc(messages.id))
      .limit(limit);
    return rows.reverse();
  },

  /** The template chats with their texts (a template without texts yet has none). */
  templates: async (): Promise<
    {
      chatId: number;
      title: string | null;
      icon: string | null;
      updatedAt: Date;
      texts: typeof assistantTemplates.$inferSelect | null;
    }[]
  > => {
    const rows = await db
      .select({
        chatId: chats.id,
        title: chats.title,
        icon: chats.icon,
        updatedAt: chats.updatedAt,
        texts: assistantTemplates,
      })
      .from(chats)
      .leftJoin(assistantTemplates, eq(assistantTemplates.chatId, chats.id))
      .where(eq(chats.kind, 'template'))
      .orderBy(asc(chats.id));
    return rows;
  },

  insertTemplateTexts: async (rows: (typeof assistantTemplates.$inferInsert)[]): Promise<void> => {
    if (rows.length === 0) return;
    await db.insert(assistantTemplates).values(rows).onConflictDoNothing();
  },

  setTemplateIcon: async (chatId: number, icon: string | null, onlyWhenEmpty: boolean): Promise<void> => {
    await db
      .update(chats)
      .set({ icon })
      .where(
        and(eq(chats.id, chatId), eq(chats.kind, 'template'), onlyWhenEmpty ? sql`${chats.icon} is null` : undefined),
      );
  },

  updateTemplate: async (
    chatId: number,
    values: Omit<typeof assistantTemplates.$inferInsert, 'chatId' | 'slug' | 'updatedAt'>,
    icon: string | null,
    title: string,
  ): Promise<boolean> =>
    db.transaction(async (tx) => {
      const updated = await tx
        .update(assistantTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(assistantTemplates.chatId, chatId))
        .returning({ chatId: assistantTemplates.chatId });
      if (updated.length === 0) return false;
      // The chat list shows the template chat's own title and icon.
      await tx.update(chats).set({ icon, title, updatedAt: new Date() }).where(eq(chats.id, chatId));
      return true;
    }),
});

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
