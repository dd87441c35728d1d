import { SignInForm } from '@jobs/auth';
import { authRoutes } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../guards';
import { useLocalizedPath } from '../localized-path';

/** `/employer/login` (no layout, not indexed). */
export function LoginPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const homeHref = useLocalizedPath(HOME_PATH);
  const handleSignedIn = () => navigate(HOME_PATH, { replace: true });

  return (
    <AuthPanel
      accessibilityPath="/employer/accessibility"
      tone="employer"
      brand={t`Jobs for employers`}
      homePath={homeHref}
      title={t`Sign in`}
      description={t`Manage your company's vacancies and talk to candidates.`}
      footer={
        <Trans>
          New to the platform? <Link to="/employer/register">Register your company</Link>
        </Trans>
      }
    >
      <NoIndex />
      <SignInForm
        route={authRoutes.employer.login}
        onSuccess={handleSignedIn}
        forgotPasswordLink={
          <Link to="/employer/forgot-password">
            <Trans>Forgot your password?</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}
