import type { ReactNode } from 'react';
import { VacancyCard } from './vacancy-card';
import type { VacancyCardData } from './vacancy-format';
import styles from './vacancy.module.css';

export type VacancyListProps<T extends VacancyCardData> = {
  items: readonly T[];
  hrefFor: (vacancy: T) => string;
  /** Accessible name of the list. */
  label: string;
  /** Which cards say "Editors' choice": only those an editor chose (e.g. a collection item's `editors_pick`). */
  editorsPick?: (vacancy: T) => boolean;
  headingLevel?: 2 | 3 | 4;
  /** Actions under a card's facts (the seeker's Apply button). */
  renderActions?: (vacancy: T) => ReactNode;
};

/** Vacancy cards as a list. */
export function VacancyList<T extends VacancyCardData>({
  items,
  hrefFor,
  label,
  editorsPick,
  headingLevel,
  renderActions,
}: VacancyListProps<T>) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard
            vacancy={vacancy}
            href={hrefFor(vacancy)}
            editorsPick={editorsPick?.(vacancy) ?? false}
            headingLevel={headingLevel}
          >
            {renderActions?.(vacancy)}
          </VacancyCard>
        </li>
      ))}
    </ul>
  );
}
