import { AuthForm, NewAccountFields, useAuthForm } from '@jobs/auth';
import { authRoutes, registerBodySchema, type RegisterBody } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { HOME_PATH } from '../guards';
import { useReturnPath } from './use-return-path';

/** After sign-up with nowhere else to go: the résumé, with a word of welcome. */
export const WELCOME_PATH = '/profile?welcome=1';

const EMPTY: RegisterBody = { name: '', email: '', password: '' };

export function SignUpForm() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const { t } = useLingui();
  const {
    register,
    handleAuthSubmit,
    formState: { errors, isSubmitting },
  } = useAuthForm({
    route: authRoutes.seeker.register,
    schema: registerBodySchema,
    defaultValues: EMPTY,
    kind: 'sign-up',
    onSuccess: () => navigate(returnPath === HOME_PATH ? WELCOME_PATH : returnPath, { replace: true }),
  });

  return (
    <AuthForm label={t`Create account`} onSubmit={handleAuthSubmit} error={errors.root?.server} busy={isSubmitting}>
      <NewAccountFields register={register} errors={errors} />
    </AuthForm>
  );
}
