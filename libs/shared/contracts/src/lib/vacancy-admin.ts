import { z } from 'zod';
import { coded, codedPattern, FIELD_ERROR_MESSAGES } from './field-errors';
import { addressInputSchema } from './geo';
import { applicationCountsSchema } from './applications';
import { questionsInputSchema } from './screening';
import { replyWithinDaysSchema, responsivenessSchema } from './responsiveness';
import { canonicalCity, isCityName } from './cities';
import { idParamsSchema, idSchema, isoDateSchema, localeSchema, roleSchema } from './common';
import { MAX_ID } from './constants';
import { companyProfileSchema } from './company';
import { defineRoute } from './route';
import { collectionParamsSchema, collectionSlugSchema } from './collections';
import {
  currencySchema,
  employmentSchema,
  experienceSchema,
  scheduleSchema,
  vacancySchema,
  vacancyStatusSchema,
} from './vacancy';

/** Form limits of a vacancy (employer and editor forms share them; the API enforces them). */
export const VACANCY_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 200,
  descriptionMax: 20_000,
  textMax: 10_000,
  skillsMax: 30,
  skillMax: 50,
  cityMax: 100,
  rejectReasonMin: 5,
  rejectReasonMax: 1000,
  bulkMax: 100,
  collectionMax: 50,
} as const;

const trimmed = (min: number, max: number) => z.string().trim().min(min).max(max);

const countryCodeSchema = codedPattern(z.string(), /^[A-Z]{2}$/, 'country_code');

const vacancyFieldsShape = {
  title: trimmed(VACANCY_LIMITS.titleMin, VACANCY_LIMITS.titleMax),
  description: trimmed(VACANCY_LIMITS.descriptionMin, VACANCY_LIMITS.descriptionMax),
  requirements: z.string().trim().max(VACANCY_LIMITS.textMax),
  conditions: z.string().trim().max(VACANCY_LIMITS.textMax),
  skills: z
    .array(trimmed(1, VACANCY_LIMITS.skillMax))
    .max(VACANCY_LIMITS.skillsMax)
    .refine((skills) => new Set(skills.map((s) => s.toLowerCase())).size === skills.length, {
      message: 'Skills must not repeat',
      params: { code: 'duplicate' },
    }),
  category_id: z.number().int().positive().max(MAX_ID).nullable(),
  // A known city under its one stored name ("Moscow" and "мск" are «Москва»): see cities.ts.
  city: trimmed(1, VACANCY_LIMITS.cityMax).refine(isCityName, coded('not_a_city')).transform(canonicalCity),
  country: countryCodeSchema.default('RU'),
  salary_from: z.number().int().min(0).max(100_000_000).nullable(),
  salary_to: z.number().int().min(0).max(100_000_000).nullable(),
  currency: currencySchema,
  salary_gross: z.boolean(),
  experience: experienceSchema,
  employment: employmentSchema,
  schedule: scheduleSchema,
  language: localeSchema,
  /** The address chosen from `GET /geo/suggest` (issue 28); null: none. */
  address: addressInputSchema.nullable().default(null),
  /** The reply promise in days (1–14); left out: the company's default. */
  reply_within_days: replyWithinDaysSchema.optional(),
  /** Screening questions (at most 10); one with `required_answer` is a knock-out. */
  questions: questionsInputSchema.default([]),
} as const;

/** `salary_from ≤ salary_to` when both are given; the issue is reported on `salary_to`. */
const salaryOrder = <T extends { salary_from?: number | null; salary_to?: number | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.salary_from != null && value.salary_to != null && value.salary_from > value.salary_to) {
    ctx.addIssue({
      code: 'custom',
      path: ['salary_to'],
      message: FIELD_ERROR_MESSAGES.salary_order,
      params: { code: 'salary_order' },
    });
  }
};

/** Every field of a vacancy form. */
export const vacancyInputSchema = z.object(vacancyFieldsShape).strict().superRefine(salaryOrder);
export type VacancyInput = z.infer<typeof vacancyInputSchema>;

/** Some fields of a vacancy form (an edit); a field left out stays as it is (no defaults filled in). */
export const vacancyChangesSchema = z
  .object({
    ...vacancyFieldsShape,
    country: countryCodeSchema,
    address: addressInputSchema.nullable(),
    questions: questionsInputSchema,
  })
  .partial()
  .strict()
  .superRefine(salaryOrder);
export type VacancyChanges = z.infer<typeof vacancyChangesSchema>;

/**
 * The quality check shown before submitting (and returned with every managed vacancy): what to
 * improve, never a blocker by itself.
 */
