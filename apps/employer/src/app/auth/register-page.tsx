import { AuthForm, NewAccountFields, useAuthForm } from '@jobs/auth';
import { authRoutes, employerRegisterBodySchema, type EmployerRegisterBody } from '@jobs/contracts';
import { AuthPanel, TextField } from '@jobs/ui';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../guards';

const EMPTY: EmployerRegisterBody = { name: '', email: '', password: '', company_name: '' };

/** `/employer/register` (no layout): creates the company and its first employer account. */
export function RegisterPage() {
  const navigate = useNavigate();
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
      brand="Jobs for employers"
      homePath={HOME_PATH}
      title="Create account"
      description="Register your company to publish vacancies and talk to candidates."
      footer={
        <>
          Already registered? <Link to="/employer/login">Sign in</Link>
        </>
      }
    >
      <AuthForm
        label="Create account"
        onSubmit={handleAuthSubmit}
        error={errors.root?.server?.message}
        busy={isSubmitting}
      >
        <NewAccountFields register={register} errors={errors} />
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
      </AuthForm>
    </AuthPanel>
  );
}
