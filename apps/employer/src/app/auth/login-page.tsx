import { SignInForm } from '@jobs/auth';
import { authRoutes } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../guards';

/** `/employer/login` (no layout, not indexed). */
export function LoginPage() {
  const navigate = useNavigate();
  const handleSignedIn = () => navigate(HOME_PATH, { replace: true });

  return (
    <AuthPanel
      tone="employer"
      brand="Jobs for employers"
      homePath={HOME_PATH}
      title="Sign in"
      description="Manage your company's vacancies and talk to candidates."
      footer={
        <>
          New to the platform? <Link to="/employer/register">Register your company</Link>
        </>
      }
    >
      <NoIndex />
      <SignInForm route={authRoutes.employer.login} onSuccess={handleSignedIn} />
    </AuthPanel>
  );
}
