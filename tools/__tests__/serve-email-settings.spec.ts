// `npm run serve` warns about the e-mail settings an operator has to give, and points the
// unsubscribe links at the platform's own origin rather than the API's development port.
import { describe, expect, it } from 'vitest';
import { apiPublicUrl, emailSettingWarnings } from '../serve/email-settings.mjs';

const SEEKER = 'http://localhost:8080';

describe('npm run serve: e-mail settings', () => {
  it('warns about SMTP_URL and API_PUBLIC_URL when neither is set', () => {
    const warnings = emailSettingWarnings({}, SEEKER);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^SMTP_URL is not set: .*employers cannot verify their e-mail/);
    expect(warnings[1]).toMatch(/^API_PUBLIC_URL is not set: .*http:\/\/localhost:8080\/api/);
  });

  it('says nothing once both are set', () => {
    expect(
      emailSettingWarnings({ SMTP_URL: 'smtp://mail:587', API_PUBLIC_URL: 'https://jobs.example.com/api' }, SEEKER),
    ).toEqual([]);
  });

  it('treats an empty value as unset', () => {
    expect(emailSettingWarnings({ SMTP_URL: '', API_PUBLIC_URL: 'https://jobs.example.com/api' }, SEEKER)).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
    ]);
  });

  it("gives the instances the seeker origin's /api unless API_PUBLIC_URL names one", () => {
    expect(apiPublicUrl({}, SEEKER)).toBe('http://localhost:8080/api');
    expect(apiPublicUrl({ API_PUBLIC_URL: 'https://jobs.example.com/api' }, SEEKER)).toBe(
      'https://jobs.example.com/api',
    );
  });
});
