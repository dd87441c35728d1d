import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import styles from './form.module.css';
import { fieldErrorText, type FieldProblem } from './error-messages';

export type FormErrorProps = {
  /** A translated sentence or element, or a coded error (react-hook-form's `errors.root.server`). */
  children?: ReactNode | FieldProblem;
};

const isProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' && value !== null && !('$$typeof' in value) && !Array.isArray(value);

/**
 * A form-level error (wrong password, server unreachable), announced as an alert; nothing when empty.
 * A coded error is put in words by `fieldErrorText` (error-messages.ts).
 */
export function FormError({ children }: FormErrorProps) {
  const { i18n } = useLingui();
  const content = isProblem(children) ? fieldErrorText(i18n, children) : children;
  if (!content) return null;
  return (
    <div role="alert" className={styles.formError}>
      {content}
    </div>
  );
}
