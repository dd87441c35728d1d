// Type-only (erased at build): the tables are typed by the contracts' codes, so the compiler finds
// a code without words; ui takes no runtime dependency on the contracts.
// eslint-disable-next-line @nx/enforce-module-boundaries
import type { CustomFieldErrorCode, ErrorCode, ZodIssueCode } from '@jobs/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * THE ONE PLACE where errors become words, for every form of the three apps.
 *
 * Errors arrive coded, never as sentences to match:
 * - a field error is `{ code, params?, message }`: a 400's `details[]` item (ApiError.fieldErrors()),
 *   or a react-hook-form error made by `contractResolver(schema)` of @jobs/api-client (the same
 *   contract schema, checked in the browser: `type` is the code). Codes: zod's issue codes
 *   (`too_small` with `{origin, minimum}`…) and ours, listed with their English message in
 *   `FIELD_ERROR_MESSAGES` (libs/shared/contracts/src/lib/field-errors.ts);
 * - a form-level failure is an ApiError: its `code` (`RATE_LIMITED`, `UNAUTHENTICATED`…), the
 *   network (status 0), and `Retry-After` for a 429.
 *
 * The field components (TextField, TextAreaField, SelectField, FormError) take such an error as
 * their `error` prop and call `fieldErrorText`; a plain string is shown as it is (already translated
 * by the page with `t`). To add a code: register it in FIELD_ERROR_MESSAGES, add its entry to
 * FIELD_ERROR_TEXTS below (explicit id `error.field.<code>`), run `node tools/i18n-check.mjs --write`
 * and fill the Russian in libs/shared/i18n/src/locales/ru/messages.po. A test
 * (__tests__/error-messages.spec.ts) fails while a code of the contracts has no text in either language.
 */

/** The values a field error's text is built from (numbers, names). */
export type FieldErrorParams = Readonly<Record<string, string | number | boolean>>;

/** A coded field error: an API detail (`code`) or a react-hook-form error (`type` is the code). */
export type FieldProblem = {
  code?: string;
  type?: string | number;
  message?: string;
  params?: FieldErrorParams;
};

/** What a field component's `error` prop takes: a coded error, or a sentence already translated. */
export type FieldErrorValue = string | FieldProblem | null | undefined;

type Text = (params: FieldErrorParams, i18n: I18n) => MessageDescriptor;

const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value));
/** A number as the locale writes it (100 000 000), for texts that do not choose a plural form. */
const shown = (i18n: I18n, value: unknown): string =>
  Number.isFinite(num(value)) ? i18n.number(num(value)) : String(value ?? '');

const fixed =
  (descriptor: MessageDescriptor): Text =>
  () =>
    descriptor;

