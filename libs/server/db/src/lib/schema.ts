import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  description: text('description').notNull().default(''),
  site: text('site'),
  city: text('city'),
  industry: text('industry'),
  size: text('size'),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['seeker', 'employer', 'editor'] }).notNull(),
    locale: text('locale', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    // One account per e-mail and audience: a person may be a seeker and an employer with one address.
    uniqueIndex('users_role_email_key').on(t.role, t.email),
    index('users_company_idx').on(t.companyId),
    check('users_employer_has_company', sql`${t.role} <> 'employer' OR ${t.companyId} IS NOT NULL`),
  ],
);

/** A signed-in session (one per login); access tokens name it and die with it. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['seeker', 'employer', 'editor'] }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens of a session (its family): stored hashed, single-use, rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  nameRu: text('name_ru').notNull(),
  nameEn: text('name_en').notNull(),
  position: integer('position').notNull().default(0),
});

export const VACANCY_STATUSES = ['draft', 'on_review', 'published', 'rejected', 'archived'] as const;
export const EXPERIENCE_LEVELS = ['none', '1-3', '3-6', '6+'] as const;
export const EMPLOYMENT_TYPES = ['full', 'part', 'project', 'internship'] as const;
export const SCHEDULES = ['office', 'hybrid', 'remote', 'shift'] as const;
export const CURRENCIES = ['RUB', 'USD', 'EUR'] as const;

export const vacancies = pgTable(
  'vacancies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull().default(''),
    conditions: text('conditions').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text('city').notNull(),
    country: char('country', { length: 2 }).notNull().default('RU'),
    salaryFrom: integer('salary_from'),
    salaryTo: integer('salary_to'),
    currency: text('currency', { enum: CURRENCIES }).notNull().default('RUB'),
    salaryGross: boolean('salary_gross').notNull().default(true),
    experience: text('experience', { enum: EXPERIENCE_LEVELS }).notNull(),
    employment: text('employment', { enum: EMPLOYMENT_TYPES }).notNull(),
    schedule: text('schedule', { enum: SCHEDULES }).notNull(),
    status: text('status', { enum: VACANCY_STATUSES }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    language: text('language', { enum: ['ru', 'en'] })
      .notNull()
      .default('ru'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    viewsCount: integer('views_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('vacancies_company_idx').on(t.companyId),
    index('vacancies_status_published_idx').on(t.status, t.publishedAt),
    index('vacancies_category_idx').on(t.categoryId),
    check(
      'vacancies_salary_range',
      sql`${t.salaryFrom} IS NULL OR ${t.salaryTo} IS NULL OR ${t.salaryFrom} <= ${t.salaryTo}`,
    ),
  ],
);

export type WorkExperienceEntry = {
  company: string;
  position: string;
  from: string;
  to: string | null;
  description: string;
};
export type EducationEntry = { institution: string; degree: string; year: number | null };
export type LanguageEntry = { code: string; level: string };

export const seekerProfiles = pgTable('seeker_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  desiredPosition: text('desired_position').notNull().default(''),
  city: text('city').notNull().default(''),
  citizenship: char('citizenship', { length: 2 }),
  salaryExpectation: integer('salary_expectation'),
  currency: text('currency', { enum: CURRENCIES }).notNull().default('RUB'),
  schedule: text('schedule', { enum: SCHEDULES }),
  experience: text('experience', { enum: EXPERIENCE_LEVELS }),
  skills: text('skills')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  workExperience: jsonb('work_experience').$type<WorkExperienceEntry[]>().notNull().default([]),
  education: jsonb('education').$type<EducationEntry[]>().notNull().default([]),
  languages: jsonb('languages').$type<LanguageEntry[]>().notNull().default([]),
  about: text('about').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
