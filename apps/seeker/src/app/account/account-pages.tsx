import { ForgotPasswordForm, ResetPasswordForm, VerifyEmailResult } from '@jobs/auth';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';

const BackToSignIn = () => (
  <Link to="/login">
    <Trans>Back to sign-in</Trans>
  </Link>
);

/** `/forgot-password`: the e-mail to send a reset link to. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthPanel
      title={t`Forgot your password?`}
      description={t`Enter the e-mail of your account: we will send a link to set a new password.`}
      footer={<BackToSignIn />}
    >
      <NoIndex />
      <ForgotPasswordForm role="seeker" />
    </AuthPanel>
  );
}

/** `/reset-password?token=…`: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthPanel title={t`A new password`} footer={<BackToSignIn />}>
      <NoIndex />
      <ResetPasswordForm
        role="seeker"
        token={token}
        signInLink={
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}

/** `/verify-email?token=…`: confirms the e-mail the link was sent to. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthPanel title={t`E-mail confirmation`}>
      <NoIndex />
      <VerifyEmailResult
        role="seeker"
        token={token}
        continueLink={
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}
