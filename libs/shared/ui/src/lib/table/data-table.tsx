import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styles from './data-table.module.css';

export type DataTableProps = ComponentPropsWithoutRef<'table'> & {
  /** The table's name, shown above it (or only read out, with `captionHidden`). */
  caption: ReactNode;
  captionHidden?: boolean;
};

/**
 * A table of records (the apps' vacancy lists, a history): its caption, muted column headings,
 * a rule under each row, row headings in semibold, and sideways scrolling on a narrow screen.
 * A cell with `data-numeric` aligns its number to the right in tabular figures.
 */
export function DataTable({ caption, captionHidden = false, className, children, ...props }: DataTableProps) {
  return (
    <div className={styles.wrap}>
      <table {...props} className={className ? `${styles.table} ${className}` : styles.table}>
        <caption className={captionHidden ? 'ui-visually-hidden' : styles.caption}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