export const qualityHintSchema = z.object({
  field: z.string(),
  code: z.enum(['salary_missing', 'description_short', 'requirements_missing', 'skills_few', 'category_missing']),
  message: z.string(),
});
export type QualityHint = z.infer<typeof qualityHintSchema>;

/**
 * A vacancy as its company's staff and the editors see it: the live fields, its workflow state and
 * counters. `pending_changes` is an edit of a published vacancy waiting for review (the live
 * version stays public meanwhile); `version` must be sent back with every change (a stale one is a
 * 409 carrying the current vacancy).
 */
export const managedVacancySchema = vacancySchema.extend({
  category_id: z.number().int().nullable(),
  version: z.number().int(),
  rejection_reason: z.string().nullable(),
  pending_changes: z.record(z.string(), z.unknown()).nullable(),
  submitted_at: isoDateSchema.nullable(),
  reviewed_at: isoDateSchema.nullable(),
  archived_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  views_count: z.number().int(),
  /** The company member who answers for it (null: nobody, e.g. a member was removed). */
  responsible_user_id: z.number().int().nullable(),
  chats_count: z.number().int(),
  unanswered_chats_count: z.number().int(),
  /** Applications screened out by a knock-out question (issue 26). */
  screened_out_count: z.number().int().optional(),
  quality: z.array(qualityHintSchema),
});
export type ManagedVacancy = z.infer<typeof managedVacancySchema>;

/** A stale write: the 409's `details` carry the vacancy as it is now. */
export const staleVersionDetailsSchema = z.object({ current: managedVacancySchema });

const versionShape = { version: z.number().int().positive() };

/**
 * The moves a vacancy's staff may ask for. Employer: draft|rejected → on_review (submit);
 * on_review → draft (withdraw); any but archived → archived; archived → draft (restore).
 * Published + an edit → stays published with `pending_changes` until an editor decides.
 */
export const employerStatusMoveSchema = z.enum(['on_review', 'draft', 'archived']);

export const createVacancyBodySchema = z
  .object({
    ...vacancyFieldsShape,
    submit: z.boolean().default(false),
    /** A member of the company (default: the creator). */
    responsible_user_id: z.number().int().positive().max(MAX_ID).optional(),
  })
  .strict()
  .superRefine(salaryOrder);
export type CreateVacancyBody = z.infer<typeof createVacancyBodySchema>;

export const updateVacancyBodySchema = z
  .object({
    ...versionShape,
    changes: vacancyChangesSchema.optional(),
    status: employerStatusMoveSchema.optional(),
    /** Hands the vacancy to another member (no review needed: it is the company's own affair). */
    responsible_user_id: z.number().int().positive().max(MAX_ID).optional(),
  })
  .strict();
export type UpdateVacancyBody = z.infer<typeof updateVacancyBodySchema>;

export const versionBodySchema = z.object(versionShape).strict();

export const employerVacancyListQuerySchema = z
  .object({ status: vacancyStatusSchema.optional(), q: z.string().trim().max(200).optional() })
  .strict();

export const managedVacancyListSchema = z.object({ items: z.array(managedVacancySchema) });

