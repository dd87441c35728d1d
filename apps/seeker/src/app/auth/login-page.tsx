import { SignInForm } from '@jobs/auth';
import { authRoutes } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styles from './login-page.module.css';
import { SignUpForm } from './sign-up-form';
import { loadSignedInRoot } from '../shell/seeker-root';
import { useReturnPath } from './use-return-path';

type Mode = 'sign-in' | 'sign-up';

const TABS: { mode: Mode; label: MessageDescriptor }[] = [
  { mode: 'sign-in', label: msg`Sign in` },
  { mode: 'sign-up', label: msg`Sign up` },
];

/** `/login`: sign in and sign up as a job seeker, as two tabs (`?mode=sign-up` opens the second). */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const mode: Mode = searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in';
  const baseId = useId();
  const { t, i18n } = useLingui();
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });
  // The signed-in frame's chunk loads while the form is filled in, so the page after it is not kept waiting.
  useEffect(() => {
    loadSignedInRoot().catch(() => undefined);
  }, []);

  const selectMode = (next: Mode) => {
    // Keeps the page to come back to (`?next=`) when switching tabs.
    const params = new URLSearchParams(searchParams);
    if (next === 'sign-up') params.set('mode', 'sign-up');
    else params.delete('mode');
    setSearchParams(params, { replace: true });
  };

  const handleSignedIn = () => navigate(returnPath, { replace: true });

  const handleTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Mode =
      event.key === 'Home' ? 'sign-in' : event.key === 'End' ? 'sign-up' : mode === 'sign-in' ? 'sign-up' : 'sign-in';
    selectMode(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <AuthPanel
      accessibilityPath="/accessibility"
      title={mode === 'sign-in' ? t`Sign in` : t`Create account`}
      description={t`Job seekers: find vacancies and chat with companies.`}
      footer={
        <Link to="/">
          <Trans>Back to the home page</Trans>
        </Link>
      }
    >
      <NoIndex />
      {searchParams.get('deleted') === '1' && (
        <p role="status" className={styles.deleted}>
          <Trans>Your account was deleted. Thank you for having been with us.</Trans>
        </p>
      )}
      <div role="tablist" aria-label={t`Account`} className={styles.tabs}>
        {TABS.map((tab) => (
          <button
            key={tab.mode}
            ref={(element) => {
              tabRefs.current[tab.mode] = element;
            }}
            id={`${baseId}-${tab.mode}-tab`}
            type="button"
            role="tab"
            aria-selected={mode === tab.mode}
            aria-controls={`${baseId}-panel`}
            tabIndex={mode === tab.mode ? 0 : -1}
            className={styles.tab}
            onClick={() => selectMode(tab.mode)}
            onKeyDown={handleTabKeyDown}
          >
            {i18n._(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${mode}-tab`}>
        {mode === 'sign-in' ? (
          <SignInForm
            route={authRoutes.seeker.login}
            onSuccess={handleSignedIn}
            forgotPasswordLink={
              <Link to="/forgot-password">
                <Trans>Forgot your password?</Trans>
              </Link>
            }
          />
        ) : (
          <SignUpForm />
        )}
      </div>
    </AuthPanel>
  );
}
