import { isApiError } from '@jobs/api-client';
import { Button, Card, FormError, Loader, PageMeta } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import type { requireRouteId } from '../route-id';
import { ApplicationCard } from './application-card';
import { APPLICATIONS_PATH } from './application-paths';
import { applicationQuery } from './application-queries';
import styles from './applications.module.css';
import { ApplicationAnswers } from './screening-questions';

/** `/applications/:id`: one application (where a status notification's View leads). */
export function ApplicationPage() {
  const id = useLoaderData<typeof requireRouteId>();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t } = useLingui();
  const query = applicationQuery(apiClient, id);
  const { data, isPending, error, refetch } = useQuery(query);
  const vacancyTitle = data?.vacancy.title;

  let content;
  if (data) {
    content = (
      <>
        <ApplicationCard
          application={data}
          headingLevel={1}
          onWithdrawn={(updated) => queryClient.setQueryData(query.queryKey, updated)}
        />
        <ApplicationAnswers answers={data.answers ?? []} />
      </>
    );
  } else if (isPending) content = <Loader label={t`Loading the application…`} />;
  else if (isApiError(error) && error.status === 404) {
    content = (
      <Card aria-labelledby="application-missing-title">
        <h1 id="application-missing-title">
          <Trans>Application not found</Trans>
        </h1>
        <p>
          <Trans>It does not exist or is not yours.</Trans>
        </p>
      </Card>
    );
  } else {
    content = (
      <FormError>
        <p>
          <Trans>Could not load the application.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </FormError>
    );
  }

  return (
    <>
      <PageMeta title={vacancyTitle ? t`Application: ${vacancyTitle}` : t`Application`} noIndex />
      <p className={styles.back}>
        <Link to={APPLICATIONS_PATH}>
          <Trans>← All applications</Trans>
        </Link>
      </p>
      {content}
    </>
  );
}
