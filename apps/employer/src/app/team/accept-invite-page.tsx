import { AuthForm, useAuthForm } from '@jobs/auth';
import { acceptTeamInviteBodySchema, PASSWORD_MIN, teamRoutes, type AcceptTeamInviteBody } from '@jobs/contracts';
import { AuthPanel, FormError, TextField } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HOME_PATH } from '../guards';
import { useLocalizedPath } from '../localized-path';

/**
 * `/employer/accept-invite?token=…` (no layout), opened from the invitation e-mail: the invitee
 * names themselves and sets a password, and is signed in to the company's team. Without a token
 * (the in-app notification of an account that has the invited address links here bare: a
 * notification holds no bearer secret) it points to the e-mail's link.
 */
export function AcceptInvitePage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const homeHref = useLocalizedPath(HOME_PATH);
  const token = useSearchParams()[0].get('token') ?? '';
  const min = PASSWORD_MIN;
  const defaults: AcceptTeamInviteBody = { token, name: '', password: '' };
  const {
    register,
    handleAuthSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    route: teamRoutes.acceptInvite,
    schema: acceptTeamInviteBodySchema,
    defaultValues: defaults,
    kind: 'sign-up',
    onSuccess: () => navigate(HOME_PATH, { replace: true }),
  });

  return (
    <AuthPanel
      tone="employer"
      brand={t`Jobs for employers`}
      homePath={homeHref}
      title={t`Join your company's team`}
      description={t`You were invited to work with your company's vacancies and candidates. Choose your name and a password.`}
      footer={
        <Trans>
          Already have an account? <Link to="/employer/login">Sign in</Link>
        </Trans>
      }
    >
      {!token && (
        <FormError>
          <Trans>
            To join, open the link in the invitation e-mail sent to your address: the invitation is in that link.
          </Trans>
        </FormError>
      )}
      {errors.token && <FormError>{errors.token as never}</FormError>}
      <AuthForm label={t`Join the team`} onSubmit={handleAuthSubmit} error={errors.root?.server} busy={isSubmitting}>
        <input type="hidden" {...register('token')} />
        <TextField label={t`Your name`} autoComplete="name" error={errors.name} {...register('name')} />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least ${min} characters`}
          error={errors.password}
          {...register('password')}
        />
      </AuthForm>
    </AuthPanel>
  );
}
