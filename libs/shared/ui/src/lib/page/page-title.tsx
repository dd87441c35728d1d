import type { ReactNode } from 'react';
import styles from './page.module.css';

export type PageTitleProps = {
  /** The page's heading, also used for the document title. */
  title: string;
  /** A short line under the heading. */
  description?: ReactNode;
  /** Appended to the document title. */
  siteName?: string;
  /** Actions aligned with the heading (buttons, links). */
  actions?: ReactNode;
};

/** The page heading (`h1`) and the document title. */
export function PageTitle({ title, description, siteName = 'Jobs', actions }: PageTitleProps) {
  return (
    <div className={styles.titleBlock}>
      <title>{`${title} · ${siteName}`}</title>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
