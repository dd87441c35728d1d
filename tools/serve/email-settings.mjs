// What `npm run serve` says about the two settings e-mail needs (docs/operations.md, "E-mail"):
// without SMTP_URL no e-mail leaves the API (an employer never gets the link that verifies their
// address, so their vacancies cannot go to review; nobody can reset a password), and without
// API_PUBLIC_URL the e-mails' one-click unsubscribe links point at the API's development address.

/** The API's public address for the instances: API_PUBLIC_URL, else the seeker's origin, whose /api nginx proxies. */
export const apiPublicUrl = (env, seekerOrigin) => env.API_PUBLIC_URL || `${seekerOrigin}/api`;

/** One warning per e-mail setting left unset (none when both are set). */
export const emailSettingWarnings = (env, seekerOrigin) => {
  const warnings = [];
  if (!env.SMTP_URL) {
    warnings.push(
      'SMTP_URL is not set: e-mails are only logged, never sent, so employers cannot verify their e-mail ' +
        '(their vacancies cannot go to review) and nobody can reset a password. ' +
        'Set SMTP_URL=smtp://host:587 (or smtps://user:pass@host:465).',
    );
  }
  if (!env.API_PUBLIC_URL) {
    warnings.push(
      `API_PUBLIC_URL is not set: the e-mails' unsubscribe links use ${apiPublicUrl(env, seekerOrigin)}. ` +
        'Set it to the public address of the API (https://jobs.example.com/api).',
    );
  }
  return warnings;
};
