import type { ComponentPropsWithoutRef } from 'react';
import styles from './page.module.css';

export type CardProps = ComponentPropsWithoutRef<'section'>;

/** A white panel for a block of page content. */
export function Card({ className, ...props }: CardProps) {
  return <section className={className ? `${styles.card} ${className}` : styles.card} {...props} />;
}
