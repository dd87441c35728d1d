import { TOAST_DURATION_MS } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';

/**
 * Where toasts appear: one group, bottom right, 5 s lifetime (spec §9); on a phone across the
 * bottom, clear of its edge (the safe area). While a chat composer is on screen they sit above it
 * (the composer keeps how much of the viewport's bottom it covers in `--ui-composer-clearance`),
 * so they never cover its Send button (issues 18 and 30).
 */
export const TOAST_POSITION = 'bottom-right';

const ABOVE_COMPOSER = (gap: string) => `calc(var(--ui-composer-clearance, 0px) + ${gap})`;
const PHONE_GAP = 'max(1rem, env(safe-area-inset-bottom, 0px) + 0.5rem)';

export function NotificationToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position={TOAST_POSITION}
      offset={{ bottom: ABOVE_COMPOSER('1.5rem'), right: '1.5rem' }}
      mobileOffset={{ bottom: ABOVE_COMPOSER(PHONE_GAP), right: '1rem', left: '1rem' }}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
