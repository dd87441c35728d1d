import type { CategoryWithCount } from '@jobs/contracts';
import { formatCount } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { searchHref } from './search-params';
import styles from './search.module.css';

export type CategoryGridProps = {
  categories: readonly CategoryWithCount[];
  label: string;
};

/** Categories as links to their vacancies, each with its count. */
export function CategoryGrid({ categories, label }: CategoryGridProps) {
  return (
    <ul className={styles.categoryGrid} aria-label={label}>
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className={styles.categoryLink} to={searchHref({ category: category.slug })}>
            <span>{category.name_en}</span>
            <span className={styles.categoryCount} aria-label={`${formatCount(category.count)} vacancies`}>
              {formatCount(category.count)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
