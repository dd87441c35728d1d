import { DEFAULT_LOCALE, useLocale } from '@jobs/i18n';
import { useEffect, useRef } from 'react';
import { useRuntimeConfig } from '../runtime-config-provider';
import { onSignedOut } from '../session-events';
import { getThirdPartyServices } from './third-party-services';

export type ThirdPartyEffectProps = {
  /** The signed-in user's id, or null while signed out or not yet known. */
  userId: string | number | null | undefined;
  /** The app's audience, sent as the push tag `role`. */
  role: 'seeker' | 'employer' | 'editor';
};

/**
 * Mounted once by each app's root shell: starts the configured third parties (push, product
 * analytics, tag manager, web analytics), identifies the signed-in user to push and analytics and
 * forgets them at sign-out. Renders nothing; with no keys configured it does nothing at all.
 */
export function ThirdPartyEffect({ userId, role }: ThirdPartyEffectProps) {
  const config = useRuntimeConfig();
  const locale = useLocale()?.locale ?? DEFAULT_LOCALE;
  const services = getThirdPartyServices(config);
  const identified = useRef<string | null>(null);

  useEffect(() => {
    services.start();
    return onSignedOut(() => {
      identified.current = null;
      void services.signOut();
    });
  }, [services]);

  const id = userId === null || userId === undefined ? null : String(userId);
  useEffect(() => {
    if (id === null) {
      // Signed out another way (the session ended): forget the user once.
      if (identified.current !== null) {
        identified.current = null;
        void services.signOut();
      }
      return;
    }
    const key = `${id}|${role}|${locale}`;
    if (identified.current === key) return;
    identified.current = key;
    void services.identify({ id, role, locale });
  }, [services, id, role, locale]);

  return null;
}
