import type {
  EditorReportList,
  MessageAuthorKind,
  Report,
  ReportContextMessage,
  ReportOutcome,
  ReportReason,
  ReportStatus,
  ReportTargetKind,
} from '@jobs/contracts';
import { REPORT_CONTEXT_AFTER, REPORT_CONTEXT_BEFORE, REPORTS_PER_PAGE, type RiskCode } from '@jobs/contracts';
import { auditLog, companies, type Database } from '@jobs/server-db';
import { eq, sql, type SQL } from 'drizzle-orm';
import { verificationOf } from '../../lib/company-verification';
import { rowsOf } from '../../lib/sql-rows';

// The reports' statements: whether a reporter may see what they report, the reports themselves,
// the editors' queue with each target in context, and what an outcome does to the target.

export type Reporter = { id: number; role: string; companyId: number | null };

/** What a reporter may report and its company (null when it has none). */
export type TargetFound = { companyId: number | null };

type ReportRow = {
  id: number;
  target_kind: ReportTargetKind;
  target_id: number;
  reason: ReportReason;
  comment: string | null;
  status: ReportStatus;
  outcome: ReportOutcome | null;
  note: string | null;
  created_at: Date | string;
  resolved_at: Date | string | null;
  reporter_id: number;
  reporter_name: string;
  reporter_role: string;
  title: string | null;
  company_id: number | null;
  company_name: string | null;
  company_verified_method: 'email_domain' | 'editor' | null;
  company_verified_at: Date | string | null;
  chat_id: number | null;
  risk_reasons: string[] | string | null;
  target_reports: number;
};

