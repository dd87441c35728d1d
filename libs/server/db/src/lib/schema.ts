import {
  APPLICATION_STATUSES,
  CHAT_KINDS,
  COLLECTION_SLUGS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  INTERVIEW_KINDS,
  INTERVIEW_STATUSES,
  INVITATION_STATUSES,
  JOB_SEARCH_STATUSES,
  LOCALES,
  MESSAGE_AUTHOR_KINDS,
  REPLY_WITHIN_DAYS_DEFAULT,
  REPLY_WITHIN_DAYS_MAX,
  REPLY_WITHIN_DAYS_MIN,
  RESUME_VISIBILITIES,
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  ROLES,
  SAVED_SEARCH_ALERTS,
  SCHEDULES,
  VACANCY_STATUSES,
} from '@jobs/contracts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  char,
  customType,
  doublePrecision,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The columns' vocabularies are the contracts' (one definition for the wire and the tables);
// re-exported for the server libraries that read them from here.
export {
  APPLICATION_STATUSES,
  CHAT_KINDS,
  COLLECTION_SLUGS,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  MESSAGE_AUTHOR_KINDS,
  REPLY_WITHIN_DAYS_DEFAULT,
  REPLY_WITHIN_DAYS_MAX,
  REPLY_WITHIN_DAYS_MIN,
  SAVED_SEARCH_ALERTS,
  SCHEDULES,
  VACANCY_STATUSES,
};

