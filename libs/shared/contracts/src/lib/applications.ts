import { z } from 'zod';
import { coded } from './field-errors';
import { APPLICATION_STATUSES, applicationStatusSchema, type ApplicationStatus } from './application-status';
import { idParamsSchema, idSchema, isoDateSchema } from './common';
import { MAX_ID, type Role } from './constants';
import { MESSAGE_MAX_LENGTH } from './chat';
import { profileSchema } from './profile';
import {
  answersInputSchema,
  previousAnswersSchema,
  SCREENING_LIMITS,
  screeningAnswerSchema,
  screeningOutcomeSchema,
} from './screening';
import { queryBooleanSchema } from './search-filters';
import { defineRoute } from './route';

/**
 * Applications: one seeker's response to one vacancy, with the résumé as it was sent. The
 * statuses and who may make which move are one pure state machine, shared by the API (which
 * enforces it) and the apps (which offer only the moves it allows).
 */

/** Statuses nobody moves out of, except an employer's undo of `rejected`/`hired` within the window. */
export const CLOSED_APPLICATION_STATUSES = [
  'hired',
  'rejected',
  'withdrawn',
  'expired',
] as const satisfies readonly ApplicationStatus[];
/** Statuses the company still has to act on: they expire after `APPLICATION_EXPIRE_DAYS` without action. */
export const OPEN_APPLICATION_STATUSES = [
  'new',
  'viewed',
  'invited',
  'offer',
] as const satisfies readonly ApplicationStatus[];

/** The statuses an employer moves a candidate to (`viewed` is set by opening; the rest by others). */
export const EMPLOYER_MOVE_STATUSES = [
  'invited',
  'offer',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStatus[];
export const employerMoveStatusSchema = z.enum(EMPLOYER_MOVE_STATUSES);
export type EmployerMoveStatus = z.infer<typeof employerMoveStatusSchema>;

export const REJECTION_REASON_CODES = [
  'experience',
  'skills',
  'salary',
  'location',
  'position_filled',
  /** A knock-out screening question was missed (set by the platform after the delay; issue 26). */
  'screening',
  'other',
] as const;
export const rejectionReasonCodeSchema = z.enum(REJECTION_REASON_CODES);
export type RejectionReasonCode = z.infer<typeof rejectionReasonCodeSchema>;

export const APPLICATION_EXPIRE_DAYS_DEFAULT = 30;
/** An employer may take back its last move within this window. */
export const APPLICATION_UNDO_WINDOW_MS = 24 * 60 * 60 * 1000;
export const COVER_LETTER_MAX_LENGTH = MESSAGE_MAX_LENGTH;
export const WITHDRAW_REASON_MAX_LENGTH = 500;
export const APPLICATIONS_PER_PAGE = 20;
export const APPLICATIONS_BULK_MAX = 100;
export const MESSAGE_TEMPLATE_MAX_LENGTH = 2000;
/** Placeholders a message template may use. */
export const MESSAGE_TEMPLATE_PLACEHOLDERS = ['{name}', '{vacancy}', '{company}'] as const;

/** Forward moves an employer makes, from each status (rejection is allowed from every open status). */
const EMPLOYER_FORWARD: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  new: ['invited', 'offer', 'rejected'],
  viewed: ['invited', 'offer', 'rejected'],
  invited: ['offer', 'hired', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
  withdrawn: [],
  expired: [],
};

export type ApplicationActor = Extract<Role, 'seeker' | 'employer'> | 'system';

/**
 * The one rule for every move. `employer`: forward moves (and `viewed` from `new`, made by opening);
 * `seeker`: withdraw from any open status; `system`: expire an open application. Undo is separate
 * (`canUndoApplicationMove`).
 */
export const canMoveApplication = (
  actor: ApplicationActor,
  from: ApplicationStatus,
  to: ApplicationStatus,
): boolean => {
  if (actor === 'seeker') return to === 'withdrawn' && (OPEN_APPLICATION_STATUSES as readonly string[]).includes(from);
  if (actor === 'system') {
    // Expiry of any open application; the screening rejection of one the company has not moved.
    if (to === 'rejected') return from === 'new' || from === 'viewed';
    return to === 'expired' && (OPEN_APPLICATION_STATUSES as readonly string[]).includes(from);
  }
  if (to === 'viewed') return from === 'new';
  return EMPLOYER_FORWARD[from].includes(to);
};

/** The moves an actor may make from a status, in the funnel's order. */
export const applicationMovesFrom = (actor: ApplicationActor, from: ApplicationStatus): ApplicationStatus[] =>
  APPLICATION_STATUSES.filter((to) => canMoveApplication(actor, from, to));

/**
 * An employer may move back one step (to the status before the last move) within 24 hours of that
 * move, never out of `withdrawn` or `expired`, and only undo a move the company made.
 */
export const canUndoApplicationMove = (
  current: ApplicationStatus,
  lastMove: { by: ApplicationActor; at: Date | string } | null,
  now: Date = new Date(),
): boolean => {
  if (!lastMove || lastMove.by !== 'employer') return false;
  if (current === 'withdrawn' || current === 'expired' || current === 'new' || current === 'viewed') return false;
  return now.getTime() - new Date(lastMove.at).getTime() <= APPLICATION_UNDO_WINDOW_MS;
};

export const applicationHistoryEntrySchema = z.object({
  status: applicationStatusSchema,
  at: isoDateSchema,
});
export type ApplicationHistoryEntry = z.infer<typeof applicationHistoryEntrySchema>;

export const applicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  viewed_at: isoDateSchema.nullable(),
  chat_id: z.number().int(),
  cover_letter: z.string().nullable(),
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
  rejection: z.object({ reason_code: rejectionReasonCodeSchema, message: z.string().nullable() }).nullable(),
  history: z.array(applicationHistoryEntrySchema),
  /** The reply promise: by when the company answers (created + the vacancy's `reply_within_days`). */
  reply_due_at: isoDateSchema,
  /** The answers to the vacancy's screening questions, with the questions as asked. */
  answers: z.array(screeningAnswerSchema).optional(),
});
export type Application = z.infer<typeof applicationSchema>;

