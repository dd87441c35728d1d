import { reloadOnChunkError } from '@jobs/app-shell';
import { lazy, Suspense } from 'react';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { useApplyParam } from './apply-params';

// The dialog (résumé summary, letter, assistant) is its own chunk, loaded when first opened.
const ApplyDialog = lazy(reloadOnChunkError(() => import('./apply-dialog').then((m) => ({ default: m.ApplyDialog }))));

/** Shows the apply dialog of the vacancy the address names (`?apply=42`), for a signed-in seeker. */
export function ApplyDialogHost() {
  const { applyId, closeApply } = useApplyParam();
  const signedIn = useIsSignedIn();
  if (applyId === null || !signedIn) return null;
  return (
    <Suspense fallback={null}>
      <ApplyDialog key={applyId} vacancyId={applyId} onClose={closeApply} />
    </Suspense>
  );
}