/** PostgreSQL's full-text document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

/** The reply promise's range (migration 0032's checks), from the contracts' constants. */
const replyWithinDaysInRange = (column: AnyPgColumn) =>
  sql`${column} BETWEEN ${sql.raw(String(REPLY_WITHIN_DAYS_MIN))} AND ${sql.raw(String(REPLY_WITHIN_DAYS_MAX))}`;

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    description: text('description').notNull().default(''),
    site: text('site'),
    city: text('city'),
    industry: text('industry'),
    size: text('size'),
    /**
     * The company's owner (its first employer unless handed over; migration 0028's trigger sets it
     * for the first employer inserted). Every other employer of the company is a recruiter.
     */
    ownerUserId: integer('owner_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** The reply promise a new vacancy starts with (1–14 days; migration 0032). */
    replyWithinDays: integer('reply_within_days').notNull().default(REPLY_WITHIN_DAYS_DEFAULT),
    /** Blocked by an editor after reports (issue 27, migration 0033): its vacancies left search. */
    blockedAt: timestamp('blocked_at', { withTimezone: true, mode: 'date' }),
    /** Verified (issue 27, migration 0036): by the owner's e-mail at the website's domain, or by an editor. */
    verifiedMethod: text('verified_method', { enum: ['email_domain', 'editor'] }),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('companies_reply_within_days', replyWithinDaysInRange(t.replyWithinDays)),
    check(
      'companies_verified',
      sql`(${t.verifiedMethod} IS NULL AND ${t.verifiedAt} IS NULL) OR (${t.verifiedMethod} IN ('email_domain', 'editor') AND ${t.verifiedAt} IS NOT NULL)`,
    ),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    locale: text('locale', { enum: LOCALES }).notNull().default('ru'),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, mode: 'date' }),
    /** When the user proved the e-mail is theirs (null: not yet; employers must before a review). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /** The account was deleted by its owner: personal data erased, the row kept so chats keep their other side. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** The person's time zone: interview times and reminders are shown in it (migration 0035). */
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
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
    role: text('role', { enum: ROLES }).notNull(),
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
  /** Not offered to seekers (category list, facets); its vacancies keep it (migration 0013). */
  hidden: boolean('hidden').notNull().default(false),
});

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
    language: text('language', { enum: LOCALES }).notNull().default('ru'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The member answering for it (default: its creator, else the owner; migration 0028's trigger). */
    responsibleUserId: integer('responsible_user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    viewsCount: integer('views_count').notNull().default(0),
    /**
     * An edit of a published vacancy waiting for review: the live columns stay as they are (and
     * stay public) until an editor approves, when these fields replace them.
     */
    pendingChanges: jsonb('pending_changes').$type<Record<string, unknown>>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /**
     * Full-text document (Russian and English stemming of title, skills, description,
     * requirements), kept by the `vacancies_search_vector_update` trigger (migration 0004).
     */
    searchVector: tsvector('search_vector'),
    /** The address (issue 28, migration 0031): its text and point, all three or none. */
    addressText: text('address_text'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    /** The reply promise (issue 26, migration 0032): applications are answered within these days (1–14). */
    replyWithinDays: integer('reply_within_days').notNull().default(REPLY_WITHIN_DAYS_DEFAULT),
    /** Held off search by reports until an editor decides (issue 27, migration 0033; status on_review meanwhile). */
    reportHold: boolean('report_hold').notNull().default(false),
    /** Screening questions (issue 26, migration 0034): at most 10; `required_answer` makes a knock-out. */
    questions: jsonb('questions').$type<ScreeningQuestionRow[]>().notNull().default([]),
    /** The risk codes the rule set found when it was last written (issue 27, migration 0036; empty: none). */
    riskReasons: text('risk_reasons')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its text's fingerprint (risk-rules.ts textFingerprint; null for a short text). */
    textFingerprint: text('text_fingerprint'),
    /** When the risk rules last judged it (migration 0037; null: never, the job "risk.rejudge" will). */
    riskJudgedAt: timestamp('risk_judged_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('vacancies_company_idx').on(t.companyId),
    index('vacancies_search_idx').using('gin', t.searchVector),
    index('vacancies_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('vacancies_status_salary_idx').on(t.status, t.salaryFrom),
    index('vacancies_status_city_idx').on(t.status, t.city),
    index('vacancies_status_published_idx').on(t.status, t.publishedAt),
    index('vacancies_category_idx').on(t.categoryId),
    index('vacancies_published_point_idx')
      .on(t.lat, t.lon)
      .where(sql`${t.status} = 'published' AND ${t.lat} IS NOT NULL`),
    index('vacancies_responsible_idx').on(t.responsibleUserId),
    index('vacancies_text_fingerprint_idx')
      .on(t.textFingerprint)
      .where(sql`${t.textFingerprint} IS NOT NULL`),
    index('vacancies_risk_unjudged_idx')
      .on(t.id)
      .where(sql`${t.riskJudgedAt} IS NULL`),
    check(
      'vacancies_salary_range',
      sql`${t.salaryFrom} IS NULL OR ${t.salaryTo} IS NULL OR ${t.salaryFrom} <= ${t.salaryTo}`,
    ),
    check('vacancies_reply_within_days', replyWithinDaysInRange(t.replyWithinDays)),
  ],
);

/** A screening question as stored (the contract's `ScreeningQuestion`). */
export type ScreeningQuestionRow = {
  id: string;
  kind: 'yes_no' | 'choice' | 'multi_choice' | 'number' | 'text';
  text: string;
  options?: string[];
  required_answer?: boolean | string | string[] | { min?: number; max?: number };
};

/** An answer as stored with its application (the contract's `ScreeningAnswer`). */
export type ScreeningAnswerRow = {
  question_id: string;
  kind: ScreeningQuestionRow['kind'];
  text: string;
  value: boolean | number | string | string[];
  passed: boolean | null;
};

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
  /** Résumé database (migration 0026): the job-search status, who sees the résumé, anonymous mode. */
  jobSearchStatus: text('job_search_status', { enum: JOB_SEARCH_STATUSES }).notNull().default('active'),
  visibility: text('visibility', { enum: RESUME_VISIBILITIES }).notNull().default('nobody'),
  hiddenFromCompanyIds: integer('hidden_from_company_ids')
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`),
  anonymous: boolean('anonymous').notNull().default(false),
  /** The searched text (a BEFORE trigger writes it: position and skills A, past positions B, the rest C). */
  searchVector: tsvector('search_vector'),
});

/** Each time a company opened a seeker's résumé from the résumé database ("who viewed my résumé"). */
export const resumeViews = pgTable(
  'resume_views',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id').references(() => users.id, { onDelete: 'set null' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('resume_views_seeker_idx').on(t.seekerId, t.viewedAt)],
);

/** A company's invitation of a seeker to a vacancy (pending expires after 14 days, computed on read). */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    reasonCode: text('reason_code'),
    applicationId: integer('application_id').references((): AnyPgColumn => applications.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('invitations_seeker_vacancy_key').on(t.seekerId, t.vacancyId),
    index('invitations_company_created_idx').on(t.companyId, t.createdAt),
    index('invitations_seeker_created_idx').on(t.seekerId, t.createdAt),
  ],
);

/**
 * A conversation. `company`: one seeker and one company (its employers and, on its behalf, the
 * editors); `assistant`: a seeker's own chat made from a `template` (templates have no seeker and
 * appear in every seeker's list); `service`: a seeker and the platform. The last message is kept
 * on the chat so lists need no aggregate over messages.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CHAT_KINDS }).notNull(),
    seekerId: integer('seeker_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references((): AnyPgColumn => chats.id, { onDelete: 'set null' }),
    /** The title and icon of assistant, service and template chats (company chats show the other party). */
    title: text('title'),
    icon: text('icon'),
    /** For `service` chats: the service the seeker requested. */
    serviceId: integer('service_id').references((): AnyPgColumn => services.id, { onDelete: 'set null' }),
    isVisible: boolean('is_visible').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    lastMessageText: text('last_message_text'),
    lastMessageAuthorKind: text('last_message_author_kind', { enum: MESSAGE_AUTHOR_KINDS }),
    ...timestamps,
  },
  (t) => [
    // One company chat per (seeker, company): only company chats have a company (check below).
    uniqueIndex('chats_seeker_company_key').on(t.seekerId, t.companyId),
    index('chats_company_activity_idx').on(t.companyId, t.lastMessageAt),
    index('chats_activity_idx').on(t.lastMessageAt),
    check('chats_company_kind', sql`(${t.kind} = 'company') = (${t.companyId} IS NOT NULL)`),
    check('chats_seeker_kind', sql`(${t.kind} = 'template') = (${t.seekerId} IS NULL)`),
    // One open chat per (seeker, service).
    uniqueIndex('chats_seeker_service_key').on(t.seekerId, t.serviceId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Null for the assistant's messages. */
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorKind: text('author_kind', { enum: MESSAGE_AUTHOR_KINDS }).notNull(),
    /** For `platform` messages: the company the editor answered for, as it was named then. */
    authorName: text('author_name'),
    text: text('text').notNull(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    /** The sender's idempotency key: a retried send finds the first message instead of storing a second. */
    clientMessageId: text('client_message_id'),
    /** For `system` messages: the application status the message announces (the apps may render it from this). */
    applicationStatus: text('application_status'),
    /**
     * The risk codes the rules found when it was sent (issue 27, migration 0037): empty for none or
     * for a message not of the company's side; null when sent before (the job "risk.rejudge" judges it).
     */
    riskReasons: text('risk_reasons').array(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // History pages are one range scan: WHERE chat_id = ? AND id < ? ORDER BY id DESC LIMIT n.
    index('messages_chat_id_idx').on(t.chatId, t.id),
    uniqueIndex('messages_sender_client_id_key').on(t.senderUserId, t.clientMessageId),
    // Messages without a sender (the assistant's replies) are idempotent per chat: a reply job run
    // twice (its instance died after storing it) stores it once.
    uniqueIndex('messages_reply_key')
      .on(t.chatId, t.clientMessageId)
      .where(sql`${t.senderUserId} is null and ${t.clientMessageId} is not null`),
    index('messages_vacancy_idx').on(t.vacancyId),
    index('messages_risk_unjudged_idx')
      .on(t.id)
      .where(sql`${t.riskReasons} IS NULL`),
  ],
);

/** How far a user has read a chat: messages of the other side with a greater id are unread. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] })],
);

/** One per recipient of a message; polled by the apps and marked read when shown. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for events that are not about a chat (a vacancy approved or rejected). */
    chatId: integer('chat_id').references(() => chats.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    title: text('title'),
    text: text('text').notNull(),
    icon: text('icon'),
    /** A path in the recipient's app (`/applications`, `/employer/candidates/12`, `/employer/vacancies/3`). */
    link: text('link'),
    /**
     * What the platform told (`application_status`, `vacancy_review`, `saved_search_alert`; null
     * for a person's message) with its parameters: read in each reader's language (migration 0024).
     */
    code: text('code'),
    params: jsonb('params').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // The poll: a user's unread ones since a time.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_user_message_key').on(t.userId, t.messageId),
    index('notifications_chat_idx').on(t.chatId),
    // The unread-message e-mail scan: unread chat notifications by age.
    index('notifications_unread_message_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} IS NULL AND ${t.messageId} IS NOT NULL`),
  ],
);

/** The platform's own services a seeker can request (resume review, consultation, interview practice). */
export const services = pgTable('services', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionRu: text('description_ru').notNull(),
  descriptionEn: text('description_en').notNull(),
  icon: text('icon'),
  priceRub: integer('price_rub'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** The editors' picks: an ordered list of vacancies per collection. */
export const collectionItems = pgTable(
  'collection_items',
  {
    slug: text('slug', { enum: COLLECTION_SLUGS }).notNull(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.vacancyId] }), index('collection_items_order_idx').on(t.slug, t.position)],
);

/**
 * Reports of a vacancy, a company, a chat message or a résumé (issue 27, migration 0033): one open
 * report per person and target; an editor resolves it with an outcome.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: REPORT_TARGET_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    comment: text('comment'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    note: text('note'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_reporter_target_key')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_target_idx').on(t.targetKind, t.targetId),
    index('reports_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Every editor action: who, what, when, and the entity before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ROLES }).notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/** Uploaded images (originals re-encoded); served only through the image optimiser. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Path under the uploads folder, e.g. `2026/11/<random>.webp`; the `{path}` of `/_img/{modifiers}/{path}`. */
    path: text('path').notNull().unique(),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerUserId)],
);

