import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyAuthError } from './apply-auth-error';

/**
 * An account form (forgot, reset or change password, change e-mail): checked against its
 * contract's schema once a field is touched; `send` calls the API (and may reset the form); a
 * refusal lands on the form's fields (those of `defaultValues`) or its banner.
 */
export function useAccountForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
  send: (values: T, form: UseFormReturn<T>) => Promise<void>,
): { form: UseFormReturn<T>; onSubmit: ReturnType<UseFormReturn<T>['handleSubmit']> } {
  const form = useForm<T>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send(values, form);
    } catch (error) {
      applyAuthError(error, 'sign-up', Object.keys(defaultValues) as Path<T>[], form.setError);
    }
  });
  return { form, onSubmit };
}
