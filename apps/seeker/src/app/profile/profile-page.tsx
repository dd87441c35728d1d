import { meQuery } from '@jobs/auth';
import { profileRoutes } from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { SignOutButton } from '../session/sign-out-button';
import { PROFILE_QUERY_KEY, ProfileForm } from './profile-form';
import styles from './profile-page.module.css';

/** `/profile`: the seeker's résumé (the guard sends signed-out visitors to /login). */
export function ProfilePage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const { t } = useLingui();
  const profile = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(profileRoutes.get, undefined, { signal }),
  });

  return (
    <>
      <PageTitle
        title={t`Profile`}
        description={t`Your résumé: recommendations are picked from it.`}
        actions={<SignOutButton variant="secondary" />}
      />
      {me.data && (
        <Card aria-labelledby="account-title">
          <h2 id="account-title" className={styles.sectionTitle}>
            <Trans>Account</Trans>
          </h2>
          <dl className={styles.details}>
            <dt>
              <Trans>Name</Trans>
            </dt>
            <dd>{me.data.name}</dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd>{me.data.email}</dd>
          </dl>
        </Card>
      )}
      {(profile.isPending || me.isPending) && <Loader label={t`Loading your résumé…`} />}
      {profile.isError && (
        <FormError>
          <p className={styles.errorText}>
            <Trans>Could not load your résumé.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </FormError>
      )}
      {profile.data && me.data && <ProfileForm profile={profile.data} userKey={String(me.data.id)} />}
    </>
  );
}