type ContextRow = {
  target_id: number;
  id: number;
  author_kind: MessageAuthorKind;
  author_name: string | null;
  text: string;
  created_at: Date | string;
  risk_reasons: string[] | string | null;
};

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A text[] as either driver gives it (an array, or PGlite's text form of one in a raw statement). */
const codesOf = (value: string[] | string | null): RiskCode[] => {
  if (value === null) return [];
  if (Array.isArray(value)) return value as RiskCode[];
  const inner = value.replace(/^\{|\}$/g, '');
  return (inner === '' ? [] : inner.split(',')) as RiskCode[];
};
const riskOfCodes = (value: string[] | string | null) => {
  const reasons = codesOf(value);
  return reasons.length > 0 ? { reasons } : null;
};

const toReport = (row: ReportRow, messages: ReportContextMessage[] | null = null): Report => ({
  id: Number(row.id),
  target: {
    kind: row.target_kind,
    id: Number(row.target_id),
    title: row.title,
    company:
      row.company_id === null || row.company_name === null
        ? null
        : {
            id: Number(row.company_id),
            name: row.company_name,
            verified: verificationOf({
              verifiedMethod: row.company_verified_method,
              verifiedAt: row.company_verified_at,
            }),
          },
    chat_id: row.chat_id === null ? null : Number(row.chat_id),
    risk: riskOfCodes(row.risk_reasons),
    messages: row.target_kind === 'message' ? messages : null,
  },
  reason: row.reason,
  comment: row.comment,
  status: row.status,
  outcome: row.outcome,
  note: row.note,
  target_reports: Number(row.target_reports),
  reporter: { id: Number(row.reporter_id), name: row.reporter_name, role: row.reporter_role },
  created_at: iso(row.created_at),
  resolved_at: row.resolved_at === null ? null : iso(row.resolved_at),
});

/** Each report with its target in context: its name, its company, a message's chat. */
const reportsSelect = sql`
  select r.id, r.target_kind, r.target_id, r.reason, r.comment, r.status, r.outcome, r.note,
    r.created_at, r.resolved_at, r.reporter_id, u.name as reporter_name, u.role as reporter_role,
    case r.target_kind
      when 'vacancy' then v.title
      when 'company' then tc.name
      when 'message' then left(m.text, 200)
      when 'resume' then ru.name
    end as title,
    tc.id as company_id, tc.name as company_name, tc.verified_method as company_verified_method,
    tc.verified_at as company_verified_at, m.chat_id,
    case r.target_kind
      when 'vacancy' then v.risk_reasons
      when 'message' then case when m.author_kind = 'company' then m.risk_reasons end
    end as risk_reasons,
    (select count(*) from reports o
      where o.target_kind = r.target_kind and o.target_id = r.target_id and o.status = 'open')::int as target_reports
  from reports r
  join users u on u.id = r.reporter_id
  left join vacancies v on r.target_kind = 'vacancy' and v.id = r.target_id
  left join messages m on r.target_kind = 'message' and m.id = r.target_id
  left join users mu on mu.id = m.sender_user_id
  left join users ru on r.target_kind = 'resume' and ru.id = r.target_id
  left join companies tc on tc.id = case r.target_kind
      when 'vacancy' then v.company_id
      when 'company' then r.target_id
      when 'message' then case when mu.role = 'employer' then mu.company_id end
    end`;

/** Whether the risk rules marked the report's target (the queue puts those first). */
const risky = sql`coalesce(cardinality(case r.target_kind
      when 'vacancy' then v.risk_reasons
      when 'message' then case when m.author_kind = 'company' then m.risk_reasons end
    end), 0) > 0`;

export const createReportsRepository = (db: Database) => {
  /**
   * The reported messages in their chats: each with up to REPORT_CONTEXT_BEFORE messages before it
   * and REPORT_CONTEXT_AFTER after, oldest first (two index range scans per message).
   */
  const messageContexts = async (
    messageIds: number[],
    executor: Database = db,
  ): Promise<Map<number, ReportContextMessage[]>> => {
    const contexts = new Map<number, ReportContextMessage[]>();
    if (messageIds.length === 0) return contexts;
    const rows = await rowsOf<ContextRow>(
      executor,
      sql`select t.id as target_id, x.id, x.author_kind, coalesce(su.name, x.author_name) as author_name, x.text,
            x.created_at, case when x.author_kind = 'company' then x.risk_reasons end as risk_reasons
          from messages t
          cross join lateral (
            (select b.* from messages b where b.chat_id = t.chat_id and b.id < t.id
              order by b.id desc limit ${REPORT_CONTEXT_BEFORE})
            union all
            (select a.* from messages a where a.chat_id = t.chat_id and a.id >= t.id
              order by a.id limit ${REPORT_CONTEXT_AFTER + 1})
          ) x
          left join users su on su.id = x.sender_user_id
          where t.id in (${sql.join(
            messageIds.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by t.id, x.id`,
    );
    for (const row of rows) {
      const targetId = Number(row.target_id);
      const list = contexts.get(targetId) ?? [];
      list.push({
        id: Number(row.id),
        author_kind: row.author_kind,
        author_name: row.author_name,
        text: row.text,
        created_at: iso(row.created_at),
        reported: Number(row.id) === targetId,
        risk: riskOfCodes(row.risk_reasons),
      });
      contexts.set(targetId, list);
    }
    return contexts;
  };

  /** Reports with their messages' chats around them. */
  const withContexts = async (rows: ReportRow[], executor: Database = db): Promise<Report[]> => {
    const contexts = await messageContexts(
      rows.filter((row) => row.target_kind === 'message').map((row) => Number(row.target_id)),
      executor,
    );
    return rows.map((row) =>
      toReport(row, row.target_kind === 'message' ? (contexts.get(Number(row.target_id)) ?? null) : null),
    );
  };

  const reportById = async (id: number, executor: Database = db): Promise<Report | undefined> => {
    const rows = await rowsOf<ReportRow>(executor, sql`${reportsSelect} where r.id = ${id}`);
    const [report] = await withContexts(rows, executor);
    return report;
  };

  return {
    reportById,

    /** A company's verification, its row locked for the change (an editor's decision). */
    companyVerification: async (tx: Database, companyId: number) => {
      const [row] = await tx
        .select({ id: companies.id, name: companies.name, method: companies.verifiedMethod, at: companies.verifiedAt })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for('update');
      return row;
    },

    /** Verified by an editor, or no verification at all (the domain may verify it again later). */
    setCompanyVerification: async (tx: Database, companyId: number, verified: boolean) => {
      const [row] = await tx
        .update(companies)
        .set(
          verified ? { verifiedMethod: 'editor', verifiedAt: new Date() } : { verifiedMethod: null, verifiedAt: null },
        )
        .where(eq(companies.id, companyId))
        .returning({ method: companies.verifiedMethod, at: companies.verifiedAt });
      return row;
    },

    /** The audit log's line for an editor's verification, with the state before and after. */
    auditCompanyVerification: async (
      tx: Database,
      entry: { editorId: number; companyId: number; verified: boolean; before: unknown; after: unknown },
    ): Promise<void> => {
      await tx.insert(auditLog).values({
        actorUserId: entry.editorId,
        actorRole: 'editor',
        action: entry.verified ? 'company_verify' : 'company_unverify',
        entityType: 'company',
        entityId: entry.companyId,
        before: { verified: entry.before },
        after: { verified: entry.after },
      });
    },

    /**
     * The target when the reporter may see it: a published vacancy (or one held by reports), a
     * company, a message of one of their chats, a résumé an employer may open.
     */
    findTarget: async (reporter: Reporter, kind: ReportTargetKind, id: number): Promise<TargetFound | undefined> => {
      let query: SQL;
      switch (kind) {
        case 'vacancy':
          query = sql`select company_id from vacancies where id = ${id} and (status = 'published' or report_hold)`;
          break;
        case 'company':
          query = sql`select id as company_id from companies where id = ${id}`;
          break;
        case 'message': {
          const mine =
            reporter.role === 'employer'
              ? sql`ch.company_id = ${reporter.companyId ?? -1}`
              : sql`ch.seeker_id = ${reporter.id}`;
          query = sql`select case when mu.role = 'employer' then mu.company_id end as company_id
            from messages m join chats ch on ch.id = m.chat_id left join users mu on mu.id = m.sender_user_id
            where m.id = ${id} and ch.deleted_at is null and ${mine}`;
          break;
        }
        case 'resume': {
          if (reporter.role !== 'employer' || reporter.companyId === null) return undefined;
          const company = reporter.companyId;
          query = sql`select null::int as company_id from seeker_profiles p join users su on su.id = p.user_id
            where p.user_id = ${id} and su.deleted_at is null and su.disabled_at is null and (
              (p.visibility <> 'nobody' and not (p.visibility = 'except' and ${company} = any(p.hidden_from_company_ids)))
              or exists (select 1 from applications a where a.seeker_id = p.user_id and a.company_id = ${company}))`;
          break;
        }
      }
      const [row] = await rowsOf<{ company_id: number | null }>(db, query);
      return row ? { companyId: row.company_id === null ? null : Number(row.company_id) } : undefined;
    },

    /** A new open report, or undefined when the reporter has an open one of the target already. */
    insert: async (
      tx: Database,
      input: {
        reporterId: number;
        kind: ReportTargetKind;
        targetId: number;
        reason: ReportReason;
        comment: string | null;
      },
    ) => {
      const [row] = await rowsOf<{ id: number; created_at: Date | string }>(
        tx,
        sql`insert into reports (reporter_id, target_kind, target_id, reason, comment)
            values (${input.reporterId}, ${input.kind}, ${input.targetId}, ${input.reason}, ${input.comment})
            on conflict (reporter_id, target_kind, target_id) where status = 'open' do nothing
            returning id, created_at`,
      );
      return row ? { id: Number(row.id), createdAt: iso(row.created_at) } : undefined;
    },

    /** How many different people have an open report of the target. */
    openReporters: async (tx: Database, kind: ReportTargetKind, targetId: number): Promise<number> => {
      const [row] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(distinct reporter_id)::int as n from reports
            where target_kind = ${kind} and target_id = ${targetId} and status = 'open'`,
      );
      return Number(row?.n ?? 0);
    },

    /** Holds a published vacancy off search (on review) until an editor decides. */
    holdVacancy: async (tx: Database, vacancyId: number): Promise<boolean> => {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update vacancies set status = 'on_review', report_hold = true, version = version + 1,
              submitted_at = coalesce(submitted_at, now()), updated_at = now()
            where id = ${vacancyId} and status = 'published' returning id`,
      );
      return rows.length > 0;
    },

    /** A held vacancy back in search. */
    releaseVacancy: async (tx: Database, vacancyId: number): Promise<void> => {
      await tx.execute(
        sql`update vacancies set status = 'published', report_hold = false, version = version + 1, updated_at = now()
            where id = ${vacancyId} and report_hold and status = 'on_review'`,
      );
    },

    /** Takes a vacancy, or every vacancy of a company, off search for good (rejected with the reason). */
    hideVacancies: async (
      tx: Database,
      which: { vacancyId: number } | { companyId: number },
      reason: string,
    ): Promise<number[]> => {
      const where = 'vacancyId' in which ? sql`id = ${which.vacancyId}` : sql`company_id = ${which.companyId}`;
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update vacancies set status = 'rejected', rejection_reason = ${reason}, report_hold = false,
              version = version + 1, reviewed_at = now(), updated_at = now()
            where ${where} and (status in ('published', 'on_review') or report_hold) returning id`,
      );
      return rows.map((row) => Number(row.id));
    },

    blockCompany: async (tx: Database, companyId: number): Promise<void> => {
      await tx.execute(sql`update companies set blocked_at = coalesce(blocked_at, now()) where id = ${companyId}`);
    },

    /** The report, locked for the decision. */
    lockOpen: async (tx: Database, id: number) => {
      const [row] = await rowsOf<{
        id: number;
        status: ReportStatus;
        target_kind: ReportTargetKind;
        target_id: number;
      }>(tx, sql`select id, status, target_kind, target_id from reports where id = ${id} for update`);
      return row ? { ...row, id: Number(row.id), target_id: Number(row.target_id) } : undefined;
    },

    /** Resolves every open report of the target; the reporters of those it resolved. */
    resolveTarget: async (
      tx: Database,
      input: {
        kind: ReportTargetKind;
        targetId: number;
        outcome: ReportOutcome;
        note: string | null;
        editorId: number;
      },
    ): Promise<{ reportId: number; reporterId: number }[]> => {
      const rows = await rowsOf<{ id: number; reporter_id: number }>(
        tx,
        sql`update reports set status = 'resolved', outcome = ${input.outcome}, note = ${input.note},
              resolved_by = ${input.editorId}, resolved_at = now()
            where target_kind = ${input.kind} and target_id = ${input.targetId} and status = 'open'
            returning id, reporter_id`,
      );
      return rows.map((row) => ({ reportId: Number(row.id), reporterId: Number(row.reporter_id) }));
    },

    audit: async (tx: Database, editorId: number, reportId: number, after: Record<string, unknown>): Promise<void> => {
      await tx.execute(
        sql`insert into audit_log (actor_user_id, actor_role, action, entity_type, entity_id, after)
            values (${editorId}, 'editor', 'report_resolve', 'report', ${reportId}, ${JSON.stringify(after)}::jsonb)`,
      );
    },

    /**
     * The editors' queue: open reports first, then those whose target the risk rules marked, then
     * the most-reported targets, then newest; counts by status and kind.
     */
    list: async (query: {
      status?: ReportStatus | undefined;
      kind?: ReportTargetKind | undefined;
      reason?: ReportReason | undefined;
      page: number;
    }): Promise<EditorReportList> => {
      const where: SQL[] = [sql`true`];
      if (query.status) where.push(sql`r.status = ${query.status}`);
      if (query.kind) where.push(sql`r.target_kind = ${query.kind}`);
      if (query.reason) where.push(sql`r.reason = ${query.reason}`);
      const condition = sql.join(where, sql` and `);
      const rows = await rowsOf<ReportRow>(
        db,
        sql`${reportsSelect} where ${condition}
            order by (r.status = 'open') desc, ${risky} desc, target_reports desc, r.created_at desc, r.id desc
            limit ${REPORTS_PER_PAGE} offset ${(query.page - 1) * REPORTS_PER_PAGE}`,
      );
      const kindFilter = sql`${query.kind ? sql`target_kind = ${query.kind}` : sql`true`} and ${
        query.reason ? sql`reason = ${query.reason}` : sql`true`
      }`;
      const [counts] = await rowsOf<Record<string, number>>(
        db,
        sql`select
              count(*) filter (where ${kindFilter} and ${query.status ? sql`status = ${query.status}` : sql`true`})::int as total,
              count(*) filter (where ${kindFilter} and status = 'open')::int as open,
              count(*) filter (where ${kindFilter} and status = 'resolved')::int as resolved,
              count(*) filter (where status = 'open' and target_kind = 'vacancy')::int as vacancy,
              count(*) filter (where status = 'open' and target_kind = 'company')::int as company,
              count(*) filter (where status = 'open' and target_kind = 'message')::int as message,
              count(*) filter (where status = 'open' and target_kind = 'resume')::int as resume
            from reports`,
      );
      const n = (key: string) => Number(counts?.[key] ?? 0);
      return {
        items: await withContexts(rows),
        total: n('total'),
        counts: {
          status: { open: n('open'), resolved: n('resolved') },
          kind: { vacancy: n('vacancy'), company: n('company'), message: n('message'), resume: n('resume') },
        },
      };
    },

    /** A user's locale and role (the notification's words and link). */
    userOf: async (userId: number): Promise<{ role: string } | undefined> => {
      const [row] = await rowsOf<{ role: string }>(db, sql`select role from users where id = ${userId}`);
      return row;
    },
  };
};

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
