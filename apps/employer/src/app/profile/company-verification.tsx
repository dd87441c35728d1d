import type { CompanyProfile } from '@jobs/contracts';
import { VerifiedBadge } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './profile-page.module.css';

/** The website's host as the domain check reads it: lower case, without the scheme, the path or "www.". */
export const siteHost = (site: string | null | undefined): string | null => {
  const trimmed = (site ?? '').trim();
  if (trimmed === '') return null;
  const host = trimmed
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/[/:?#].*$/, '')
    .toLowerCase()
    .replace(/^www\./, '');
  return host === '' ? null : host;
};

/**
 * The company's verification (issue 27) as its employers see it: whether it is verified, how and
 * since when, and otherwise what makes it verified (its owner's confirmed e-mail at its website's
 * domain), or that the editors may verify it.
 */
export function CompanyVerification({ company }: { company: CompanyProfile }) {
  const { i18n } = useLingui();
  const verified = company.verified ?? null;
  const host = siteHost(company.site);
  const since = verified ? i18n.date(verified.at, { dateStyle: 'long' }) : '';
  return (
    <section aria-labelledby="company-verification-title" data-testid="company-verification">
      <h2 id="company-verification-title" className={styles.sectionTitle}>
        <Trans>Company verification</Trans>
      </h2>
      {verified ? (
        <div className={styles.verification}>
          <p className={styles.verificationState}>
            <VerifiedBadge verified={verified} />
          </p>
          {verified.method === 'email_domain' ? (
            <p>
              {host ? (
                <Trans>
                  Verified since {since}: the company’s owner confirmed an e-mail address at the domain of its website,{' '}
                  {host}.
                </Trans>
              ) : (
                <Trans>
                  Verified since {since}: the company’s owner confirmed an e-mail address at its website’s domain.
                </Trans>
              )}
            </p>
          ) : (
            <p>
              <Trans>Verified since {since} by the Jobs editors: they checked that the company is real.</Trans>
            </p>
          )}
          <p className={styles.muted}>
            {verified.method === 'email_domain' ? (
              <Trans>
                Seekers see the «Verified» badge on your vacancies, your company page and in chats. If the website or
                the owner’s e-mail changes so that they no longer match, the badge goes.
              </Trans>
            ) : (
              <Trans>Seekers see the «Verified» badge on your vacancies, your company page and in chats.</Trans>
            )}
          </p>
        </div>
      ) : (
        <div className={styles.verification}>
          <p className={styles.verificationState}>
            <strong>
              <Trans>Not verified yet.</Trans>
            </strong>{' '}
            <Trans>
              Seekers see a «Verified» badge next to verified companies: on their vacancies, their page and in chats.
            </Trans>
          </p>
          <p>
            <Trans>To get verified:</Trans>
          </p>
          <ol className={styles.steps}>
            <li>
              {host ? (
                <Trans>The company’s website is {host}: keep it in the profile below.</Trans>
              ) : (
                <Trans>Put the company’s website in the profile below.</Trans>
              )}
            </li>
            <li>
              {host ? (
                <Trans>
                  The company’s owner (the employer who registered it) uses an e-mail address at that domain, such as
                  name@{host}, and confirms it from the letter we send.
                </Trans>
              ) : (
                <Trans>
                  The company’s owner (the employer who registered it) uses an e-mail address at the website’s domain
                  and confirms it from the letter we send.
                </Trans>
              )}
            </li>
            <li>
              <Trans>
                The badge appears by itself once the two match. Addresses at public mail services (Gmail, Yandex,
                Mail.ru and the like) do not count.
              </Trans>
            </li>
          </ol>
          <p className={styles.muted}>
            <Trans>The Jobs editors may also verify a company they have checked.</Trans>
          </p>
        </div>
      )}
    </section>
  );
}
