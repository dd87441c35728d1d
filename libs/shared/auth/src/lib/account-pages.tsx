import type { Role } from '@jobs/contracts';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ForgotPasswordForm, ResetPasswordForm, VerifyEmailResult } from './account-forms';

/** What the account pages of one app differ in: the audience (also the panel's tone) and its paths. */
export type AccountPageProps = {
  role: Role;
  /** The app's sign-in page (`/login`, `/employer/login`, …). */
  loginPath: string;
  /** The app's home page (`/`, `/employer`, …). */
  homePath: string;
};

const BackToSignIn = ({ loginPath }: { loginPath: string }) => (
  <Link to={loginPath}>
    <Trans>Back to sign-in</Trans>
  </Link>
);

const useToken = () => useSearchParams()[0].get('token') ?? '';

/** `…/forgot-password`: the e-mail to send a reset link to. */
export function ForgotPasswordPage({ role, loginPath }: Omit<AccountPageProps, 'homePath'>) {
  const { t } = useLingui();
  return (
    <AuthPanel
      tone={role}
      title={t`Forgot your password?`}
      description={t`Enter the e-mail of your account: we will send a link to set a new password.`}
      footer={<BackToSignIn loginPath={loginPath} />}
    >
      <NoIndex />
      <ForgotPasswordForm role={role} />
    </AuthPanel>
  );
}

/** `…/reset-password?token=…`: the page the e-mailed link opens. */
export function ResetPasswordPage({ role, loginPath }: Omit<AccountPageProps, 'homePath'>) {
  const { t } = useLingui();
  const token = useToken();
  return (
    <AuthPanel tone={role} title={t`A new password`} footer={<BackToSignIn loginPath={loginPath} />}>
      <NoIndex />
      <ResetPasswordForm
        role={role}
        token={token}
        signInLink={
          <Link to={loginPath}>
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}

/** `…/verify-email?token=…`: confirms the e-mail the link was sent to. */
export function VerifyEmailPage({ role, homePath }: Omit<AccountPageProps, 'loginPath'>) {
  const { t } = useLingui();
  const token = useToken();
  return (
    <AuthPanel tone={role} title={t`E-mail confirmation`}>
      <NoIndex />
      <VerifyEmailResult
        role={role}
        token={token}
        continueLink={
          <Link to={homePath}>
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}
