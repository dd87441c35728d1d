import { PASSWORD_MIN, type RegisterBody } from '@jobs/contracts';
import { TextField } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

export type NewAccountFieldsProps = {
  register: UseFormRegister<RegisterBody>;
  errors: FieldErrors<RegisterBody>;
};

/** Name, e-mail and a new password (with its length rule as a hint): the fields every sign-up form starts with. */
export function NewAccountFields({ register, errors }: NewAccountFieldsProps) {
  const { t } = useLingui();
  const min = PASSWORD_MIN;
  return (
    <>
      <TextField label={t`Name`} autoComplete="name" error={errors.name} {...register('name')} />
      <TextField label={t`E-mail`} type="email" autoComplete="email" error={errors.email} {...register('email')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least ${min} characters`}
        error={errors.password}
        {...register('password')}
      />
    </>
  );
}
