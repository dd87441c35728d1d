import { jobPostingJsonLd, type Vacancy } from '@jobs/contracts';
import {
  Card,
  JsonLd,
  Loader,
  metaDescription,
  PageMeta,
  shareableImageUrl,
  useCityName,
  useImageBaseUrl,
  VerifiedBadge,
} from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import { ApplyButton } from '../applications/apply-button';
import { ApplyDialogHost } from '../applications/apply-dialog-host';
import { ScreeningRequirements } from '../applications/screening-questions';
import { companyPath } from '../companies/company-paths';
import { categoryName, useMetaPath, useUiLocale } from '../i18n/ui-locale';
import { CompanyCard } from './company-card';
import {
  employmentLabel,
  experienceLabel,
  formatPublishedDate,
  formatSalary,
  salaryTaxNote,
  scheduleLabel,
} from './vacancy-format';
import type { createVacancyLoader } from './vacancy-loader';
import { lastSearchHref } from '../search/search-params';
import styles from './vacancy-page.module.css';
import { vacancyQuery } from './vacancy-query';
import { SimilarVacancies } from './similar-vacancies';
import { VacancyText } from './vacancy-text';
import { AddressBlock, SalaryPositionLine } from './vacancy-place';
import { WriteToCompanyButton } from './write-to-company-button';
import { FavoriteButton } from '../lists/favorite-button';
import { HideMenu } from '../lists/hide-menu';
import { HIDDEN_PATH } from '../lists/list-queries';
import { LoadErrorCard } from '../ui/load-error-card';
import { ReportButton } from '../reports/report-button';
import { RiskWarning } from '../reports/risk-warning';
import { isApiError } from '@jobs/api-client';

export { createVacancyLoader } from './vacancy-loader';

const DESCRIPTION_META_LENGTH = 160;

/** `/vacancies/:id`: one published vacancy, its company and the way to write to it. */
export function VacancyPage() {
  const id = useLoaderData<ReturnType<typeof createVacancyLoader>>();
  const { data: vacancy, isPending, refetch, isRefetching, error } = useQuery(vacancyQuery(useApiClient(), id));
  const { t } = useLingui();

  if (vacancy) return <VacancyDetails vacancy={vacancy} />;
  if (isPending) return <Loader label={t`Loading the vacancy…`} />;
  if (isUnderReview(error)) {
    return (
      <Card aria-labelledby="vacancy-review-title">
        <PageMeta title={t`Vacancy under review`} noIndex />
        <h1 id="vacancy-review-title" className={styles.errorTitle}>
          <Trans>This vacancy is under review</Trans>
        </h1>
        <p>
          <Trans>People have reported it, and an editor is checking it. It is not shown in search meanwhile.</Trans>
        </p>
        <p>
          <Link to={lastSearchHref()}>
            <Trans>Back to vacancies</Trans>
          </Link>
        </p>
      </Card>
    );
  }
  return (
    <LoadErrorCard
      id="vacancy-error-title"
      title={<Trans>Could not load the vacancy</Trans>}
      heading="h1"
      headingClassName={styles.errorTitle}
      busy={isRefetching}
      onRetry={() => void refetch()}
    >
      <PageMeta title={t`Vacancy`} noIndex />
    </LoadErrorCard>
  );
}

export type VacancyDetailsProps = {
  vacancy: Vacancy;
};

