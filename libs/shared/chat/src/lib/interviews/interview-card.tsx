import {
  formatInterviewTime,
  INTERVIEW_REASON_MAX,
  type CounterProposeBody,
  type Interview,
  type InterviewStatus,
  type Locale,
} from '@jobs/contracts';
import { Button, ConfirmDialog, TextAreaField } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import styles from './interviews.module.css';
import { ProposeInterviewDialog } from './propose-interview-dialog';

export type InterviewCardProps = {
  interview: Interview;
  /** Whose app shows it: the seeker's or the company's. */
  side: 'seeker' | 'employer';
  /** The card's heading (the vacancy for the seeker, the candidate for the company). */
  heading: string;
  onConfirm: (slot: string) => Promise<void>;
  onPropose: (body: CounterProposeBody) => Promise<void>;
  onCancel: (reason: string) => Promise<void>;
};

/** An interview with its times in the reader's zone, and what the reader may do next. */
export function InterviewCard({ interview, side, heading, onConfirm, onPropose, onCancel }: InterviewCardProps) {
  const { t, i18n } = useLingui();
  const locale: Locale = i18n.locale === 'en' ? 'en' : 'ru';
  const zone = interview.viewer_time_zone;
  const at = (iso: string) => formatInterviewTime(iso, locale, zone);
  const [picked, setPicked] = useState(interview.slots[0] ?? '');
  const [dialog, setDialog] = useState<'propose' | 'cancel' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groupName = useId();
  const open = interview.status === 'proposed' || interview.status === 'scheduled';
  const mayConfirm = interview.status === 'proposed' && interview.proposed_by !== side;

  const statusLabel: Record<InterviewStatus, string> = {
    proposed: t`Times proposed`,
    scheduled: t`Scheduled`,
    cancelled: t`Cancelled`,
    done: t`Done`,
  };
  const where =
    interview.kind === 'online'
      ? interview.link
        ? t`Online: ${interview.link}`
        : t`Online`
      : t`At the office: ${interview.address ?? ''}`;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      setDialog(null);
    } catch {
      setError(t`Could not save: the interview may have changed. Reload and try again.`);
    } finally {
      setBusy(false);
    }
  };

  const lastReason = [...interview.history].reverse().find((entry) => entry.reason)?.reason;

  return (
    <article className={styles.card} data-testid="interview-card" aria-label={t`Interview: ${heading}`}>
      <div className={styles.head}>
        <h3 className={styles.title}>{heading}</h3>
        <span className={`${styles.status} ${interview.status === 'cancelled' ? styles.statusCancelled : ''}`}>
          {statusLabel[interview.status]}
        </span>
      </div>
      {interview.starts_at && interview.status !== 'proposed' && (
        <p>
          <Trans>
            When: {at(interview.starts_at)}, {interview.duration_minutes} min
          </Trans>
        </p>
      )}
      {interview.status === 'proposed' &&
        (mayConfirm ? (
          <fieldset className={styles.slots}>
            <legend>
              <Trans>Pick a time ({interview.duration_minutes} min):</Trans>
            </legend>
            {interview.slots.map((slot) => (
              <label key={slot} className={styles.slot}>
                <input
                  type="radio"
                  name={groupName}
                  value={slot}
                  checked={picked === slot}
                  onChange={() => setPicked(slot)}
                />
                {at(slot)}
              </label>
            ))}
          </fieldset>
        ) : (
          <>
            <ul className={styles.slots}>
              {interview.slots.map((slot) => (
                <li key={slot}>{at(slot)}</li>
              ))}
            </ul>
            <p className={styles.muted}>
              <Trans>Waiting for the other side to pick a time.</Trans>
            </p>
          </>
        ))}
      <p className={styles.muted}>{where}</p>
      {interview.status === 'cancelled' && lastReason && (
        <p className={styles.muted}>
          <Trans>Reason: {lastReason}</Trans>
        </p>
      )}
      {open && (
        <div className={styles.actions}>
          {mayConfirm && (
            <Button busy={busy} disabled={!picked} onClick={() => void run(() => onConfirm(picked))}>
              <Trans>Confirm this time</Trans>
            </Button>
          )}
          <Button variant="secondary" onClick={() => setDialog('propose')}>
            {interview.status === 'scheduled' ? t`Reschedule` : t`Propose other times`}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('cancel')}>
            <Trans>Cancel the interview</Trans>
          </Button>
        </div>
      )}
      {error && !dialog && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {dialog === 'propose' && (
        <ProposeInterviewDialog
          mode="times"
          timeZone={zone}
          onClose={() => setDialog(null)}
          onSubmit={async (body) => {
            await onPropose(body);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={t`Cancel the interview?`}
          confirmLabel={t`Cancel the interview`}
          cancelLabel={t`Keep it`}
          busy={busy}
          confirmDisabled={!reason.trim()}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run(() => onCancel(reason.trim()))}
        >
          <TextAreaField
            label={t`Reason (the other side sees it)`}
            value={reason}
            rows={3}
            maxLength={INTERVIEW_REASON_MAX}
            onChange={(event) => setReason(event.target.value)}
          />
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </ConfirmDialog>
      )}
    </article>
  );
}
