import { z } from 'zod';

/**
 * Stable codes of field errors: every `details[]` item of a 400 (and of a few 409s) carries one,
 * with `params` for the numbers and names in it, next to an English `message` for API users.
 * The apps never read `message`: they translate `code` + `params` in one table
 * (`libs/shared/ui/src/lib/form/error-messages.ts`). The same codes come out of the browser's own
 * check of a form (`contractResolver` of @jobs/api-client runs the contract's schema there).
 *
 * Two kinds of codes:
 * - zod's issue codes (`too_small` with `{origin, minimum}`, `invalid_format` with `{format}`, …),
 *   for every rule a schema states without a code of its own;
 * - our own codes, listed in {@link FIELD_ERROR_MESSAGES} with their English message. A schema
 *   gives one to a rule by naming it, never by its message: `codedPattern(z.string(), re, 'year_month')`,
 *   or a refinement with `coded('date_order', { path })` (`params: { code }`); the API's own checks
 *   throw `fieldError(field, code)`.
 *
 * Adding a rule with its own code: add `code: 'English message'` here, use it, then add its
 * translation to the table (the compiler fails until the apps' table has the code).
 */
export const FIELD_ERROR_MESSAGES = {
  /** A value is missing (zod's `invalid_type` on `undefined` or `null`). */
  required: 'This field is required',
  invalid_json: 'Body is not valid JSON',
  nul_character: 'Must not contain the NUL character',
  // Accounts.
  email_taken: 'This e-mail is already registered',
  // Chats.
  chat_closed: 'The other person deleted their account: this chat takes no new messages',
  password_too_weak: 'This password is one of the most common ones: choose another',
  // Passwords, e-mail links, notification settings.
  link_invalid: 'This link is not valid or has expired: ask for a new one',
  link_malformed: 'The link is not valid',
  current_password_required: 'Enter your current password',
  current_password_wrong: 'The current password is not right',
  password_unchanged: 'The new password must differ from the current one',
  email_unchanged: 'This is your current e-mail address',
  email_unverified: 'Confirm your e-mail before sending a vacancy to review',
  company_blocked: 'Your company was blocked after reports: vacancies cannot be sent to review',
  slot_not_proposed: 'Pick one of the proposed times',
  clock_time: 'Use the HH:MM form, 00:00 to 23:59',
  time_zone_required: 'Choose a time zone',
  unknown_time_zone: 'Unknown time zone',
  quiet_hours_same: 'The end must differ from the start',
  // Categories and page heads.
  category_slug_taken: 'This slug is taken',
  category_ids_mismatch: 'List every category exactly once',
  seo_page_path: 'A vacancy or company page path, such as /vacancies/12',
  // Live delivery.
  last_event_id: 'Must be the id of an event this stream sent',
  // The résumé and the company profile.
  year_month: 'Use the form YYYY-MM, e.g. 2022-03',
  date_order: 'The end must not be before the start',
  language_code: 'Use a two-letter language code, e.g. en',
  country_code: 'Use a two-letter country code, e.g. RU',
  unknown_country: 'No such country',
  not_a_city: 'Enter a city: remote work is a schedule',
  resume_incomplete: 'Your résumé needs this to apply',
  // Vacancies.
  salary_order: 'Salary "to" must not be less than salary "from"',
  duplicate: 'Values must not repeat',
  unknown_category: 'Unknown category',
  unknown_company: 'Unknown company',
  category_slug: 'Must be a category slug',
  page_number: 'Must be a page number from 1',
  vacancies_not_published: 'Only published vacancies can be added',
  vacancy_on_review_locked: 'A vacancy on review cannot be edited: withdraw it to a draft first',
  vacancy_archived_locked: 'An archived vacancy cannot be edited: restore it to a draft first',
  vacancy_published_submit: 'A published vacancy is sent for review by editing it',
  vacancy_already_on_review: 'The vacancy is already on review',
  vacancy_archived_submit: 'An archived vacancy cannot be submitted: restore it to a draft first',
  vacancy_already_draft: 'The vacancy is already a draft',
  vacancy_published_to_draft: 'A published vacancy cannot become a draft: archive it instead',
  vacancy_rejected_to_draft: 'A rejected vacancy is edited and submitted again, or archived',
  vacancy_already_archived: 'The vacancy is already archived',
  vacancy_editors_only: 'Only editors publish, approve or reject vacancies',
  vacancy_editor_submit: 'Editors publish vacancies directly instead of submitting them',
  vacancy_already_published: 'The vacancy is already published',
  vacancy_not_approvable: 'Only a vacancy on review or with changes waiting for review can be approved',
  vacancy_not_rejectable: 'Only a vacancy on review or with changes waiting for review can be rejected',
  rejection_reason_required: 'reason_code is required to reject',
  // Screening questions.
  question_options: 'A choice question needs 2 to 10 options',
  question_no_options: 'Only choice questions have options',
  required_answer: 'The required answer must be an answer to this question (one of its options, a range min ≤ max)',
  question_text_knockout: 'A free-text question cannot have a required answer',
  answer_required: 'Answer this question',
  answer_kind: 'This answer does not fit the question',
  unknown_question: 'No such question in this vacancy',
  // The company's team.
  invite_expired: 'This invitation has expired: ask the company for a new one',
  team_member_exists: 'This e-mail already has an employer account',
  team_self: 'You cannot change or remove yourself',
  not_team_member: 'Choose a member of your team',
  // Chats.
  vacancy_not_of_company: 'Not a vacancy of this company',
  vacancy_not_published: 'No such published vacancy',
  client_message_id_used: 'Already used for a message in another chat: send a new one',
  message_not_in_chat: 'Not a message of this chat',
  // Uploads and images.
  upload_path: 'Not an uploaded image path',
  upload_not_own: 'Upload the image first: only your own uploads can be used',
  file_required: 'Attach an image in the field "file"',
  file_single: 'Send one image and nothing else',
  file_unreadable: 'Could not read the upload',
  file_not_image: 'Not an image (JPEG, PNG, WebP, GIF or AVIF)',
  file_type: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
  file_undecodable: 'The image could not be decoded',
  /** `params`: `kilobytes`, or `megapixels`. */
  file_too_large: 'The image is too large',
  /** `params`: `files`, `megabytes`. */
  upload_quota: 'You keep the most uploads allowed',
  image_modifier: 'Unknown, repeated or out-of-range image modifier',
} as const;

