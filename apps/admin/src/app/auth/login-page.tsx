import { SignInForm } from '@jobs/auth';
import { authRoutes } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../guards';
import { useLocalizedPath } from '../localized-path';

/** `/edit-vacancies-list/login` (no layout): sign in only; editors are created with a command-line tool. */
export function LoginPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const homeHref = useLocalizedPath(HOME_PATH);
  const handleSignedIn = () => navigate(HOME_PATH, { replace: true });

  return (
    <AuthPanel
      accessibilityPath="/edit-vacancies-list/accessibility"
      tone="editor"
      brand={t`Jobs · Vacancy editor`}
      homePath={homeHref}
      title={t`Sign in`}
      description={t`For platform staff. Editor accounts are created by an administrator.`}
    >
      <NoIndex />
      <SignInForm
        route={authRoutes.editor.login}
        onSuccess={handleSignedIn}
        emailAutoComplete="username"
        forgotPasswordLink={
          <Link to="/edit-vacancies-list/forgot-password">
            <Trans>Forgot your password?</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}
