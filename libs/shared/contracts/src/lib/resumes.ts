import { z } from 'zod';
import { canonicalCity } from './cities';
import { idParamsSchema, idSchema, isoDateSchema } from './common';
import { facetBucketSchema, SEARCH_MAX_PAGE, SEARCH_QUERY_MAX_LENGTH } from './search';
import { applicationSchema } from './applications';
import { companyRefSchema, jobSearchStatusSchema, profileSchema } from './profile';
import { defineRoute } from './route';
import { actorSchema } from './team';
import { currencySchema, experienceSchema, scheduleSchema } from './vacancy';
import { MAX_ID } from './constants';

export const COMPANY_LOOKUP_MAX_QUERY = 100;
export const companyLookupQuerySchema = z.object({
  /** Any part of the company's name, any case (at least two letters). */
  q: z.string().trim().min(2, 'Type at least two letters').max(COMPANY_LOOKUP_MAX_QUERY),
});
export const companyLookupResponseSchema = z.object({ items: z.array(companyRefSchema) });

// ——— The résumé database (the employer's side) ———

export const RESUME_SORTS = ['relevance', 'fresh'] as const;
export const resumeSortSchema = z.enum(RESUME_SORTS);
export const RESUME_DEFAULT_PER_PAGE = 20;
export const RESUME_MAX_PER_PAGE = 50;
/**
 * Past this many matches (the sample's count scaled: every 64th résumé) a résumé search's total and
 * facets are estimates (`total_relation: 'gte'`, "over 2,000"), as the vacancies' (SEARCH_ESTIMATE_ABOVE):
 * a résumé's document is read whole to count and rank it (each match a page at a million), where an
 * employer reads the newest and best few hundred and the count's last digits tell nothing.
 */
export const RESUME_ESTIMATE_ABOVE = 2_000;
/** The "updated within" choices the facets count. */
export const RESUME_UPDATED_WITHIN_DAYS = [1, 7, 30, 90] as const;

const commaList = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter((item) => item !== ''),
    )
    .pipe(z.array(z.string().max(50)).max(max));

export const resumeSearchQuerySchema = z.object({
  /** Words in the desired position, skills, past positions and about (ru/en, typo-tolerant, the last word a prefix). */
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH).optional(),
  city: z.string().trim().min(1).max(100).transform(canonicalCity).optional(),
  /** Seekers who expect at most this much a month (in roubles; those who name no salary too). */
  salary_to: z.coerce.number().int().min(0).max(100_000_000).optional(),
  experience: experienceSchema.optional(),
  schedule: scheduleSchema.optional(),
  /** Skills every résumé must have (any case), comma-separated. */
  skills: commaList(10).optional(),
  /** A language the seeker speaks (ISO 639-1). */
  language: z
    .string()
    .regex(/^[a-z]{2}$/, 'A two-letter language code')
    .optional(),
  job_search_status: jobSearchStatusSchema.optional(),
  updated_within_days: z.coerce.number().int().min(1).max(365).optional(),
  sort: resumeSortSchema.default('relevance'),
  page: z.coerce.number().int().min(1).max(SEARCH_MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(RESUME_MAX_PER_PAGE).default(RESUME_DEFAULT_PER_PAGE),
});
export type ResumeSearchQuery = z.infer<typeof resumeSearchQuerySchema>;
export type ResumeSearchQueryInput = z.input<typeof resumeSearchQuerySchema>;

export const resumeSalarySchema = z.object({ amount: z.number().int(), currency: currencySchema }).nullable();

export const resumeCardSchema = z.object({
  seeker_id: z.number().int(),
  /** Null when the seeker is anonymous to this company. */
  name: z.string().nullable(),
  desired_position: z.string(),
  city: z.string(),
  salary: resumeSalarySchema,
  experience: experienceSchema.nullable(),
  skills: z.array(z.string()),
  job_search_status: jobSearchStatusSchema,
  updated_at: isoDateSchema,
  /** Seekers have no photo yet: always null (kept for the contract). */
  photo: z.string().nullable(),
});
export type ResumeCard = z.infer<typeof resumeCardSchema>;

export const resumeFacetsSchema = z.object({
  city: z.array(facetBucketSchema),
  experience: z.array(facetBucketSchema),
  schedule: z.array(facetBucketSchema),
  job_search_status: z.array(facetBucketSchema),
  updated_within_days: z.array(facetBucketSchema),
});
export type ResumeFacets = z.infer<typeof resumeFacetsSchema>;

