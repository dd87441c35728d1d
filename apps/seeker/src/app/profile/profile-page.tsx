import { meQuery } from '@jobs/auth';
import type { Profile } from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ApplyReturnNotice, useApplyReturn } from '../applications/apply-return-notice';
import { missingForApply } from '../applications/resume-readiness';
import { SignOutButton } from '../session/sign-out-button';
import { ProfileForm } from './profile-form';
import { profileQuery } from './profile-query';
import styles from './profile-page.module.css';

/**
 * `/profile`: the seeker's résumé (the guard sends signed-out visitors to /login). Opened from an
 * application whose résumé lacks a field, it says what is missing and goes back once it is saved.
 */
export function ProfilePage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const { t } = useLingui();
  const profile = useQuery(profileQuery(apiClient));
  const navigate = useNavigate();
  // An application sent the seeker here for a missing field: once saved complete, back to it.
  const applyReturn = useApplyReturn();
  const handleSaved = (saved: Profile) => {
    if (applyReturn && missingForApply(saved).length === 0) navigate(applyReturn.returnTo);
  };

  return (
    <>
      <PageTitle
        title={t`Profile`}
        description={t`Your résumé: recommendations are picked from it.`}
        actions={<SignOutButton variant="secondary" />}
      />
      {applyReturn && <ApplyReturnNotice {...applyReturn} profile={profile.data} />}
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
      {profile.data && me.data && (
        <ProfileForm profile={profile.data} userKey={String(me.data.id)} onSaved={handleSaved} />
      )}
    </>
  );
}
