import { useId, type ComponentPropsWithRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './form.module.css';
import { fieldErrorText, type FieldErrorValue } from './error-messages';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  options: readonly SelectOption[];
  /** The field's validation message (English from the schemas or the API is shown in the interface language), shown under it and linked to the select. */
  /** The field's error: coded (an API detail, a react-hook-form error of `contractResolver`) or a translated sentence. */
  error?: FieldErrorValue;
  hint?: string;
  /** A first, empty choice ("Any", "Choose…"). */
  placeholder?: string;
};

/** A labelled `<select>` with its hint and error (works with react-hook-form's `register()`). */
export function SelectField({
  label,
  options,
  error: rawError,
  hint,
  placeholder,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const { i18n } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy =
    [selectProps['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...selectProps}
        id={selectId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
