import { useLingui } from '@lingui/react/macro';
import styles from './verified-badge.module.css';

/**
 * «Проверена»: a verified company (issue 27), with what that means in its tooltip and for screen
 * readers: its owner's e-mail is at the company website's domain, or the editors checked it.
 */
/** A company's verification as the API gives it (`company.verified`). */
export type VerifiedBadgeData = { method: 'email_domain' | 'editor'; at: string };

export function VerifiedBadge({ verified }: { verified: VerifiedBadgeData | null | undefined }) {
  const { t } = useLingui();
  if (!verified) return null;
  const meaning =
    verified.method === 'email_domain'
      ? t`Verified company: its representative confirmed an e-mail address at the domain of the company's website.`
      : t`Verified company: the Jobs editors checked that the company is real.`;
  return (
    <span className={styles.badge} title={meaning} data-verified={verified.method}>
      <span aria-hidden="true">✓</span> {t`Verified`}
      <span className={styles.hidden}>. {meaning}</span>
    </span>
  );
}
