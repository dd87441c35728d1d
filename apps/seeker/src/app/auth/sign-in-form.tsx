import { zodResolver } from '@hookform/resolvers/zod';
import { authRoutes, loginBodySchema, type LoginBody } from '@jobs/contracts';
import { Button, FormError, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyAuthError } from './auth-errors';
import styles from './auth-form.module.css';
import { useReturnPath } from './use-return-path';

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
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
      await apiClient.signIn(authRoutes.seeker.login, values);
    } catch (error) {
      applyAuthError(error, 'sign-in', FIELDS, setError);
      return;
    }
    queryClient.clear();
    navigate(returnPath, { replace: true });
  });

  return (
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
  );
}
