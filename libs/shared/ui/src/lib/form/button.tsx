import type { ComponentPropsWithRef } from 'react';
import styles from './form.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /** Shows the button as working and blocks repeated presses. */
  busy?: boolean;
  fullWidth?: boolean;
};

/** A button; `type` defaults to "button", so pass `type="submit"` in forms. */
export function Button({
  variant = 'primary',
  busy = false,
  fullWidth = false,
  type = 'button',
  className,
  disabled,
  ...props
}: ButtonProps) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...props} type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} />
  );
}
