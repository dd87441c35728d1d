// The tables are typed by the contracts' codes (the compiler finds a code without words); the
// test checks that each has words in both languages. ui may not import the contracts at run time.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { ERROR_STATUS, FIELD_ERROR_CODES, FIELD_ERROR_MESSAGES, type ErrorCode } from '@jobs/contracts';
import { activateLocale, i18n } from '@jobs/i18n';
import { msg } from '@lingui/core/macro';
import { applyApiError } from '../apply-api-error';
import {
  API_ERROR_TEXTS,
  apiErrorText,
  describeApiError,
  FIELD_ERROR_TEXTS,
  fieldErrorText,
  type ErrorWords,
} from '../error-messages';

/** A caller's words: what is not found here is a test thing. */
const WORDS: ErrorWords = { notFound: msg({ id: 'test.not_found', message: 'This test thing no longer exists' }) };

/** The params each code may come with: every branch of its text is tried. */
const VARIANTS: Record<string, Record<string, string | number | boolean>[]> = {
  too_small: ['string', 'array', 'set', 'number', 'int', 'date'].flatMap((origin) => [
    { origin, minimum: 1, inclusive: true },
    { origin, minimum: 5, inclusive: false },
  ]),
  too_big: ['string', 'array', 'set', 'number', 'int', 'date'].flatMap((origin) => [
    { origin, maximum: 21, inclusive: true },
    { origin, maximum: 5, inclusive: false },
  ]),
  invalid_type: [{ expected: 'int' }, { expected: 'number' }, { expected: 'string' }],
  invalid_format: [{ format: 'email' }, { format: 'url' }, { format: 'regex' }],
  not_multiple_of: [{ divisor: 5 }],
  vacancies_not_published: [{ ids: '4, 7' }],
  file_too_large: [{ kilobytes: 10240 }, { megapixels: 40 }],
  upload_quota: [{ files: 200, megabytes: 500 }],
  image_modifier: [{ modifier: 'w' }],
};

const CYRILLIC = /[а-яё]/i;
const texts = (code: string) =>
  (VARIANTS[code] ?? [{}]).map((params) => fieldErrorText(i18n, { code, params, message: 'English' }));

