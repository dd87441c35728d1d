import type {
  VerifiedCompany,
  CreateReportBody,
  CreatedReport,
  EditorReportListQuery,
  Report,
  ReportOutcome,
  ReportTargetKind,
  ResolveReportBody,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import { companyBlockedNotification, reportOutcomeNotification, type Notify } from '../notify';
import { verificationOf } from '../../lib/company-verification';
import { createReportsRepository, type Reporter } from './reports.repository';

export type ReportsDeps = {
  db: Database;
  notify: Notify;
  log: FastifyBaseLogger;
  /** A vacancy reported by this many different people leaves search until an editor decides. */
  autohide: number;
};

const notFound = () => new AppError('NOT_FOUND', 'Nothing to report: it does not exist or is not yours to see');

/** Where a reporter's notification leads in their app (the target when they can open it there). */
const linkFor = (role: string, kind: ReportTargetKind, targetId: number, chatId: number | null): string => {
  if (role === 'employer') return kind === 'message' && chatId !== null ? `/chats/${chatId}` : '/';
  if (kind === 'vacancy') return `/vacancies/${targetId}`;
  if (kind === 'company') return `/companies/${targetId}`;
  if (kind === 'message' && chatId !== null) return `/chat/${chatId}`;
  return '/';
};

/**
 * Reports (issue 27): who may report what (404 for what the reporter cannot see, 409 for a second
 * open report of theirs), the automatic hold of a vacancy reported by several people, and the
 * editors' decisions with what they do to the target; the reporters hear the outcome.
 */
export const createReportsService = ({ db, notify, log, autohide }: ReportsDeps) => {
  const repo = createReportsRepository(db);

  const create = async (reporter: Reporter, body: CreateReportBody): Promise<CreatedReport> => {
    const { kind, id } = body.target;
    const target = await repo.findTarget(reporter, kind, id);
    if (!target) throw notFound();
    const comment = body.comment && body.comment.length > 0 ? body.comment : null;
    const created = await transact(db, async (tx) => {
      const row = await repo.insert(tx, { reporterId: reporter.id, kind, targetId: id, reason: body.reason, comment });
      if (!row) throw new AppError('CONFLICT', 'You have reported this already');
      if (kind === 'vacancy' && (await repo.openReporters(tx, kind, id)) >= autohide) {
        await repo.holdVacancy(tx, id);
      }
      return row;
    });
    return {
      id: created.id,
      target: { kind, id },
      reason: body.reason,
      comment,
      status: 'open',
      created_at: created.createdAt,
    };
  };

  /** What the outcome does to the target. */
  const apply = async (tx: Database, report: Report, outcome: ReportOutcome, note: string | null) => {
    const { kind, id } = report.target;
    const companyId = report.target.company?.id ?? null;
    if (outcome === 'dismissed') {
      if (kind === 'vacancy') await repo.releaseVacancy(tx, id);
      return;
    }
    if (outcome === 'company_blocked') {
      if (companyId === null) throw new AppError('CONFLICT', 'What was reported has no company to block');
      await repo.blockCompany(tx, companyId);
      await repo.hideVacancies(
        tx,
        { companyId },
        note ? `The company was blocked after reports: ${note}` : 'The company was blocked after reports',
      );
      return;
    }
    // Hidden: a vacancy leaves search for good (rejected, so its company may fix and resubmit it);
    // a company's vacancies all do. A message or a résumé is recorded as hidden.
    const reason = note ? `Hidden after reports: ${note}` : 'Hidden after reports';
    if (kind === 'vacancy') await repo.hideVacancies(tx, { vacancyId: id }, reason);
    if (kind === 'company') await repo.hideVacancies(tx, { companyId: id }, reason);
  };

  const resolve = async (editorId: number, reportId: number, body: ResolveReportBody): Promise<Report> => {
    const note = body.note && body.note.length > 0 ? body.note : null;
    const { report, reporters } = await transact(db, async (tx) => {
      const locked = await repo.lockOpen(tx, reportId);
      if (!locked) throw new AppError('NOT_FOUND', 'Report not found');
      if (locked.status !== 'open') throw new AppError('CONFLICT', 'The report is resolved already');
      const current = await repo.reportById(reportId, tx);
      if (!current) throw new AppError('NOT_FOUND', 'Report not found');
      await apply(tx, current, body.outcome, note);
      const resolved = await repo.resolveTarget(tx, {
        kind: locked.target_kind,
        targetId: locked.target_id,
        outcome: body.outcome,
        note,
        editorId,
      });
      await repo.audit(tx, editorId, reportId, {
        outcome: body.outcome,
        note,
        target: { kind: locked.target_kind, id: locked.target_id },
        reports: resolved.map((row) => row.reportId),
      });
      return { report: current, reporters: [...new Set(resolved.map((row) => row.reporterId))] };
    });
    // The reporters are told the outcome (not the note): each in their app and language.
    const target = report.target.title ?? (report.target.kind === 'message' ? '…' : `#${report.target.id}`);
    for (const userId of reporters) {
      try {
        const role = (await repo.userOf(userId))?.role ?? 'seeker';
        const link = linkFor(role, report.target.kind, report.target.id, report.target.chat_id);
        await notify.person({
          userId,
          kind: 'applications',
          texts: (locale) => reportOutcomeNotification(locale, body.outcome, target),
          notice: { code: 'report_outcome', params: { outcome: body.outcome, target } },
          link: { inApp: role === 'employer' ? `/employer${link === '/' ? '' : link}` : link, app: link },
          email: { template: 'report_outcome', data: { target, outcome: body.outcome } },
        });
      } catch (error) {
        // The decision stands; only its notification is lost.
        log.warn({ err: error }, 'could not tell a reporter the outcome of their report');
      }
    }
    // A blocked company's employers are told it was blocked, and why when the editor wrote it.
    const blocked = body.outcome === 'company_blocked' ? report.target.company : null;
    if (blocked) {
      try {
        await notify.companyEmployers({
          companyId: blocked.id,
          kind: 'applications',
          texts: (locale) => companyBlockedNotification(locale, note),
          notice: { code: 'company_blocked', params: { reason: note } },
          link: { inApp: '/employer/vacancies', app: '/vacancies' },
          email: { template: 'company_blocked', data: { reason: note } },
        });
      } catch (error) {
        log.warn({ err: error }, 'could not tell a blocked company’s employers');
      }
    }
    const after = await repo.reportById(reportId);
    if (!after) throw new AppError('NOT_FOUND', 'Report not found');
    return after;
  };

  const list = (query: EditorReportListQuery) =>
    repo.list({ status: query.status, kind: query.kind, reason: query.reason, page: query.page });

  /**
   * An editor verifies a company (or takes any verification back; a later change of the owner's
   * e-mail or the website may verify it by domain again). Audited with the state before and after.
   */
  const verifyCompany = async (editorId: number, companyId: number, verified: boolean): Promise<VerifiedCompany> =>
    transact(db, async (tx) => {
      const before = await repo.companyVerification(tx, companyId);
      if (!before) throw new AppError('NOT_FOUND', 'Company not found');
      const after = await repo.setCompanyVerification(tx, companyId, verified);
      const result = {
        id: companyId,
        name: before.name,
        verified: verificationOf({ verifiedMethod: after?.method, verifiedAt: after?.at }),
      };
      await repo.auditCompanyVerification(tx, {
        editorId,
        companyId,
        verified,
        before: verificationOf({ verifiedMethod: before.method, verifiedAt: before.at }),
        after: result.verified,
      });
      return result;
    });

  return { create, resolve, list, verifyCompany };
};
