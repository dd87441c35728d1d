import { zodResolver } from '@hookform/resolvers/zod';
import { authRoutes, loginBodySchema, type LoginBody } from '@jobs/contracts';
import { AuthPanel, Button, FormError, NoIndex, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../guards';
import { applyAuthError } from './auth-errors';
import styles from './auth-form.module.css';

const FIELDS = ['email', 'password'] as const;

/** `/employer/login` (no layout, not indexed). */
export function LoginPage() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const handleSignIn = handleSubmit(async (values) => {
    try {
      await apiClient.signIn(authRoutes.employer.login, values);
    } catch (error) {
      applyAuthError(error, 'sign-in', FIELDS, setError);
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
      title="Sign in"
      description="Manage your company's vacancies and talk to candidates."
      footer={
        <>
          New to the platform? <Link to="/employer/register">Register your company</Link>
        </>
      }
    >
      <NoIndex />
      <form className={styles.form} onSubmit={handleSignIn} noValidate aria-label="Sign in">
        <FormError>{errors.root?.server?.message}</FormError>
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
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" busy={isSubmitting} fullWidth>
          Sign in
        </Button>
      </form>
    </AuthPanel>
  );
}
