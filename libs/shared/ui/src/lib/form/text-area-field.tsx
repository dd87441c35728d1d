import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './form.module.css';
import { fieldErrorText, type FieldErrorValue } from './error-messages';
import areaStyles from './text-area-field.module.css';

export type TextAreaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  /** The field's validation message (English from the schemas or the API is shown in the interface language), shown under it and linked to the textarea. */
  /** The field's error: coded (an API detail, a react-hook-form error of `contractResolver`) or a translated sentence. */
  error?: FieldErrorValue;
  /** A help line (or a live counter) under the field, linked to the textarea. */
  hint?: ReactNode;
};

/** A labelled `<textarea>` with its hint and error (works with react-hook-form's `register()`). */
export function TextAreaField({
  label,
  error: rawError,
  hint,
  id,
  className,
  rows = 6,
  ...areaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const { i18n } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  const areaId = id ?? generatedId;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy =
    [areaProps['aria-describedby'], hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        {...areaProps}
        id={areaId}
        rows={rows}
        className={`${styles.input} ${areaStyles.textArea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
