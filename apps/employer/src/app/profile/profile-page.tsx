import { SignOutButton } from '@jobs/auth';
import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { meQuery } from '@jobs/auth';
import styles from './profile-page.module.css';
import { LOGIN_PATH } from '../guards';

/** `/employer/profile`: the employer's account and, later, the company's details. */
export function ProfilePage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));

  return (
    <>
      <PageTitle title="Profile" actions={<SignOutButton variant="secondary" loginPath={LOGIN_PATH} />} />
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
        <Card aria-labelledby="account-title">
          <h2 id="account-title" className={styles.sectionTitle}>
            Account
          </h2>
          <dl className={styles.details}>
            <dt>Name</dt>
            <dd>{me.data.name}</dd>
            <dt>E-mail</dt>
            <dd>{me.data.email}</dd>
            <dt>Company ID</dt>
            <dd>{me.data.company_id ?? '—'}</dd>
          </dl>
        </Card>
      )}
      <Card aria-labelledby="company-title">
        <h2 id="company-title" className={styles.sectionTitle}>
          Company
        </h2>
        <p className={styles.muted}>
          The company&apos;s name, logo, description, website, city and industry will be edited here. This part of the
          profile is being built.
        </p>
      </Card>
    </>
  );
}
