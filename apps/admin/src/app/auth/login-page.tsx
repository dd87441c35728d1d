import { SignInForm } from '@jobs/auth';
import { authRoutes } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../guards';

/** `/edit-vacancies-list/login` (no layout): sign in only; editors are created with a command-line tool. */
export function LoginPage() {
  const navigate = useNavigate();
  const handleSignedIn = () => navigate(HOME_PATH, { replace: true });

  return (
    <AuthPanel
      tone="editor"
      brand="Jobs · Vacancy editor"
      homePath={HOME_PATH}
      title="Sign in"
      description="For platform staff. Editor accounts are created by an administrator."
    >
      <NoIndex />
      <SignInForm route={authRoutes.editor.login} onSuccess={handleSignedIn} emailAutoComplete="username" />
    </AuthPanel>
  );
}
