import type { ApiClient } from '@jobs/api-client';
import { updateMeRoute } from '@jobs/contracts';
import type { Locale } from '@jobs/i18n';

/**
 * Keeps a language the signed-in user chose as the account's (issue 30): e-mails, notes and the
 * next sign-in follow it. Loaded when a signed-in user chooses, so the first chunk carries no
 * contracts; best effort (the interface has switched either way).
 */
export const saveAccountLocale = async (apiClient: ApiClient, locale: Locale): Promise<void> => {
  await apiClient.call(updateMeRoute, { body: { locale } }).catch(() => undefined);
};
