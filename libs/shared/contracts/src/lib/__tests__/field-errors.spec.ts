import { registerBodySchema } from '../auth';
import { coded, FIELD_ERROR_CODES, FIELD_ERROR_MESSAGES, issueToFieldError, ZOD_ISSUE_CODES } from '../field-errors';
import { profileBodySchema, workExperienceEntrySchema, yearMonthSchema } from '../profile';
import { vacancyInputSchema } from '../vacancy-admin';
import { z } from 'zod';
import { accountTokenSchema, quietHoursSchema } from '../accounts';

const firstErrors = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issueToFieldError(issue)]));
};

describe('field error codes', () => {
  it('gives every registered code its own English message', () => {
    const messages = Object.values(FIELD_ERROR_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    expect(FIELD_ERROR_CODES).toEqual(expect.arrayContaining([...ZOD_ISSUE_CODES, 'email_taken', 'required']));
  });

  it("codes zod's rules with their numbers, and never passes the input on", () => {
    const errors = firstErrors(registerBodySchema, { email: 'no-at-sign', password: 'short', name: '  ' });
    expect(errors['password']).toEqual({
      code: 'too_small',
      message: 'Password must be at least 8 characters',
      params: { origin: 'string', minimum: 8, inclusive: true },
    });
    expect(errors['email']).toMatchObject({ code: 'invalid_format', params: { format: 'email' } });
    expect(errors['name']).toMatchObject({ code: 'too_small', params: { origin: 'string', minimum: 1 } });
    expect(JSON.stringify(errors)).not.toContain('short');
  });

  it('codes a missing value as required', () => {
    expect(firstErrors(registerBodySchema, { password: 'long enough', name: 'Ann' })['email']).toEqual({
      code: 'required',
      message: FIELD_ERROR_MESSAGES.required,
    });
  });

  it('codes the rules that have codes of their own: params.code of a coded rule', () => {
    const job = firstErrors(workExperienceEntrySchema, { company: 'A', position: 'B', from: '2022-13' });
    expect(job['from']).toEqual({ code: 'year_month', message: FIELD_ERROR_MESSAGES.year_month });
    const order = firstErrors(workExperienceEntrySchema, {
      company: 'A',
      position: 'B',
      from: '2022-03',
      to: '2021-01',
    });
    expect(order['to']).toMatchObject({ code: 'date_order' });
    const profile = firstErrors(profileBodySchema, {
      name: 'Ann',
      citizenship: 'ru',
      languages: [{ code: 'EN', level: 'b2' }],
    });
    expect(profile['citizenship']).toMatchObject({ code: 'country_code' });
    expect(profile['languages.0.code']).toMatchObject({ code: 'language_code' });
  });

  it('codes the vacancy rules: repeated skills, the salary order, numbers', () => {
    const base = {
      title: 'Backend developer',
      description: 'A long enough description of the work to be done here.',
      requirements: '',
      conditions: '',
      skills: ['Go', 'go'],
      category_id: null,
      city: 'Москва',
      salary_from: 10,
      salary_to: 5,
      currency: 'RUB',
      salary_gross: true,
      experience: 'none',
      employment: 'full',
      schedule: 'office',
      language: 'ru',
    };
    expect(firstErrors(vacancyInputSchema, base)['skills']).toMatchObject({ code: 'duplicate' });
    const salary = firstErrors(vacancyInputSchema, { ...base, skills: ['Go'] });
    expect(salary['salary_to']).toEqual({ code: 'salary_order', message: FIELD_ERROR_MESSAGES.salary_order });
    const big = firstErrors(vacancyInputSchema, { ...base, skills: [], salary_from: 1.5, salary_to: 200_000_000 });
    expect(big['salary_from']).toMatchObject({ code: 'invalid_type', params: { expected: 'int' } });
    expect(big['salary_to']).toMatchObject({
      code: 'too_big',
      params: { origin: 'number', maximum: 100_000_000, inclusive: true },
    });
  });

  it('never finds a code by its message: a rule without a code is custom, whatever it says', () => {
    const uncoded = z.string().refine(() => false, FIELD_ERROR_MESSAGES.year_month);
    expect(firstErrors(uncoded, 'x')['']).toEqual({ code: 'custom', message: FIELD_ERROR_MESSAGES.year_month });
    const codedRule = z.string().refine(() => false, { ...coded('year_month'), message: 'Reworded' });
    expect(firstErrors(codedRule, 'x')['']).toEqual({ code: 'year_month', message: 'Reworded' });
  });

  it('codes the account rules: links, clock times, time zones and quiet hours', () => {
    expect(firstErrors(accountTokenSchema, 'short')['']).toMatchObject({ code: 'link_malformed' });
    expect(firstErrors(accountTokenSchema, 'x'.repeat(201))['']).toMatchObject({ code: 'link_malformed' });
    expect(firstErrors(accountTokenSchema, `${'a'.repeat(30)}!`)['']).toMatchObject({ code: 'link_malformed' });
    expect(accountTokenSchema.safeParse(` ${'a'.repeat(43)} `).success).toBe(true);
    const hours = (value: object) => firstErrors(quietHoursSchema, { start: '22:00', end: '08:00', ...value });
    expect(hours({ start: '24:00', time_zone: 'UTC' })['start']).toMatchObject({ code: 'clock_time' });
    expect(hours({ time_zone: '' })['time_zone']).toMatchObject({ code: 'time_zone_required' });
    expect(hours({ time_zone: 'Mars/Olympus' })['time_zone']).toMatchObject({ code: 'unknown_time_zone' });
    expect(hours({ end: '22:00', time_zone: 'UTC' })['end']).toMatchObject({ code: 'quiet_hours_same' });
  });

  it("keeps a coded rule's pattern and bounds in the API's documentation", () => {
    expect(z.toJSONSchema(yearMonthSchema)).toMatchObject({
      type: 'string',
      pattern: '^(19|20)\\d\\d-(0[1-9]|1[0-2])$',
    });
    expect(z.toJSONSchema(accountTokenSchema)).toMatchObject({
      pattern: '^[A-Za-z0-9_-]+$',
      minLength: 20,
      maxLength: 200,
    });
  });
});
