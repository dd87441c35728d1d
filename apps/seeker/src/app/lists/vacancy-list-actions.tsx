import type { ReactNode } from 'react';
import { FavoriteButton, type FavoriteButtonProps } from './favorite-button';
import { HideMenu, type HideMenuProps } from './hide-menu';
import styles from './lists.module.css';

export type VacancyListActionsProps = {
  vacancy: FavoriteButtonProps['vacancy'] & HideMenuProps['vacancy'];
  /** Other actions first (Apply). */
  children?: ReactNode;
};

/** A result card's actions: Apply (given), the heart and the hide menu. */
export function VacancyListActions({ vacancy, children }: VacancyListActionsProps) {
  return (
    <div className={styles.cardActions}>
      {children}
      <span className={styles.cardTools}>
        <FavoriteButton vacancy={vacancy} />
        <HideMenu vacancy={vacancy} />
      </span>
    </div>
  );
}