/** A seeker's "not interested" on a recommended vacancy; the next ranking leaves it out and learns from it. */
export const recommendationFeedback = pgTable(
  'recommendation_feedback',
  {
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.vacancyId] })],
);

/** The assistant's texts for a template chat (`chats.kind = 'template'`), in both languages. */
export const assistantTemplates = pgTable('assistant_templates', {
  chatId: integer('chat_id')
    .primaryKey()
    .references(() => chats.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  titleRu: text('title_ru').notNull(),
  titleEn: text('title_en').notNull(),
  greetingRu: text('greeting_ru').notNull(),
  greetingEn: text('greeting_en').notNull(),
  instructionsRu: text('instructions_ru').notNull(),
  instructionsEn: text('instructions_en').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ApplicationHistoryRow = {
  status: (typeof APPLICATION_STATUSES)[number];
  at: string;
  by: 'seeker' | 'employer' | 'system';
  /** The member who made an employer's move (entries written since migration 0028). */
  by_user_id?: number;
};

/**
 * A seeker's response to a vacancy, with the résumé as it was sent. `version` guards status moves
 * (optimistic concurrency); `undo_to`/`undo_until` hold the company's last move while it may be
 * taken back; `first_response_at` is the company's first answer (a move or a chat reply), for its
 * responsiveness; `last_action_at` is what expiry counts from.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('new'),
    version: integer('version').notNull().default(1),
    coverLetter: text('cover_letter'),
    /** The résumé as sent (the `/profile` shape without completeness). */
    resume: jsonb('resume').$type<Record<string, unknown>>().notNull(),
    /** The candidate's name and desired position as sent: what the employer's search matches. */
    candidateName: text('candidate_name').notNull(),
    desiredPosition: text('desired_position').notNull().default(''),
    /** Lower-cased name, desired position and e-mail as sent: what the employer's `q` matches (trigram index). */
    searchText: text('search_text').notNull().default(''),
    rejectionReasonCode: text('rejection_reason_code'),
    rejectionMessage: text('rejection_message'),
    history: jsonb('history').$type<ApplicationHistoryRow[]>().notNull().default([]),
    undoTo: text('undo_to', { enum: APPLICATION_STATUSES }),
    undoUntil: timestamp('undo_until', { withTimezone: true, mode: 'date' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    lastActionAt: timestamp('last_action_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The reply promise's due time: created + the vacancy's `reply_within_days` (migration 0032). */
    replyDueAt: timestamp('reply_due_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now() + interval '5 days'`),
    /** When the seeker was told the due time passed unanswered (once). */
    replyOverdueNotifiedAt: timestamp('reply_overdue_notified_at', { withTimezone: true, mode: 'date' }),
    /** When the employers' digest listed it as due tomorrow (once). */
    replyDigestAt: timestamp('reply_digest_at', { withTimezone: true, mode: 'date' }),
    /** The answers to the vacancy's screening questions, each with its question as asked (migration 0034). */
    answers: jsonb('answers').$type<ScreeningAnswerRow[]>().notNull().default([]),
    /** `passed` / `screened_out` against the knock-outs; null: the vacancy had none. */
    screening: text('screening', { enum: ['passed', 'screened_out'] }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('applications_seeker_vacancy_key').on(t.seekerId, t.vacancyId),
    // The seeker's list, newest first.
    index('applications_seeker_idx').on(t.seekerId, t.createdAt, t.id),
    // The company's candidates, newest first (all, or one status), and its responsiveness.
    index('applications_company_idx').on(t.companyId, t.createdAt, t.id),
    index('applications_company_status_idx').on(t.companyId, t.status, t.createdAt, t.id),
    // One vacancy's candidates as its company sees them (all, or one status) and its funnel counts.
    index('applications_vacancy_idx').on(t.vacancyId, t.companyId, t.createdAt, t.id),
    index('applications_vacancy_status_idx').on(t.vacancyId, t.companyId, t.status, t.createdAt, t.id),
    index('applications_chat_idx').on(t.chatId),
    index('applications_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The expiry job: open applications by their last company action.
    index('applications_open_action_idx')
      .on(t.lastActionAt)
      .where(sql`${t.status} in ('new', 'viewed', 'invited', 'offer')`),
    // The reply promise's overdue job and digest: unanswered applications by their due time.
    index('applications_unanswered_due_idx')
      .on(t.replyDueAt)
      .where(sql`${t.status} in ('new', 'viewed')`),
    // One vacancy's screened-out count and the pipeline's screening filter (migration 0034).
    index('applications_vacancy_screening_idx')
      .on(t.vacancyId, t.screening)
      .where(sql`${t.screening} IS NOT NULL`),
    check('applications_screening', sql`${t.screening} IS NULL OR ${t.screening} IN ('passed', 'screened_out')`),
  ],
);

/** A company's own message per step, once an employer edited them (defaults otherwise). */
export const messageTemplates = pgTable('message_templates', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  invited: text('invited').notNull(),
  offer: text('offer').notNull(),
  rejected: text('rejected').notNull(),
  hired: text('hired').notNull(),
  /** The rejection of an application screened out by a knock-out (null: the default text; migration 0034). */
  screening: text('screening'),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The durable job queue: a job runs at `run_at` or later, claimed by one worker at a time
 * (`FOR UPDATE SKIP LOCKED`, then `locked_until` as a lease: a worker that dies leaves the job
 * to be claimed again when the lease passes). Failures retry with backoff up to `max_attempts`,
 * then stay with `last_error`. `key` names a job that exists at most once (a recurring one).
 */
/** PostgreSQL's byte array (drizzle's pg-core has no built-in column for it); PGlite reads it as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The stored originals of uploads (`uploads.path` → its WebP bytes), in the database every API
 * instance reads: never one instance's disk. apps/api's image-store.ts reads and writes it behind
 * a small interface (an S3-compatible store could replace it).
 */
export const uploadFiles = pgTable('upload_files', {
  path: text('path').primaryKey(),
  data: bytea('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The previous release's job queue. The durable queue is pg-boss now (its own schema `pgboss`,
 * apps/api lib/jobs.ts); this table stays for one release, while instances of the previous release
 * may still write to it during a rolling upgrade (apps/api lib/legacy-jobs.ts moves what waits
 * here into pg-boss). The next release's migration drops it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(10),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The claim's token: only the worker holding the current claim may finish the job. */
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** Jobs of one group run one at a time, in the order they were added (an assistant chat's replies). */
    groupKey: text('group_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_due_idx').on(t.runAt),
    index('jobs_group_idx')
      .on(t.groupKey, t.id)
      .where(sql`${t.groupKey} is not null`),
  ],
);

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_verify', 'email_change'] as const;

/**
 * Single-use secrets sent by e-mail (password reset, e-mail verification). Only the SHA-256 of
 * the token is stored; `email` is the address it was sent to (a verification is for that one).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ACCOUNT_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

export type NotificationModeValue = 'off' | 'instant' | 'digest';
export type NotificationChannelValue = {
  messages: NotificationModeValue;
  applications: NotificationModeValue;
  alerts: NotificationModeValue;
};
export type QuietHoursValue = { start: string; end: string; time_zone: string };

/** A user's notification settings; no row means the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: jsonb('email').$type<NotificationChannelValue>().notNull(),
  push: jsonb('push').$type<NotificationChannelValue>().notNull(),
  quietHours: jsonb('quiet_hours').$type<QuietHoursValue | null>(),
  /** The user's local date (YYYY-MM-DD) of the last daily digest. */
  digestSentOn: text('digest_sent_on'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every e-mail, written in the transaction of what caused it and sent by the durable job queue
 * (`email.send`); `sent_at` marks it sent so that a retried job never sends it twice.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  template: text('template').notNull(),
  toAddress: text('to_address').notNull(),
  locale: text('locale', { enum: LOCALES }).notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** What waits for a user's daily digest e-mail. */
export const emailDigestItems = pgTable(
  'email_digest_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('email_digest_items_user_idx').on(t.userId, t.id)],
);

/** The newest message of a chat a user was e-mailed about (one unread-message e-mail per chat). */
export const chatEmailMarks = pgTable(
  'chat_email_marks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    lastMessageId: integer('last_message_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.chatId] })],
);

/**
 * A seeker's saved search: the `/vacancies` query string and how to be told of new matches.
 * `new_count` counts matches published since the seeker last opened it; `pending_count` the
 * matches a daily alert has not announced yet (`pending_vacancy_ids`: the newest of them;
 * `last_alert_at`: when it last did).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    alert: text('alert', { enum: SAVED_SEARCH_ALERTS }).notNull().default('off'),
    newCount: integer('new_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    /** The newest matches (ids, oldest first, at most 20) the daily alert has not announced yet: its e-mail lists them. */
    pendingVacancyIds: integer('pending_vacancy_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('saved_searches_seeker_idx').on(t.seekerId, t.id),
    index('saved_searches_daily_due_idx')
      .on(t.lastAlertAt)
      .where(sql`${t.alert} = 'daily' and ${t.pendingCount} > 0`),
    check('saved_searches_alert_check', sql`${t.alert} in ('off', 'instant', 'daily')`),
  ],
);

/** A seeker's favourite vacancies. */
export const favoriteVacancies = pgTable(
  'favorite_vacancies',
  {
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.seekerId, t.vacancyId] }),
    index('favorite_vacancies_seeker_idx').on(t.seekerId, t.createdAt),
    index('favorite_vacancies_vacancy_idx').on(t.vacancyId),
  ],
);

/** Vacancies a seeker hid: never shown again in that seeker's search, recommendations or collections. */
export const hiddenVacancies = pgTable(
  'hidden_vacancies',
  {
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vacancyId: integer('vacancy_id')
      .notNull()
      .references(() => vacancies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.vacancyId] }), index('hidden_vacancies_vacancy_idx').on(t.vacancyId)],
);

/** Companies a seeker hid: none of their vacancies is shown to that seeker. */
export const hiddenCompanies = pgTable(
  'hidden_companies',
  {
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.seekerId, t.companyId] }), index('hidden_companies_company_idx').on(t.companyId)],
);

