import {
  APPLICATION_STATUSES,
  APPLICATIONS_PER_PAGE,
  applicationStatusSchema,
  type ApplicationStatus,
} from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, Loader, PageMeta, PageTitle, Pagination } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STATUS_LABELS } from './application-labels';
import { APPLICATIONS_PATH } from './application-paths';
import { applicationsQuery } from './application-queries';
import { ApplicationCard } from './application-card';
import { SeekerInterviews } from './seeker-interviews';
import styles from './applications.module.css';

const MAX_PAGE = 500;

const readFilter = (params: URLSearchParams): { status?: ApplicationStatus; page: number } => {
  const status = applicationStatusSchema.safeParse(params.get('status'));
  const page = Number(params.get('page'));
  return {
    status: status.success ? status.data : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
};

const hrefOf = (filter: { status?: ApplicationStatus; page?: number }): string => {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page && filter.page > 1) params.set('page', String(filter.page));
  const query = params.toString();
  return query ? `${APPLICATIONS_PATH}?${query}` : APPLICATIONS_PATH;
};

/** `/applications`: every application of the seeker, newest first, with its steps; filter by status. */
export function ApplicationsPage() {
  const apiClient = useApiClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { t, i18n } = useLingui();
  const selectId = useId();
  const { data, isPending, isError, isFetching, refetch } = useQuery({
    ...applicationsQuery(apiClient, filter),
    placeholderData: keepPreviousData,
  });
  const total = data?.total;
  const pageCount = data ? Math.min(Math.ceil(data.total / APPLICATIONS_PER_PAGE), MAX_PAGE) : 0;

  const handleStatus = (value: string) => {
    const status = applicationStatusSchema.safeParse(value);
    setParams(new URLSearchParams(hrefOf({ status: status.success ? status.data : undefined }).split('?')[1] ?? ''));
  };

  return (
    <>
      <PageMeta title={t`Applications`} noIndex />
      <PageTitle title={t`My applications`} description={t`Every vacancy you applied to and where it stands.`} />
      <SeekerInterviews />
      <div className={styles.toolbar}>
        <p role="status" className={styles.muted}>
          {total !== undefined && <Plural value={total} one="# application" other="# applications" />}
        </p>
        <div className={styles.filter}>
          <label htmlFor={selectId}>
            <Trans>Status</Trans>
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={filter.status ?? ''}
            onChange={(event) => handleStatus(event.target.value)}
          >
            <option value="">{t`All`}</option>
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isError && !data ? (
        <FormError>
          <p>
            <Trans>Could not load your applications.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </FormError>
      ) : isPending || !data ? (
        <Loader label={t`Loading your applications…`} />
      ) : data.items.length === 0 ? (
        <Card className={styles.empty} aria-labelledby="applications-empty-title">
          {filter.status ? (
            <>
              <h2 id="applications-empty-title">
                <Trans>No applications with this status</Trans>
              </h2>
              <p>
                <Link to={APPLICATIONS_PATH}>
                  <Trans>Show all applications</Trans>
                </Link>
              </p>
            </>
          ) : (
            <>
              <h2 id="applications-empty-title">
                <Trans>You have not applied anywhere yet</Trans>
              </h2>
              <p>
                <Trans>Find a vacancy you like and press Apply: the company will see your résumé.</Trans>
              </p>
              <ButtonLink to="/vacancies">
                <Trans>Find vacancies</Trans>
              </ButtonLink>
            </>
          )}
        </Card>
      ) : (
        <div aria-busy={isFetching || undefined}>
          <ul className={styles.list} aria-label={t`Applications`}>
            {data.items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            hrefFor={(page) => hrefOf({ status: filter.status, page })}
            label={t`Application pages`}
          />
        </div>
      )}
    </>
  );
}
