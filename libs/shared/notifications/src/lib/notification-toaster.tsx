import { TOAST_DURATION_MS } from '@jobs/contracts';
import { Toaster } from 'sonner';

/** Where toasts appear (spec §2, §9): one bottom-right group, 5 s lifetime. */
export const TOAST_POSITION = 'bottom-right';

export function NotificationToaster() {
  return <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} />;
}