/** The employer dashboard: vacancies with counts, candidate chats per day (30 days), oldest unanswered first. */
export const employerDashboardSchema = z.object({
  vacancies: z.array(managedVacancySchema),
  totals: z.object({
    published: z.number().int(),
    on_review: z.number().int(),
    drafts: z.number().int(),
    views: z.number().int(),
    chats: z.number().int(),
    unanswered_chats: z.number().int(),
  }),
  /** One entry per day (UTC date `YYYY-MM-DD`), oldest first, zeros included: 30 entries. */
  chats_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
  unanswered_chats: z.array(
    z.object({
      chat_id: z.number().int(),
      seeker_name: z.string(),
      last_message: z.string(),
      last_message_at: isoDateSchema,
      vacancy_id: z.number().int().nullable(),
      vacancy_title: z.string().nullable(),
    }),
  ),
  /** The company's applications per status (all its vacancies): the hiring funnel. */
  funnel: applicationCountsSchema.optional(),
  /** How fast the company answers applications (null below 5 applications in 90 days). */
  responsiveness: responsivenessSchema.optional(),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

const optionalUrl = z.union([z.url({ protocol: /^https?$/ }).max(500), z.literal('').transform(() => null), z.null()]);

/** What `POST /uploads` answers as `url`: `/uploads/<path>`, no `..`, no scheme or host. */
export const UPLOADED_IMAGE_PATH = /^\/uploads\/(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;

export const updateCompanyBodySchema = z
  .object({
    name: trimmed(2, 120),
    /** An uploaded image's path (the `url` of `POST /uploads`: `/uploads/…`), or null for none. */
    logo: codedPattern(z.string().trim().max(500), UPLOADED_IMAGE_PATH, 'upload_path').nullable(),
    description: z.string().trim().max(5000),
    site: optionalUrl,
    city: z.string().trim().max(100).refine(isCityName, coded('not_a_city')).transform(canonicalCity).nullable(),
    industry: z.string().trim().max(100).nullable(),
    size: z.enum(COMPANY_SIZES).nullable(),
    /** The reply promise new vacancies start with (1–14 days); left out: unchanged. */
    reply_within_days: replyWithinDaysSchema.optional(),
  })
  .strict();
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

export const employerCompanySchema = companyProfileSchema.extend({ size: z.enum(COMPANY_SIZES).nullable() });

export const updateAccountBodySchema = z.object({ name: trimmed(1, 100) }).strict();

// ----- Editors -----

export const EDITOR_SORTS = ['review_first', 'updated', 'created', 'title', 'company'] as const;

export const editorVacancyListQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: vacancyStatusSchema.optional(),
    company_id: idSchema.optional(),
    category_id: idSchema.optional(),
    city: z.string().trim().max(100).transform(canonicalCity).optional(),
    /** Only vacancies waiting for a decision (on review, or published with pending changes). */
    needs_review: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: z.enum(EDITOR_SORTS).default('review_first'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type EditorVacancyListQuery = z.input<typeof editorVacancyListQuerySchema>;

export const editorVacancyListSchema = z.object({
  items: z.array(managedVacancySchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

/** Editors' own vacancies publish directly (`publish: true`) or stay drafts. */
export const editorCreateVacancyBodySchema = z
  .object({ ...vacancyFieldsShape, company_id: idSchema, publish: z.boolean().default(true) })
  .strict()
  .superRefine(salaryOrder);

export const editorUpdateVacancyBodySchema = z
  .object({
    ...versionShape,
    changes: vacancyChangesSchema.optional(),
    status: z.enum(['draft', 'published', 'archived']).optional(),
  })
  .strict();

export const rejectBodySchema = z
  .object({ ...versionShape, reason: trimmed(VACANCY_LIMITS.rejectReasonMin, VACANCY_LIMITS.rejectReasonMax) })
  .strict();

export const bulkActionBodySchema = z
  .object({
    action: z.enum(['publish', 'archive']),
    ids: z
      .array(idSchema)
      .min(1)
      .max(VACANCY_LIMITS.bulkMax)
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'Ids must not repeat',
        params: { code: 'duplicate' },
      }),
  })
  .strict();

export const bulkActionResultSchema = z.object({
  updated: z.array(z.number().int()),
  skipped: z.array(z.object({ id: z.number().int(), reason: z.string() })),
});

export const editorCollectionSchema = z.object({
  slug: collectionSlugSchema,
  /** In the order the seeker side shows them; archived vacancies drop out by themselves. */
  items: z.array(managedVacancySchema),
});

export const putCollectionBodySchema = z
  .object({
    vacancy_ids: z
      .array(idSchema)
      .max(VACANCY_LIMITS.collectionMax)
      .refine((ids) => new Set(ids).size === ids.length, {
        message: 'Ids must not repeat',
        params: { code: 'duplicate' },
      }),
  })
  .strict();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable(), role: roleSchema }),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.number().int().nullable(),
  /** What the entry is about, by name: the vacancy's title, the category's name (null when gone). */
  entity_title: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z
  .object({
    entity_type: z.string().trim().max(50).optional(),
    entity_id: idSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

export const auditListSchema = z.object({
  items: z.array(auditEntrySchema),
  page: z.number().int(),
  has_more: z.boolean(),
});

export const companyOptionSchema = z.object({ id: z.number().int(), name: z.string() });

const EMPLOYER = ['employer'] as const;
const EDITOR = ['editor'] as const;

export const employerVacancyRoutes = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/employer/dashboard',
    summary: "The company's vacancies with counts, candidate chats per day, oldest unanswered chats",
    tags: ['employer'],
    auth: EMPLOYER,
    response: employerDashboardSchema,
  }),
  updateCompany: defineRoute({
    method: 'PUT',
    path: '/employer/company',
    summary: "Update the caller's company profile",
    tags: ['employer'],
    auth: EMPLOYER,
    body: updateCompanyBodySchema,
    response: employerCompanySchema,
  }),
  updateAccount: defineRoute({
    method: 'PUT',
    path: '/employer/account',
    summary: "Update the caller's own account",
    tags: ['employer'],
    auth: EMPLOYER,
    body: updateAccountBodySchema,
    response: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  }),
  list: defineRoute({
    method: 'GET',
    path: '/employer/vacancies',
    summary: "The company's vacancies (every status)",
    tags: ['employer'],
    auth: EMPLOYER,
    query: employerVacancyListQuerySchema,
    response: managedVacancyListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/employer/vacancies',
    summary: 'Create a draft, or submit it for review at once (`submit: true`)',
    tags: ['employer'],
    auth: EMPLOYER,
    status: 201,
    body: createVacancyBodySchema,
    response: managedVacancySchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/employer/vacancies/:id',
    summary: "One of the company's vacancies (another company's answers 404)",
    tags: ['employer'],
    auth: EMPLOYER,
    params: idParamsSchema,
    response: managedVacancySchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/employer/vacancies/:id',
    summary: 'Edit and/or move the status; a stale `version` is a 409 with the current vacancy',
    tags: ['employer'],
    auth: EMPLOYER,
    params: idParamsSchema,
    body: updateVacancyBodySchema,
    response: managedVacancySchema,
  }),
  duplicate: defineRoute({
    method: 'POST',
    path: '/employer/vacancies/:id/duplicate',
    summary: 'A new draft with the same fields',
    tags: ['employer'],
    auth: EMPLOYER,
    status: 201,
    params: idParamsSchema,
    response: managedVacancySchema,
  }),
  archive: defineRoute({
    method: 'DELETE',
    path: '/employer/vacancies/:id',
    summary: 'Archive (vacancies are never erased: chats refer to them)',
    tags: ['employer'],
    auth: EMPLOYER,
    params: idParamsSchema,
    response: managedVacancySchema,
  }),
} as const;

export const editorRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/editor/vacancies',
    summary: 'Every vacancy of every company; the review queue first by default',
    tags: ['editor'],
    auth: EDITOR,
    query: editorVacancyListQuerySchema,
    response: editorVacancyListSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/editor/vacancies',
    summary: "Create a vacancy for a company; editors' own vacancies publish directly",
    tags: ['editor'],
    auth: EDITOR,
    status: 201,
    body: editorCreateVacancyBodySchema,
    response: managedVacancySchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/editor/vacancies/:id',
    summary: 'Any vacancy',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    response: managedVacancySchema,
  }),
  update: defineRoute({
    method: 'PATCH',
    path: '/editor/vacancies/:id',
    summary: 'Edit and/or move the status; a stale `version` is a 409 with the current vacancy',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    body: editorUpdateVacancyBodySchema,
    response: managedVacancySchema,
  }),
  archive: defineRoute({
    method: 'DELETE',
    path: '/editor/vacancies/:id',
    summary: 'Archive a vacancy',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    response: managedVacancySchema,
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/editor/vacancies/:id/approve',
    summary: 'Publish a vacancy on review, or apply its pending changes',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    body: versionBodySchema,
    response: managedVacancySchema,
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/editor/vacancies/:id/reject',
    summary: 'Reject a vacancy on review (or its pending changes) with a reason the employer sees',
    tags: ['editor'],
    auth: EDITOR,
    params: idParamsSchema,
    body: rejectBodySchema,
    response: managedVacancySchema,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: '/editor/vacancies/bulk',
    summary: 'Publish or archive many vacancies; each one that cannot move is reported, not failed',
    tags: ['editor'],
    auth: EDITOR,
    body: bulkActionBodySchema,
    response: bulkActionResultSchema,
  }),
  getCollection: defineRoute({
    method: 'GET',
    path: '/editor/collections/:slug',
    summary: "A curated collection's vacancies in order",
    tags: ['editor'],
    auth: EDITOR,
    params: collectionParamsSchema,
    response: editorCollectionSchema,
  }),
  putCollection: defineRoute({
    method: 'PUT',
    path: '/editor/collections/:slug',
    summary: "Replace a collection's ordered vacancy ids (published vacancies only)",
    tags: ['editor'],
    auth: EDITOR,
    params: collectionParamsSchema,
    body: putCollectionBodySchema,
    response: editorCollectionSchema,
  }),
  audit: defineRoute({
    method: 'GET',
    path: '/editor/audit',
    summary: 'The audit log of editor actions, newest first',
    tags: ['editor'],
    auth: EDITOR,
    query: auditQuerySchema,
    response: auditListSchema,
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/editor/companies',
    summary: 'Companies for filters and the vacancy form',
    tags: ['editor'],
    auth: EDITOR,
    query: z.object({ q: z.string().trim().max(100).optional() }).strict(),
    response: z.array(companyOptionSchema),
  }),
} as const;
