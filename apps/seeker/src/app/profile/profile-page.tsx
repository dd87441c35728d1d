import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@jobs/auth';
import { SignOutButton } from '../session/sign-out-button';
import styles from './profile-page.module.css';

export function ProfilePage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));

  return (
    <>
      <PageTitle title="Profile" actions={<SignOutButton variant="secondary" />} />
      {me.isPending && <Loader label="Loading your profile…" />}
      {me.isError && (
        <FormError>
          <p className={styles.errorText}>Could not load your profile.</p>
          <Button variant="secondary" onClick={() => void me.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {me.data && (
        <Card aria-labelledby="account-title">
          <h2 id="account-title" className={styles.sectionTitle}>
            Account
          </h2>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>{me.data.name}</dd>
            <dt>E-mail</dt>
            <dd>{me.data.email}</dd>
          </dl>
        </Card>
      )}
      <Card aria-labelledby="resume-title">
        <h2 id="resume-title" className={styles.sectionTitle}>
          Résumé
        </h2>
        <p className={styles.muted}>
          Your position, city, citizenship, salary expectation, skills, experience, education and languages will be
          edited here. This part of the profile is being built.
        </p>
      </Card>
    </>
  );
}
