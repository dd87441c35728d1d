import { useLingui } from '@lingui/react/macro';
import { Image } from '../image/image';
import styles from './vacancy.module.css';

export type CompanyLogoProps = {
  company: { name: string; logo: string | null };
  /** Square size in CSS pixels. */
  size?: number;
  className?: string;
  /** Loads at once (above the fold) instead of lazily. */
  priority?: boolean;
};

/**
 * The company's logo through the image optimiser (an uploaded image), or its initial on a tinted
 * square when it has none or it fails to load.
 */
export function CompanyLogo({ company, size = 48, className, priority = false }: CompanyLogoProps) {
  const { t } = useLingui();
  const name = company.name;
  const classes = (base: string | undefined) => [base, className].filter(Boolean).join(' ');
  const initial = (
    <span
      className={classes(styles.logoFallback)}
      style={{ width: size, height: size, fontSize: size / 2.5 }}
      aria-hidden="true"
    >
      {company.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
  return (
    <Image
      className={classes(styles.logo)}
      src={company.logo}
      alt={t`${name} logo`}
      width={size}
      height={size}
      fit="contain"
      background="ffffff"
      fallback={initial}
      priority={priority}
    />
  );
}