/**
 * Live delivery: the events each user's stream carried (`message`, `notification`, `application`,
 * `typing`), kept for the replay window so a reconnect with Last-Event-ID gets what it missed.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('live_events_user_idx').on(t.userId, t.id), index('live_events_created_idx').on(t.createdAt)],
);

/** One bar of a salary histogram: vacancies paying from `from` to `to` (roubles a month). */
export type SalaryHistogramBin = { from: number; to: number; count: number };

/**
 * Salary statistics per category × city × experience and their roll-ups (category 0: every
 * category; city '': all of Russia; experience '': any), kept by the job "salaries.refresh" from
 * the salary counts the vacancy triggers' deltas keep (migrations 0030, 0038).
 */
export const salaryStats = pgTable(
  'salary_stats',
  {
    categoryId: integer('category_id').notNull(),
    city: text('city').notNull(),
    experience: text('experience').notNull(),
    n: integer('n').notNull(),
    p10: integer('p10').notNull(),
    p25: integer('p25').notNull(),
    p50: integer('p50').notNull(),
    p75: integer('p75').notNull(),
    p90: integer('p90').notNull(),
    min: integer('min').notNull(),
    max: integer('max').notNull(),
    histogram: jsonb('histogram').$type<SalaryHistogramBin[]>().notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.city, t.experience] })],
);

