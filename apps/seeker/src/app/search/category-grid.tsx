import type { CategoryWithCount } from '@jobs/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { categoryName, useUiLocale } from '../i18n/ui-locale';
import { searchHref } from './search-params';
import styles from './search.module.css';

export type CategoryGridProps = {
  categories: readonly CategoryWithCount[];
  label: string;
};

/** Categories as links to their vacancies, each with its count. */
export function CategoryGrid({ categories, label }: CategoryGridProps) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  return (
    <ul className={styles.categoryGrid} aria-label={label}>
      {categories.map((category) => {
        const count = category.count;
        return (
          <li key={category.slug}>
            <Link className={styles.categoryLink} to={searchHref({ category: category.slug })}>
              <span>{categoryName(category, locale)}</span>
              <span
                className={styles.categoryCount}
                aria-label={t({ message: plural(count, { one: '# vacancy', other: '# vacancies' }) })}
              >
                {i18n.number(count)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
