import { Link, type LinkProps } from 'react-router';
import type { ButtonVariant } from './button';
import styles from './form.module.css';

export type ButtonLinkProps = LinkProps & {
  variant?: ButtonVariant;
};

/** A link (it navigates) that looks like a button. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  const classes = [styles.button, styles[variant], styles.link, className ?? ''].filter(Boolean).join(' ');
  return <Link {...props} className={classes} />;
}
