import { z } from 'zod';
import { coded, codedPattern } from './field-errors';
import { canonicalCity, isCityName } from './cities';
import { idSchema, isoDateSchema, localeSchema } from './common';
import { defineRoute } from './route';
import { currencySchema, experienceSchema, scheduleSchema } from './vacancy';

/** Limits of the résumé form; the API and the form check the same numbers. */
export const PROFILE_LIMITS = {
  name: 100,
  desiredPosition: 120,
  city: 80,
  skills: 30,
  skill: 50,
  about: 4000,
  workExperience: 20,
  company: 120,
  position: 120,
  description: 2000,
  education: 10,
  institution: 200,
  degree: 200,
  languages: 10,
  salary: 100_000_000,
} as const;

export const LANGUAGE_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'] as const;
export const languageLevelSchema = z.enum(LANGUAGE_LEVELS);

const text = (max: number, what: string) => z.string().trim().max(max, `${what} must be at most ${max} characters`);

const requiredText = (max: number, what: string) => text(max, what).min(1, `${what} is required`);

/** `YYYY-MM`, a month of a year (work experience dates). */
export const yearMonthSchema = codedPattern(z.string(), /^(19|20)\d\d-(0[1-9]|1[0-2])$/, 'year_month');

export const workExperienceEntrySchema = z
  .object({
    company: requiredText(PROFILE_LIMITS.company, 'Company'),
    position: requiredText(PROFILE_LIMITS.position, 'Position'),
    from: yearMonthSchema,
    /** Null while the job goes on. */
    to: yearMonthSchema.nullable().default(null),
    description: text(PROFILE_LIMITS.description, 'Description').default(''),
  })
  .refine((entry) => entry.to === null || entry.to >= entry.from, coded('date_order', { path: ['to'] }));
export type WorkExperienceEntry = z.infer<typeof workExperienceEntrySchema>;

export const educationEntrySchema = z.object({
  institution: requiredText(PROFILE_LIMITS.institution, 'Institution'),
  degree: text(PROFILE_LIMITS.degree, 'Degree').default(''),
  year: z.number().int('Year must be a whole number').min(1950).max(2100).nullable().default(null),
});
export type EducationEntry = z.infer<typeof educationEntrySchema>;

export const languageEntrySchema = z.object({
  /** ISO 639-1, lower case (`en`, `ru`). */
  code: codedPattern(z.string(), /^[a-z]{2}$/, 'language_code'),
  level: languageLevelSchema,
});
export type LanguageEntry = z.infer<typeof languageEntrySchema>;

export const skillSchema = z
  .string()
  .trim()
  .min(1, 'A skill must not be empty')
  .max(PROFILE_LIMITS.skill, `A skill must be at most ${PROFILE_LIMITS.skill} characters`);

