import { AuthForm, NewAccountFields, useAuthForm } from '@jobs/auth';
import { authRoutes, employerRegisterBodySchema, type EmployerRegisterBody } from '@jobs/contracts';
import { AuthPanel, TextField } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { HOME_PATH } from '../guards';
import { useLocalizedPath } from '../localized-path';

const EMPTY: EmployerRegisterBody = { name: '', email: '', password: '', company_name: '' };

/** `/employer/register` (no layout): creates the company and its first employer account. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const homeHref = useLocalizedPath(HOME_PATH);
  const {
    register,
    handleAuthSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    route: authRoutes.employer.register,
    schema: employerRegisterBodySchema,
    defaultValues: EMPTY,
    kind: 'sign-up',
    onSuccess: () => navigate(HOME_PATH, { replace: true }),
  });

  return (
    <AuthPanel
      tone="employer"
      brand={t`Jobs for employers`}
      homePath={homeHref}
      title={t`Create account`}
      description={t`Register your company to publish vacancies and talk to candidates.`}
      footer={
        <Trans>
          Already registered? <Link to="/employer/login">Sign in</Link>
        </Trans>
      }
    >
      <AuthForm label={t`Create account`} onSubmit={handleAuthSubmit} error={errors.root?.server} busy={isSubmitting}>
        <NewAccountFields register={register} errors={errors} />
        <TextField
          label={t`Company name`}
          autoComplete="organization"
          error={errors.company_name}
          {...register('company_name')}
        />
      </AuthForm>
    </AuthPanel>
  );
}
