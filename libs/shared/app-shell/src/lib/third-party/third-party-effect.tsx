import { DEFAULT_LOCALE, useLocale } from '@jobs/i18n';
import { useEffect, useMemo } from 'react';
import { anyServiceEnabled, onSignedOut, useOptionalRuntimeConfig } from '@jobs/web-platform';
import type { ThirdPartyServices } from './third-party-services';

/**
 * The page's services, loaded in their own chunk (the adapters; each SDK is a further chunk) and
 * only when some service is configured. Null without a runtime configuration (a component test) or
 * with every key empty: nothing to load, nothing to do.
 */
const useServices = (): Promise<ThirdPartyServices> | null => {
  const config = useOptionalRuntimeConfig();
  return useMemo(() => {
    if (!config || !anyServiceEnabled(config)) return null;
    // The module is fetched once; `getThirdPartyServices` keeps one set of services per configuration.
    return import('./third-party-services').then((m) => m.getThirdPartyServices(config));
  }, [config]);
};

const report = (error: unknown) => console.warn('Third-party services are unavailable:', error);

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
    services.then((loadedServices) => loadedServices.start()).catch(report);
    return onSignedOut(() => void services.then((loadedServices) => loadedServices.signOut()).catch(report));
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
    if (services && id !== null) {
      services.then((loadedServices) => loadedServices.identify({ id, role, locale })).catch(report);
    }
  }, [services, id, role, locale]);
  return null;
}
