import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import styles from './company-page.module.css';

export type ReplyPromiseLineProps = {
  /** The promise in days (absent: say nothing). */
  days: number | undefined;
};

/**
 * The reply promise (issue 26): «Отвечаем в течение 5 дней» / "Replies within 5 days", on the
 * vacancy page and the company page.
 */
export function ReplyPromiseLine({ days }: ReplyPromiseLineProps) {
  const { t } = useLingui();
  if (days === undefined) return null;
  return (
    <p className={styles.replyPromise} data-testid="reply-promise">
      {t({ message: plural(days, { one: 'Replies within # day', other: 'Replies within # days' }) })}
    </p>
  );
}
