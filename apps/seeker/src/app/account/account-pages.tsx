import { ForgotPasswordPage as Forgot, ResetPasswordPage as Reset, VerifyEmailPage as Verify } from '@jobs/auth';
import { HOME_PATH, LOGIN_PATH } from '../guards';

// The seeker's account pages: the shared pages of @jobs/auth with this app's role and paths.

/** `/forgot-password`: the e-mail to send a reset link to. */
export const ForgotPasswordPage = () => <Forgot role="seeker" loginPath={LOGIN_PATH} />;

/** `/reset-password?token=…`: the page the e-mailed link opens. */
export const ResetPasswordPage = () => <Reset role="seeker" loginPath={LOGIN_PATH} />;

/** `/verify-email?token=…`: confirms the e-mail the link was sent to. */
export const VerifyEmailPage = () => <Verify role="seeker" homePath={HOME_PATH} />;