/**
 * How many counted vacancies of each key of `salary_stats` pay each monthly salary in roubles
 * (migration 0038): what a key's figures are recomputed from, a primary-key range per key.
 */
export const salaryCounts = pgTable(
  'salary_counts',
  {
    categoryId: integer('category_id').notNull(),
    city: text('city').notNull(),
    experience: text('experience').notNull(),
    rub: integer('rub').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.city, t.experience, t.rub] })],
);

/**
 * The salary changes not yet folded into `salary_counts` (migration 0038): appended by the vacancy
 * triggers (+1 / −1 with the salary fields; category −1: none), taken by the job "salaries.refresh".
 */
export const salaryDeltas = pgTable('salary_deltas', {
  categoryId: integer('category_id').notNull(),
  city: text('city').notNull(),
  experience: text('experience').notNull(),
  salaryFrom: integer('salary_from'),
  salaryTo: integer('salary_to'),
  currency: text('currency').notNull(),
  n: integer('n').notNull(),
});

/**
 * The addresses of published vacancies, one row per city and address text with how many use it
 * (migration 0038, kept by the vacancy triggers): `GET /geo/suggest`'s streets, by a trigram index.
 */
export const vacancyAddresses = pgTable(
  'vacancy_addresses',
  {
    city: text('city').notNull(),
    addressText: text('address_text').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    n: integer('n').notNull(),
    /** Lower case, ё as е (generated): what the suggestions match. */
    folded: text('folded').generatedAlwaysAs(sql`replace(lower(address_text), 'ё', 'е')`),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.addressText] }),
    index('vacancy_addresses_text_trgm_idx').using('gin', sql`${t.folded} gin_trgm_ops`),
  ],
);

