import { zodResolver } from '@hookform/resolvers/zod';
import { authRoutes, PASSWORD_MIN, registerBodySchema, type RegisterBody } from '@jobs/contracts';
import { Button, FormError, TextField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { applyAuthError } from './auth-errors';
import styles from './auth-form.module.css';
import { useReturnPath } from './use-return-path';

const FIELDS = ['name', 'email', 'password'] as const;

export function SignUpForm() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', password: '' },
  });

  const handleSignUp = handleSubmit(async (values) => {
    try {
      await apiClient.signIn(authRoutes.seeker.register, values);
    } catch (error) {
      applyAuthError(error, 'sign-up', FIELDS, setError);
      return;
    }
    queryClient.clear();
    navigate(returnPath, { replace: true });
  });

  return (
    <form className={styles.form} onSubmit={handleSignUp} noValidate aria-label="Create account">
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
      <Button type="submit" busy={isSubmitting} fullWidth>
        Create account
      </Button>
    </form>
  );
}
