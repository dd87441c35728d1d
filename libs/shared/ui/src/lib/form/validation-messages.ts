import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Validation messages come in English: from the zod schemas of @jobs/contracts (checked in the
// browser by the forms' resolvers), from the API's 400 `details` (the same schemas, plus a few
// checks of its own) and from the shared forms. They are translated where they are shown, through
// this registry: each message's catalog id is its English text (so it survives production builds,
// which strip the `message` of a descriptor), and messages with numbers or a field's name in them
// are matched by pattern. A message the registry does not know is shown as it came.

/** Messages translated as a whole; the id is the English message itself. */
const EXACT_MESSAGES: readonly MessageDescriptor[] = [
  // Accounts (@jobs/contracts auth.ts, the API's auth service, the auth forms).
  msg({ id: 'E-mail is too long', message: 'E-mail is too long' }),
  msg({ id: 'Enter a valid e-mail address', message: 'Enter a valid e-mail address' }),
  msg({ id: 'Name is required', message: 'Name is required' }),
  msg({ id: 'Name is too long', message: 'Name is too long' }),
  msg({ id: 'Company name is too short', message: 'Company name is too short' }),
  msg({ id: 'Company name is too long', message: 'Company name is too long' }),
  msg({ id: 'Password is required', message: 'Password is required' }),
  msg({ id: 'Password is too long', message: 'Password is too long' }),
  msg({
    id: 'This password is one of the most common ones: choose another',
    message: 'This password is one of the most common ones: choose another',
  }),
  msg({ id: 'This e-mail is already registered', message: 'This e-mail is already registered' }),
  msg({ id: 'Wrong e-mail or password', message: 'Wrong e-mail or password' }),
  // Passwords and e-mail links (@jobs/contracts accounts.ts, the API's accounts service).
  msg({ id: 'The link is not valid', message: 'The link is not valid' }),
  msg({
    id: 'This link is not valid or has expired: ask for a new one',
    message: 'This link is not valid or has expired: ask for a new one',
  }),
  msg({ id: 'Enter your current password', message: 'Enter your current password' }),
  msg({ id: 'The current password is not right', message: 'The current password is not right' }),
  msg({
    id: 'The new password must differ from the current one',
    message: 'The new password must differ from the current one',
  }),
  msg({ id: 'Too many requests: try again later', message: 'Too many requests: try again later' }),
  msg({
    id: 'Confirm your e-mail before sending a vacancy to review',
    message: 'Confirm your e-mail before sending a vacancy to review',
  }),
  msg({ id: 'Use the HH:MM form, 00:00 to 23:59', message: 'Use the HH:MM form, 00:00 to 23:59' }),
  msg({ id: 'Unknown time zone', message: 'Unknown time zone' }),
  msg({ id: 'Choose a time zone', message: 'Choose a time zone' }),
  msg({ id: 'The end must differ from the start', message: 'The end must differ from the start' }),
  msg({ id: 'Cannot reach the server', message: 'Cannot reach the server' }),
  msg({ id: 'Too many attempts, try again later', message: 'Too many attempts, try again later' }),
  msg({ id: 'Too many attempts: try again later', message: 'Too many attempts: try again later' }),
  msg({
    id: 'Something went wrong, please try again later',
    message: 'Something went wrong, please try again later',
  }),
  msg({ id: 'Your session has ended: sign in again', message: 'Your session has ended: sign in again' }),
  msg({ id: 'Sign in to continue', message: 'Sign in to continue' }),
  // Chat.
  msg({ id: 'Message must not be empty', message: 'Message must not be empty' }),
  msg({ id: 'Not a vacancy of this company', message: 'Not a vacancy of this company' }),
  msg({ id: 'No such published vacancy', message: 'No such published vacancy' }),
  // The résumé (@jobs/contracts profile.ts) and the company profile.
  msg({ id: 'Use the form YYYY-MM, e.g. 2022-03', message: 'Use the form YYYY-MM, e.g. 2022-03' }),
  msg({ id: 'The end must not be before the start', message: 'The end must not be before the start' }),
  msg({ id: 'Year must be a whole number', message: 'Year must be a whole number' }),
  msg({ id: 'Use a two-letter language code, e.g. en', message: 'Use a two-letter language code, e.g. en' }),
  msg({ id: 'A skill must not be empty', message: 'A skill must not be empty' }),
  msg({ id: 'Use a two-letter country code, e.g. RU', message: 'Use a two-letter country code, e.g. RU' }),
  msg({ id: 'No such country', message: 'No such country' }),
  msg({ id: 'Salary must be a whole number', message: 'Salary must be a whole number' }),
  msg({ id: 'Salary must not be negative', message: 'Salary must not be negative' }),
  msg({ id: 'Salary is too large', message: 'Salary is too large' }),
  msg({
    id: 'Icon must be an image URL (http(s)://, / or data:image/)',
    message: 'Icon must be an image URL (http(s)://, / or data:image/)',
  }),
  msg({ id: 'Not an uploaded image path', message: 'Not an uploaded image path' }),
  msg({ id: 'An uploaded image (/uploads/…)', message: 'An uploaded image (/uploads/…)' }),
  // Vacancies (@jobs/contracts vacancy-admin.ts, the API's vacancy workflow, the vacancy form).
  msg({ id: 'Skills must not repeat', message: 'Skills must not repeat' }),
  msg({ id: 'Enter a city: remote work is a schedule', message: 'Enter a city: remote work is a schedule' }),
  msg({
    id: 'Salary "to" must not be less than salary "from"',
    message: 'Salary "to" must not be less than salary "from"',
  }),
  msg({ id: 'A two-letter country code', message: 'A two-letter country code' }),
  msg({ id: 'Unknown category', message: 'Unknown category' }),
  msg({ id: 'Unknown company', message: 'Unknown company' }),
  msg({ id: 'Must be a category slug', message: 'Must be a category slug' }),
  msg({ id: 'Must be a page number from 1', message: 'Must be a page number from 1' }),
  msg({ id: 'A skill cannot be empty', message: 'A skill cannot be empty' }),
  msg({ id: 'Enter the city', message: 'Enter the city' }),
  msg({ id: 'A two-letter country code, e.g. RU', message: 'A two-letter country code, e.g. RU' }),
  msg({ id: 'Enter a whole number', message: 'Enter a whole number' }),
  msg({ id: 'The salary cannot be negative', message: 'The salary cannot be negative' }),
  msg({ id: 'The salary is too large', message: 'The salary is too large' }),
  msg({ id: 'Choose a currency from the list', message: 'Choose a currency from the list' }),
  msg({ id: 'Choose the experience needed', message: 'Choose the experience needed' }),
  msg({ id: 'Choose the type of employment', message: 'Choose the type of employment' }),
  msg({ id: 'Choose the work schedule', message: 'Choose the work schedule' }),
  msg({ id: 'Choose the language of the vacancy', message: 'Choose the language of the vacancy' }),
  msg({ id: 'Choose a category from the list', message: 'Choose a category from the list' }),
  msg({
    id: 'Cannot reach the server. Your changes are still here; try again.',
    message: 'Cannot reach the server. Your changes are still here; try again.',
  }),
  msg({ id: 'Your session has ended. Sign in again.', message: 'Your session has ended. Sign in again.' }),
  msg({ id: 'You are not allowed to do this.', message: 'You are not allowed to do this.' }),
  msg({ id: 'This vacancy no longer exists.', message: 'This vacancy no longer exists.' }),
  msg({ id: 'Too many attempts, try again later.', message: 'Too many attempts, try again later.' }),
  msg({
    id: 'Something went wrong, please try again later.',
    message: 'Something went wrong, please try again later.',
  }),
  msg({
    id: 'A vacancy on review cannot be edited: withdraw it to a draft first',
    message: 'A vacancy on review cannot be edited: withdraw it to a draft first',
  }),
  msg({
    id: 'An archived vacancy cannot be edited: restore it to a draft first',
    message: 'An archived vacancy cannot be edited: restore it to a draft first',
  }),
  msg({
    id: 'A published vacancy is sent for review by editing it',
    message: 'A published vacancy is sent for review by editing it',
  }),
  msg({ id: 'The vacancy is already on review', message: 'The vacancy is already on review' }),
  msg({
    id: 'An archived vacancy cannot be submitted: restore it to a draft first',
    message: 'An archived vacancy cannot be submitted: restore it to a draft first',
  }),
  msg({ id: 'The vacancy is already a draft', message: 'The vacancy is already a draft' }),
  msg({
    id: 'A published vacancy cannot become a draft: archive it instead',
    message: 'A published vacancy cannot become a draft: archive it instead',
  }),
  msg({
    id: 'A rejected vacancy is edited and submitted again, or archived',
    message: 'A rejected vacancy is edited and submitted again, or archived',
  }),
  msg({ id: 'The vacancy is already archived', message: 'The vacancy is already archived' }),
  msg({
    id: 'Only editors publish, approve or reject vacancies',
    message: 'Only editors publish, approve or reject vacancies',
  }),
  msg({
    id: 'Editors publish vacancies directly instead of submitting them',
    message: 'Editors publish vacancies directly instead of submitting them',
  }),
  msg({ id: 'The vacancy is already published', message: 'The vacancy is already published' }),
  msg({
    id: 'Only a vacancy on review or with changes waiting for review can be approved',
    message: 'Only a vacancy on review or with changes waiting for review can be approved',
  }),
  msg({
    id: 'Only a vacancy on review or with changes waiting for review can be rejected',
    message: 'Only a vacancy on review or with changes waiting for review can be rejected',
  }),
  msg({ id: 'Vacancy not found', message: 'Vacancy not found' }),
  msg({ id: 'Company not found', message: 'Company not found' }),
  // Uploads (the API's upload route).
  msg({ id: 'Only one file, in the field "file"', message: 'Only one file, in the field "file"' }),
  msg({ id: 'Send one image and nothing else', message: 'Send one image and nothing else' }),
  msg({ id: 'Could not read the upload', message: 'Could not read the upload' }),
  msg({ id: 'Attach an image in the field "file"', message: 'Attach an image in the field "file"' }),
  msg({ id: 'Not an image (JPEG, PNG, WebP, GIF or AVIF)', message: 'Not an image (JPEG, PNG, WebP, GIF or AVIF)' }),
  msg({
    id: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
    message: 'Only JPEG, PNG, WebP, GIF or AVIF images are accepted',
  }),
  msg({ id: 'The image could not be decoded', message: 'The image could not be decoded' }),
  // The API's own checks and zod's defaults that are whole sentences.
  msg({ id: 'Must not contain the NUL character', message: 'Must not contain the NUL character' }),
  msg({ id: 'Invalid input', message: 'Invalid input' }),
  msg({ id: 'Invalid value', message: 'Invalid value' }),
  msg({ id: 'Invalid email address', message: 'Invalid email address' }),
  msg({ id: 'Body is not valid JSON', message: 'Body is not valid JSON' }),
];

const EXACT_IDS: ReadonlySet<string> = new Set(EXACT_MESSAGES.map((descriptor) => descriptor.id as string));

/**
 * Field names that generated messages start with ("Title must be at most 120 characters"): each is
 * translated on its own and put into the sentence's translation.
 */
const SUBJECTS: Readonly<Record<string, MessageDescriptor>> = {
  About: msg({ id: 'validation.subject.About', message: 'About' }),
  City: msg({ id: 'validation.subject.City', message: 'City' }),
  Company: msg({ id: 'validation.subject.Company', message: 'Company' }),
  Degree: msg({ id: 'validation.subject.Degree', message: 'Degree' }),
  Description: msg({ id: 'validation.subject.Description', message: 'Description' }),
  'Desired position': msg({ id: 'validation.subject.Desired position', message: 'Desired position' }),
  Greeting: msg({ id: 'validation.subject.Greeting', message: 'Greeting' }),
  Institution: msg({ id: 'validation.subject.Institution', message: 'Institution' }),
  Instructions: msg({ id: 'validation.subject.Instructions', message: 'Instructions' }),
  Message: msg({ id: 'validation.subject.Message', message: 'Message' }),
  Name: msg({ id: 'validation.subject.Name', message: 'Name' }),
  Password: msg({ id: 'validation.subject.Password', message: 'Password' }),
  Position: msg({ id: 'validation.subject.Position', message: 'Position' }),
  Title: msg({ id: 'validation.subject.Title', message: 'Title' }),
};

type Values = Record<string, string | number>;

/** A family of generated messages: the English pattern, and the values its translation takes. */
type Rule = {
  pattern: RegExp;
  descriptor: MessageDescriptor;
  /** The translation's values from the match; null when the message is not one the rule knows. */
  values: (match: RegExpExecArray, i18n: I18n) => Values | null;
};

const count = (match: RegExpExecArray): Values => ({ count: Number(match[1]) });

/** `{what}` is a known field name, `{count}` the number that follows. */
const withSubject = (match: RegExpExecArray, i18n: I18n): Values | null => {
  const subject = SUBJECTS[match[1] ?? ''];
  if (!subject) return null;
  return { what: i18n._(subject), ...(match[2] === undefined ? {} : { count: Number(match[2]) }) };
};

/** Checked in order: the specific patterns before the general ones. */
const RULES: readonly Rule[] = [
  {
    pattern: /^Password must be at least (\d+) characters$/,
    descriptor: msg({
      id: 'Password must be at least {count} characters',
      message: 'Password must be at least {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^Password must be at most (\d+) characters$/,
    descriptor: msg({
      id: 'Password must be at most {count} characters',
      message: 'Password must be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^A skill must be at most (\d+) characters$/,
    descriptor: msg({
      id: 'A skill must be at most {count} characters',
      message: 'A skill must be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^A skill can be at most (\d+) characters$/,
    descriptor: msg({
      id: 'A skill can be at most {count} characters',
      message: 'A skill can be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^At most (\d+) skills$/,
    descriptor: msg({ id: 'At most {count} skills', message: 'At most {count} skills' }),
    values: count,
  },
  {
    pattern: /^At most (\d+) jobs$/,
    descriptor: msg({ id: 'At most {count} jobs', message: 'At most {count} jobs' }),
    values: count,
  },
  {
    pattern: /^At most (\d+) entries$/,
    descriptor: msg({ id: 'At most {count} entries', message: 'At most {count} entries' }),
    values: count,
  },
  {
    pattern: /^At most (\d+) languages$/,
    descriptor: msg({ id: 'At most {count} languages', message: 'At most {count} languages' }),
    values: count,
  },
  {
    pattern: /^At most (\d+) characters$/,
    descriptor: msg({ id: 'At most {count} characters', message: 'At most {count} characters' }),
    values: count,
  },
  {
    pattern: /^The title needs at least (\d+) characters$/,
    descriptor: msg({
      id: 'The title needs at least {count} characters',
      message: 'The title needs at least {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^The title can be at most (\d+) characters$/,
    descriptor: msg({
      id: 'The title can be at most {count} characters',
      message: 'The title can be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^The description needs at least (\d+) characters$/,
    descriptor: msg({
      id: 'The description needs at least {count} characters',
      message: 'The description needs at least {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^The description can be at most (\d+) characters$/,
    descriptor: msg({
      id: 'The description can be at most {count} characters',
      message: 'The description can be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^The city can be at most (\d+) characters$/,
    descriptor: msg({
      id: 'The city can be at most {count} characters',
      message: 'The city can be at most {count} characters',
    }),
    values: count,
  },
  {
    pattern: /^(.+) must be at most (\d+) characters$/,
    descriptor: msg({
      id: '{what} must be at most {count} characters',
      message: '{what} must be at most {count} characters',
    }),
    values: withSubject,
  },
  {
    pattern: /^(.+) is required$/,
    descriptor: msg({ id: '{what} is required', message: '{what} is required' }),
    values: withSubject,
  },
  {
    pattern: /^(.+) must not be empty$/,
    descriptor: msg({ id: '{what} must not be empty', message: '{what} must not be empty' }),
    values: withSubject,
  },
  {
    pattern: /^Only published vacancies can be added \(not: (.+)\)$/,
    descriptor: msg({
      id: 'Only published vacancies can be added (not: {ids})',
      message: 'Only published vacancies can be added (not: {ids})',
    }),
    values: (match) => ({ ids: match[1] ?? '' }),
  },
  // zod's own English messages (rules the schemas give no message of their own), said plainly.
  {
    pattern: /^Too small: expected string to have >=(\d+) characters?$/,
    descriptor: msg({
      id: 'validation.zod.stringTooShort',
      message: '{count, plural, one {At least # character} other {At least # characters}}',
    }),
    values: count,
  },
  {
    pattern: /^Too big: expected string to have <=(\d+) characters?$/,
    descriptor: msg({
      id: 'validation.zod.stringTooLong',
      message: '{count, plural, one {At most # character} other {At most # characters}}',
    }),
    values: count,
  },
  {
    pattern: /^Too small: expected number to be >=(-?\d+(?:\.\d+)?)$/,
    descriptor: msg({ id: 'validation.zod.numberTooSmall', message: 'Must be at least {count}' }),
    values: count,
  },
  {
    pattern: /^Too small: expected number to be >(-?\d+(?:\.\d+)?)$/,
    descriptor: msg({ id: 'validation.zod.numberNotAbove', message: 'Must be more than {count}' }),
    values: count,
  },
  {
    pattern: /^Too big: expected number to be <=(-?\d+(?:\.\d+)?)$/,
    descriptor: msg({ id: 'validation.zod.numberTooBig', message: 'Must be at most {count}' }),
    values: count,
  },
  {
    pattern: /^Too big: expected array to have <=(\d+) items?$/,
    descriptor: msg({
      id: 'validation.zod.tooManyItems',
      message: '{count, plural, one {At most # item} other {At most # items}}',
    }),
    values: count,
  },
  {
    pattern: /^Too small: expected array to have >=(\d+) items?$/,
    descriptor: msg({
      id: 'validation.zod.tooFewItems',
      message: '{count, plural, one {At least # item} other {At least # items}}',
    }),
    values: count,
  },
  {
    pattern: /^Invalid input: expected \w+, received (?:undefined|null)$/,
    descriptor: msg({ id: 'validation.zod.required', message: 'This field is required' }),
    values: () => ({}),
  },
  {
    pattern: /^Invalid input: expected (?:number|int), received .+$/,
    descriptor: msg({ id: 'validation.zod.number', message: 'Enter a number' }),
    values: () => ({}),
  },
  {
    pattern: /^Invalid option: expected one of .+$/,
    descriptor: msg({ id: 'validation.zod.option', message: 'Choose one of the options' }),
    values: () => ({}),
  },
  {
    pattern: /^Invalid string: must match pattern .+$/,
    descriptor: msg({ id: 'validation.zod.format', message: 'Invalid format' }),
    values: () => ({}),
  },
];

const translateOne = (i18n: I18n, message: string): string | null => {
  if (EXACT_IDS.has(message)) return i18n._(message);
  for (const rule of RULES) {
    const match = rule.pattern.exec(message);
    if (!match) continue;
    const values = rule.values(match, i18n);
    if (!values) continue;
    const descriptor: MessageDescriptor = { ...rule.descriptor, values };
    return i18n._(descriptor);
  }
  return null;
};

/**
 * A validation message in the interface language: `translateValidationMessage(i18n, 'Name is required')`
 * → 'Укажите имя' in Russian. Known English messages of the contracts, the API and the shared forms
 * are translated (those with numbers or field names by pattern); `field: message` parts joined with
 * `; ` (a form's summary of server details) are translated part by part; anything else is returned
 * unchanged. `i18n`: the provider's instance (`useLingui().i18n`, or `i18n` from @jobs/i18n).
 */
export function translateValidationMessage(i18n: I18n, message: string): string;
export function translateValidationMessage(i18n: I18n, message: string | undefined): string | undefined;
export function translateValidationMessage(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return message;
  const whole = translateOne(i18n, message);
  if (whole !== null) return whole;
  if (!message.includes(': ') && !message.includes('; ')) return message;
  return message
    .split('; ')
    .map((part) => {
      const own = translateOne(i18n, part);
      if (own !== null) return own;
      const labelled = /^([\w.]+): (.+)$/.exec(part);
      const rest = labelled?.[2] !== undefined ? translateOne(i18n, labelled[2]) : null;
      return rest !== null && labelled ? `${labelled[1]}: ${rest}` : part;
    })
    .join('; ');
}