export const TEAM_ROLES_DB = ['owner', 'recruiter'] as const;

/**
 * An invitation to join a company's team (migration 0028): only the SHA-256 of the link's token is
 * kept; single use (`accepted_at`), valid until `expires_at`.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES_DB }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    locale: text('locale', { enum: LOCALES }).notNull().default('ru'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_invites_token_key').on(t.tokenHash),
    index('team_invites_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A company member's note on a candidate (migration 0028): company-private. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.id)],
);

/** One step of an interview's history (the `Interview.history` entry). */
export type InterviewHistoryRow = {
  status: (typeof INTERVIEW_STATUSES)[number];
  action: 'propose' | 'confirm' | 'cancel' | 'finish';
  at: string;
  by: 'seeker' | 'employer' | 'system';
  by_user_id?: number;
  slots?: string[];
  starts_at?: string;
  message?: string;
  reason?: string;
};

/**
 * Interview scheduling (issue 26, third round; migration 0035): the proposed times of an
 * application's interview, the confirmed one, and the calendar invitation's version (`sequence`).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    seekerId: integer('seeker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('proposed'),
    slots: jsonb('slots').$type<string[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    durationMinutes: integer('duration_minutes').notNull(),
    kind: text('kind', { enum: INTERVIEW_KINDS }).notNull(),
    link: text('link'),
    address: text('address'),
    timeZone: text('time_zone').notNull().default('Europe/Moscow'),
    proposedBy: text('proposed_by', { enum: ['seeker', 'employer'] })
      .notNull()
      .default('employer'),
    sequence: integer('sequence').notNull().default(0),
    history: jsonb('history').$type<InterviewHistoryRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_application_idx').on(t.applicationId),
    index('interviews_company_starts_idx').on(t.companyId, t.startsAt),
    index('interviews_seeker_starts_idx').on(t.seekerId, t.startsAt),
    index('interviews_scheduled_starts_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    check('interviews_status', sql`${t.status} IN ('proposed', 'scheduled', 'cancelled', 'done')`),
    check('interviews_kind', sql`${t.kind} IN ('online', 'onsite')`),
    check('interviews_proposed_by', sql`${t.proposedBy} IN ('seeker', 'employer')`),
    check('interviews_scheduled_has_start', sql`${t.status} <> 'scheduled' OR ${t.startsAt} IS NOT NULL`),
  ],
);
