import { Button, FormError, type FieldErrorValue } from '@jobs/ui';
import type { FormEventHandler, ReactNode } from 'react';
import styles from './auth-form.module.css';

export type AuthFormProps = {
  /** The form's accessible name and its submit button's text ("Sign in", "Create account"). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form-level message (an alert above the fields): a translated sentence or react-hook-form's `errors.root.server`. */
  error?: FieldErrorValue;
  busy: boolean;
  children: ReactNode;
};

/** The frame of an auth form: its alert, the fields, and one full-width submit button. */
export function AuthForm({ label, onSubmit, error, busy, children }: AuthFormProps) {
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={label}>
      <FormError>{error ?? undefined}</FormError>
      {children}
      <Button type="submit" busy={busy} fullWidth>
        {label}
      </Button>
    </form>
  );
}
