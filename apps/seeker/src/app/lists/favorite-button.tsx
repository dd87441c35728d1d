import { favoriteRoutes } from '@jobs/contracts';
import { useApiClient } from '@jobs/web-platform';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo } from '../auth/use-return-path';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { refreshVacancyLists } from './list-queries';
import styles from './lists.module.css';

export type FavoriteButtonProps = {
  vacancy: { id: number; title: string; is_favorite?: boolean };
};

/**
 * The heart: a toggle button (`aria-pressed`) that adds the vacancy to the favourites or takes it
 * out. A signed-out visitor is asked to sign in and comes back to the same page.
 */
export function FavoriteButton({ vacancy }: FavoriteButtonProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [override, setOverride] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  const pressed = override ?? vacancy.is_favorite ?? false;
  const { title } = vacancy;

  const handleClick = async () => {
    if (!signedIn) {
      navigate(loginPathReturningTo(pathname + search));
      return;
    }
    const next = !pressed;
    setOverride(next);
    setBusy(true);
    try {
      await apiClient.call(next ? favoriteRoutes.add : favoriteRoutes.remove, { params: { id: vacancy.id } });
      await refreshVacancyLists(queryClient);
    } catch {
      setOverride(!next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={signedIn ? pressed : undefined}
      aria-label={
        !signedIn
          ? t`Sign in to save “${title}” to favourites`
          : pressed
            ? t`Remove “${title}” from favourites`
            : t`Add “${title}” to favourites`
      }
      title={pressed ? t`In favourites` : t`Add to favourites`}
      disabled={busy}
      data-pressed={pressed}
      onClick={() => void handleClick()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.1C1.5 8.3 3.5 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.3 0 5.3 3.3 4.1 6.4-1.8 4.5-9.3 9.1-9.3 9.1z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
