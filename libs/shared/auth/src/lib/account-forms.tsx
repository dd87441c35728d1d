import {
  accountRoutes,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  passwordSchema,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type Role,
  type VerifyEmailResult,
} from '@jobs/contracts';
import { TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { meQuery } from './me-query';
import { useAccountForm } from './use-account-form';

export type ForgotPasswordFormProps = { role: Role };

/** "Forgot password": the e-mail; then the same message whether or not it has an account. */
export function ForgotPasswordForm({ role }: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, onSubmit } = useAccountForm<ForgotPasswordBody>(
    forgotPasswordBodySchema,
    { email: '' },
    async (values) => {
      await apiClient.call(accountRoutes[role].forgotPassword, { body: values });
      setSentTo(values.email);
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (sentTo) {
    return (
      <p role="status" className={styles.notice}>
        <Trans>
          If an account with {sentTo} exists, we have sent a link to set a new password to it. The link works for one
          hour.
        </Trans>
      </p>
    );
  }
  return (
    <AuthForm label={t`Send the link`} onSubmit={onSubmit} error={errors.root?.server?.message} busy={isSubmitting}>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </AuthForm>
  );
}

const newPasswordSchema = z.object({ password: passwordSchema });

export type ResetPasswordFormProps = {
  role: Role;
  /** The token from the e-mailed link (`?token=`). */
  token: string;
  /** A link to the sign-in page, shown once the password is set. */
  signInLink: ReactNode;
};

/** The page the e-mailed link opens: a new password; then every session has ended, so sign in. */
export function ResetPasswordForm({ role, token, signInLink }: ResetPasswordFormProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const [done, setDone] = useState(false);
  // The token's own problem (used, expired) belongs to the form, not to the password field.
  const { form, onSubmit } = useAccountForm<{ password: string }>(
    newPasswordSchema,
    { password: '' },
    async ({ password }) => {
      await apiClient.call(accountRoutes[role].resetPassword, { body: { token, password } });
      setDone(true);
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  if (done) {
    return (
      <div role="status" className={styles.notice}>
        <p>
          <Trans>Your password is changed. Every device was signed out: sign in with the new password.</Trans>
        </p>
        {signInLink}
      </div>
    );
  }
  return (
    <AuthForm
      label={t`Set the new password`}
      onSubmit={onSubmit}
      error={errors.root?.server?.message}
      busy={isSubmitting}
    >
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
    </AuthForm>
  );
}

export type ChangePasswordFormProps = { role: Role };

/** Change password while signed in: the current one and a new one; the other sessions end. */
export function ChangePasswordForm({ role }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const [done, setDone] = useState(false);
  const { form, onSubmit } = useAccountForm<ChangePasswordBody>(
    changePasswordBodySchema,
    { current_password: '', new_password: '' },
    async (values, { reset }) => {
      setDone(false);
      await apiClient.call(accountRoutes[role].changePassword, { body: values });
      reset();
      setDone(true);
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  return (
    <>
      {done ? (
        <p role="status" className={styles.notice}>
          <Trans>The password is changed. Your other devices were signed out.</Trans>
        </p>
      ) : null}
      <AuthForm label={t`Change password`} onSubmit={onSubmit} error={errors.root?.server?.message} busy={isSubmitting}>
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
      </AuthForm>
    </>
  );
}

export type VerifyEmailNoticeProps = { role: Role };

/** For a signed-in user whose e-mail is not confirmed: a notice with "Send again". Nothing otherwise. */
export function VerifyEmailNotice({ role }: VerifyEmailNoticeProps) {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  if (!me.data || me.data.email_verified) return null;
  const resend = async () => {
    setState('sending');
    try {
      await apiClient.call(accountRoutes[role].resendVerification);
      setState('sent');
    } catch {
      setState('failed');
    }
  };
  const email = me.data.email;
  return (
    <section className={styles.verifyNotice} aria-live="polite">
      <p>
        {role === 'employer' ? (
          <Trans>
            Confirm your e-mail {email}: open the link we sent to it. Vacancies go to review only after that.
          </Trans>
        ) : (
          <Trans>Confirm your e-mail {email}: open the link we sent to it.</Trans>
        )}
      </p>
      {state === 'sent' ? (
        <p role="status">
          <Trans>We have sent a new link.</Trans>
        </p>
      ) : (
        <button type="button" className={styles.linkButton} onClick={resend} disabled={state === 'sending'}>
          <Trans>Send again</Trans>
        </button>
      )}
      {state === 'failed' ? (
        <p role="alert">
          <Trans>Could not send the link. Try again later.</Trans>
        </p>
      ) : null}
    </section>
  );
}

export type VerifyEmailResultProps = { role: Role; token: string; continueLink: ReactNode };

/** The page the verification link opens: confirms the e-mail once and says how it went. */
export function VerifyEmailResult({ role, token, continueLink }: VerifyEmailResultProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'working' | VerifyEmailResult['status'] | 'failed'>('working');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    apiClient
      .call(accountRoutes[role].verifyEmail, { body: { token } })
      .then((result) => {
        setState(result.status);
        void queryClient.invalidateQueries({ queryKey: ['users', 'me'] });
      })
      .catch(() => setState('failed'));
  }, [apiClient, queryClient, role, token]);
  return (
    <div role="status" className={styles.notice}>
      {state === 'working' ? (
        <p>
          <Trans>Confirming your e-mail…</Trans>
        </p>
      ) : state === 'verified' ? (
        <p>
          <Trans>Your e-mail is confirmed. Thank you!</Trans>
        </p>
      ) : state === 'already_verified' ? (
        <p>
          <Trans>Your e-mail is already confirmed: nothing more to do.</Trans>
        </p>
      ) : state === 'changed' ? (
        <p>
          <Trans>Your new e-mail is confirmed: sign in with it from now on.</Trans>
        </p>
      ) : (
        <p>
          <Trans>This link is not valid or has expired. Sign in and ask for a new one.</Trans>
        </p>
      )}
      {state === 'working' ? null : continueLink}
    </div>
  );
}