export type CustomFieldErrorCode = keyof typeof FIELD_ERROR_MESSAGES;

/** zod's issue codes (zod 4), passed on as they are when a rule has no code of its own. */
export const ZOD_ISSUE_CODES = [
  'invalid_type',
  'too_small',
  'too_big',
  'invalid_format',
  'not_multiple_of',
  'unrecognized_keys',
  'invalid_union',
  'invalid_key',
  'invalid_element',
  'invalid_value',
  'custom',
] as const;

export type ZodIssueCode = (typeof ZOD_ISSUE_CODES)[number];

export type FieldErrorCode = CustomFieldErrorCode | ZodIssueCode;

/** Every code a field error can carry: what the apps' translation table must cover. */
export const FIELD_ERROR_CODES: readonly FieldErrorCode[] = [
  ...ZOD_ISSUE_CODES,
  ...(Object.keys(FIELD_ERROR_MESSAGES) as CustomFieldErrorCode[]),
];

/** The values a code's message is built from: `minimum`, `maximum`, `origin`, `format`, … */
export type FieldErrorParams = Record<string, string | number | boolean>;

/** One field error, as the API sends it in `details` and as the browser's form check makes it. */
export type FieldErrorInfo = { code: string; message: string; params?: FieldErrorParams };

/**
 * Zod's params for a refinement that has a code of its own: `.refine(isTimeZone, coded('unknown_time_zone'))`;
 * the issue carries the code (`params.code`) next to its English message.
 */
export const coded = (code: CustomFieldErrorCode, options: { path?: PropertyKey[] } = {}) => ({
  message: FIELD_ERROR_MESSAGES[code],
  params: { code },
  ...options,
});

/** Bounds a coded string rule may also check (and the API's documentation shows). */
export type CodedBounds = { minLength?: number; maxLength?: number };

/**
 * A string rule with a code of its own: `value` matches `pattern` (and lies within the bounds),
 * else one issue coded `code`. The pattern and bounds stay in the API's documentation.
 */
export const codedPattern = <S extends z.ZodString>(
  schema: S,
  pattern: RegExp,
  code: CustomFieldErrorCode,
  { minLength, maxLength }: CodedBounds = {},
): S =>
  schema
    .refine(
      (value) =>
        (minLength === undefined || value.length >= minLength) &&
        (maxLength === undefined || value.length <= maxLength) &&
        pattern.test(value),
      coded(code),
    )
    .meta({
      pattern: pattern.source,
      ...(minLength === undefined ? {} : { minLength }),
      ...(maxLength === undefined ? {} : { maxLength }),
    }) as S;

const isCustomCode = (value: unknown): value is CustomFieldErrorCode =>
  typeof value === 'string' && Object.hasOwn(FIELD_ERROR_MESSAGES, value);

/** The issue's fields a translation may use; never the input (it may be a password). */
const PARAM_KEYS = ['origin', 'minimum', 'maximum', 'inclusive', 'exact', 'expected', 'format', 'divisor'] as const;

const paramValue = (value: unknown): string | number | boolean | undefined => {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
};

/** Plain values of an object (a refinement's `params`), numbers and strings only. */
export const plainParams = (source: Record<string, unknown> | undefined): FieldErrorParams | undefined => {
  if (!source) return undefined;
  const params: FieldErrorParams = {};
  for (const [key, raw] of Object.entries(source)) {
    if (key === 'code') continue;
    const value = paramValue(raw);
    if (value !== undefined) params[key] = value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
};

type IssueLike = z.core.$ZodIssue & { input?: unknown; params?: Record<string, unknown> };

/**
 * A zod issue as a coded field error: a custom code (a refinement's `params.code`: `coded` and
 * `codedPattern`), `required` for a missing value (when the issue reports its input: parse with
 * `{ reportInput: true }`), else zod's own code; `params` from the issue. Never by its message.
 */
export const issueToFieldError = (issue: z.core.$ZodIssue): FieldErrorInfo => {
  const raw = issue as IssueLike;
  const message = issue.message;
  if (issue.code === 'custom' && isCustomCode(raw.params?.['code'])) {
    const params = plainParams(raw.params);
    return { code: raw.params['code'] as string, message, ...(params ? { params } : {}) };
  }
  if (issue.code === 'invalid_type' && 'input' in raw && (raw.input === undefined || raw.input === null)) {
    return { code: 'required', message: FIELD_ERROR_MESSAGES.required };
  }
  const params: FieldErrorParams = {};
  for (const key of PARAM_KEYS) {
    const value = paramValue((raw as unknown as Record<string, unknown>)[key]);
    if (value !== undefined) params[key] = value;
  }
  return { code: issue.code, message, ...(Object.keys(params).length > 0 ? { params } : {}) };
};