/** Skills, duplicates (ignoring case) dropped, the first spelling kept. */
export const skillsSchema = z
  .array(skillSchema)
  .max(PROFILE_LIMITS.skills, `At most ${PROFILE_LIMITS.skills} skills`)
  .transform((skills) => {
    const seen = new Set<string>();
    return skills.filter((skill) => {
      const key = skill.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

/** ISO 3166-1 alpha-2, upper case; the API also checks that the country exists. */
export const countryCodeSchema = codedPattern(z.string(), /^[A-Z]{2}$/, 'country_code').describe(
  'ISO 3166-1 alpha-2 country code',
);

/** The résumé as `PUT /profile` takes it: the whole profile (a missing optional field is cleared). */
export const profileBodySchema = z.object({
  name: requiredText(PROFILE_LIMITS.name, 'Name'),
  desired_position: text(PROFILE_LIMITS.desiredPosition, 'Desired position').default(''),
  city: text(PROFILE_LIMITS.city, 'City').refine(isCityName, coded('not_a_city')).transform(canonicalCity).default(''),
  citizenship: countryCodeSchema.nullable().default(null),
  salary_expectation: z
    .number()
    .int('Salary must be a whole number')
    .min(0, 'Salary must not be negative')
    .max(PROFILE_LIMITS.salary, 'Salary is too large')
    .nullable()
    .default(null),
  currency: currencySchema.default('RUB'),
  schedule: scheduleSchema.nullable().default(null),
  experience: experienceSchema.nullable().default(null),
  skills: skillsSchema.default([]),
  work_experience: z
    .array(workExperienceEntrySchema)
    .max(PROFILE_LIMITS.workExperience, `At most ${PROFILE_LIMITS.workExperience} jobs`)
    .default([]),
  education: z
    .array(educationEntrySchema)
    .max(PROFILE_LIMITS.education, `At most ${PROFILE_LIMITS.education} entries`)
    .default([]),
  languages: z
    .array(languageEntrySchema)
    .max(PROFILE_LIMITS.languages, `At most ${PROFILE_LIMITS.languages} languages`)
    .default([]),
  about: text(PROFILE_LIMITS.about, 'About').default(''),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
export type ProfileBodyInput = z.input<typeof profileBodySchema>;

/** The parts of a résumé the completeness meter counts, in the order it names them. */
export const PROFILE_SECTIONS = [
  'name',
  'desired_position',
  'city',
  'citizenship',
  'salary_expectation',
  'schedule',
  'experience',
  'skills',
  'work_experience',
  'education',
  'languages',
  'about',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export const profileCompletenessSchema = z.object({
  /** 0 to 100. */
  percent: z.number().int().min(0).max(100),
  missing: z.array(z.enum(PROFILE_SECTIONS)),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

type CompletenessInput = {
  [K in ProfileSection]?: unknown;
};

const isFilled = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/** How complete a résumé is and what it lacks (the form runs it as the user types; the API returns it). */
export const profileCompleteness = (profile: CompletenessInput): ProfileCompleteness => {
  const missing = PROFILE_SECTIONS.filter((section) => !isFilled(profile[section]));
  return {
    percent: Math.round(((PROFILE_SECTIONS.length - missing.length) / PROFILE_SECTIONS.length) * 100),
    missing,
  };
};

export const profileSchema = z.object({
  name: z.string(),
  desired_position: z.string(),
  city: z.string(),
  citizenship: z.string().nullable(),
  salary_expectation: z.number().int().nullable(),
  currency: currencySchema,
  schedule: scheduleSchema.nullable(),
  experience: experienceSchema.nullable(),
  skills: z.array(z.string()),
  work_experience: z.array(
    z.object({
      company: z.string(),
      position: z.string(),
      from: z.string(),
      to: z.string().nullable(),
      description: z.string(),
    }),
  ),
  education: z.array(z.object({ institution: z.string(), degree: z.string(), year: z.number().int().nullable() })),
  languages: z.array(z.object({ code: z.string(), level: languageLevelSchema })),
  about: z.string(),
  /** When the résumé was last saved; null before the first save. */
  updated_at: isoDateSchema.nullable(),
  completeness: profileCompletenessSchema,
});
export type Profile = z.infer<typeof profileSchema>;

// ——— Who sees the résumé (the seeker's side) ———

export const JOB_SEARCH_STATUSES = ['active', 'open', 'not_looking'] as const;
export const jobSearchStatusSchema = z.enum(JOB_SEARCH_STATUSES);
export type JobSearchStatus = z.infer<typeof jobSearchStatusSchema>;

/** `everyone`: every employer; `nobody`: only companies the seeker applies to; `except`: every employer but a list. */
export const RESUME_VISIBILITIES = ['everyone', 'nobody', 'except'] as const;
export const resumeVisibilitySchema = z.enum(RESUME_VISIBILITIES);
export type ResumeVisibility = z.infer<typeof resumeVisibilitySchema>;

/** At most this many companies in the `except` list. */
export const HIDDEN_COMPANIES_MAX = 100;

/**
 * The visibility part of `PUT /profile`: each field optional; a missing one keeps its saved value
 * (so a client that does not know them never resets them).
 */
export const profileVisibilityBodySchema = z.object({
  job_search_status: jobSearchStatusSchema.optional(),
  visibility: resumeVisibilitySchema.optional(),
  hidden_from_company_ids: z
    .array(idSchema)
    .max(HIDDEN_COMPANIES_MAX, `At most ${HIDDEN_COMPANIES_MAX} companies`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  anonymous: z.boolean().optional(),
});
export type ProfileVisibilityBody = z.infer<typeof profileVisibilityBodySchema>;

export const companyRefSchema = z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() });
export type CompanyRef = z.infer<typeof companyRefSchema>;

/** The visibility part of the seeker's `/profile`. */
export const profileVisibilitySchema = z.object({
  job_search_status: jobSearchStatusSchema,
  visibility: resumeVisibilitySchema,
  hidden_from_company_ids: z.array(z.number().int()),
  /** The companies of `hidden_from_company_ids`, with their names (for the form). */
  hidden_from_companies: z.array(companyRefSchema),
  anonymous: z.boolean(),
});
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

/** The seeker's `/profile`: the résumé and who sees it. */
export const seekerProfileSchema = profileSchema.merge(profileVisibilitySchema);
export type SeekerProfile = z.infer<typeof seekerProfileSchema>;

/** `PUT /profile`'s body: the résumé and, optionally, who sees it. */
export const seekerProfileBodySchema = profileBodySchema.merge(profileVisibilityBodySchema);
export type SeekerProfileBody = z.infer<typeof seekerProfileBodySchema>;
export type SeekerProfileBodyInput = z.input<typeof seekerProfileBodySchema>;

/** A country (spec §3: two-letter code and a display name in Russian or English). */
export const countrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The other accepted name the query matched (e.g. "USA"), when it was not the display name. */
  matched: z.string().nullable(),
});
export type Country = z.infer<typeof countrySchema>;

export const COUNTRIES_MAX_QUERY = 60;

export const countriesQuerySchema = z.object({
  locale: localeSchema.default('ru'),
  /** Any accepted name or its beginning, any case, ё and е alike; empty lists every country. */
  q: z.string().trim().max(COUNTRIES_MAX_QUERY).optional(),
  /** One country by its code (the form shows the saved citizenship's name). */
  code: countryCodeSchema.optional(),
});
export type CountriesQuery = z.infer<typeof countriesQuerySchema>;

export const profileRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/profile',
    summary: "The seeker's résumé (empty fields before the first save) with its completeness",
    tags: ['profile'],
    auth: ['seeker'],
    response: seekerProfileSchema,
  }),
  put: defineRoute({
    method: 'PUT',
    path: '/profile',
    summary: "Replace the seeker's résumé (and account name); all or nothing, 400 naming every bad field",
    tags: ['profile'],
    auth: ['seeker'],
    body: seekerProfileBodySchema,
    response: seekerProfileSchema,
  }),
} as const;

export const countriesRoute = defineRoute({
  method: 'GET',
  path: '/countries',
  summary: 'Countries by any accepted name (prefix, any case), with names in the requested locale',
  tags: ['profile'],
  auth: 'public',
  query: countriesQuerySchema,
  response: z.array(countrySchema),
});
