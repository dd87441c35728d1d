import {
  INVITATION_STATUSES,
  cityName,
  type EmployerInvitation,
  type InvitationCounts,
  type InvitationDeclineReason,
  type InvitationStatus,
} from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatDateTime } from '../format';
import { resumePath } from '../resumes/resume-paths';
import { candidatePath } from './candidate-paths';
import styles from './candidates.module.css';

/** An invitation's status in words (the pipeline's tabs and badges). */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, MessageDescriptor> = {
  pending: msg({ context: 'invitation status', message: 'Awaiting answer' }),
  accepted: msg({ context: 'invitation status', message: 'Accepted' }),
  declined: msg({ context: 'invitation status', message: 'Declined' }),
  expired: msg({ context: 'invitation status', message: 'Expired' }),
};

/** Why the seeker declined, as the company reads it. */
export const DECLINE_REASON_LABELS: Record<InvitationDeclineReason, MessageDescriptor> = {
  salary: msg`the salary`,
  location: msg`the location`,
  not_interested: msg`not interested`,
  other: msg`another reason`,
};

export type InvitationFunnelProps = {
  counts: InvitationCounts;
  /** The invitations shown: all, one status, or null while the list shows the candidates. */
  current: InvitationStatus | 'all' | null;
  hrefFor: (status: InvitationStatus | 'all') => string;
};

/**
 * The invitations the company sent from the résumé database, in the pipeline next to the
 * candidates: how many stand at each status, each a filter of the list. An accepted one is a
 * candidate in «Invited» as well.
 */
export function InvitationFunnel({ counts, current, hrefFor }: InvitationFunnelProps) {
  const { t, i18n } = useLingui();
  const total = INVITATION_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const item = (status: InvitationStatus | 'all', label: string, count: number) => {
    const number = i18n.number(count);
    return (
      <li key={status}>
        <Link
          to={hrefFor(status)}
          aria-current={current === status ? 'page' : undefined}
          aria-label={t`Invitations, ${label}: ${number}`}
        >
          <span>{label}</span>
          <span className={styles.funnelCount}>{number}</span>
        </Link>
      </li>
    );
  };
  return (
    <nav className={`${styles.funnel} ${styles.invitationFunnel}`} aria-label={t`Invitations by status`}>
      <span className={styles.funnelLead}>
        <Trans>Invitations</Trans>
      </span>
      <ul>
        {item('all', t`All`, total)}
        {INVITATION_STATUSES.map((status) => item(status, i18n._(INVITATION_STATUS_LABELS[status]), counts[status]))}
      </ul>
    </nav>
  );
}

/** One invitation in the pipeline: whom, to which vacancy, where it stands, who sent it and when. */
export function InvitationRow({ invitation, showVacancy }: { invitation: EmployerInvitation; showVacancy: boolean }) {
  const { t, i18n } = useLingui();
  const { seeker } = invitation;
  const name = seeker.name ?? t`Anonymous candidate`;
  const details = [seeker.desired_position, seeker.city ? cityName(seeker.city, i18n.locale) : '']
    .filter(Boolean)
    .join(' · ');
  const sent = formatDateTime(i18n, invitation.created_at);
  const expires = formatDateTime(i18n, invitation.expires_at);
  const by = invitation.by?.name ?? t`A former member`;
  const reason = invitation.reason_code ? i18n._(DECLINE_REASON_LABELS[invitation.reason_code]) : null;
  // An accepted invitation is a candidate: its page; else the résumé it was sent from.
  const to = invitation.application_id === null ? resumePath(seeker.id) : candidatePath(invitation.application_id);
  return (
    <li className={`${styles.row} ${styles.invitationRow}`}>
      <div className={styles.rowMain}>
        <Link to={to} className={styles.rowName}>
          {name}
        </Link>
        {details && <p className={styles.muted}>{details}</p>}
        {showVacancy && <p className={styles.muted}>{t`Vacancy: ${invitation.vacancy.title}`}</p>}
        {reason && <p className={styles.muted}>{t`Declined: ${reason}`}</p>}
      </div>
      <div className={styles.rowSide}>
        <span className={styles.badge} data-invitation={invitation.status}>
          {i18n._(INVITATION_STATUS_LABELS[invitation.status])}
        </span>
        <span className={styles.muted}>
          <Trans>
            Sent <time dateTime={invitation.created_at}>{sent}</time> by {by}
          </Trans>
        </span>
        {invitation.status === 'pending' && (
          <span className={styles.muted}>
            <Trans>
              Expires <time dateTime={invitation.expires_at}>{expires}</time>
            </Trans>
          </span>
        )}
      </div>
    </li>
  );
}
