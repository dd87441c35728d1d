import {
  cityName,
  EXPERIENCE_LEVELS,
  JOB_SEARCH_STATUSES,
  RESUME_UPDATED_WITHIN_DAYS,
  resumeRoutes,
  SCHEDULES,
  type ResumeCard,
  type ResumeSearchQuery,
} from '@jobs/contracts';
import {
  Button,
  Card,
  experienceLabel,
  FormError,
  Loader,
  PageMeta,
  PageTitle,
  Pagination,
  scheduleLabel,
  SelectField,
  TextField,
} from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { jobSearchStatusLabel } from './job-search-status';
import { RESUME_FILTER_KEYS, readResumeSearch, resumePath, resumeSearchHref } from './resume-paths';
import styles from './resumes.module.css';

const LANGUAGES = ['en', 'ru', 'de', 'fr', 'es', 'zh'] as const;

type FormState = {
  q: string;
  city: string;
  salary_to: string;
  experience: string;
  schedule: string;
  skills: string;
  language: string;
  job_search_status: string;
  updated_within_days: string;
  sort: string;
};

/** The filters folded on a phone: the URL's, but the words, the order and the page. */
const FILTER_KEYS = RESUME_FILTER_KEYS.filter(
  (key): key is Exclude<(typeof RESUME_FILTER_KEYS)[number], 'q' | 'sort' | 'page'> =>
    key !== 'q' && key !== 'sort' && key !== 'page',
);

const toForm = (query: ResumeSearchQuery): FormState => ({
  q: query.q ?? '',
  city: query.city ?? '',
  salary_to: query.salary_to === undefined ? '' : String(query.salary_to),
  experience: query.experience ?? '',
  schedule: query.schedule ?? '',
  skills: (query.skills ?? []).join(', '),
  language: query.language ?? '',
  job_search_status: query.job_search_status ?? '',
  updated_within_days: query.updated_within_days === undefined ? '' : String(query.updated_within_days),
  sort: query.sort,
});