/** The vacancy's content; the aside has room for more about the company and similar vacancies. */
export function VacancyDetails({ vacancy }: VacancyDetailsProps) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const cityName = useCityName();
  const metaPath = useMetaPath(`/vacancies/${vacancy.id}`);
  const taxNote = salaryTaxNote(vacancy, i18n);
  const open = vacancy.status === 'published';
  const imageBase = useImageBaseUrl();
  const [hidden, setHidden] = useState<'vacancy' | 'company'>();
  return (
    <article className={styles.page} aria-labelledby="vacancy-title">
      <PageMeta
        title={`${vacancy.title} · ${vacancy.company.name}`}
        description={vacancyDescription(i18n, { ...vacancy, city: cityName(vacancy.city) })}
        path={metaPath}
        ogType="article"
        image={vacancy.company.logo}
        noIndex={!open}
      />
      {open && (
        <JsonLd
          data={jobPostingJsonLd(vacancy, {
            origin: window.location.origin,
            logo: vacancy.company.logo
              ? shareableImageUrl(vacancy.company.logo, imageBase, window.location.origin)
              : null,
          })}
        />
      )}
      <div className={styles.content}>
        <Card className={styles.summary}>
          <h1 id="vacancy-title" className={styles.title}>
            {vacancy.title}
          </h1>
          <p className={styles.salary}>
            {formatSalary(vacancy, i18n)}
            {taxNote && <span className={styles.taxNote}> {taxNote}</span>}
          </p>
          <SalaryPositionLine vacancy={vacancy} />
          {open && vacancy.risk && (
            <RiskWarning risk={vacancy.risk} target={{ kind: 'vacancy', id: vacancy.id }} name={vacancy.title} />
          )}
          <dl className={styles.facts}>
            <div>
              <dt>
                <Trans>Company</Trans>
              </dt>
              <dd>
                <Link to={companyPath(vacancy.company.id)}>{vacancy.company.name}</Link>
                <VerifiedBadge verified={vacancy.company.verified} />
              </dd>
            </div>
            {vacancy.category && (
              <div>
                <dt>
                  <Trans>Category</Trans>
                </dt>
                <dd>{categoryName(vacancy.category, locale)}</dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>City</Trans>
              </dt>
              <dd>{cityName(vacancy.city)}</dd>
            </div>
            {vacancy.address && (
              <div className={styles.addressFact}>
                <dt>
                  <Trans>Address</Trans>
                </dt>
                <dd>
                  <AddressBlock address={vacancy.address} />
                </dd>
              </div>
            )}
            <div>
              <dt>
                <Trans>Experience</Trans>
              </dt>
              <dd>{experienceLabel(vacancy.experience, i18n)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Employment</Trans>
              </dt>
              <dd>{employmentLabel(vacancy.employment, i18n)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Schedule</Trans>
              </dt>
              <dd>{scheduleLabel(vacancy.schedule, i18n)}</dd>
            </div>
          </dl>
          {!open && (
            <p className={styles.closed}>
              <Trans>This vacancy is no longer open.</Trans>
            </p>
          )}
          {open && <ScreeningRequirements questions={vacancy.questions ?? []} />}
          {open && (
            <div className={styles.actions}>
              <ApplyButton vacancyId={vacancy.id} />
              <WriteToCompanyButton companyId={vacancy.company.id} vacancyId={vacancy.id} variant="secondary" />
              <FavoriteButton vacancy={vacancy} />
              <HideMenu vacancy={vacancy} onHidden={setHidden} />
            </div>
          )}
          {hidden && (
            <p role="status" className={styles.closed}>
              {hidden === 'vacancy' ? (
                <Trans>You hid this vacancy: it will not show in your search.</Trans>
              ) : (
                <Trans>You hid this company: its vacancies will not show in your search.</Trans>
              )}{' '}
              <Link to={HIDDEN_PATH}>
                <Trans>Undo</Trans>
              </Link>
            </p>
          )}
          {vacancy.published_at && <PublishedDate iso={vacancy.published_at} />}
          {open && <ReportButton target={{ kind: 'vacancy', id: vacancy.id }} name={vacancy.title} />}
        </Card>
        {vacancy.description.trim() && (
          <Card aria-labelledby="vacancy-description">
            <h2 id="vacancy-description" className={styles.sectionTitle}>
              <Trans>About the job</Trans>
            </h2>
            <VacancyText text={vacancy.description} />
          </Card>
        )}
        {vacancy.requirements.trim() && (
          <Card aria-labelledby="vacancy-requirements">
            <h2 id="vacancy-requirements" className={styles.sectionTitle}>
              <Trans>Requirements</Trans>
            </h2>
            <VacancyText text={vacancy.requirements} />
          </Card>
        )}
        {vacancy.conditions.trim() && (
          <Card aria-labelledby="vacancy-conditions">
            <h2 id="vacancy-conditions" className={styles.sectionTitle}>
              <Trans>Working conditions</Trans>
            </h2>
            <VacancyText text={vacancy.conditions} />
          </Card>
        )}
        {vacancy.skills.length > 0 && (
          <Card aria-labelledby="vacancy-skills">
            <h2 id="vacancy-skills" className={styles.sectionTitle}>
              <Trans>Skills</Trans>
            </h2>
            <ul className={styles.skills}>
              {vacancy.skills.map((skill) => (
                <li key={skill} className={styles.skill}>
                  {skill}
                </li>
              ))}
            </ul>
          </Card>
        )}
        {open && <SimilarVacancies vacancyId={vacancy.id} />}
      </div>
      {open && <ApplyDialogHost />}
      <aside className={styles.aside} aria-label={t`About the company`}>
        <CompanyCard company={vacancy.company} replyWithinDays={vacancy.reply_within_days} />
        <p>
          {/* Back to the search this tab made, with its words, filters and page. */}
          <Link to={lastSearchHref()}>
            <Trans>Back to vacancies</Trans>
          </Link>
        </p>
      </aside>
    </article>
  );
}

/** A vacancy held off search by reports answers 404 with `under_review` (issue 27). */
export const isUnderReview = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.data?.['under_review'] === true;

/** "Published May 1, 2024" / «Опубликована 1 мая 2024 г.». */
function PublishedDate({ iso }: { iso: string }) {
  const { i18n } = useLingui();
  const date = formatPublishedDate(iso, i18n);
  return (
    <p className={styles.published}>
      <Trans>
        Published <time dateTime={iso}>{date}</time>
      </Trans>
    </p>
  );
}

/** The vacancy's own words (the salary in the interface language's format). */
const vacancyDescription = (i18n: I18n, vacancy: Vacancy): string =>
  metaDescription(
    `${vacancy.title}, ${vacancy.company.name}, ${vacancy.city}. ${formatSalary(vacancy, i18n)}. ${vacancy.description}`,
    DESCRIPTION_META_LENGTH,
  );
