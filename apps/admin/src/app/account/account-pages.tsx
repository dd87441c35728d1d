import { ForgotPasswordForm, ResetPasswordForm, VerifyEmailResult } from '@jobs/auth';
import { AuthPanel, NoIndex } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';

const BackToSignIn = () => (
  <Link to="/edit-vacancies-list/login">
    <Trans>Back to sign-in</Trans>
  </Link>
);

/** `/edit-vacancies-list/forgot-password`: the e-mail to send a reset link to. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  return (
    <AuthPanel
      tone="editor"
      title={t`Forgot your password?`}
      description={t`Enter the e-mail of your account: we will send a link to set a new password.`}
      footer={<BackToSignIn />}
    >
      <NoIndex />
      <ForgotPasswordForm role="editor" />
    </AuthPanel>
  );
}

/** `/edit-vacancies-list/reset-password?token=…`: the page the e-mailed link opens. */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthPanel tone="editor" title={t`A new password`} footer={<BackToSignIn />}>
      <NoIndex />
      <ResetPasswordForm
        role="editor"
        token={token}
        signInLink={
          <Link to="/edit-vacancies-list/login">
            <Trans>Sign in</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}

/** `/edit-vacancies-list/verify-email?token=…`: confirms the e-mail the link was sent to. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <AuthPanel tone="editor" title={t`E-mail confirmation`}>
      <NoIndex />
      <VerifyEmailResult
        role="editor"
        token={token}
        continueLink={
          <Link to="/edit-vacancies-list">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </AuthPanel>
  );
}