/** The résumé as it was sent: the `/profile` shape without the completeness hints. */
export const sentResumeSchema = profileSchema.omit({ completeness: true });
export type SentResume = z.infer<typeof sentResumeSchema>;

/** A history entry as the company sees it: who of its members made the move (null: the seeker or the platform). */
export const employerHistoryEntrySchema = applicationHistoryEntrySchema.extend({
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type EmployerHistoryEntry = z.infer<typeof employerHistoryEntrySchema>;

export const employerApplicationSchema = applicationSchema.extend({
  history: z.array(employerHistoryEntrySchema),
  /** The member responsible for the vacancy (null: nobody). */
  responsible_user_id: z.number().int().nullable(),
  /** Optimistic concurrency: a status move names the version it saw (409 when stale). */
  version: z.number().int(),
  candidate: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    resume: sentResumeSchema,
  }),
  /** Whether the company may still take back its last move (and to which status). */
  undo: z.object({ to: applicationStatusSchema, until: isoDateSchema }).nullable(),
  /** Against the knock-out questions: passed, screened out, or null (the vacancy had none). */
  screening: screeningOutcomeSchema.nullable(),
});
export type EmployerApplication = z.infer<typeof employerApplicationSchema>;

export const applyBodySchema = z
  .object({
    cover_letter: z
      .string()
      .trim()
      .max(COVER_LETTER_MAX_LENGTH, `cover_letter must be at most ${COVER_LETTER_MAX_LENGTH} characters`)
      .optional(),
    /** One answer per screening question of the vacancy (400 naming the question otherwise). */
    answers: answersInputSchema.optional(),
  })
  .default({});
export type ApplyBody = z.infer<typeof applyBodySchema>;

export const coverLetterDraftSchema = z.object({ text: z.string() });
export type CoverLetterDraft = z.infer<typeof coverLetterDraftSchema>;

const pageSchema = z.coerce.number().int().min(1).max(500).default(1);

export const seekerApplicationsQuerySchema = z.object({
  status: applicationStatusSchema.optional(),
  page: pageSchema,
});
export type SeekerApplicationsQuery = z.infer<typeof seekerApplicationsQuerySchema>;

export const seekerApplicationsResponseSchema = z.object({
  items: z.array(applicationSchema),
  total: z.number().int(),
});
export type SeekerApplicationsResponse = z.infer<typeof seekerApplicationsResponseSchema>;

