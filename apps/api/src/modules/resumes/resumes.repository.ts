import type {
  CompanyRef,
  EmployerInvitation,
  EmployerInvitationsQuery,
  EmployerInvitationsResponse,
  EmployerResume,
  Invitation,
  InvitationDeclineReason,
  InvitationStatus,
  JobSearchStatus,
  Locale,
  ProfileViews,
  ResumeCard,
  ResumeFacets,
  ResumeSearchQuery,
} from '@jobs/contracts';
import {
  EMPLOYER_INVITATIONS_PER_PAGE,
  INVITATION_STATUSES,
  PROFILE_VIEWS_DAYS,
  RESUME_UPDATED_WITHIN_DAYS,
  RESUME_ESTIMATE_ABOVE,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { sql, type SQL } from 'drizzle-orm';
import { dayTerms } from '../../lib/days';
import { estimatedAtLeast, roundedDown } from '../../lib/rounded-down';
import { rubRate } from '../../lib/rub-rate';
import { rowsOf } from '../../lib/sql-rows';
import { literalPattern } from '../text/query';
import { SAMPLE_EVERY, WINDOW_MIN_SAMPLED } from '../search/search-engine';
import { tsQuery, type TextPlan } from '../search/search.sql';

// The résumé database's statements: who sees a résumé, the search over the visible ones, the
// views, and the invitations. `p` is always seeker_profiles, `u` its user.

/** Whether the seeker has applied to the company (an accepted invitation is an application too). */
const appliedTo = (companyId: number): SQL =>
  sql`exists (select 1 from applications a where a.seeker_id = p.user_id and a.company_id = ${companyId})`;

/** Résumés the company may find in the database: open to every employer, or to all but a list it is not on. */
const searchable = (companyId: number): SQL =>
  sql`p.visibility <> 'nobody' and not (p.visibility = 'except' and ${companyId} = any(p.hidden_from_company_ids))`;

/** Résumés the company may open: the searchable ones, and those of seekers who applied to it. */
const visibleTo = (companyId: number): SQL => sql`((${searchable(companyId)}) or ${appliedTo(companyId)})`;

/** An account that can be found: a seeker, not disabled, not deleted. */
const activeSeeker = sql`u.role = 'seeker' and u.disabled_at is null and u.deleted_at is null`;

/** Whether the seeker shows who they are to the company. */
const revealedTo = (companyId: number): SQL => sql`(not p.anonymous or ${appliedTo(companyId)})`;

/** The searched text as written (lower case, «ё» as «е»): what names like C++ are tested against. */
const wholeText = sql`replace(lower(concat_ws(' ', p.desired_position, array_to_string(p.skills, ' '), p.about)), 'ё', 'е')`;

type CardRow = {
  seeker_id: number;
  name: string;
  revealed: boolean;
  desired_position: string;
  city: string;
  salary_expectation: number | null;
  currency: 'RUB' | 'USD' | 'EUR';
  experience: ResumeCard['experience'];
  skills: string[];
  job_search_status: JobSearchStatus;
  updated_at: Date | string;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

const toCard = (row: CardRow): ResumeCard => ({
  seeker_id: Number(row.seeker_id),
  name: row.revealed ? row.name : null,
  desired_position: row.desired_position,
  city: row.city,
  salary: row.salary_expectation === null ? null : { amount: Number(row.salary_expectation), currency: row.currency },
  experience: row.experience,
  skills: row.skills,
  job_search_status: row.job_search_status,
  updated_at: iso(row.updated_at),
  photo: null,
});

/** A grouping set's row: `n` the rows, `d<N>` those saved within each of RESUME_UPDATED_WITHIN_DAYS. */
type FacetRow = {
  city: string | null;
  experience: string | null;
  schedule: string | null;
  job_search_status: string | null;
  g: number;
  n: number | string;
} & Partial<Record<`d${number}`, number | string>>;

const CITY_FACET_SIZE = 20;

type InvitationRow = {
  id: number;
  seeker_id: number;
  status: InvitationStatus;
  expired: boolean;
  vacancy_id: number;
  vacancy_title: string;
  company_id: number;
  company_name: string;
  company_logo: string | null;
  message: string;
  created_at: Date | string;
  expires_at: Date | string;
  reason_code: InvitationDeclineReason | null;
  application_id: number | null;
};

const invitationSelect = sql`select i.id, i.seeker_id, i.status, (i.status = 'pending' and i.expires_at <= now()) as expired,
    i.vacancy_id, v.title as vacancy_title, i.company_id, c.name as company_name, c.logo_url as company_logo,
    i.message, i.created_at, i.expires_at, i.reason_code, i.application_id
  from invitations i join vacancies v on v.id = i.vacancy_id join companies c on c.id = i.company_id`;

export const toInvitation = (row: InvitationRow): Invitation => ({
  id: Number(row.id),
  status: row.expired ? 'expired' : row.status,
  vacancy: { id: Number(row.vacancy_id), title: row.vacancy_title },
  company: { id: Number(row.company_id), name: row.company_name, logo: row.company_logo },
  message: row.message,
  created_at: iso(row.created_at),
  expires_at: iso(row.expires_at),
  reason_code: row.reason_code,
  application_id: row.application_id === null ? null : Number(row.application_id),
});

/** An invitation's status as it stands now: a pending one past its time is expired. */
const invitationStatus = sql`case when i.status = 'pending' and i.expires_at <= now() then 'expired' else i.status end`;

/** The company's invitations that `query`'s vacancy and member filters pick (`i`, its vacancy `v`). */
const companyInvitationsWhere = (companyId: number, query: EmployerInvitationsQuery): SQL =>
  sql.join(
    [
      sql`i.company_id = ${companyId}`,
      ...(query.vacancy_id === undefined ? [] : [sql`i.vacancy_id = ${query.vacancy_id}`]),
      ...(query.responsible_user_id === undefined ? [] : [sql`v.responsible_user_id = ${query.responsible_user_id}`]),
    ],
    sql` and `,
  );

type CompanyInvitationRow = {
  id: number;
  status: InvitationStatus;
  vacancy_id: number;
  vacancy_title: string;
  seeker_id: number;
  name: string | null;
  desired_position: string | null;
  city: string | null;
  message: string;
  created_at: Date | string;
  expires_at: Date | string;
  reason_code: InvitationDeclineReason | null;
  application_id: number | null;
  by_id: number | null;
  by_name: string | null;
};

const toEmployerInvitation = (row: CompanyInvitationRow): EmployerInvitation => ({
  id: Number(row.id),
  status: row.status,
  vacancy: { id: Number(row.vacancy_id), title: row.vacancy_title },
  seeker: {
    id: Number(row.seeker_id),
    name: row.name,
    desired_position: row.desired_position ?? '',
    city: row.city ?? '',
  },
  message: row.message,
  created_at: iso(row.created_at),
  expires_at: iso(row.expires_at),
  reason_code: row.reason_code,
  application_id: row.application_id === null ? null : Number(row.application_id),
  by: row.by_id === null ? null : { id: Number(row.by_id), name: row.by_name ?? '' },
});

export type SearchInput = Omit<ResumeSearchQuery, 'q'> & { plan: TextPlan | undefined };

/** Relevance past the estimate: the matches in freshness order, ranked within blocks of this many. */
export const RESUME_RANK_BLOCK = 300;

export type ResumeSearchOptions = {
  /** Past this many matches (the sample's count scaled) a search is estimated (default RESUME_ESTIMATE_ABOVE). */
  estimateAbove?: number;
  /** Relevance past the estimate ranks within blocks of this many (default RESUME_RANK_BLOCK). */
  rankBlock?: number;
  /** A window of days holds at least this many sampled matches (default WINDOW_MIN_SAMPLED). */
  windowMinSampled?: number;
};

/** What a search found: a page of cards, the total (counted or estimated) and the facets. */
export type ResumeSearchFound = {
  items: ResumeCard[];
  total: number;
  totalRelation: 'eq' | 'gte';
  facets: ResumeFacets;
};

/** The card of each id in `ids`, in that order (the page's rows of the profiles and users). */
const cardsSql = (companyId: number, page: SQL, order: SQL): SQL =>
  sql`select coalesce(json_agg(json_build_object(
      'seeker_id', p.user_id, 'name', u.name, 'revealed', ${revealedTo(companyId)},
      'desired_position', p.desired_position, 'city', p.city, 'salary_expectation', p.salary_expectation,
      'currency', p.currency, 'experience', p.experience, 'skills', p.skills,
      'job_search_status', p.job_search_status, 'updated_at', p.updated_at
    ) order by ${order}), '[]'::json)
    from (${page}) page join seeker_profiles p on p.user_id = page.user_id join users u on u.id = p.user_id`;

/** The rows saved within each of RESUME_UPDATED_WITHIN_DAYS, as `d<N>` (constants: one statement's text). */
const savedWithin = sql.join(
  RESUME_UPDATED_WITHIN_DAYS.map(
    (days) =>
      sql`count(*) filter (where m.updated_at > now() - make_interval(days => ${sql.raw(String(days))})) as ${sql.raw(`d${days}`)}`,
  ),
  sql`, `,
);

/** The facets of the rows of `from` (aliased `m`), grouped once per facet and once in all. */
const facetsSql = (from: SQL): SQL =>
  sql`select coalesce(json_agg(f), '[]'::json) from (
      select m.city, m.experience, m.schedule, m.job_search_status,
        grouping(m.city, m.experience, m.schedule, m.job_search_status) as g, count(*) as n,
        ${savedWithin}
      from ${from}
      group by grouping sets ((m.city), (m.experience), (m.schedule), (m.job_search_status), ())
    ) f`;

const parsedJson = <T>(value: T[] | string | null | undefined): T[] =>
  typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []);

export const createResumesRepository = (db: Database, options: ResumeSearchOptions = {}) => {
  const estimateAbove = options.estimateAbove ?? RESUME_ESTIMATE_ABOVE;
  const rankBlock = options.rankBlock ?? RESUME_RANK_BLOCK;
  const windowMinSampled = options.windowMinSampled ?? WINDOW_MIN_SAMPLED;

  /**
   * A search's conditions on a narrow row `d` of resume_search_documents or of its sample (the
   * searchable résumés only): the words and the filters that are terms in the one GIN index, then
   * the company's place on the hidden-from list, the salary and the freshness on the row.
   */
  const conditions = (companyId: number, input: SearchInput): SQL[] => {
    const where: SQL[] = [sql`not (${companyId} = any(d.hidden_from))`];
    const terms: string[] = [];
    if (input.city) terms.push(`c:${input.city}`);
    if (input.experience) terms.push(`x:${input.experience}`);
    if (input.schedule) terms.push(`s:${input.schedule}`);
    if (input.job_search_status) terms.push(`j:${input.job_search_status}`);
    for (const skill of input.skills ?? []) terms.push(`k:${skill.toLocaleLowerCase('ru')}`);
    if (input.language) terms.push(`l:${input.language}`);
    if (input.plan) where.push(sql`d.document @@ ${tsQuery(input.plan)}`);
    if (terms.length > 0) where.push(sql`d.terms @> ${sql.param([...new Set(terms)])}::text[]`);
    if (input.plan)
      for (const literal of input.plan.literals)
        where.push(
          sql`exists (select 1 from seeker_profiles p where p.user_id = d.user_id and ${wholeText} ~ ${literalPattern(literal)})`,
        );
    if (input.salary_to !== undefined)
      where.push(
        sql`(d.salary_expectation is null or d.salary_expectation::bigint * ${rubRate(sql`d.currency`)} <= ${input.salary_to})`,
      );
    if (input.updated_within_days !== undefined)
      where.push(sql`d.updated_at > now() - make_interval(days => ${input.updated_within_days})`);
    return where;
  };

  /**
   * The response's total and facets from grouped rows (when they are the sample's: the total what
   * the sample says it is at least, the facets' counts scaled and rounded down).
   */
  const facetsOf = (facetRows: FacetRow[], scale: number): { total: number; facets: ResumeFacets } => {
    const counted = (value: number | string | undefined) =>
      scale === 1 ? Number(value ?? 0) : roundedDown(Number(value ?? 0) * scale);
    // grouping(): a bit per column left out, the first column the highest (city 8 … status 1).
    const bucket = (mask: number, key: 'city' | 'experience' | 'schedule' | 'job_search_status') =>
      facetRows
        .filter((row) => Number(row.g) === mask && row[key] !== null && row[key] !== '')
        .map((row) => ({ value: String(row[key]), count: counted(row.n) }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
    const all = facetRows.find((row) => Number(row.g) === 15);
    return {
      total: scale === 1 ? Number(all?.n ?? 0) : estimatedAtLeast(Number(all?.n ?? 0), scale),
      facets: {
        city: bucket(7, 'city').slice(0, CITY_FACET_SIZE),
        experience: bucket(11, 'experience'),
        schedule: bucket(13, 'schedule'),
        job_search_status: bucket(14, 'job_search_status'),
        updated_within_days: RESUME_UPDATED_WITHIN_DAYS.map((days) => ({
          value: String(days),
          count: counted(all?.[`d${days}`]),
        })),
      },
    };
  };

  /**
   * Past the estimate, the page comes from the newest matches: relevance ranks the matches within
   * blocks of RESUME_RANK_BLOCK in freshness order (so pages stay stable), freshness takes them as
   * they come. The sample says on which days of saving the newest matches lie: the days that hold
   * about three times the rows the page needs are terms of the GIN index (`d:<day>`), so only the matches
   * of those days are visited. When that window held too few (the sample's count is an estimate), the
   * matches are walked newest first through the freshness index instead, which stops at the page.
   */
  const walkedPage = async (
    companyId: number,
    input: SearchInput,
    where: SQL,
    offset: number,
    sampleDays: Array<[string, number]>,
  ) => {
    const relevance = input.plan !== undefined && input.sort === 'relevance';
    const first = relevance ? Math.floor(offset / rankBlock) * rankBlock : offset;
    const rows = relevance
      ? Math.floor((offset + input.per_page - 1) / rankBlock) * rankBlock - first + rankBlock
      : input.per_page;
    // The oldest day the window needs (the sample's matches, newest first), then every day from it on.
    let sampledRows = 0;
    let boundary: string | undefined;
    for (const [day, count] of sampleDays) {
      sampledRows += count;
      boundary = day;
      if (sampledRows * SAMPLE_EVERY >= 3 * (first + rows) && sampledRows >= windowMinSampled) break;
    }
    const windowed = boundary !== undefined && boundary !== sampleDays[sampleDays.length - 1]?.[0];
    const days = windowed
      ? dayTerms(
          Date.parse(`${boundary}T00:00:00Z`),
          Math.max(Date.now(), Date.parse(`${sampleDays[0]?.[0]}T00:00:00Z`)),
        )
      : [];
    // In the window, how many it held (all read anyway, by the bitmap); the walk stops at the page.
    const walk = (within: SQL | undefined) => {
      const newest = sql`select d.user_id, d.updated_at, d.document, ${within ? sql`count(*) over ()` : sql`0`} as window_rows
        from resume_search_documents d where ${where} and ${within ?? sql`true`}
        order by d.updated_at desc, d.user_id desc limit ${rows} offset ${first}`;
      if (!relevance) return sql`select n.user_id, n.window_rows from (${newest}) n`;
      return sql`select w.user_id, w.window_rows from (
          select n.user_id, n.updated_at, n.window_rows, ts_rank_cd(n.document, ${tsQuery(input.plan as TextPlan)}, 1) as rank,
            (row_number() over (order by n.updated_at desc, n.user_id desc) - 1) / ${rankBlock} as block
          from (${newest}) n
        ) w
        order by w.block, w.rank desc, w.updated_at desc, w.user_id desc
        limit ${input.per_page} offset ${offset - first}`;
    };
    // Each way forced: the planner's guess of a prefix's or a typo's share can be far from the sample's.
    const read = (within: SQL | undefined, settings: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select ${settings}`);
        return rowsOf<{ user_id: number; window_rows: number | string }>(tx as unknown as Database, walk(within));
      });
    let found = windowed
      ? await read(
          sql`d.terms && ${sql.param(days)}::text[]`,
          sql`set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true)`,
        )
      : undefined;
    if (!found || Number(found[0]?.window_rows ?? 0) < first + rows)
      found = await read(
        undefined,
        sql`set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
          set_config('enable_sort', 'off', true)`,
      );
    const ids = found.map((row) => Number(row.user_id));
    if (ids.length === 0) return [];
    // The cards in a statement of its own, planned with every way open (a handful of key lookups).
    const [row] = await rowsOf<{ items: CardRow[] | string | null }>(
      db,
      sql`select (${cardsSql(
        companyId,
        sql`select * from unnest(${sql.param(ids)}::int[]) with ordinality as page(user_id, ord)`,
        sql`page.ord`,
      )}) as items`,
    );
    return parsedJson(row?.items);
  };

  /**
   * Below the estimate, every match is read once (a narrow row: its document ranked, its filter
   * columns counted) into a materialised set that the page and the facets both use; only the page's
   * rows are read again, for their cards.
   */
  const countedPageAndFacets = async (
    companyId: number,
    input: SearchInput,
    where: SQL,
    offset: number,
  ): Promise<[CardRow[], FacetRow[]]> => {
    const rank =
      input.plan && input.sort === 'relevance' ? sql`ts_rank_cd(d.document, ${tsQuery(input.plan)}, 1)` : sql`0::real`;
    const [row] = await rowsOf<{ items: CardRow[] | string | null; facets: FacetRow[] | string | null }>(
      db,
      sql`with m as materialized (
          select d.user_id, d.city, d.experience, d.schedule, d.job_search_status, d.updated_at, ${rank} as rank
          from resume_search_documents d where ${where}
        )
        select
          (${cardsSql(
            companyId,
            sql`select m.user_id, m.rank, m.updated_at from m
              order by m.rank desc, m.updated_at desc, m.user_id desc limit ${input.per_page} offset ${offset}`,
            sql`page.rank desc, page.updated_at desc, page.user_id desc`,
          )}) as items,
          (${facetsSql(sql`m`)}) as facets`,
    );
    return [parsedJson(row?.items), parsedJson(row?.facets)];
  };

  return {
    /**
     * One page of the résumés the company may find, the total and the facets (each over every
     * filter). The sample is read first: past `estimateAbove` matches the total and facets are its
     * counts scaled (`totalRelation: 'gte'`) and the page is walked newest first; below, counted.
     */
    search: async (companyId: number, input: SearchInput): Promise<ResumeSearchFound> => {
      const where = sql.join(conditions(companyId, input), sql` and `);
      const offset = (input.page - 1) * input.per_page;
      const [sampled] = await rowsOf<{
        facets: FacetRow[] | string | null;
        days: Array<[string, number]> | string | null;
      }>(
        db,
        sql`with m as materialized (
            select d.city, d.experience, d.schedule, d.job_search_status, d.updated_at
            from resume_search_sample d where ${where}
          )
          select (${facetsSql(sql`m`)}) as facets,
            (select coalesce(json_agg(json_build_array(day, n) order by day desc), '[]'::json) from (
              select to_char(m.updated_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from m group by 1
            ) x) as days`,
      );
      const sampleFacets = parsedJson(sampled?.facets);
      const sampleCount = Number(sampleFacets.find((row) => Number(row.g) === 15)?.n ?? 0);
      if (sampleCount * SAMPLE_EVERY >= estimateAbove) {
        const days = parsedJson(sampled?.days).map(([day, n]): [string, number] => [day, Number(n)]);
        const rows = await walkedPage(companyId, input, where, offset, days);
        const { total, facets } = facetsOf(sampleFacets, SAMPLE_EVERY);
        return { items: rows.map(toCard), total, totalRelation: 'gte', facets };
      }
      const [rows, facetRows] = await countedPageAndFacets(companyId, input, where, offset);
      const { total, facets } = facetsOf(facetRows, 1);
      return { items: rows.map(toCard), total, totalRelation: 'eq', facets };
    },

    /** Changes when a searchable résumé is saved: the latest `updated_at` of the narrow rows (migration 0045). */
    vocabularyVersion: async (): Promise<string> => {
      const [row] = await rowsOf<{ v: string | null }>(
        db,
        sql`select (select max(d.updated_at) from resume_search_documents d)::text as v`,
      );
      return row?.v ?? '';
    },

    /** The words of the searchable résumés' positions and skills, with how many use each (the typo vocabulary). */
    vocabularyTexts: async (): Promise<Array<[string, number]>> => {
      const rows = await rowsOf<{ text: string; n: number | string }>(
        db,
        sql`select t.text, count(*) as n from (
            select p.desired_position as text from seeker_profiles p where p.visibility <> 'nobody'
            union all
            select unnest(p.skills) from seeker_profiles p where p.visibility <> 'nobody'
          ) t group by t.text`,
      );
      return rows.map((row) => [row.text, Number(row.n)]);
    },

    /** The résumé as the company may see it, or undefined when it may not (not visible, no résumé, gone). */
    resumeFor: async (
      companyId: number,
      seekerId: number,
    ): Promise<Omit<EmployerResume, 'invitations'> | undefined> => {
      const [row] = await rowsOf<{
        name: string;
        email: string;
        revealed: boolean;
        desired_position: string;
        city: string;
        salary_expectation: number | null;
        currency: 'RUB' | 'USD' | 'EUR';
        schedule: EmployerResume['schedule'];
        experience: EmployerResume['experience'];
        skills: string[];
        work_experience: Array<{
          company: string;
          position: string;
          from: string;
          to?: string | null;
          description?: string;
        }>;
        education: Array<{ institution: string; degree?: string; year?: number | null }>;
        languages: EmployerResume['languages'];
        about: string;
        job_search_status: JobSearchStatus;
        updated_at: Date | string;
      }>(
        db,
        sql`select u.name, u.email, ${revealedTo(companyId)} as revealed, p.desired_position, p.city,
            p.salary_expectation, p.currency, p.schedule, p.experience, p.skills, p.work_experience, p.education,
            p.languages, p.about, p.job_search_status, p.updated_at
          from seeker_profiles p join users u on u.id = p.user_id
          where p.user_id = ${seekerId} and ${activeSeeker} and ${visibleTo(companyId)}`,
      );
      if (!row) return undefined;
      const revealed = Boolean(row.revealed);
      return {
        seeker_id: seekerId,
        name: revealed ? row.name : null,
        photo: null,
        anonymous: !revealed,
        contacts: revealed ? { email: row.email } : null,
        desired_position: row.desired_position,
        city: row.city,
        salary_expectation: row.salary_expectation === null ? null : Number(row.salary_expectation),
        currency: row.currency,
        schedule: row.schedule,
        experience: row.experience,
        skills: row.skills,
        work_experience: row.work_experience.map((entry) => ({
          company: revealed ? entry.company : null,
          position: entry.position,
          from: entry.from,
          to: entry.to ?? null,
          description: entry.description ?? '',
        })),
        education: row.education.map((entry) => ({
          institution: entry.institution,
          degree: entry.degree ?? '',
          year: entry.year ?? null,
        })),
        languages: row.languages,
        about: row.about,
        job_search_status: row.job_search_status,
        updated_at: iso(row.updated_at),
      };
    },

    recordView: async (seekerId: number, companyId: number, viewerId: number): Promise<void> => {
      await db.execute(
        sql`insert into resume_views (seeker_id, company_id, viewer_id) values (${seekerId}, ${companyId}, ${viewerId})`,
      );
    },

    /** The companies that opened the seeker's résumé in the last 30 days, latest first. */
    views: async (seekerId: number): Promise<ProfileViews> => {
      const rows = await rowsOf<{
        id: number;
        name: string;
        logo: string | null;
        at: Date | string;
        n: number | string;
      }>(
        db,
        sql`select c.id, c.name, c.logo_url as logo, max(r.viewed_at) as at, count(*) as n
          from resume_views r join companies c on c.id = r.company_id
          where r.seeker_id = ${seekerId} and r.viewed_at > now() - make_interval(days => ${PROFILE_VIEWS_DAYS})
          group by c.id, c.name, c.logo_url
          order by max(r.viewed_at) desc, c.id desc`,
      );
      return {
        items: rows.map((row) => ({
          company: { id: Number(row.id), name: row.name, logo: row.logo },
          at: iso(row.at),
          count: Number(row.n),
        })),
        total_30d: rows.reduce((sum, row) => sum + Number(row.n), 0),
      };
    },

    /** This company's invitations of the seeker, newest first. */
    sentInvitations: async (companyId: number, seekerId: number): Promise<EmployerResume['invitations']> => {
      const rows = await rowsOf<InvitationRow>(
        db,
        sql`${invitationSelect} where i.company_id = ${companyId} and i.seeker_id = ${seekerId} order by i.created_at desc, i.id desc`,
      );
      return rows.map((row) => {
        const invitation = toInvitation(row);
        return {
          id: invitation.id,
          vacancy: invitation.vacancy,
          status: invitation.status,
          reason_code: invitation.reason_code,
          created_at: invitation.created_at,
        };
      });
    },

    /**
     * One page of the company's invitations (newest first) for the pipeline, the total for the
     * status filter and the counts per status whatever it. The seeker's name only while they show
     * it to the company (not anonymous, or applied) and still let it see the résumé.
     */
    companyInvitations: async (
      companyId: number,
      query: EmployerInvitationsQuery,
    ): Promise<EmployerInvitationsResponse> => {
      const where = companyInvitationsWhere(companyId, query);
      const byStatus = query.status === undefined ? sql`` : sql` and ${invitationStatus} = ${query.status}`;
      const [rows, countRows] = await Promise.all([
        rowsOf<CompanyInvitationRow>(
          db,
          sql`select i.id, ${invitationStatus} as status, i.vacancy_id, v.title as vacancy_title, i.seeker_id,
              case when ${activeSeeker} and ${visibleTo(companyId)} and ${revealedTo(companyId)} then u.name end as name,
              p.desired_position, p.city, i.message, i.created_at, i.expires_at, i.reason_code, i.application_id,
              b.id as by_id, b.name as by_name
            from invitations i
              join vacancies v on v.id = i.vacancy_id
              join users u on u.id = i.seeker_id
              left join seeker_profiles p on p.user_id = i.seeker_id
              left join users b on b.id = i.invited_by
            where ${where}${byStatus}
            order by i.created_at desc, i.id desc
            limit ${EMPLOYER_INVITATIONS_PER_PAGE} offset ${(query.page - 1) * EMPLOYER_INVITATIONS_PER_PAGE}`,
        ),
        rowsOf<{ status: InvitationStatus; n: number | string }>(
          db,
          sql`select ${invitationStatus} as status, count(*) as n
            from invitations i join vacancies v on v.id = i.vacancy_id
            where ${where}
            group by 1`,
        ),
      ]);
      const counts = Object.fromEntries(INVITATION_STATUSES.map((status) => [status, 0])) as Record<
        InvitationStatus,
        number
      >;
      for (const row of countRows) counts[row.status] = Number(row.n);
      return {
        items: rows.map(toEmployerInvitation),
        total:
          query.status === undefined
            ? INVITATION_STATUSES.reduce((sum, s) => sum + counts[s], 0)
            : counts[query.status],
        counts,
      };
    },

    /** Whether the vacancy is the company's (any status). */
    ownsVacancy: async (companyId: number, vacancyId: number): Promise<boolean> => {
      const rows = await rowsOf<{ one: number }>(
        db,
        sql`select 1 as one from vacancies where id = ${vacancyId} and company_id = ${companyId}`,
      );
      return rows.length > 0;
    },

    /** Companies whose name has `q` (any case), for the `except` list. */
    companiesNamed: async (q: string): Promise<CompanyRef[]> => {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const rows = await rowsOf<{ id: number; name: string; logo: string | null }>(
        db,
        sql`select c.id, c.name, c.logo_url as logo from companies c where c.name ilike ${pattern}
          order by (lower(c.name) like ${`${q.toLocaleLowerCase('ru').replace(/[\\%_]/g, (c) => `\\${c}`)}%`}) desc, c.name, c.id limit 10`,
      );
      return rows.map((row) => ({ id: Number(row.id), name: row.name, logo: row.logo }));
    },

    /** The seeker's invitations, newest first. */
    invitationsOf: async (seekerId: number, status: InvitationStatus | undefined): Promise<Invitation[]> => {
      const filter =
        status === undefined
          ? sql``
          : status === 'expired'
            ? sql` and i.status = 'pending' and i.expires_at <= now()`
            : status === 'pending'
              ? sql` and i.status = 'pending' and i.expires_at > now()`
              : sql` and i.status = ${status}`;
      const rows = await rowsOf<InvitationRow>(
        db,
        sql`${invitationSelect} where i.seeker_id = ${seekerId}${filter} order by i.created_at desc, i.id desc`,
      );
      return rows.map(toInvitation);
    },

    /** One invitation with its seeker. */
    invitation: async (id: number): Promise<(Invitation & { seekerId: number }) | undefined> => {
      const [row] = await rowsOf<InvitationRow>(db, sql`${invitationSelect} where i.id = ${id}`);
      return row ? { ...toInvitation(row), seekerId: Number(row.seeker_id) } : undefined;
    },

    /** Whether the company may open the seeker's résumé. */
    isVisible: async (executor: Database, companyId: number, seekerId: number): Promise<boolean> => {
      const rows = await rowsOf<{ one: number }>(
        executor,
        sql`select 1 as one from seeker_profiles p join users u on u.id = p.user_id
          where p.user_id = ${seekerId} and ${activeSeeker} and ${visibleTo(companyId)}`,
      );
      return rows.length > 0;
    },

    /** Holds the company's row until the transaction ends (one invitation at a time counts against the limit). */
    lockCompany: async (tx: Database, companyId: number): Promise<{ name: string } | undefined> => {
      const [row] = await rowsOf<{ name: string }>(
        tx,
        sql`select name from companies where id = ${companyId} for update`,
      );
      return row;
    },

    /** The company's own published vacancy. */
    ownPublishedVacancy: async (
      executor: Database,
      companyId: number,
      vacancyId: number,
    ): Promise<{ id: number; title: string } | undefined> => {
      const [row] = await rowsOf<{ id: number; title: string }>(
        executor,
        sql`select id, title from vacancies where id = ${vacancyId} and company_id = ${companyId} and status = 'published'`,
      );
      return row ? { id: Number(row.id), title: row.title } : undefined;
    },

    /** Whether the seeker was invited to or applied to the vacancy already. */
    alreadyInvolved: async (executor: Database, seekerId: number, vacancyId: number): Promise<boolean> => {
      const rows = await rowsOf<{ one: number }>(
        executor,
        sql`select 1 as one from invitations where seeker_id = ${seekerId} and vacancy_id = ${vacancyId}
          union all select 1 from applications where seeker_id = ${seekerId} and vacancy_id = ${vacancyId}`,
      );
      return rows.length > 0;
    },

    /** The company's invitations of the last 24 hours: how many, and when the oldest was sent. */
    sentInLastDay: async (tx: Database, companyId: number): Promise<{ count: number; oldest: Date | null }> => {
      const [row] = await rowsOf<{ n: number | string; oldest: Date | string | null }>(
        tx,
        sql`select count(*) as n, min(created_at) as oldest from invitations
          where company_id = ${companyId} and created_at > now() - interval '1 day'`,
      );
      return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    insertInvitation: async (
      tx: Database,
      input: {
        seekerId: number;
        companyId: number;
        vacancyId: number;
        invitedBy: number;
        message: string;
        ttlDays: number;
      },
    ): Promise<number | undefined> => {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into invitations (seeker_id, company_id, vacancy_id, invited_by, message, expires_at)
          values (${input.seekerId}, ${input.companyId}, ${input.vacancyId}, ${input.invitedBy}, ${input.message},
            now() + make_interval(days => ${input.ttlDays}))
          on conflict (seeker_id, vacancy_id) do nothing
          returning id`,
      );
      return row ? Number(row.id) : undefined;
    },

    /** A pending, unexpired invitation of the seeker's becomes accepted; false when it was not one. */
    markAccepted: async (tx: Database, id: number, seekerId: number, applicationId: number): Promise<boolean> => {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update invitations set status = 'accepted', application_id = ${applicationId}, responded_at = now()
          where id = ${id} and seeker_id = ${seekerId} and status = 'pending' and expires_at > now()
          returning id`,
      );
      return rows.length > 0;
    },

    /** A pending, unexpired invitation of the seeker's becomes declined; false when it was not one. */
    markDeclined: async (id: number, seekerId: number, reason: InvitationDeclineReason | null): Promise<boolean> => {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`update invitations set status = 'declined', reason_code = ${reason}, responded_at = now()
          where id = ${id} and seeker_id = ${seekerId} and status = 'pending' and expires_at > now()
          returning id`,
      );
      return rows.length > 0;
    },

    localeOf: async (userId: number): Promise<Locale> => {
      const [row] = await rowsOf<{ locale: Locale }>(db, sql`select locale from users where id = ${userId}`);
      return row?.locale ?? 'ru';
    },

    /** The seeker's name (for the company's notification of a decline; null when anonymous to it). */
    seekerNameFor: async (companyId: number, seekerId: number): Promise<string | null> => {
      const [row] = await rowsOf<{ name: string; revealed: boolean }>(
        db,
        sql`select u.name, ${revealedTo(companyId)} as revealed from seeker_profiles p join users u on u.id = p.user_id
          where p.user_id = ${seekerId}`,
      );
      return row && row.revealed ? row.name : null;
    },
  };
};

export type ResumesRepository = ReturnType<typeof createResumesRepository>;
