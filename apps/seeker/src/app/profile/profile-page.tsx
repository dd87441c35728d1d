import { AccountDataSection, meQuery } from '@jobs/auth';
import type { Profile } from '@jobs/contracts';
import { Button, Card, Dialog, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { clearTemporaryCompanyChat } from '@jobs/chat';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApplyReturnNotice, useApplyReturn } from '../applications/apply-return-notice';
import { missingForApply } from '../applications/resume-readiness';
import { LOGIN_PATH } from '../guards';
import { FAVORITES_PATH, HIDDEN_PATH, SAVED_SEARCHES_PATH } from '../lists/list-queries';
import { SignOutButton } from '../session/sign-out-button';
import { ProfileForm } from './profile-form';
import { profileQuery } from './profile-query';
import styles from './profile-page.module.css';
import { ProfileViewsSection } from './profile-views-section';
import { VisibilitySection } from './visibility-section';
import { INVITATIONS_PATH } from '../invitations/invitation-queries';

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
  const [searchParams] = useSearchParams();
  const welcome = searchParams.get('welcome') === '1';
  // An application sent the seeker here for a missing field: once saved complete, back to it.
  const applyReturn = useApplyReturn();
  // The résumé's first save asks who may see it (no one until the seeker chooses).
  // Asked after the first save: the résumé saved then (an application waiting goes on after the answer).
  const [askVisibility, setAskVisibility] = useState<Profile | null>(null);
  const goOn = (saved: Profile) => {
    if (applyReturn && missingForApply(saved).length === 0) navigate(applyReturn.returnTo);
  };
  const handleSaved = (saved: Profile) => {
    if (profile.data?.updated_at === null) {
      setAskVisibility(saved);
      return;
    }
    goOn(saved);
  };
  const visibilityAnswered = () => {
    const saved = askVisibility;
    setAskVisibility(null);
    if (saved) goOn(saved);
  };

  return (
    <>
      <PageTitle
        title={t`Profile`}
        description={t`Your résumé: recommendations are picked from it.`}
        actions={<SignOutButton variant="secondary" />}
      />
      {applyReturn && <ApplyReturnNotice {...applyReturn} profile={profile.data} />}
      {welcome && !applyReturn && (
        <Card aria-labelledby="welcome-title" className={styles.welcome}>
          <h2 id="welcome-title" className={styles.sectionTitle}>
            <Trans>Welcome aboard!</Trans>
          </h2>
          <p>
            <Trans>
              Fill in your résumé: companies see it when you apply, and we pick recommendations from it. It takes a
              couple of minutes.
            </Trans>
          </p>
        </Card>
      )}
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
          <p className={styles.links}>
            <Link to={FAVORITES_PATH}>
              <Trans>Favourites</Trans>
            </Link>
            <Link to={SAVED_SEARCHES_PATH}>
              <Trans>Saved searches</Trans>
            </Link>
            <Link to={HIDDEN_PATH}>
              <Trans>Hidden vacancies and companies</Trans>
            </Link>
            <Link to={INVITATIONS_PATH}>
              <Trans>Invitations from companies</Trans>
            </Link>
          </p>
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
      {profile.data && profile.data.updated_at !== null && (
        <Card aria-labelledby="visibility-title">
          <h2 id="visibility-title" className={styles.sectionTitle}>
            <Trans>Visibility and job search</Trans>
          </h2>
          <VisibilitySection profile={profile.data} />
        </Card>
      )}
      {profile.data && profile.data.updated_at !== null && <ProfileViewsSection />}
      {askVisibility !== null && profile.data && (
        <Dialog labelledBy="first-visibility-title" onClose={visibilityAnswered}>
          <h2 id="first-visibility-title" className={styles.sectionTitle}>
            <Trans>Who may see your résumé?</Trans>
          </h2>
          <p className={styles.muted}>
            <Trans>Until you choose, only the companies you apply to see it.</Trans>
          </p>
          <VisibilitySection profile={profile.data} onSaved={visibilityAnswered} />
        </Dialog>
      )}
      {me.data && <AccountDataSection loginPath={LOGIN_PATH} onDeleted={clearTemporaryCompanyChat} />}
    </>
  );
}
