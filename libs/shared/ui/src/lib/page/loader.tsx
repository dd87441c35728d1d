import styles from './page.module.css';

export type LoaderProps = {
  /** What is loading, for screen readers. */
  label?: string;
};

/** A small spinner with a status message for assistive technology. */
export function Loader({ label = 'Loading…' }: LoaderProps) {
  return (
    <div className={styles.loader} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="ui-visually-hidden">{label}</span>
    </div>
  );
}
