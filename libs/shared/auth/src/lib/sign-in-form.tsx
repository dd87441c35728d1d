import type { SignInRoute } from '@jobs/api-client';
import { loginBodySchema, type LoginBody } from '@jobs/contracts';
import { TextField } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { useAuthForm } from './use-auth-form';

export type SignInFormProps = {
  /** The audience's login route (`authRoutes.seeker.login`, `authRoutes.employer.login`...). */
  route: SignInRoute;
  /** Runs once signed in: where the app goes next. */
  onSuccess: () => void;
  /** `username` where the browser should offer saved staff accounts rather than any e-mail. */
  emailAutoComplete?: 'email' | 'username';
  /** The app's «Forgot password?» link (a router link to its forgot-password page), under the password. */
  forgotPasswordLink?: ReactNode;
};

const EMPTY: LoginBody = { email: '', password: '' };

/** E-mail and password, "Sign in"; a refused login or a field rule shows on the form. */
export function SignInForm({ route, onSuccess, emailAutoComplete = 'email', forgotPasswordLink }: SignInFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleAuthSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm({ route, schema: loginBodySchema, defaultValues: EMPTY, kind: 'sign-in', onSuccess });

  return (
    <AuthForm label={t`Sign in`} onSubmit={handleAuthSubmit} error={errors.root?.server} busy={isSubmitting}>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete={emailAutoComplete}
        error={errors.email}
        {...register('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...register('password')}
      />
      {forgotPasswordLink ? <div className={styles.forgot}>{forgotPasswordLink}</div> : null}
    </AuthForm>
  );
}
