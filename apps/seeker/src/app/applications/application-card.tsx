import { canMoveApplication, type Application } from '@jobs/contracts';
import { Card, CompanyLogo } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { chatPath } from '../chat/chat-paths';
import { companyPath } from '../companies/company-paths';
import { formatApplicationDate, REJECTION_REASON_LABELS, STEP_LABELS } from './application-labels';
import styles from './applications.module.css';
import { StatusBadge } from './status-badge';
import { WithdrawDialog } from './withdraw-dialog';

export type ApplicationCardProps = {
  application: Application;
  /** The vacancy title's heading level (2 in the list, 1 on the application's own page). */
  headingLevel?: 1 | 2 | 3;
  /** Called with the application as it is after a withdrawal. */
  onWithdrawn?: (application: Application) => void;
};

/**
 * One application: the vacancy and company, the status in words, the date of every step, the
 * company's answer (a rejection's reason and message), the letter sent, the company chat and,
 * while the company still has to answer, a way to withdraw it.
 */
export function ApplicationCard({ application, headingLevel = 2, onWithdrawn }: ApplicationCardProps) {
  const { i18n, t } = useLingui();
  const [withdrawing, setWithdrawing] = useState(false);
  const Heading = `h${headingLevel}` as const;
  const headingId = `application-${application.id}-title`;
  const { vacancy, company, rejection } = application;
  const companyName = company.name;
  const canWithdraw = canMoveApplication('seeker', application.status, 'withdrawn');
  // The reply promise (issue 26): while unanswered, by when; once that has passed, say so plainly.
  const awaiting = application.status === 'new' || application.status === 'viewed';
  const dueAt = application.reply_due_at;
  const overdue = awaiting && new Date(dueAt).getTime() < Date.now();
  const promisedDays = Math.max(
    1,
    Math.round((new Date(dueAt).getTime() - new Date(application.created_at).getTime()) / 86_400_000),
  );
  const dueDate = formatApplicationDate(dueAt, i18n);
  const steps = application.history.length
    ? application.history
    : [{ status: application.status, at: application.updated_at }];

  return (
    <Card className={styles.card} aria-labelledby={headingId} data-application-id={application.id}>
      <div className={styles.cardHeader}>
        <CompanyLogo company={company} size={48} />
        <div className={styles.cardHeading}>
          <Heading id={headingId} className={styles.cardTitle}>
            <Link to={`/vacancies/${vacancy.id}`}>{vacancy.title}</Link>
          </Heading>
          <p className={styles.cardCompany}>
            <Link to={companyPath(company.id)}>{company.name}</Link>
          </p>
        </div>
        <StatusBadge status={application.status} />
      </div>
      <ol className={styles.history} aria-label={t`Steps`}>
        {steps.map((step, index) => (
          <li key={`${step.status}-${step.at}`} aria-current={index === steps.length - 1 ? 'step' : undefined}>
            <span>{i18n._(STEP_LABELS[step.status])}</span>{' '}
            <time dateTime={step.at}>{formatApplicationDate(step.at, i18n)}</time>
          </li>
        ))}
      </ol>
      {overdue ? (
        <p className={styles.overdue} role="note" data-testid="reply-overdue">
          {t({
            message: plural(promisedDays, {
              one: 'The company has not replied within # day. You can withdraw the application or keep waiting.',
              other: 'The company has not replied within # days. You can withdraw the application or keep waiting.',
            }),
          })}
        </p>
      ) : (
        awaiting && (
          <p className={styles.replyDue} data-testid="reply-due">
            <Trans>
              Reply promised by <time dateTime={dueAt}>{dueDate}</time>
            </Trans>
          </p>
        )
      )}
      {rejection && (
        <div className={styles.answer} data-tone="bad">
          <p>
            <span className={styles.answerLabel}>
              <Trans>Reason:</Trans>
            </span>{' '}
            {i18n._(REJECTION_REASON_LABELS[rejection.reason_code])}
          </p>
          {rejection.message?.trim() && (
            <p>
              <span className={styles.answerLabel}>
                <Trans>Message from the company:</Trans>
              </span>{' '}
              <span className={styles.quote}>{rejection.message}</span>
            </p>
          )}
        </div>
      )}
      {application.cover_letter?.trim() && (
        <details className={styles.letter}>
          <summary>
            <Trans>Your cover letter</Trans>
          </summary>
          <p>{application.cover_letter}</p>
        </details>
      )}
      <div className={styles.cardActions}>
        <Link to={chatPath(application.chat_id, vacancy.id)}>
          <Trans>Chat with {companyName}</Trans>
        </Link>
        {canWithdraw && (
          <button type="button" className={styles.linkDanger} onClick={() => setWithdrawing(true)}>
            <Trans>Withdraw the application</Trans>
          </button>
        )}
      </div>
      {withdrawing && (
        <WithdrawDialog
          application={application}
          onClose={() => setWithdrawing(false)}
          onWithdrawn={(updated) => {
            setWithdrawing(false);
            onWithdrawn?.(updated);
          }}
        />
      )}
    </Card>
  );
}
