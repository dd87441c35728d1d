import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './form.module.css';
import { translateValidationMessage } from './validation-messages';

export type FormErrorProps = {
  children?: ReactNode;
};

/**
 * A form-level error (wrong password, server unreachable), announced as an alert; nothing when empty.
 * A plain string from the schemas or the API is shown in the interface language.
 */
export function FormError({ children }: FormErrorProps) {
  const { i18n } = useLingui();
  if (!children) return null;
  return (
    <div role="alert" className={styles.formError}>
      {typeof children === 'string' ? translateValidationMessage(i18n, children) : children}
    </div>
  );
}