export const resumeSearchResponseSchema = z.object({
  items: z.array(resumeCardSchema),
  total: z.number().int(),
  /**
   * 'eq': `total` and the facets are counts; 'gte': a broad search's total from the sample of the
   * résumés (past RESUME_ESTIMATE_ABOVE): what the sample says it is at least, rounded down to two
   * significant digits, "over `total`" (the facets' counts scaled). Absent: 'eq'.
   */
  total_relation: z.enum(['eq', 'gte']).optional(),
  facets: resumeFacetsSchema,
  /** The query with its typos corrected, when a word was unknown. */
  corrected: z.string().nullable(),
});
export type ResumeSearchResponse = z.infer<typeof resumeSearchResponseSchema>;

export const seekerIdParamsSchema = z.object({ seeker_id: idSchema });

/** An invitation as the employer sees it on a résumé. */
export const sentInvitationSchema = z.object({
  id: z.number().int(),
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  status: z.enum(['pending', 'accepted', 'declined', 'expired']),
  reason_code: z.string().nullable(),
  created_at: isoDateSchema,
});

/** The résumé as an employer opens it: anonymised (no name, photo, contacts, past employers) when it must be. */
export const employerResumeSchema = profileSchema
  .omit({ completeness: true, citizenship: true, name: true, work_experience: true, updated_at: true })
  .extend({
    seeker_id: z.number().int(),
    name: z.string().nullable(),
    photo: z.string().nullable(),
    /** Whether the seeker hides who they are from this company (until they apply or accept an invitation). */
    anonymous: z.boolean(),
    contacts: z.object({ email: z.string() }).nullable(),
    work_experience: z.array(
      z.object({
        /** Null while anonymous. */
        company: z.string().nullable(),
        position: z.string(),
        from: z.string(),
        to: z.string().nullable(),
        description: z.string(),
      }),
    ),
    job_search_status: jobSearchStatusSchema,
    updated_at: isoDateSchema,
    /** This company's invitations of this seeker. */
    invitations: z.array(sentInvitationSchema),
  });
export type EmployerResume = z.infer<typeof employerResumeSchema>;

export const INVITATION_MESSAGE_MAX = 2000;
export const INVITATION_TTL_DAYS = 14;
export const INVITATIONS_PER_COMPANY_PER_DAY_DEFAULT = 50;

export const inviteBodySchema = z.object({
  vacancy_id: z.number().int().positive().max(MAX_ID),
  message: z
    .string()
    .trim()
    .min(1, 'Write a message')
    .max(INVITATION_MESSAGE_MAX, `At most ${INVITATION_MESSAGE_MAX} characters`),
});
export type InviteBody = z.infer<typeof inviteBodySchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;
export const INVITATION_DECLINE_REASONS = ['salary', 'location', 'not_interested', 'other'] as const;
export const invitationDeclineReasonSchema = z.enum(INVITATION_DECLINE_REASONS);
export type InvitationDeclineReason = z.infer<typeof invitationDeclineReasonSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  status: invitationStatusSchema,
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  company: companyRefSchema,
  message: z.string(),
  created_at: isoDateSchema,
  expires_at: isoDateSchema,
  reason_code: invitationDeclineReasonSchema.nullable(),
  /** The application an accepted invitation became. */
  application_id: z.number().int().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationsQuerySchema = z.object({ status: invitationStatusSchema.optional() });

// ——— The company's invitations in its candidates pipeline ———

export const EMPLOYER_INVITATIONS_PER_PAGE = 20;