export const withdrawBodySchema = z
  .object({ reason: z.string().trim().max(WITHDRAW_REASON_MAX_LENGTH).optional() })
  .default({});
export type WithdrawBody = z.infer<typeof withdrawBodySchema>;

export const applicationCountsSchema = z.object(
  Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, z.number().int()])) as Record<ApplicationStatus, z.ZodNumber>,
);
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

export const employerApplicationsQuerySchema = z.object({
  vacancy_id: idSchema.optional(),
  status: applicationStatusSchema.optional(),
  /** Candidates of the vacancies this member is responsible for. */
  responsible_user_id: idSchema.optional(),
  /** Candidate name, e-mail or desired position. */
  q: z.string().trim().max(200).optional(),
  /** Only the unanswered (`new`, `viewed`) whose reply promise's due time has passed. */
  overdue: queryBooleanSchema.optional(),
  /** Passed every knock-out, or screened out by one. */
  screening: screeningOutcomeSchema.optional(),
  /** With `answer`: candidates who gave this answer to this question (an option contained, for multi-choice). */
  question_id: z.string().trim().min(1).max(SCREENING_LIMITS.idMax).optional(),
  answer: z.string().trim().min(1).max(SCREENING_LIMITS.optionMax).optional(),
  page: pageSchema,
});
export type EmployerApplicationsQuery = z.infer<typeof employerApplicationsQuerySchema>;

export const employerApplicationsResponseSchema = z.object({
  items: z.array(employerApplicationSchema),
  total: z.number().int(),
  /** Per status for the same vacancy filter and query, whatever the status filter: the funnel. */
  counts: applicationCountsSchema,
  /** Screening outcomes for the same filters, whatever the status and screening filters. */
  screening_counts: z.object({ passed: z.number().int(), screened_out: z.number().int() }).optional(),
});
export type EmployerApplicationsResponse = z.infer<typeof employerApplicationsResponseSchema>;

const moveMessageSchema = z.string().trim().max(MESSAGE_MAX_LENGTH).optional();

export const moveApplicationBodySchema = z
  .object({
    status: employerMoveStatusSchema,
    version: z.number().int().nonnegative().max(MAX_ID),
    reason_code: rejectionReasonCodeSchema.optional(),
    /** The text posted in the chat (the template, as the employer edited it); empty posts none. */
    message: moveMessageSchema,
  })
  .refine(
    (body) => body.status !== 'rejected' || body.reason_code !== undefined,
    coded('rejection_reason_required', { path: ['reason_code'] }),
  );
export type MoveApplicationBody = z.infer<typeof moveApplicationBodySchema>;

export const undoApplicationBodySchema = z.object({ version: z.number().int().nonnegative().max(MAX_ID) });
export type UndoApplicationBody = z.infer<typeof undoApplicationBodySchema>;

export const bulkMoveBodySchema = z
  .object({
    ids: z.array(idSchema).min(1).max(APPLICATIONS_BULK_MAX),
    status: employerMoveStatusSchema,
    reason_code: rejectionReasonCodeSchema.optional(),
    message: moveMessageSchema,
  })
  .refine(
    (body) => body.status !== 'rejected' || body.reason_code !== undefined,
    coded('rejection_reason_required', { path: ['reason_code'] }),
  );
export type BulkMoveBody = z.infer<typeof bulkMoveBodySchema>;

/** Why a bulk move skipped an application. */
export const BULK_SKIP_REASONS = ['not_found', 'not_allowed', 'same_status'] as const;
export const bulkMoveResponseSchema = z.object({
  moved: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.enum(BULK_SKIP_REASONS) })),
});
export type BulkMoveResponse = z.infer<typeof bulkMoveResponseSchema>;

const templateText = z.string().trim().min(1).max(MESSAGE_TEMPLATE_MAX_LENGTH);
/** The company's chat message per step; `{name}`, `{vacancy}`, `{company}` are filled in when used. */
export const messageTemplatesSchema = z.object({
  invited: templateText,
  offer: templateText,
  rejected: templateText,
  hired: templateText,
  /** The rejection of a candidate screened out by a knock-out question; left out on a save: unchanged. */
  screening: templateText.optional(),
});
export type MessageTemplates = z.infer<typeof messageTemplatesSchema>;

