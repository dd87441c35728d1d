import { useLingui } from '@lingui/react/macro';
import styles from './page.module.css';

export type LoaderProps = {
  /** What is loading, for screen readers; "Loading…" by default. */
  label?: string;
};

/** A small spinner with a status message for assistive technology. */
export function Loader({ label }: LoaderProps) {
  const { t } = useLingui();
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="ui-visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
