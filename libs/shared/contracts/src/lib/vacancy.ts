import { screeningQuestionSchema } from './screening';
import { z } from 'zod';
import { vacancyAddressSchema } from './geo';
import { responsivenessSchema } from './responsiveness';
import { idParamsSchema, isoDateSchema, localeSchema } from './common';
import { defineRoute } from './route';
import { companyVerificationSchema, riskSchema } from './trust';

export const EXPERIENCE_LEVELS = ['none', '1-3', '3-6', '6+'] as const;
export const EMPLOYMENT_TYPES = ['full', 'part', 'project', 'internship'] as const;
export const SCHEDULES = ['office', 'hybrid', 'remote', 'shift'] as const;
export const CURRENCIES = ['RUB', 'USD', 'EUR'] as const;
export const VACANCY_STATUSES = ['draft', 'on_review', 'published', 'rejected', 'archived'] as const;

export const experienceSchema = z.enum(EXPERIENCE_LEVELS);
export const employmentSchema = z.enum(EMPLOYMENT_TYPES);
export const scheduleSchema = z.enum(SCHEDULES);
export const currencySchema = z.enum(CURRENCIES);
export const vacancyStatusSchema = z.enum(VACANCY_STATUSES);

/** The company as a vacancy shows it. */
export const vacancyCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  /** Verified (issue 27): how and when; null when not (absent in the lists that leave it out). */
  verified: companyVerificationSchema.nullable().optional(),
  /** On a vacancy's own page (`GET /vacancies/{id}`): how fast the company answers applications. */
  responsiveness: responsivenessSchema.optional(),
});
export type VacancyCompany = z.infer<typeof vacancyCompanySchema>;

export const vacancyCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name_ru: z.string(),
  name_en: z.string(),
});
export type VacancyCategory = z.infer<typeof vacancyCategorySchema>;

/** Where a vacancy's salary sits among the vacancies of its category and city. */
export const salaryPositionSchema = z.object({
  /** The share (0–100) of those vacancies paying less. */
  percentile: z.number().int().min(0).max(100),
  n: z.number().int(),
});
export type SalaryPosition = z.infer<typeof salaryPositionSchema>;

/** A vacancy (api.md, last paragraph). Salaries are whole units of `currency`; `country` is ISO 3166-1 alpha-2. */
export const vacancySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  company: vacancyCompanySchema,
  category: vacancyCategorySchema.nullable(),
  city: z.string(),
  country: z.string(),
  salary_from: z.number().int().nullable(),
  salary_to: z.number().int().nullable(),
  currency: currencySchema,
  salary_gross: z.boolean(),
  experience: experienceSchema,
  employment: employmentSchema,
  schedule: scheduleSchema,
  description: z.string(),
  requirements: z.string(),
  conditions: z.string(),
  skills: z.array(z.string()),
  status: vacancyStatusSchema,
  published_at: isoDateSchema.nullable(),
  language: localeSchema,
  /** For a signed-in seeker: whether the vacancy is in their favourites (absent for anyone else). */
  is_favorite: z.boolean().optional(),
  /** Where its salary sits among its category's in its city (null: no salary, or fewer than 10 to compare with). */
  salary_position: salaryPositionSchema.nullable().optional(),
  /** Where the work is: the address, its point and the nearest metro stations (null: none given). */
  address: vacancyAddressSchema.nullable().optional(),
  /** In a search with a point (`near`, `metro`): the straight-line distance in km, to 0.1. */
  distance_km: z.number().optional(),
  /** The reply promise: «Replies within N days» (1–14); absent in the lists that leave it out. */
  reply_within_days: z.number().int().optional(),
  /** Screening questions asked when applying; those with `required_answer` are shown as requirements. */
  questions: z.array(screeningQuestionSchema).optional(),
  /** The marks of a scam the rule set found in it (issue 27); null: none (absent in the lists that leave it out). */
  risk: riskSchema.nullable().optional(),
});
export type Vacancy = z.infer<typeof vacancySchema>;

export const vacancyRoutes = {
  /** A published vacancy; anything else (draft, archived, missing) is a 404. */
  get: defineRoute({
    method: 'GET',
    path: '/vacancies/:id',
    summary: 'A published vacancy with its company',
    tags: ['vacancies'],
    auth: 'public',
    params: idParamsSchema,
    response: vacancySchema,
  }),
} as const;
