import { z } from 'zod';
import { idSchema, isoDateSchema } from './common';
import { defineRoute } from './route';
import { MESSAGE_AUTHOR_KINDS } from './chat';
import { companyVerificationBodySchema, companyVerificationSchema, riskSchema } from './trust';

// Reports (issue 27): a seeker or an employer reports a vacancy, a company, a chat message or (an
// employer) a résumé; editors decide in their queue and the reporter is told the outcome.

export const REPORT_TARGET_KINDS = ['vacancy', 'company', 'message', 'resume'] as const;
export type ReportTargetKind = (typeof REPORT_TARGET_KINDS)[number];

export const REPORT_REASONS = ['scam', 'discrimination', 'misleading', 'spam', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_OUTCOMES = ['dismissed', 'hidden', 'company_blocked'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** A report's comment and an editor's note are at most this long. */
export const REPORT_COMMENT_MAX = 1000;

export const reportTargetSchema = z.object({ kind: z.enum(REPORT_TARGET_KINDS), id: idSchema }).strict();
export type ReportTarget = z.infer<typeof reportTargetSchema>;

export const createReportBodySchema = z
  .object({
    target: reportTargetSchema,
    reason: z.enum(REPORT_REASONS),
    comment: z.string().trim().max(REPORT_COMMENT_MAX, 'The comment is too long').optional(),
  })
  .strict();
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

/** A reported message is shown with this many of its chat's messages before it … */
export const REPORT_CONTEXT_BEFORE = 3;
/** … and this many after it. */
export const REPORT_CONTEXT_AFTER = 3;

/** One message of a reported message's chat, as the editors' queue shows it around the reported one. */
export const reportContextMessageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it: the seeker, the company, the editors (platform), the assistant or the system. */
  author_kind: z.enum(MESSAGE_AUTHOR_KINDS),
  /** The writer's name (the employer who wrote for the company, the seeker); null when unknown. */
  author_name: z.string().nullable(),
  text: z.string(),
  created_at: isoDateSchema,
  /** The reported message itself. */
  reported: z.boolean(),
  /** The risk the rules found when it was sent (only the company's side is judged). */
  risk: riskSchema.nullable(),
});
export type ReportContextMessage = z.infer<typeof reportContextMessageSchema>;

export const reportSchema = z.object({
  id: z.number().int(),
  target: z.object({
    kind: z.enum(REPORT_TARGET_KINDS),
    id: z.number().int(),
    /** What the target is called (a vacancy's title, a company's name, a message's first words); null when gone. */
    title: z.string().nullable(),
    /** The target's company, when it has one (a vacancy's, a company, an employer's message), with its verification. */
    company: z
      .object({ id: z.number().int(), name: z.string(), verified: companyVerificationSchema.nullable() })
      .nullable(),
    /** For a message: its chat. */
    chat_id: z.number().int().nullable(),
    /** The risk the rules found in a vacancy or a company's message (null: none, or another kind); risky ones come first. */
    risk: riskSchema.nullable(),
    /**
     * For a message: it in its chat, oldest first (up to REPORT_CONTEXT_BEFORE messages before it
     * and REPORT_CONTEXT_AFTER after); null for the other kinds, or when the message is gone.
     */
    messages: z.array(reportContextMessageSchema).nullable(),
  }),
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  outcome: z.enum(REPORT_OUTCOMES).nullable(),
  note: z.string().nullable(),
  /** Open reports of the same target (this one included). */
  target_reports: z.number().int(),
  reporter: z.object({ id: z.number().int(), name: z.string(), role: z.string() }),
  created_at: isoDateSchema,
  resolved_at: isoDateSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** What the reporter gets back: their report, without the queue's details. */
export const createdReportSchema = z.object({
  id: z.number().int(),
  target: reportTargetSchema,
  reason: z.enum(REPORT_REASONS),
  comment: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  created_at: isoDateSchema,
});
export type CreatedReport = z.infer<typeof createdReportSchema>;

export const editorReportListQuerySchema = z
  .object({
    status: z.enum(REPORT_STATUSES).optional(),
    kind: z.enum(REPORT_TARGET_KINDS).optional(),
    /** Only reports given for this reason. */
    reason: z.enum(REPORT_REASONS).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export type EditorReportListQuery = z.infer<typeof editorReportListQuerySchema>;

/** Reports per page of the editors' queue. */
export const REPORTS_PER_PAGE = 25;

export const editorReportListSchema = z.object({
  items: z.array(reportSchema),
  total: z.number().int(),
  /** Reports by status (of the kind filtered), and open ones by kind. */
  counts: z.object({
    status: z.object({ open: z.number().int(), resolved: z.number().int() }),
    kind: z.object({
      vacancy: z.number().int(),
      company: z.number().int(),
      message: z.number().int(),
      resume: z.number().int(),
    }),
  }),
});
export type EditorReportList = z.infer<typeof editorReportListSchema>;

export const resolveReportBodySchema = z
  .object({
    outcome: z.enum(REPORT_OUTCOMES),
    note: z.string().trim().max(REPORT_COMMENT_MAX, 'The note is too long').optional(),
  })
  .strict();
export type ResolveReportBody = z.infer<typeof resolveReportBodySchema>;

/** A company as the verification route answers: its name and verification. */
export const verifiedCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  verified: companyVerificationSchema.nullable(),
});
export type VerifiedCompany = z.infer<typeof verifiedCompanySchema>;

export const reportRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/reports',
    summary:
      'Report a vacancy, a company, a chat message or (employers) a résumé; 409 when the caller reported it already',
    tags: ['reports'],
    auth: ['seeker', 'employer'],
    status: 201,
    body: createReportBodySchema,
    response: createdReportSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/editor/reports',
    summary:
      'The reports queue: open first, then those whose target the risk rules marked, then the most-reported, then newest; a message comes with its chat around it',
    tags: ['reports'],
    auth: ['editor'],
    query: editorReportListQuerySchema,
    response: editorReportListSchema,
  }),
  resolve: defineRoute({
    method: 'POST',
    path: '/editor/reports/:id/resolve',
    summary:
      "Decide on a report (and every open report of its target): dismiss, hide the vacancy, or block the target's company",
    tags: ['reports'],
    auth: ['editor'],
    params: z.object({ id: idSchema }),
    body: resolveReportBodySchema,
    response: reportSchema,
  }),
  verifyCompany: defineRoute({
    method: 'POST',
    path: '/editor/companies/:id/verification',
    summary: 'Mark a company verified by an editor, or take its verification back (audited)',
    tags: ['reports'],
    auth: ['editor'],
    params: z.object({ id: idSchema }),
    body: companyVerificationBodySchema,
    response: verifiedCompanySchema,
  }),
} as const;