const withValues = (descriptor: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({
  ...descriptor,
  values,
});

const invalidValue = msg({ id: 'error.field.invalid', message: 'Invalid value' });

/** Texts of zod's issue codes: chosen by the issue's `origin`, `format` or `expected`. */
const ZOD_TEXTS: Record<ZodIssueCode, Text> = {
  too_small: (p, i18n) => {
    const minimum = num(p['minimum']);
    switch (p['origin']) {
      case 'string':
        return withValues(
          msg({
            id: 'error.field.too_small.string',
            message:
              '{minimum, plural, =1 {Fill in this field} one {At least # character} other {At least # characters}}',
          }),
          { minimum },
        );
      case 'array':
      case 'set':
        return withValues(
          msg({
            id: 'error.field.too_small.array',
            message: '{minimum, plural, one {Add at least # item} other {Add at least # items}}',
          }),
          { minimum },
        );
      case 'number':
      case 'int':
      case 'bigint':
        return p['inclusive'] === false
          ? withValues(msg({ id: 'error.field.too_small.number.exclusive', message: 'More than {minimum}' }), {
              minimum: shown(i18n, minimum),
            })
          : withValues(msg({ id: 'error.field.too_small.number', message: 'At least {minimum}' }), {
              minimum: shown(i18n, minimum),
            });
      default:
        return msg({ id: 'error.field.too_small', message: 'Too small' });
    }
  },
  too_big: (p, i18n) => {
    const maximum = num(p['maximum']);
    switch (p['origin']) {
      case 'string':
        return withValues(
          msg({
            id: 'error.field.too_big.string',
            message: '{maximum, plural, one {At most # character} other {At most # characters}}',
          }),
          { maximum },
        );
      case 'array':
      case 'set':
        return withValues(
          msg({
            id: 'error.field.too_big.array',
            message: '{maximum, plural, one {At most # item} other {At most # items}}',
          }),
          { maximum },
        );
      case 'number':
      case 'int':
      case 'bigint':
        return p['inclusive'] === false
          ? withValues(msg({ id: 'error.field.too_big.number.exclusive', message: 'Less than {maximum}' }), {
              maximum: shown(i18n, maximum),
            })
          : withValues(msg({ id: 'error.field.too_big.number', message: 'At most {maximum}' }), {
              maximum: shown(i18n, maximum),
            });
      default:
        return msg({ id: 'error.field.too_big', message: 'Too large' });
    }
  },
  invalid_type: (p) => {
    if (p['expected'] === 'int') return msg({ id: 'error.field.invalid_type.int', message: 'Enter a whole number' });
    if (p['expected'] === 'number' || p['expected'] === 'bigint') {
      return msg({ id: 'error.field.invalid_type.number', message: 'Enter a number' });
    }
    return invalidValue;
  },
  invalid_format: (p) => {
    switch (p['format']) {
      case 'email':
        return msg({ id: 'error.field.invalid_format.email', message: 'Enter a valid e-mail address' });
      case 'url':
        return msg({
          id: 'error.field.invalid_format.url',
          message: 'Enter the full address, e.g. https://example.com',
        });
      default:
        return msg({ id: 'error.field.invalid_format', message: 'Invalid format' });
    }
  },
  not_multiple_of: (p, i18n) =>
    withValues(msg({ id: 'error.field.not_multiple_of', message: 'Must be a multiple of {divisor}' }), {
      divisor: shown(i18n, p['divisor']),
    }),
  unrecognized_keys: fixed(msg({ id: 'error.field.unrecognized_keys', message: 'Unknown field' })),
  invalid_value: fixed(msg({ id: 'error.field.invalid_value', message: 'Choose one of the options' })),
  invalid_union: fixed(invalidValue),
  invalid_key: fixed(invalidValue),
  invalid_element: fixed(invalidValue),
  custom: fixed(invalidValue),
};

/** Texts of our own codes (FIELD_ERROR_MESSAGES of the contracts). */
const CUSTOM_TEXTS: Record<CustomFieldErrorCode, Text> = {
  required: fixed(msg({ id: 'error.field.required', message: 'Fill in this field' })),
  invalid_json: fixed(msg({ id: 'error.field.invalid_json', message: 'The request could not be read' })),
  nul_character: fixed(msg({ id: 'error.field.nul_character', message: 'Must not contain the NUL character' })),
  email_taken: fixed(msg({ id: 'error.field.email_taken', message: 'This e-mail is already registered' })),
  password_too_weak: fixed(
    msg({
      id: 'error.field.password_too_weak',
      message: 'This password is one of the most common ones: choose another',
    }),
  ),
  link_invalid: fixed(
    msg({ id: 'error.field.link_invalid', message: 'This link is not valid or has expired: ask for a new one' }),
  ),
  link_malformed: fixed(msg({ id: 'error.field.link_malformed', message: 'The link is not valid' })),
  invite_expired: fixed(
    msg({ id: 'error.field.invite_expired', message: 'This invitation has expired: ask the company for a new one' }),
  ),
  team_member_exists: fixed(
    msg({ id: 'error.field.team_member_exists', message: 'This e-mail already has an employer account' }),
  ),
  team_self: fixed(msg({ id: 'error.field.team_self', message: 'You cannot change or remove yourself' })),
  not_team_member: fixed(msg({ id: 'error.field.not_team_member', message: 'Choose a member of your team' })),
  current_password_required: fixed(
    msg({ id: 'error.field.current_password_required', message: 'Enter your current password' }),
  ),
  chat_closed: fixed(
    msg({
      id: 'error.field.chat_closed',
      message: 'This person deleted their account: the chat takes no new messages',
    }),
  ),
  current_password_wrong: fixed(
    msg({ id: 'error.field.current_password_wrong', message: 'The current password is not right' }),
  ),
  password_unchanged: fixed(
    msg({ id: 'error.field.password_unchanged', message: 'The new password must differ from the current one' }),
  ),
  email_unchanged: fixed(msg({ id: 'error.field.email_unchanged', message: 'This is your current e-mail address' })),
  email_unverified: fixed(
    msg({ id: 'error.field.email_unverified', message: 'Confirm your e-mail before sending a vacancy to review' }),
  ),
  company_blocked: fixed(
    msg({
      id: 'error.field.company_blocked',
      message: 'Your company was blocked after reports: vacancies cannot be sent to review',
    }),
  ),
  slot_not_proposed: fixed(msg({ id: 'error.field.slot_not_proposed', message: 'Pick one of the proposed times' })),
  clock_time: fixed(msg({ id: 'error.field.clock_time', message: 'Use the HH:MM form, 00:00 to 23:59' })),
  time_zone_required: fixed(msg({ id: 'error.field.time_zone_required', message: 'Choose a time zone' })),
  unknown_time_zone: fixed(msg({ id: 'error.field.unknown_time_zone', message: 'Unknown time zone' })),
  quiet_hours_same: fixed(msg({ id: 'error.field.quiet_hours_same', message: 'The end must differ from the start' })),
  category_slug_taken: fixed(msg({ id: 'error.field.category_slug_taken', message: 'This slug is taken' })),
  category_ids_mismatch: fixed(
    msg({ id: 'error.field.category_ids_mismatch', message: 'List every category exactly once' }),
  ),
  seo_page_path: fixed(
    msg({ id: 'error.field.seo_page_path', message: 'A vacancy or company page path, such as /vacancies/12' }),
  ),
  last_event_id: fixed(
    msg({ id: 'error.field.last_event_id', message: 'Must be the id of an event this stream sent' }),
  ),
  year_month: fixed(msg({ id: 'error.field.year_month', message: 'Use the form YYYY-MM, e.g. 2022-03' })),
  date_order: fixed(msg({ id: 'error.field.date_order', message: 'The end must not be before the start' })),
  language_code: fixed(msg({ id: 'error.field.language_code', message: 'Use a two-letter language code, e.g. en' })),
  country_code: fixed(msg({ id: 'error.field.country_code', message: 'Use a two-letter country code, e.g. RU' })),
  unknown_country: fixed(msg({ id: 'error.field.unknown_country', message: 'No such country' })),
  not_a_city: fixed(msg({ id: 'error.field.not_a_city', message: 'Enter a city: remote work is a schedule' })),
  resume_incomplete: fixed(msg({ id: 'error.field.resume_incomplete', message: 'Your résumé needs this to apply' })),
  salary_order: fixed(
    msg({ id: 'error.field.salary_order', message: 'Salary "to" must not be less than salary "from"' }),
  ),
  duplicate: fixed(msg({ id: 'error.field.duplicate', message: 'Values must not repeat' })),
  question_options: fixed(
    msg({ id: 'error.field.question_options', message: 'A choice question needs 2 to 10 options' }),
  ),
  question_no_options: fixed(
    msg({ id: 'error.field.question_no_options', message: 'Only choice questions have options' }),
  ),
  required_answer: fixed(
    msg({ id: 'error.field.required_answer', message: 'Choose a required answer that fits the question' }),
  ),
  question_text_knockout: fixed(
    msg({ id: 'error.field.question_text_knockout', message: 'A free-text question cannot have a required answer' }),
  ),
  answer_required: fixed(msg({ id: 'error.field.answer_required', message: 'Answer this question' })),
  answer_kind: fixed(msg({ id: 'error.field.answer_kind', message: 'This answer does not fit the question' })),
  unknown_question: fixed(msg({ id: 'error.field.unknown_question', message: 'No such question in this vacancy' })),
  unknown_category: fixed(msg({ id: 'error.field.unknown_category', message: 'Choose a category from the list' })),
  unknown_company: fixed(msg({ id: 'error.field.unknown_company', message: 'Unknown company' })),
  category_slug: fixed(msg({ id: 'error.field.category_slug', message: 'Must be a category slug' })),
  page_number: fixed(msg({ id: 'error.field.page_number', message: 'Must be a page number from 1' })),
  vacancies_not_published: (p) =>
    withValues(
      msg({
        id: 'error.field.vacancies_not_published',
        message: 'Only published vacancies can be added (not: {ids})',
      }),
      { ids: String(p['ids'] ?? '') },
    ),
  vacancy_on_review_locked: fixed(
    msg({
      id: 'error.field.vacancy_on_review_locked',
      message: 'A vacancy on review cannot be edited: withdraw it to a draft first',
    }),
  ),
  vacancy_archived_locked: fixed(
    msg({
      id: 'error.field.vacancy_archived_locked',
      message: 'An archived vacancy cannot be edited: restore it to a draft first',
    }),
  ),
  vacancy_published_submit: fixed(
    msg({
      id: 'error.field.vacancy_published_submit',
      message: 'A published vacancy is sent for review by editing it',
    }),
  ),
  vacancy_already_on_review: fixed(
    msg({ id: 'error.field.vacancy_already_on_review', message: 'The vacancy is already on review' }),
  ),
  vacancy_archived_submit: fixed(
    msg({
      id: 'error.field.vacancy_archived_submit',
      message: 'An archived vacancy cannot be submitted: restore it to a draft first',
    }),
  ),
  vacancy_already_draft: fixed(
    msg({ id: 'error.field.vacancy_already_draft', message: 'The vacancy is already a draft' }),
  ),
  vacancy_published_to_draft: fixed(
    msg({
      id: 'error.field.vacancy_published_to_draft',
      message: 'A published vacancy cannot become a draft: archive it instead',
    }),
  ),
  vacancy_rejected_to_draft: fixed(
    msg({
      id: 'error.field.vacancy_rejected_to_draft',
      message: 'A rejected vacancy is edited and submitted again, or archived',
    }),
  ),
  vacancy_already_archived: fixed(
    msg({ id: 'error.field.vacancy_already_archived', message: 'The vacancy is already archived' }),
  ),
  vacancy_editors_only: fixed(
    msg({ id: 'error.field.vacancy_editors_only', message: 'Only editors publish, approve or reject vacancies' }),
  ),
  vacancy_editor_submit: fixed(
    msg({
      id: 'error.field.vacancy_editor_submit',
      message: 'Editors publish vacancies directly instead of submitting them',
    }),
  ),
  vacancy_already_published: fixed(
    msg({ id: 'error.field.vacancy_already_published', message: 'The vacancy is already published' }),
  ),
  vacancy_not_approvable: fixed(
    msg({
      id: 'error.field.vacancy_not_approvable',
      message: 'Only a vacancy on review or with changes waiting for review can be approved',
    }),
  ),
  vacancy_not_rejectable: fixed(
    msg({
      id: 'error.field.vacancy_not_rejectable',
      message: 'Only a vacancy on review or with changes waiting for review can be rejected',
    }),
  ),
  rejection_reason_required: fixed(
    msg({ id: 'error.field.rejection_reason_required', message: 'Choose the reason for the rejection' }),
  ),
  vacancy_not_of_company: fixed(
    msg({ id: 'error.field.vacancy_not_of_company', message: 'Not a vacancy of this company' }),
  ),
  vacancy_not_published: fixed(msg({ id: 'error.field.vacancy_not_published', message: 'No such published vacancy' })),
  client_message_id_used: fixed(
    msg({ id: 'error.field.client_message_id_used', message: 'This message was already sent in another chat' }),
  ),
  message_not_in_chat: fixed(msg({ id: 'error.field.message_not_in_chat', message: 'Not a message of this chat' })),
  upload_path: fixed(msg({ id: 'error.field.upload_path', message: 'Not an uploaded image' })),
  upload_not_own: fixed(
    msg({ id: 'error.field.upload_not_own', message: 'Upload the image first: only your own uploads can be used' }),
  ),
  file_required: fixed(msg({ id: 'error.field.file_required', message: 'Attach an image' })),
  file_single: fixed(msg({ id: 'error.field.file_single', message: 'Send one image and nothing else' })),
  file_unreadable: fixed(msg({ id: 'error.field.file_unreadable', message: 'Could not read the upload' })),
  file_not_image: fixed(
    msg({ id: 'error.field.file_not_image', message: 'Not an image (JPEG, PNG, WebP, GIF or AVIF)' }),
  ),
  file_type: fixed(
    msg({ id: 'error.field.file_type', message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted' }),
  ),
  file_undecodable: fixed(msg({ id: 'error.field.file_undecodable', message: 'The image could not be decoded' })),
  file_too_large: (p, i18n) =>
    p['megapixels'] !== undefined
      ? withValues(
          msg({
            id: 'error.field.file_too_large.megapixels',
            message: 'The image must be at most {megapixels} megapixels',
          }),
          { megapixels: shown(i18n, p['megapixels']) },
        )
      : withValues(
          msg({
            id: 'error.field.file_too_large',
            message: 'The image must be at most {kilobytes} KB',
          }),
          { kilobytes: shown(i18n, p['kilobytes']) },
        ),
  upload_quota: (p, i18n) =>
    withValues(
      msg({
        id: 'error.field.upload_quota',
        message: 'You keep the most uploads allowed ({files} files, {megabytes} MB)',
      }),
      { files: shown(i18n, p['files']), megabytes: shown(i18n, p['megabytes']) },
    ),
  image_modifier: (p) =>
    withValues(msg({ id: 'error.field.image_modifier', message: 'Wrong image modifier: {modifier}' }), {
      modifier: String(p['modifier'] ?? ''),
    }),
};

/** Every field error code with a text: zod's and ours. */
export const FIELD_ERROR_TEXTS: Readonly<Record<ZodIssueCode | CustomFieldErrorCode, Text>> = {
  ...ZOD_TEXTS,
  ...CUSTOM_TEXTS,
};

/**
 * A field error in the interface language: `fieldErrorText(i18n, { code: 'too_small', params:
 * { origin: 'string', minimum: 8 } })` → «Не меньше 8 символов». A string is returned as it is
 * (a page's own translated sentence); an unknown code shows the error's message, else «Invalid value».
 */
export function fieldErrorText(i18n: I18n, error: FieldErrorValue): string | undefined {
  if (error === null || error === undefined || error === '') return undefined;
  if (typeof error === 'string') return error;
  const code = String(error.code ?? error.type ?? '');
  const text = Object.hasOwn(FIELD_ERROR_TEXTS, code)
    ? FIELD_ERROR_TEXTS[code as keyof typeof FIELD_ERROR_TEXTS]
    : undefined;
  if (text) return i18n._(text(error.params ?? {}, i18n));
  return error.message || i18n._(invalidValue);
}

/** A form-level failure: an ApiError's fields, or anything thrown (then: the network). */
export type ApiFailure = { status?: number; code?: string; retryAfterMs?: number };

/**
 * A caller's own words for a failure. `notFound` is required: what no longer exists is the
 * caller's to name («This category no longer exists»), never a guess of the table. Any other code
 * (or `NETWORK`, a request that got no answer) may get the caller's sentence too, such as the
 * sign-in form's «Wrong e-mail or password» for UNAUTHENTICATED.
 */
export type ErrorWords = { notFound: MessageDescriptor } & Partial<
  Record<Exclude<ErrorCode, 'NOT_FOUND'> | 'NETWORK', MessageDescriptor>
>;

type FailureText = (failure: ApiFailure, words: ErrorWords) => MessageDescriptor;

/** The words of every error code the API answers with (`ERROR_STATUS` of the contracts), and of no answer. */
export const API_ERROR_TEXTS: Readonly<Record<ErrorCode | 'NETWORK', FailureText>> = {
  NETWORK: () => msg({ id: 'error.api.network', message: 'Cannot reach the server' }),
  VALIDATION_FAILED: () => msg({ id: 'error.api.VALIDATION_FAILED', message: 'Check the highlighted fields' }),
  UNAUTHENTICATED: () => msg({ id: 'error.api.UNAUTHENTICATED', message: 'Your session has ended: sign in again' }),
  FORBIDDEN: () => msg({ id: 'error.api.FORBIDDEN', message: 'You are not allowed to do this' }),
  NOT_FOUND: (_failure, words) => words.notFound,
  CONFLICT: () => msg({ id: 'error.api.CONFLICT', message: 'Someone changed it meanwhile: reload and try again' }),
  PAYLOAD_TOO_LARGE: () => msg({ id: 'error.api.PAYLOAD_TOO_LARGE', message: 'This is too large to send' }),
  UNSUPPORTED_MEDIA_TYPE: () =>
    msg({ id: 'error.api.UNSUPPORTED_MEDIA_TYPE', message: 'This kind of file cannot be sent' }),
  RATE_LIMITED: ({ retryAfterMs }) => {
    const minutes = retryAfterMs ? Math.max(1, Math.ceil(retryAfterMs / 60_000)) : 0;
    return minutes > 0
      ? withValues(
          msg({
            id: 'error.api.RATE_LIMITED.minutes',
            message: 'Too many attempts. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
          }),
          { minutes },
        )
      : msg({ id: 'error.api.RATE_LIMITED', message: 'Too many attempts. Try again later.' });
  },
  INTERNAL: () => msg({ id: 'error.api.INTERNAL', message: 'Something went wrong, please try again later' }),
  UNAVAILABLE: () =>
    msg({ id: 'error.api.UNAVAILABLE', message: 'The service is briefly unavailable: try again in a moment' }),
};

const isFailure = (value: unknown): value is ApiFailure =>
  typeof value === 'object' && value !== null && ('code' in value || 'status' in value);

const isTableCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && code !== 'NETWORK' && Object.hasOwn(API_ERROR_TEXTS, code);

/**
 * A failed request in the interface language, by its code: the caller's words when it has some for
 * the code (always for NOT_FOUND), else the table's: «Слишком много попыток. Попробуйте через
 * 3 мин.» for a 429 with Retry-After, «Нет связи с сервером» for no answer (status 0, or anything
 * thrown), «Что-то пошло не так» for a code the table does not know.
 */
export function apiErrorText(i18n: I18n, error: unknown, words: ErrorWords): string {
  const failure: ApiFailure = isFailure(error) ? error : { status: 0 };
  const code: ErrorCode | 'NETWORK' =
    failure.status === 0 ? 'NETWORK' : isTableCode(failure.code) ? failure.code : 'INTERNAL';
  const own = code === 'NOT_FOUND' ? words.notFound : words[code];
  return i18n._(own ?? API_ERROR_TEXTS[code](failure, words));
}

/** A coded field error as a 400's `details[]` carries it (`ErrorDetail` of the contracts). */
export type FieldDetail = { field: string; code: string; message: string; params?: FieldErrorParams };

/** A failure with its field errors: an ApiError (status, code, details), or anything thrown. */
export type DetailedFailure = ApiFailure & { details?: readonly FieldDetail[] };

/** An API failure as a form shows it: coded errors per field, and one sentence for the whole form. */
export type DescribedApiError = { fields: Record<string, FieldDetail>; form?: string };

/** `body.changes.title` → `title`, `body.quiet_hours.start` → `quiet_hours.start`: the form field a detail is about. */
export const formFieldOf = (path: string): string =>
  path.replace(/^(body|query|params)\./, '').replace(/^changes\./, '');

/**
 * An API failure for a form: a 400's (or a 409's) coded details by form field path, the first per path;
 * else one sentence by the error's code (`apiErrorText`, with the caller's words). The field
 * components put the coded errors in words (`fieldErrorText`).
 */
export function describeApiError(i18n: I18n, error: unknown, words: ErrorWords): DescribedApiError {
  const failure: DetailedFailure = isFailure(error) ? error : { status: 0 };
  const fields: Record<string, FieldDetail> = {};
  if (failure.status !== 0 && failure.code !== 'RATE_LIMITED') {
    for (const detail of failure.details ?? []) {
      const field = formFieldOf(detail.field);
      if (field && !(field in fields)) fields[field] = detail;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields: {}, form: apiErrorText(i18n, failure, words) };
}
