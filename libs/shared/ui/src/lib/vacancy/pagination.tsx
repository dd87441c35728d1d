import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import styles from './vacancy.module.css';

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** The link of a page. */
  hrefFor: (page: number) => string;
  /** The navigation's accessible name; "Pages" by default. */
  label?: string;
};

/** The pages to show: first, last, and a window around the current one, with gaps as null. */
export const pageWindow = (page: number, pageCount: number, radius = 2): Array<number | null> => {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) result.push(null);
    result.push(p);
  });
  return result;
};

/** Page links (previous, numbers, next); the current page is marked for assistive technology. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label ?? t`Pages`}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              <Trans>Previous</Trans>
            </Link>
          ) : (
            <span aria-disabled="true">
              <Trans>Previous</Trans>
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={styles.currentPage}>
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} aria-label={t`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next">
              <Trans>Next</Trans>
            </Link>
          ) : (
            <span aria-disabled="true">
              <Trans>Next</Trans>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
