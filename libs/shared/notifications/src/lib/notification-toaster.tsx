import { TOAST_DURATION_MS } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';

/**
 * Where toasts appear: one group, 5 s lifetime (spec §9). Top right (on a phone across the top),
 * just under the sticky header (the layout keeps its height in `--ui-header-height`): the spec's
 * bottom right covered the chat composer's Send button (issue 18).
 */
export const TOAST_POSITION = 'top-right';

const BELOW_HEADER = 'calc(var(--ui-header-height, 4rem) + 0.75rem)';

export function NotificationToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position={TOAST_POSITION}
      offset={{ top: BELOW_HEADER, right: '1.5rem' }}
      mobileOffset={{ top: BELOW_HEADER, right: '1rem', left: '1rem' }}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
