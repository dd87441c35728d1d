import { DEFAULT_LOCALE, useLocale } from '@jobs/i18n';
import { useEffect } from 'react';
import { useOptionalRuntimeConfig } from '../runtime-config-provider';
import { onSignedOut } from '../session-events';
import { getThirdPartyServices, type ThirdPartyServices } from './third-party-services';

/** The page's services, or null without a runtime configuration (a component test): nothing to do. */
const useServices = (): ThirdPartyServices | null => {
  const config = useOptionalRuntimeConfig();
  return config ? getThirdPartyServices(config) : null;
};

/** The push tag `role`: whose app this is. */
export type ThirdPartyRole = 'seeker' | 'employer' | 'editor';

/**
 * Mounted once per page by `startApp` (every app, every route): starts the configured third parties
 * (push, product analytics, tag manager, web analytics) and makes them forget the user at sign-out.
 * Renders nothing; with no keys configured it does nothing at all.
 */
export function ThirdPartyEffect() {
  const services = useServices();
  useEffect(() => {
    if (!services) return;
    services.start();
    return onSignedOut(() => void services.signOut());
  }, [services]);
  return null;
}

export type ThirdPartyIdentityProps = {
  /** The signed-in user's id; null or undefined while unknown. */
  userId: string | number | null | undefined;
  role: ThirdPartyRole;
};

/**
 * Mounted by each app's signed-in shell: identifies the user to push (login, role and locale tags,
 * permission prompt) and product analytics once the id is known, again when the locale changes.
 */
export function ThirdPartyIdentity({ userId, role }: ThirdPartyIdentityProps) {
  const services = useServices();
  const locale = useLocale()?.locale ?? DEFAULT_LOCALE;
  const id = userId === null || userId === undefined ? null : String(userId);
  useEffect(() => {
    if (services && id !== null) void services.identify({ id, role, locale });
  }, [services, id, role, locale]);
  return null;
}
