import type { ReactNode } from 'react';
import { SettingsMenu, type MenuLocale } from '../settings-menu/settings-menu';
import styles from './auth-panel.module.css';

export type AuthPanelProps = {
  title: string;
  description?: ReactNode;
  /** Product name above the heading, e.g. "Jobs for employers". */
  brand?: string;
  /** Where the brand links to: a full page load to the app home. */
  homePath?: string;
  onSelectLocale?: (locale: MenuLocale) => void;
  /** The app's accessibility statement, linked from the settings menu. */
  accessibilityPath?: string;
  /** Links under the panel (switch to sign-up, back home). */
  footer?: ReactNode;
  /** The audience's accent colour. */
  tone?: 'seeker' | 'employer' | 'editor';
  children: ReactNode;
};

/** The centred panel of the layout-less sign-in and sign-up pages. */
export function AuthPanel({
  title,
  description,
  brand = 'Jobs',
  homePath = '/',
  onSelectLocale,
  accessibilityPath,
  footer,
  tone = 'seeker',
  children,
}: AuthPanelProps) {
  return (
    <div className={styles.page} data-tone={tone}>
      <title>{`${title} · ${brand}`}</title>
      <div className={styles.settings}>
        <SettingsMenu onSelectLocale={onSelectLocale} accessibilityPath={accessibilityPath} />
      </div>
      <main className={styles.panel}>
        <a className={styles.brand} href={homePath}>
          <span className={styles.logoMark} aria-hidden="true">
            J
          </span>
          {brand}
        </a>
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </main>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