/** `/employer/resumes`: the résumés visible to the company, by words and filters, with counts and pages. */
export function ResumeSearchPage() {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = readResumeSearch(params);
  const current = toForm(query);
  const [form, setForm] = useState<FormState>(current);
  const [formKey, setFormKey] = useState(params.toString());
  if (formKey !== params.toString()) {
    setFormKey(params.toString());
    setForm(current);
  }
  const result = useQuery({
    queryKey: ['employer-resumes', query],
    queryFn: ({ signal }) => apiClient.call(resumeRoutes.search, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
  const hrefWith = (changes: Partial<FormState> & { page?: number }) =>
    resumeSearchHref({ ...current, page: 1, ...changes });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(resumeSearchHref({ ...form, page: 1 }));
  };
  const set = (key: keyof FormState) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });
  const any = { value: '', label: t`Any` };
  const pageCount = result.data ? Math.min(Math.ceil(result.data.total / query.per_page), 500) : 0;
  const facets = result.data?.facets;
  // On a phone the filters fold under one button (the words and Search stay), so the first screen
  // shows résumés, as the vacancy search does.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filterCount = FILTER_KEYS.filter((key) => current[key] !== '').length;

  return (
    <>
      <PageMeta title={t`Résumé database`} noIndex />
      <PageTitle
        title={t`Résumé database`}
        description={t`Seekers who let employers find them. Open a résumé to invite the person to a vacancy.`}
      />
      <div className={styles.layout}>
        <Card aria-label={t`Filters`}>
          <form className={styles.filters} onSubmit={submit} role="search">
            <TextField label={t`Words`} placeholder={t`Position, skills`} value={form.q} onChange={set('q')} />
            <button
              type="button"
              className={styles.filtersToggle}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
            </button>
            <div id={filtersId} className={styles.filtersBody} data-open={filtersOpen}>
              <TextField label={t`City`} value={form.city} onChange={set('city')} />
              <TextField
                label={t`Salary expectation up to, ₽`}
                inputMode="numeric"
                value={form.salary_to}
                onChange={set('salary_to')}
              />
              <SelectField
                label={t`Experience`}
                value={form.experience}
                onChange={set('experience')}
                options={[any, ...EXPERIENCE_LEVELS.map((value) => ({ value, label: experienceLabel(value, i18n) }))]}
              />
              <SelectField
                label={t`Schedule`}
                value={form.schedule}
                onChange={set('schedule')}
                options={[any, ...SCHEDULES.map((value) => ({ value, label: scheduleLabel(value, i18n) }))]}
              />
              <TextField label={t`Skills`} hint={t`Comma-separated`} value={form.skills} onChange={set('skills')} />
              <SelectField
                label={t`Language`}
                value={form.language}
                onChange={set('language')}
                options={[
                  any,
                  ...LANGUAGES.map((code) => ({
                    value: code,
                    label: new Intl.DisplayNames([i18n.locale], { type: 'language' }).of(code) ?? code,
                  })),
                ]}
              />
              <SelectField
                label={t`Job search`}
                value={form.job_search_status}
                onChange={set('job_search_status')}
                options={[
                  any,
                  ...JOB_SEARCH_STATUSES.map((value) => ({ value, label: jobSearchStatusLabel(value, i18n) })),
                ]}
              />
              <SelectField
                label={t`Updated within`}
                value={form.updated_within_days}
                onChange={set('updated_within_days')}
                options={[
                  any,
                  ...RESUME_UPDATED_WITHIN_DAYS.map((days) => ({
                    value: String(days),
                    label: t`${days} days`,
                  })),
                ]}
              />
              <SelectField
                label={t`Sort`}
                value={form.sort}
                onChange={set('sort')}
                options={[
                  { value: 'relevance', label: t`By relevance` },
                  { value: 'fresh', label: t`Recently updated first` },
                ]}
              />
            </div>
            <Button type="submit">
              <Trans>Search</Trans>
            </Button>
          </form>
          {facets && (
            <div className={`${styles.filters} ${styles.filtersBody}`} data-open={filtersOpen}>
              <Facet
                title={t`Cities`}
                buckets={facets.city.map((bucket) => ({
                  ...bucket,
                  label: cityName(bucket.value, i18n.locale),
                  href: hrefWith({ city: bucket.value }),
                }))}
              />
              <Facet
                title={t`Experience`}
                buckets={facets.experience.map((bucket) => ({
                  ...bucket,
                  label: experienceLabel(bucket.value as (typeof EXPERIENCE_LEVELS)[number], i18n),
                  href: hrefWith({ experience: bucket.value }),
                }))}
              />
              <Facet
                title={t`Job search`}
                buckets={facets.job_search_status.map((bucket) => ({
                  ...bucket,
                  label: jobSearchStatusLabel(bucket.value as (typeof JOB_SEARCH_STATUSES)[number], i18n),
                  href: hrefWith({ job_search_status: bucket.value }),
                }))}
              />
            </div>
          )}
        </Card>
        <section className={styles.results} aria-label={t`Résumés`}>
          {result.isPending && <Loader label={t`Searching…`} />}
          {result.isError && (
            <FormError>
              <Trans>Could not load the résumés.</Trans>{' '}
              <Button variant="secondary" onClick={() => void result.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            </FormError>
          )}
          {result.data && (
            <>
              <p className={styles.muted} role="status">
                {result.data.total_relation === 'gte' ? (
                  <Plural value={result.data.total} one="Over # résumé found" other="Over # résumés found" />
                ) : (
                  <Plural value={result.data.total} one="# résumé found" other="# résumés found" />
                )}
                {result.data.corrected && (
                  <>
                    {' '}
                    <Trans>
                      Searched for <Link to={hrefWith({ q: result.data.corrected })}>{result.data.corrected}</Link>
                    </Trans>
                  </>
                )}
              </p>
              <ul className={styles.list}>
                {result.data.items.map((card) => (
                  <li key={card.seeker_id}>
                    <ResumeCardView card={card} />
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <Pagination
                  page={query.page}
                  pageCount={pageCount}
                  hrefFor={(page) => resumeSearchHref({ ...current, page })}
                />
              )}
            </>
          )}
        </section>
      </div>
    </>
  );
}

function Facet({
  title,
  buckets,
}: {
  title: string;
  buckets: Array<{ value: string; count: number; label: string; href: string }>;
}) {
  if (buckets.length === 0) return null;
  return (
    <div>
      <h2 className={styles.facetTitle}>{title}</h2>
      <ul className={styles.facet}>
        {buckets.map((bucket) => (
          <li key={bucket.value}>
            <Link to={bucket.href}>{bucket.label}</Link>
            <span>{bucket.count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResumeCardView({ card }: { card: ResumeCard }) {
  const { t, i18n } = useLingui();
  const updated = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' }).format(
    new Date(card.updated_at),
  );
  const salary =
    card.salary === null
      ? null
      : new Intl.NumberFormat(i18n.locale, {
          style: 'currency',
          currency: card.salary.currency,
          maximumFractionDigits: 0,
        }).format(card.salary.amount);
  return (
    <Card aria-labelledby={`resume-${card.seeker_id}`}>
      <div className={styles.cardHead}>
        <h3 id={`resume-${card.seeker_id}`} className={styles.cardTitle}>
          <Link to={resumePath(card.seeker_id)}>{card.desired_position || t`Position not given`}</Link>
        </h3>
        {salary && <strong>{salary}</strong>}
      </div>
      <p className={styles.muted}>
        {card.name ?? t`Anonymous candidate`}
        {card.city && ` · ${cityName(card.city, i18n.locale)}`}
        {card.experience && ` · ${experienceLabel(card.experience, i18n)}`}
      </p>
      <p className={styles.muted}>
        <span className={styles.status}>{jobSearchStatusLabel(card.job_search_status, i18n)}</span> ·{' '}
        <Trans>updated {updated}</Trans>
      </p>
      {card.skills.length > 0 && (
        <ul className={styles.skills} aria-label={t`Skills`}>
          {card.skills.slice(0, 8).map((skill) => (
            <li key={skill}>{skill}</li>
          ))}
        </ul>
      )}
    </Card>
  );
}
