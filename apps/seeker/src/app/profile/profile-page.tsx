import { meQuery } from '@jobs/auth';
import { profileRoutes } from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { SignOutButton } from '../session/sign-out-button';
import { PROFILE_QUERY_KEY, ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/** `/profile`: the seeker's résumé (the guard sends signed-out visitors to /login). */
export function ProfilePage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(profileRoutes.get, undefined, { signal }),
  });

  return (
    <>
      <PageTitle
        title="Profile"
        description="Your résumé: recommendations are picked from it."
        actions={<SignOutButton variant="secondary" />}
      />
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
      {(profile.isPending || me.isPending) && <Loader label="Loading your résumé…" />}
      {profile.isError && (
        <FormError>
          <p className={styles.errorText}>Could not load your résumé.</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {profile.data && me.data && <ProfileForm profile={profile.data} userKey={String(me.data.id)} />}
    </>
  );
}