describe('the error table', () => {
  afterEach(async () => {
    await activateLocale('en');
  });

  it('has words in English and Russian for every field error code of the contracts', async () => {
    const missing: string[] = [];
    for (const code of FIELD_ERROR_CODES) {
      if (!Object.hasOwn(FIELD_ERROR_TEXTS, code)) missing.push(`${code}: no entry`);
    }
    expect(missing).toEqual([]);
    for (const locale of ['en', 'ru'] as const) {
      await activateLocale(locale);
      for (const code of FIELD_ERROR_CODES) {
        for (const text of texts(code)) {
          // An id shown as it is means the catalog has no message for it.
          if (!text || text.startsWith('error.') || text === 'English') missing.push(`${locale} ${code}: ${text}`);
          else if (locale === 'ru' && !CYRILLIC.test(text)) missing.push(`ru ${code}: ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has words in both languages for every API error code', async () => {
    const codes = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => code !== 'NOT_FOUND');
    expect(Object.keys(API_ERROR_TEXTS).sort()).toEqual([...Object.keys(ERROR_STATUS), 'NETWORK'].sort());
    for (const locale of ['en', 'ru'] as const) {
      await activateLocale(locale);
      const seen = new Set<string>();
      for (const code of codes) {
        const text = apiErrorText(i18n, { status: ERROR_STATUS[code], code }, WORDS);
        expect(text, code).not.toMatch(/^error\./);
        if (locale === 'ru') expect(text, code).toMatch(CYRILLIC);
        seen.add(text);
      }
      // Each code says something of its own.
      expect(seen.size).toBe(codes.length);
    }
  });

  it('says the rules with their numbers, in plural forms', async () => {
    const tooShort = (minimum: number) => ({
      code: 'too_small',
      params: { origin: 'string', minimum, inclusive: true },
    });
    expect(fieldErrorText(i18n, tooShort(8))).toBe('At least 8 characters');
    expect(fieldErrorText(i18n, tooShort(1))).toBe('Fill in this field');
    expect(fieldErrorText(i18n, { code: 'too_big', params: { origin: 'array', maximum: 1 } })).toBe('At most 1 item');
    await activateLocale('ru');
    expect(fieldErrorText(i18n, tooShort(8))).toBe('Не меньше 8 символов');
    expect(fieldErrorText(i18n, tooShort(2))).toBe('Не меньше 2 символов');
    expect(fieldErrorText(i18n, tooShort(21))).toBe('Не меньше 21 символа');
    expect(fieldErrorText(i18n, tooShort(1))).toBe('Заполните поле');
    expect(fieldErrorText(i18n, { code: 'too_big', params: { origin: 'string', maximum: 120 } })).toBe(
      'Не больше 120 символов',
    );
    expect(fieldErrorText(i18n, { code: 'too_big', params: { origin: 'number', maximum: 100_000_000 } })).toMatch(
      /^Не больше 100\s000\s000$/,
    );
    expect(fieldErrorText(i18n, { code: 'email_taken' })).toBe('Этот адрес электронной почты уже зарегистрирован');
  });

  it('reads a react-hook-form error by its type, and keeps a translated sentence as it is', async () => {
    expect(fieldErrorText(i18n, { type: 'year_month', message: FIELD_ERROR_MESSAGES.year_month })).toBe(
      'Use the form YYYY-MM, e.g. 2022-03',
    );
    await activateLocale('ru');
    expect(fieldErrorText(i18n, { type: 'year_month', message: FIELD_ERROR_MESSAGES.year_month })).toBe(
      'Укажите в формате ГГГГ-ММ, например 2022-03',
    );
    expect(fieldErrorText(i18n, 'Уже по-русски')).toBe('Уже по-русски');
    expect(fieldErrorText(i18n, undefined)).toBeUndefined();
    expect(fieldErrorText(i18n, null)).toBeUndefined();
  });

  it('shows the message of a code it does not know, and says "Invalid value" when there is none', async () => {
    expect(fieldErrorText(i18n, { code: 'from_a_newer_server', message: 'Something new' })).toBe('Something new');
    await activateLocale('ru');
    expect(fieldErrorText(i18n, { code: 'from_a_newer_server' })).toBe('Некорректное значение');
  });

  it('says how long to wait on a 429, in minutes with the plural form', async () => {
    const limited = (retryAfterMs?: number) =>
      apiErrorText(i18n, { status: 429, code: 'RATE_LIMITED', retryAfterMs }, WORDS);
    expect(limited(60_000)).toBe('Too many attempts. Try again in 1 minute.');
    expect(limited(150_000)).toBe('Too many attempts. Try again in 3 minutes.');
    expect(limited()).toBe('Too many attempts. Try again later.');
    await activateLocale('ru');
    expect(limited(1_000)).toBe('Слишком много попыток. Попробуйте через 1 минуту.');
    expect(limited(3 * 60_000)).toBe('Слишком много попыток. Попробуйте через 3 минуты.');
    expect(limited(15 * 60_000)).toBe('Слишком много попыток. Попробуйте через 15 минут.');
    expect(limited()).toBe('Слишком много попыток. Попробуйте позже.');
  });

  it('says the network is down for anything that is not an answer', async () => {
    expect(apiErrorText(i18n, new TypeError('Failed to fetch'), WORDS)).toBe('Cannot reach the server');
    await activateLocale('ru');
    expect(apiErrorText(i18n, { status: 0, code: 'UNAVAILABLE' }, WORDS)).toBe('Нет связи с сервером');
  });

  it("says the caller's own words for not found, never a guess of the table", async () => {
    const category: ErrorWords = { notFound: msg({ id: 'test.category', message: 'This category no longer exists' }) };
    const vacancy: ErrorWords = { notFound: msg({ id: 'test.vacancy', message: 'This vacancy no longer exists' }) };
    const gone = { status: 404, code: 'NOT_FOUND' };
    expect(apiErrorText(i18n, gone, category)).toBe('This category no longer exists');
    expect(apiErrorText(i18n, gone, vacancy)).toBe('This vacancy no longer exists');
    expect(describeApiError(i18n, gone, category)).toEqual({ fields: {}, form: 'This category no longer exists' });
  });

  it("says the caller's words for a code when it has some, and the table's otherwise", () => {
    const signIn: ErrorWords = {
      ...WORDS,
      UNAUTHENTICATED: msg({ id: 'test.wrong', message: 'Wrong e-mail or password' }),
      NETWORK: msg({ id: 'test.network', message: 'Offline: your edits are kept' }),
    };
    expect(apiErrorText(i18n, { status: 401, code: 'UNAUTHENTICATED' }, signIn)).toBe('Wrong e-mail or password');
    expect(apiErrorText(i18n, { status: 401, code: 'UNAUTHENTICATED' }, WORDS)).toBe(
      'Your session has ended: sign in again',
    );
    expect(apiErrorText(i18n, new TypeError('Failed to fetch'), signIn)).toBe('Offline: your edits are kept');
    expect(apiErrorText(i18n, { status: 418, code: 'FROM_A_NEWER_SERVER' }, WORDS)).toBe(
      'Something went wrong, please try again later',
    );
  });

  it('describes a 400 by form field (first detail per path) and puts it on the form', () => {
    const error = {
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [
        { field: 'body.changes.title', code: 'too_small', message: 'Short', params: { origin: 'string', minimum: 5 } },
        { field: 'body.title', code: 'too_big', message: 'Long' },
        { field: 'body.skills.3', code: 'too_big', message: 'Long', params: { origin: 'string', maximum: 9 } },
        { field: 'body.quiet_hours.start', code: 'clock_time', message: 'English' },
        { field: 'body.elsewhere', code: 'duplicate', message: 'English' },
      ],
    };
    expect(Object.keys(describeApiError(i18n, error, WORDS).fields)).toEqual([
      'title',
      'skills.3',
      'quiet_hours.start',
      'elsewhere',
    ]);
    const setError = vi.fn();
    applyApiError(i18n, error, WORDS, ['title', 'skills', 'quiet_hours.start'], setError);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'too_small', message: 'Short', params: { origin: 'string', minimum: 5 } }],
      ['skills', { type: 'too_big', message: 'Long', params: { origin: 'string', maximum: 9 } }],
      ['quiet_hours.start', { type: 'clock_time', message: 'English', params: undefined }],
      ['root.server', { type: 'server', message: 'elsewhere: Values must not repeat' }],
    ]);
  });
});
