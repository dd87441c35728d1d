import { APPLICATION_STATUSES, type ApplicationCounts, type ApplicationStatus } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { STATUS_LABELS } from './application-labels';
import styles from './candidates.module.css';

export type StatusFunnelProps = {
  counts: ApplicationCounts;
  /** The status shown; null for every status, undefined when the list shows something else (invitations). */
  current: ApplicationStatus | null | undefined;
  /** The list's link for a status (null: every status). */
  hrefFor: (status: ApplicationStatus | null) => string;
};

/** The funnel: how many candidates are at each status, each a filter of the list. */
export function StatusFunnel({ counts, current, hrefFor }: StatusFunnelProps) {
  const { t, i18n } = useLingui();
  const total = APPLICATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const item = (status: ApplicationStatus | null, label: string, count: number) => {
    const number = i18n.number(count);
    return (
      <li key={status ?? 'all'}>
        <Link
          to={hrefFor(status)}
          aria-current={current === status ? 'page' : undefined}
          aria-label={t`${label}: ${number}`}
        >
          <span>{label}</span>
          <span className={styles.funnelCount}>{number}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav className={styles.funnel} aria-label={t`Candidates by status`}>
      <ul>
        {item(null, t`All`, total)}
        {APPLICATION_STATUSES.map((status) => item(status, i18n._(STATUS_LABELS[status]), counts[status]))}
      </ul>
    </nav>
  );
}