export const employerInvitationsQuerySchema = z.object({
  vacancy_id: idSchema.optional(),
  /** Invitations to the vacancies this member is responsible for. */
  responsible_user_id: idSchema.optional(),
  status: invitationStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type EmployerInvitationsQuery = z.infer<typeof employerInvitationsQuerySchema>;

/** An invitation as its company sees it in the pipeline: whom, to what, where it stands, who sent it. */
export const employerInvitationSchema = z.object({
  id: z.number().int(),
  status: invitationStatusSchema,
  vacancy: z.object({ id: z.number().int(), title: z.string() }),
  seeker: z.object({
    id: z.number().int(),
    /** Null while the seeker is anonymous to the company, or no longer shows it the résumé. */
    name: z.string().nullable(),
    desired_position: z.string(),
    city: z.string(),
  }),
  message: z.string(),
  created_at: isoDateSchema,
  expires_at: isoDateSchema,
  reason_code: invitationDeclineReasonSchema.nullable(),
  /** The application an accepted invitation became (a candidate like any other). */
  application_id: z.number().int().nullable(),
  /** The member who sent it (named as they are now; null when the account is gone). */
  by: actorSchema.nullable(),
});
export type EmployerInvitation = z.infer<typeof employerInvitationSchema>;

export const invitationCountsSchema = z.object(
  Object.fromEntries(INVITATION_STATUSES.map((s) => [s, z.number().int()])) as Record<InvitationStatus, z.ZodNumber>,
);
export type InvitationCounts = z.infer<typeof invitationCountsSchema>;

export const employerInvitationsResponseSchema = z.object({
  items: z.array(employerInvitationSchema),
  total: z.number().int(),
  /** Per status for the same vacancy and member filters, whatever the status filter. */
  counts: invitationCountsSchema,
});
export type EmployerInvitationsResponse = z.infer<typeof employerInvitationsResponseSchema>;
export const invitationsResponseSchema = z.object({ items: z.array(invitationSchema) });
export const declineInvitationBodySchema = z.object({ reason_code: invitationDeclineReasonSchema.optional() });

/** Who opened the résumé in the last 30 days: one item per company (its latest view and how many). */
export const PROFILE_VIEWS_DAYS = 30;
export const profileViewsSchema = z.object({
  items: z.array(z.object({ company: companyRefSchema, at: isoDateSchema, count: z.number().int() })),
  total_30d: z.number().int(),
});
export type ProfileViews = z.infer<typeof profileViewsSchema>;

export const resumeRoutes = {
  search: defineRoute({
    method: 'GET',
    path: '/employer/resumes',
    summary: 'The résumés visible to this company, by words (typo-tolerant) and filters, with facets',
    tags: ['resumes'],
    auth: ['employer'],
    query: resumeSearchQuerySchema,
    response: resumeSearchResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/employer/resumes/:seeker_id',
    summary: 'One résumé (anonymised when it must be); records a view; 404 when not visible to this company',
    tags: ['resumes'],
    auth: ['employer'],
    params: seekerIdParamsSchema,
    response: employerResumeSchema,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/employer/resumes/:seeker_id/invite',
    summary: 'Invite the seeker to an own published vacancy; 409 when invited or applied; 429 past the daily limit',
    tags: ['resumes'],
    auth: ['employer'],
    params: seekerIdParamsSchema,
    body: inviteBodySchema,
    status: 201,
    response: invitationSchema,
  }),
  employerInvitations: defineRoute({
    method: 'GET',
    path: '/employer/invitations',
    summary:
      "The company's invitations in its candidates pipeline, newest first, with counts per status; 404 for another company's vacancy",
    tags: ['resumes'],
    auth: ['employer'],
    query: employerInvitationsQuerySchema,
    response: employerInvitationsResponseSchema,
  }),
  invitations: defineRoute({
    method: 'GET',
    path: '/invitations',
    summary: "The seeker's invitations, newest first (pending ones past 14 days are expired)",
    tags: ['resumes'],
    auth: ['seeker'],
    query: invitationsQuerySchema,
    response: invitationsResponseSchema,
  }),
  accept: defineRoute({
    method: 'POST',
    path: '/invitations/:id/accept',
    summary: 'Accept: the invitation becomes an application in `invited` with the company chat opened',
    tags: ['resumes'],
    auth: ['seeker'],
    params: idParamsSchema,
    response: applicationSchema,
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/invitations/:id/decline',
    summary: 'Decline, with an optional reason the company sees',
    tags: ['resumes'],
    auth: ['seeker'],
    params: idParamsSchema,
    body: declineInvitationBodySchema,
    response: invitationSchema,
  }),
  views: defineRoute({
    method: 'GET',
    path: '/profile/views',
    summary: 'The companies that opened the résumé in the last 30 days',
    tags: ['resumes'],
    auth: ['seeker'],
    response: profileViewsSchema,
  }),
  companies: defineRoute({
    method: 'GET',
    path: '/profile/companies',
    summary: 'Companies by name, for the list the résumé is hidden from',
    tags: ['resumes'],
    auth: ['seeker'],
    query: companyLookupQuerySchema,
    response: companyLookupResponseSchema,
  }),
} as const;
