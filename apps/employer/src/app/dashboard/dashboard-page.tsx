import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@jobs/auth';
import { CandidateChatsCard } from './candidate-chats-card';
import styles from './dashboard-page.module.css';

/** `/employer`: the employer's home. */
export function DashboardPage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));

  return (
    <>
      <PageTitle
        title="Dashboard"
        description={me.data ? `Hello, ${me.data.name}!` : 'Your company on the platform at a glance.'}
      />
      {me.isPending && <Loader label="Loading your account…" />}
      {me.isError && (
        <FormError>
          <p className={styles.errorText}>Could not load your account.</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {me.data && (
        <Card aria-labelledby="company-title">
          <h2 id="company-title" className={styles.sectionTitle}>
            Your company
          </h2>
          <p className={styles.text}>
            {me.data.company_id === null
              ? 'No company is linked to this account.'
              : `Company ID: ${me.data.company_id}`}
          </p>
        </Card>
      )}
      <CandidateChatsCard />
      <Card aria-labelledby="coming-title">
        <h2 id="coming-title" className={styles.sectionTitle}>
          Vacancies
        </h2>
        <p className={styles.text}>
          Your vacancies with their status and response counts will appear here. This part of the dashboard is being
          built.
        </p>
      </Card>
    </>
  );
}
