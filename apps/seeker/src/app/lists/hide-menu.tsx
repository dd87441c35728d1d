import { hiddenRoutes } from '@jobs/contracts';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { refreshVacancyLists } from './list-queries';
import styles from './lists.module.css';

export type HideMenuProps = {
  vacancy: { id: number; title: string; company: { id: number; name: string } };
  /** Runs once hidden (the vacancy page goes back to the search). */
  onHidden?: (what: 'vacancy' | 'company') => void;
};

/**
 * "More actions" of a vacancy (signed-in seekers): hide the vacancy, or every vacancy of its
 * company. Hidden ones never show again in the seeker's search, recommendations and collections
 * (undo on `/hidden`).
 */
export function HideMenu({ vacancy, onHidden }: HideMenuProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  if (!signedIn) return null;
  const { title } = vacancy;

  const hide = async (what: 'vacancy' | 'company') => {
    setBusy(true);
    try {
      await apiClient.call(what === 'vacancy' ? hiddenRoutes.hideVacancy : hiddenRoutes.hideCompany, {
        params: { id: what === 'vacancy' ? vacancy.id : vacancy.company.id },
      });
      setOpen(false);
      onHidden?.(what);
      await refreshVacancyLists(queryClient);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t`More actions for “${title}”`}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          <li>
            <button type="button" disabled={busy} onClick={() => void hide('vacancy')}>
              <Trans>Hide vacancy</Trans>
            </button>
          </li>
          <li>
            <button type="button" disabled={busy} onClick={() => void hide('company')}>
              <Trans>Hide company</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
