import { ButtonLink, Button } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { reloadOnChunkError } from '@jobs/app-shell';
import { loginPathReturningTo } from '../auth/use-return-path';
import { searchHref, type SearchState } from '../search/search-params';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { SAVED_SEARCHES_PATH } from './list-queries';
import styles from './lists.module.css';

// The dialog and its form load when opened: the search page stays light.
const SaveSearchDialog = lazy(
  reloadOnChunkError(() => import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog }))),
);

export type SaveSearchButtonProps = {
  state: SearchState;
};

/** "Save search" on `/vacancies` (a signed-out visitor signs in first), and a link to the saved ones. */
export function SaveSearchButton({ state }: SaveSearchButtonProps) {
  const signedIn = useIsSignedIn();
  const [open, setOpen] = useState(false);

  if (!signedIn) {
    return (
      <ButtonLink variant="secondary" to={loginPathReturningTo(searchHref(state))}>
        <Trans>Save search</Trans>
      </ButtonLink>
    );
  }
  return (
    <>
      <Link to={SAVED_SEARCHES_PATH} className={styles.savedLink}>
        <Trans>Saved searches</Trans>
      </Link>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Save search</Trans>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog state={state} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
