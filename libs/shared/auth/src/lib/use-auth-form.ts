import { contractResolver, type SignInRoute } from '@jobs/api-client';
import { useLocale } from '@jobs/i18n';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { applyAuthError, type AuthFormKind } from './apply-auth-error';

export type UseAuthFormOptions<T extends FieldValues> = {
  /** The login or register route of the app's audience. */
  route: SignInRoute;
  /** The route's body schema: the form checks it on blur and on submit. */
  schema: z.ZodType<T, T>;
  /** Every field, empty: its keys are the fields a server message may be put next to. */
  defaultValues: DefaultValues<T> & T;
  kind: AuthFormKind;
  /**
   * Runs once signed in (token stored, cached data of the previous user forgotten). The interface
   * then takes the account's language, once the navigation it starts has landed.
   */
  onSuccess: () => void;
};

/**
 * A sign-in or sign-up form (react-hook-form, validated by the contract schema) whose submit signs
 * in through the app's API client and puts an API failure on the form (`applyAuthError`).
 */
export function useAuthForm<T extends FieldValues>({
  route,
  schema,
  defaultValues,
  kind,
  onSuccess,
}: UseAuthFormOptions<T>): UseFormReturn<T> & { handleAuthSubmit: ReturnType<UseFormReturn<T>['handleSubmit']> } {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const localeContext = useLocale();
  const form = useForm<T>({ resolver: contractResolver(schema), mode: 'onTouched', defaultValues });
  const fieldNames = Object.keys(defaultValues) as Path<T>[];

  const handleAuthSubmit = form.handleSubmit(async (values) => {
    let accountLocale;
    try {
      accountLocale = (await apiClient.signIn(route, values)).user.locale;
    } catch (error) {
      applyAuthError(error, kind, fieldNames, form.setError);
      return;
    }
    queryClient.clear();
    onSuccess();
    // The language follows the person: an account kept in English opens in English (issue 30).
    if (localeContext && accountLocale !== localeContext.locale) {
      void localeContext.setLocale(accountLocale, { fromAccount: true });
    }
  });

  return { ...form, handleAuthSubmit };
}