/** Fills a template's placeholders (the apps prefill the move dialog with it; the API the bulk moves). */
export const fillMessageTemplate = (template: string, values: { name: string; vacancy: string; company: string }) =>
  template.replace(/\{(name|vacancy|company)\}/g, (_, key: keyof typeof values) => values[key]);

export const applicationRoutes = {
  apply: defineRoute({
    method: 'POST',
    path: '/vacancies/:id/apply',
    summary: 'Apply to a published vacancy with the résumé (409 with details.application_id when already applied)',
    tags: ['applications'],
    auth: ['seeker'],
    status: 201,
    params: idParamsSchema,
    body: applyBodySchema,
    response: applicationSchema,
  }),
  previousAnswers: defineRoute({
    method: 'GET',
    path: '/profile/answers',
    summary: "The seeker's earlier answers to screening questions, the newest per question text and kind",
    tags: ['applications'],
    auth: ['seeker'],
    response: previousAnswersSchema,
  }),
  coverLetterDraft: defineRoute({
    method: 'POST',
    path: '/vacancies/:id/cover-letter-draft',
    summary: "The assistant's draft of a cover letter from the seeker's résumé and the vacancy (not sent)",
    tags: ['applications'],
    auth: ['seeker'],
    params: idParamsSchema,
    response: coverLetterDraftSchema,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/applications',
    summary: "The seeker's applications, newest first",
    tags: ['applications'],
    auth: ['seeker'],
    query: seekerApplicationsQuerySchema,
    response: seekerApplicationsResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/applications/:id',
    summary: "One of the seeker's applications",
    tags: ['applications'],
    auth: ['seeker'],
    params: idParamsSchema,
    response: applicationSchema,
  }),
  withdraw: defineRoute({
    method: 'POST',
    path: '/applications/:id/withdraw',
    summary: 'Withdraw an open application',
    tags: ['applications'],
    auth: ['seeker'],
    params: idParamsSchema,
    body: withdrawBodySchema,
    response: applicationSchema,
  }),
} as const;

export const employerApplicationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/employer/applications',
    summary: "The company's candidates, newest first, with counts per status",
    tags: ['employer-applications'],
    auth: ['employer'],
    query: employerApplicationsQuerySchema,
    response: employerApplicationsResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/employer/applications/:id',
    summary: 'One candidate; the first open by the company marks it viewed',
    tags: ['employer-applications'],
    auth: ['employer'],
    params: idParamsSchema,
    response: employerApplicationSchema,
  }),
  move: defineRoute({
    method: 'POST',
    path: '/employer/applications/:id/status',
    summary: 'Move a candidate (409 on a stale version); reason_code required to reject',
    tags: ['employer-applications'],
    auth: ['employer'],
    params: idParamsSchema,
    body: moveApplicationBodySchema,
    response: employerApplicationSchema,
  }),
  undo: defineRoute({
    method: 'POST',
    path: '/employer/applications/:id/undo',
    summary: "Take back the company's last move within 24 hours",
    tags: ['employer-applications'],
    auth: ['employer'],
    params: idParamsSchema,
    body: undoApplicationBodySchema,
    response: employerApplicationSchema,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/employer/applications/bulk',
    summary: 'Move several candidates; what cannot move is listed with the reason',
    tags: ['employer-applications'],
    auth: ['employer'],
    body: bulkMoveBodySchema,
    response: bulkMoveResponseSchema,
  }),
  templates: defineRoute({
    method: 'GET',
    path: '/employer/message-templates',
    summary: "The company's message per step (defaults in the employer's language until edited)",
    tags: ['employer-applications'],
    auth: ['employer'],
    response: messageTemplatesSchema,
  }),
  saveTemplates: defineRoute({
    method: 'PUT',
    path: '/employer/message-templates',
    summary: "Save the company's message templates",
    tags: ['employer-applications'],
    auth: ['employer'],
    body: messageTemplatesSchema,
    response: messageTemplatesSchema,
  }),
} as const;

export const editorApplicationRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/applications',
    summary: 'Every application, read-only, for editors',
    tags: ['admin-applications'],
    auth: ['editor'],
    query: employerApplicationsQuerySchema.extend({ company_id: idSchema.optional() }),
    response: employerApplicationsResponseSchema,
  }),
} as const;
