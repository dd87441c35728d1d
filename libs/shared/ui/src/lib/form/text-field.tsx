import { useId, type ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './form.module.css';
import { fieldErrorText, type FieldErrorValue } from './error-messages';

export type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** The field's validation message (English from the schemas or the API is shown in the interface language), shown under it and linked to the input. */
  /** The field's error: coded (an API detail, a react-hook-form error of `contractResolver`) or a translated sentence. */
  error?: FieldErrorValue;
  /** A help line under the field. */
  hint?: string;
  /** Values the browser offers as the user types (a `<datalist>`); any other text is still accepted. */
  suggestions?: readonly string[];
};

/**
 * A labelled input with its hint and error. The error is linked by `aria-describedby` and marks
 * the input `aria-invalid`, so it is read when the field gets focus. Works with react-hook-form's
 * `register()` (the ref is forwarded).
 */
export function TextField({ label, error: rawError, hint, suggestions, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const { i18n } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const suggestionsId = suggestions?.length ? `${inputId}-suggestions` : undefined;
  const describedBy =
    [inputProps['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...inputProps}
        id={inputId}
        list={suggestionsId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {suggestionsId && (
        <datalist id={suggestionsId}>
          {suggestions?.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
