import { fieldErrorText, type FieldErrorValue } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentPropsWithRef } from 'react';
import styles from './profile-page.module.css';

type Described = { label: string; error?: FieldErrorValue; hint?: string };

const describedBy = (id: string, hint?: string, error?: FieldErrorValue) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/** The hint and the error (coded, from the contract's resolver or the API: put in words by `fieldErrorText`). */
function Messages({ id, hint, error: rawError }: { id: string; hint?: string; error?: FieldErrorValue }) {
  const { i18n } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

export type SelectFieldProps = ComponentPropsWithRef<'select'> &
  Described & { options: readonly { value: string; label: string }[] };

/** A labelled select with its error (works with react-hook-form's `register`). */
export function SelectField({ label, error, hint, options, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        {...props}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & Described;

/** A labelled multi-line field with its error. */
export function TextAreaField({ label, error, hint, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        {...props}
        id={id}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
