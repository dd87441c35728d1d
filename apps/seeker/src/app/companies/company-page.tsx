import { verifiedEmployerCredential, type PublicCompany } from '@jobs/contracts';
import {
  Card,
  CompanyLogo,
  JsonLd,
  Loader,
  metaDescription,
  PageMeta,
  Pagination,
  shareableImageUrl,
  useCityName,
  useImageBaseUrl,
  VacancyList,
  VerifiedBadge,
} from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import { ApplyButton } from '../applications/apply-button';
import { ApplyDialogHost } from '../applications/apply-dialog-host';
import { useMetaPath } from '../i18n/ui-locale';
import { vacancyHref } from '../search/search-queries';
import { searchHref } from '../search/search-params';
import { VacancyText } from '../vacancy/vacancy-text';
import type { createCompanyLoader } from './company-loader';
import styles from './company-page.module.css';
import { companyPath } from './company-paths';
import { companyQuery } from './company-query';
import { ReplyPromiseLine } from './reply-promise-line';
import { ResponsivenessLine } from './responsiveness-line';
import { LoadErrorCard } from '../ui/load-error-card';
import { ReportButton } from '../reports/report-button';

export { createCompanyLoader } from './company-loader';

/** Vacancies per page of the company's list. */
export const COMPANY_VACANCIES_PER_PAGE = 10;

/** `/companies/:id`: what the company says about itself, how fast it answers, and its published vacancies. */
export function CompanyPage() {
  const id = useLoaderData<ReturnType<typeof createCompanyLoader>>();
  const { data: company, isPending, refetch, isRefetching } = useQuery(companyQuery(useApiClient(), id));
  const { t } = useLingui();

  if (company) return <CompanyDetails company={company} />;
  if (isPending) return <Loader label={t`Loading the company…`} />;
  return (
    <LoadErrorCard
      id="company-error-title"
      title={<Trans>Could not load the company</Trans>}
      heading="h1"
      headingClassName={styles.title}
      busy={isRefetching}
      onRetry={() => void refetch()}
    >
      <PageMeta title={t`Company`} noIndex />
    </LoadErrorCard>
  );
}

/** Only a web address (http or https) becomes a link. */
const safeSite = (site: string | null): URL | null => {
  if (!site) return null;
  try {
    const url = new URL(/^[a-z][a-z\d+.-]*:/i.test(site) ? site : `https://${site}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

function CompanyDetails({ company }: { company: PublicCompany }) {
  const { t } = useLingui();
  const cityName = useCityName();
  const [params] = useSearchParams();
  const metaPath = useMetaPath(companyPath(company.id));
  const imageBase = useImageBaseUrl();
  const site = safeSite(company.site);
  const pageCount = Math.ceil(company.vacancies.length / COMPANY_VACANCIES_PER_PAGE);
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pageCount ? requested : 1;
  const shown = company.vacancies.slice((page - 1) * COMPANY_VACANCIES_PER_PAGE, page * COMPANY_VACANCIES_PER_PAGE);
  const total = company.vacancies_total;
  const name = company.name;
  const description = company.description.trim()
    ? metaDescription(`${name}. ${company.description}`)
    : t`${name}: about the company and its vacancies.`;

  return (
    <article className={styles.page} aria-labelledby="company-title">
      <PageMeta title={name} description={description} path={metaPath} image={company.logo} />
      <JsonLd data={organizationJsonLd(company, window.location.origin, imageBase, site)} />
      <Card className={styles.header}>
        <CompanyLogo company={company} size={96} priority />
        <div className={styles.headerText}>
          <h1 id="company-title" className={styles.title}>
            {name}
            <VerifiedBadge verified={company.verified} />
          </h1>
          <ReplyPromiseLine days={company.reply_within_days} />
          <ResponsivenessLine responsiveness={company.responsiveness} />
          <dl className={styles.facts}>
            {company.industry && (
              <div>
                <dt>
                  <Trans>Industry</Trans>
                </dt>
                <dd>{company.industry}</dd>
              </div>
            )}
            {company.size && (
              <div>
                <dt>
                  <Trans>Size</Trans>
                </dt>
                <dd>
                  <CompanySize size={company.size} />
                </dd>
              </div>
            )}
            {company.city && (
              <div>
                <dt>
                  <Trans>City</Trans>
                </dt>
                <dd>{cityName(company.city)}</dd>
              </div>
            )}
            {site && (
              <div>
                <dt>
                  <Trans>Website</Trans>
                </dt>
                <dd>
                  <a href={site.href} rel="noopener noreferrer nofollow ugc" target="_blank">
                    {site.host}
                  </a>
                </dd>
              </div>
            )}
          </dl>
          <ReportButton target={{ kind: 'company', id: company.id }} name={name} />
        </div>
      </Card>
      {company.description.trim() && (
        <Card aria-labelledby="company-about">
          <h2 id="company-about" className={styles.sectionTitle}>
            <Trans>About the company</Trans>
          </h2>
          <VacancyText text={company.description} />
        </Card>
      )}
      <section aria-labelledby="company-vacancies">
        <h2 id="company-vacancies" className={styles.sectionTitle}>
          <Trans>Open vacancies ({total})</Trans>
        </h2>
        {shown.length === 0 ? (
          <Card>
            <p>
              <Trans>The company has no open vacancies right now.</Trans>
            </p>
          </Card>
        ) : (
          <>
            <VacancyList
              items={shown}
              hrefFor={vacancyHref}
              label={t`Vacancies of ${name}`}
              renderActions={(vacancy) => (
                <div className={styles.cardActions}>
                  <ApplyButton vacancyId={vacancy.id} compact />
                </div>
              )}
            />
            <Pagination
              page={page}
              pageCount={pageCount}
              hrefFor={(p) => (p > 1 ? `${companyPath(company.id)}?page=${p}` : companyPath(company.id))}
              label={t`Vacancy pages`}
            />
            {total > company.vacancies.length && (
              <p className={styles.more}>
                <Link to={searchHref({ q: name })}>
                  <Trans>
                    Search all {total} vacancies of {name}
                  </Trans>
                </Link>
              </p>
            )}
          </>
        )}
      </section>
      <ApplyDialogHost />
    </article>
  );
}

function CompanySize({ size }: { size: string }) {
  return <Trans>{size} employees</Trans>;
}

/** schema.org Organization for search engines. */
const organizationJsonLd = (company: PublicCompany, origin: string, imageBase: string, site: URL | null) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: company.name,
  url: `${origin}${companyPath(company.id)}`,
  ...(company.description.trim() ? { description: metaDescription(company.description, 300) } : {}),
  ...(company.logo ? { logo: shareableImageUrl(company.logo, imageBase, origin) } : {}),
  // The website as the organization's identity only once the company is verified (an unverified
  // company could name anyone's site; the page still links it, without that claim).
  ...(site && company.verified ? { sameAs: site.href } : {}),
  ...(company.city ? { address: { '@type': 'PostalAddress', addressLocality: company.city } } : {}),
  ...(company.verified ? { hasCredential: verifiedEmployerCredential(company.verified, origin) } : {}),
});
