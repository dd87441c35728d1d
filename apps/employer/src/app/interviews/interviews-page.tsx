import { interviewRoutes } from '@jobs/contracts';
import { InterviewWeek, zonedWeek } from '@jobs/chat';
import { Button, FormError, Loader, NoIndex, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { candidatePath } from '../candidates/candidate-paths';
import styles from './interviews.module.css';

const WEEK_MS = 7 * 86_400_000;

/** `?week=2026-11-30` (any day of the week), else this week. */
const readWeek = (params: URLSearchParams): Date => {
  const value = params.get('week');
  const parsed = value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T12:00:00Z`) : NaN;
  return Number.isNaN(parsed) ? new Date() : new Date(parsed);
};

const weekParam = (date: Date) => date.toISOString().slice(0, 10);

/** `/employer/interviews`: the company's interviews as a week, Monday to Sunday in the employer's zone. */
export function InterviewsPage() {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const at = readWeek(params);
  // The zone is the employer's own (the API says it with every list); Moscow until it has.
  const zoneQuery = useQuery({
    queryKey: ['interviews', 'employer', 'zone'],
    queryFn: ({ signal }) =>
      apiClient.call(
        interviewRoutes.employerList,
        { query: { from: new Date().toISOString(), to: new Date().toISOString() } },
        { signal },
      ),
    staleTime: 300_000,
  });
  const timeZone = zoneQuery.data?.time_zone ?? 'Europe/Moscow';
  const { start, end } = zonedWeek(at, timeZone);
  const week = useQuery({
    queryKey: ['interviews', 'employer', 'week', start.toISOString(), timeZone],
    queryFn: ({ signal }) =>
      apiClient.call(
        interviewRoutes.employerList,
        { query: { from: start.toISOString(), to: end.toISOString() } },
        { signal },
      ),
    enabled: zoneQuery.isSuccess,
    placeholderData: keepPreviousData,
  });
  const range = new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-US' : 'ru-RU', {
    timeZone,
    day: 'numeric',
    month: 'long',
  });
  const label = `${range.format(start)} — ${range.format(new Date(end.getTime() - 1))}`;
  const go = (date: Date) => setParams(new URLSearchParams({ week: weekParam(date) }));

  return (
    <>
      <NoIndex />
      <PageTitle
        title={t`Interviews`}
        description={t`The company's interviews this week, in your time zone (${timeZone}).`}
      />
      <div className={styles.nav} role="group" aria-label={t`Week`}>
        <Button variant="secondary" onClick={() => go(new Date(start.getTime() - WEEK_MS + 43_200_000))}>
          <Trans>Previous week</Trans>
        </Button>
        <strong aria-live="polite">{label}</strong>
        <Button variant="secondary" onClick={() => go(new Date(start.getTime() + WEEK_MS + 43_200_000))}>
          <Trans>Next week</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setParams(new URLSearchParams())}>
          <Trans>This week</Trans>
        </Button>
      </div>
      {zoneQuery.isError || week.isError ? (
        <FormError>
          <p>
            <Trans>Could not load the interviews.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void week.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </FormError>
      ) : !week.data ? (
        <Loader label={t`Loading the interviews…`} />
      ) : (
        <InterviewWeek
          at={at}
          timeZone={timeZone}
          items={week.data.items.filter((item) => item.status !== 'cancelled')}
          renderLink={(interview, children, className) => (
            <Link to={candidatePath(interview.application_id)} className={className}>
              {children}
            </Link>
          )}
        />
      )}
    </>
  );
}
