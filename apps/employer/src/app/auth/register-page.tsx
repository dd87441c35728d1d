import { zodResolver } from '@hookform/resolvers/zod';
import { authRoutes, employerRegisterBodySchema, PASSWORD_MIN, type EmployerRegisterBody } from '@jobs/contracts';
import { AuthPanel, Button, FormError, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../guards';
import { applyAuthError } from './auth-errors';
import styles from './auth-form.module.css';

const FIELDS = ['name', 'email', 'password', 'company_name'] as const;

/** `/employer/register` (no layout): creates the company and its first employer account. */
export function RegisterPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmployerRegisterBody>({
    resolver: zodResolver(employerRegisterBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '', company_name: '' },
  });

  const handleRegister = handleSubmit(async (values) => {
    try {
      await apiClient.signIn(authRoutes.employer.register, values);
    } catch (error) {
      applyAuthError(error, 'sign-up', FIELDS, setError);
      return;
    }
    queryClient.clear();
    navigate(HOME_PATH, { replace: true });
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
      <form className={styles.form} onSubmit={handleRegister} noValidate aria-label="Create account">
        <FormError>{errors.root?.server?.message}</FormError>
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Company name"
          autoComplete="organization"
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <Button type="submit" busy={isSubmitting} fullWidth>
          Create account
        </Button>
      </form>
    </AuthPanel>
  );
}
