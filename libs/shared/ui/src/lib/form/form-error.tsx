import type { ReactNode } from 'react';
import styles from './form.module.css';

export type FormErrorProps = {
  children?: ReactNode;
};

/** A form-level error (wrong password, server unreachable), announced as an alert; nothing when empty. */
export function FormError({ children }: FormErrorProps) {
  if (!children) return null;
  return (
    <div role="alert" className={styles.formError}>
      {children}
    </div>
  );
}
