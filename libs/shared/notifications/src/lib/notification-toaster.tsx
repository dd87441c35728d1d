import { TOAST_DURATION_MS } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { Toaster } from 'sonner';

/** Where toasts appear (spec §2, §9): one bottom-right group, 5 s lifetime. */
export const TOAST_POSITION = 'bottom-right';

export function NotificationToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position={TOAST_POSITION}
      duration={TOAST_DURATION_MS}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
    />
  );
}
