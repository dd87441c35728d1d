import type { Vacancy } from '@jobs/contracts';
import { Button, Card, jobPostingJsonLd, JsonLd, Loader, metaDescription, PageMeta } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router-dom';
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
import styles from './vacancy-page.module.css';
import { vacancyQuery } from './vacancy-query';
import { SimilarVacancies } from './similar-vacancies';
import { VacancyText } from './vacancy-text';
import { WriteToCompanyButton } from './write-to-company-button';

export { createVacancyLoader } from './vacancy-loader';

const DESCRIPTION_META_LENGTH = 160;

/** `/vacancies/:id`: one published vacancy, its company and the way to write to it. */
export function VacancyPage() {
  const id = useLoaderData<ReturnType<typeof createVacancyLoader>>();
  const { data: vacancy, isPending, refetch, isRefetching } = useQuery(vacancyQuery(useApiClient(), id));

  if (vacancy) return <VacancyDetails vacancy={vacancy} />;
  if (isPending) return <Loader label="Loading the vacancy…" />;
  return (
    <Card role="alert" aria-labelledby="vacancy-error-title">
      <PageMeta title="Vacancy" noIndex />
      <h1 id="vacancy-error-title" className={styles.errorTitle}>
        Could not load the vacancy
      </h1>
      <p>Check your connection and try again.</p>
      <Button busy={isRefetching} onClick={() => void refetch()}>
        Try again
      </Button>
    </Card>
  );
}

export type VacancyDetailsProps = {
  vacancy: Vacancy;
};

/** The vacancy's content; the aside has room for more about the company and similar vacancies. */
export function VacancyDetails({ vacancy }: VacancyDetailsProps) {
  const taxNote = salaryTaxNote(vacancy);
  const open = vacancy.status === 'published';
  return (
    <article className={styles.page} aria-labelledby="vacancy-title">
      <PageMeta
        title={`${vacancy.title} · ${vacancy.company.name}`}
        description={vacancyDescription(vacancy)}
        path={`/vacancies/${vacancy.id}`}
        ogType="article"
        image={vacancy.company.logo}
        noIndex={!open}
      />
      {open && <JsonLd data={jobPostingJsonLd(vacancy, window.location.origin)} />}
      <div className={styles.content}>
        <Card className={styles.summary}>
          <h1 id="vacancy-title" className={styles.title}>
            {vacancy.title}
          </h1>
          <p className={styles.salary}>
            {formatSalary(vacancy)}
            {taxNote && <span className={styles.taxNote}> {taxNote}</span>}
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Company</dt>
              <dd>{vacancy.company.name}</dd>
            </div>
            {vacancy.category && (
              <div>
                <dt>Category</dt>
                <dd>{vacancy.category.name_en}</dd>
              </div>
            )}
            <div>
              <dt>City</dt>
              <dd>{vacancy.city}</dd>
            </div>
            <div>
              <dt>Experience</dt>
              <dd>{experienceLabel(vacancy.experience)}</dd>
            </div>
            <div>
              <dt>Employment</dt>
              <dd>{employmentLabel(vacancy.employment)}</dd>
            </div>
            <div>
              <dt>Schedule</dt>
              <dd>{scheduleLabel(vacancy.schedule)}</dd>
            </div>
          </dl>
          {!open && <p className={styles.closed}>This vacancy is no longer open.</p>}
          {open && (
            <div className={styles.actions}>
              <WriteToCompanyButton companyId={vacancy.company.id} vacancyId={vacancy.id} />
            </div>
          )}
          {vacancy.published_at && (
            <p className={styles.published}>
              Published <time dateTime={vacancy.published_at}>{formatPublishedDate(vacancy.published_at)}</time>
            </p>
          )}
        </Card>
        {vacancy.description.trim() && (
          <Card aria-labelledby="vacancy-description">
            <h2 id="vacancy-description" className={styles.sectionTitle}>
              About the job
            </h2>
            <VacancyText text={vacancy.description} />
          </Card>
        )}
        {vacancy.requirements.trim() && (
          <Card aria-labelledby="vacancy-requirements">
            <h2 id="vacancy-requirements" className={styles.sectionTitle}>
              Requirements
            </h2>
            <VacancyText text={vacancy.requirements} />
          </Card>
        )}
        {vacancy.conditions.trim() && (
          <Card aria-labelledby="vacancy-conditions">
            <h2 id="vacancy-conditions" className={styles.sectionTitle}>
              Working conditions
            </h2>
            <VacancyText text={vacancy.conditions} />
          </Card>
        )}
        {vacancy.skills.length > 0 && (
          <Card aria-labelledby="vacancy-skills">
            <h2 id="vacancy-skills" className={styles.sectionTitle}>
              Skills
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
      <aside className={styles.aside} aria-label="About the company">
        <CompanyCard company={vacancy.company} />
        <p>
          <Link to="/vacancies">Back to vacancies</Link>
        </p>
      </aside>
    </article>
  );
}

const vacancyDescription = (vacancy: Vacancy): string =>
  metaDescription(
    `${vacancy.title}, ${vacancy.company.name}, ${vacancy.city}. ${formatSalary(vacancy)}. ${vacancy.description}`,
    DESCRIPTION_META_LENGTH,
  );
