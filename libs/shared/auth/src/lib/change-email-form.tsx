import { accountRoutes, changeEmailBodySchema, type ChangeEmailBody, type Role } from '@jobs/contracts';
import { TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuthForm } from './auth-form';
import styles from './auth-form.module.css';
import { meQuery } from './me-query';
import { useAccountForm } from './use-account-form';

export type ChangeEmailFormProps = { role: Role };

/**
 * Change the e-mail address while signed in: the new address and the current password. A link
 * goes to the new address (the account moves there once it is opened) and a notice to the old
 * one; this device stays signed in.
 */
export function ChangeEmailForm({ role }: ChangeEmailFormProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const [sentTo, setSentTo] = useState<string | undefined>();
  const { form, onSubmit } = useAccountForm<ChangeEmailBody>(
    changeEmailBodySchema,
    { new_email: '', current_password: '' },
    async (values, { reset }) => {
      setSentTo(undefined);
      await apiClient.call(accountRoutes[role].changeEmail, { body: values });
      reset();
      setSentTo(values.new_email);
    },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const current = me.data?.email;
  return (
    <div className={styles.notice}>
      {current ? (
        <p>
          <Trans>Your e-mail now: {current}</Trans>
        </p>
      ) : null}
      {sentTo ? (
        <p role="status">
          <Trans>
            We have sent a link to {sentTo}: open it to sign in with this address from now on. Until then your e-mail
            stays as it is.
          </Trans>
        </p>
      ) : null}
      <AuthForm label={t`Change e-mail`} onSubmit={onSubmit} error={errors.root?.server?.message} busy={isSubmitting}>
        <TextField
          label={t`New e-mail`}
          type="email"
          autoComplete="email"
          error={errors.new_email?.message}
          {...register('new_email')}
        />
        <TextField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
      </AuthForm>
    </div>
  );
}
