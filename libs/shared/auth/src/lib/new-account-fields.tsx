import { PASSWORD_MIN, type RegisterBody } from '@jobs/contracts';
import { TextField } from '@jobs/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

export type NewAccountFieldsProps = {
  register: UseFormRegister<RegisterBody>;
  errors: FieldErrors<RegisterBody>;
};

/** Name, e-mail and a new password (with its length rule as a hint): the fields every sign-up form starts with. */
export function NewAccountFields({ register, errors }: NewAccountFieldsProps) {
  return (
    <>
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
    </>
  );
}
