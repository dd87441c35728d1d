import { isApiError } from '@jobs/api-client';
import {
  REPORT_COMMENT_MAX,
  REPORT_REASONS,
  reportRoutes,
  type ReportReason,
  type ReportTargetKind,
} from '@jobs/contracts';
import { ConfirmDialog, TextAreaField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useIsSignedIn } from '../session/use-is-signed-in';
import styles from './report-button.module.css';

export type ReportButtonProps = {
  target: { kind: ReportTargetKind; id: number };
  /** What is reported, for the dialog's title («Пожаловаться на “…”»). */
  name: string;
  /** One click sends a report with this reason, without the dialog (a risk warning's «Сообщить»). */
  quickReason?: ReportReason;
  /** The button's words instead of «Пожаловаться». */
  label?: string;
};

/** Each reason's words. */
const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  scam: msg`Scam or fraud: asks for money or personal data`,
  discrimination: msg`Discrimination`,
  misleading: msg`Misleading: the job is not what it says`,
  spam: msg`Spam or advertising`,
  offensive: msg`Offensive content`,
  other: msg`Something else`,
};

/**
 * «Пожаловаться»: a signed-in seeker reports a vacancy or a company with a reason and an optional
 * comment; the editors decide and the seeker is told the outcome. A second report of the same
 * target (409) says it was reported already.
 */
export function ReportButton({ target, name, quickReason, label }: ReportButtonProps) {
  const { t, i18n } = useLingui();
  const signedIn = useIsSignedIn();
  const apiClient = useApiClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>();
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<'idle' | 'sent' | 'already' | 'failed'>('idle');
  const groupId = useId();

  if (!signedIn) return null;
  if (state === 'sent' || state === 'already') {
    return (
      <p role="status" className={styles.done}>
        {state === 'sent' ? (
          <Trans>Thank you: your report was sent. We will look into it and tell you the outcome.</Trans>
        ) : (
          <Trans>You have reported this already. We will tell you the outcome.</Trans>
        )}
      </p>
    );
  }

  const send = async (chosen = reason) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const trimmed = comment.trim();
      await apiClient.call(reportRoutes.create, {
        body: { target, reason: chosen, ...(trimmed ? { comment: trimmed } : {}) },
      });
      setOpen(false);
      setState('sent');
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOpen(false);
        setState('already');
      } else {
        setState('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        disabled={busy}
        onClick={() => (quickReason ? void send(quickReason) : setOpen(true))}
      >
        {label ?? <Trans>Report</Trans>}
      </button>
      {quickReason && state === 'failed' && (
        <p role="alert" className={styles.error}>
          <Trans>Could not send the report. Please try again.</Trans>
        </p>
      )}
      {open && (
        <ConfirmDialog
          title={t`Report “${name}”`}
          confirmLabel={t`Send the report`}
          onConfirm={() => void send()}
          onCancel={() => setOpen(false)}
          busy={busy}
          confirmDisabled={!reason}
        >
          <fieldset className={styles.reasons} aria-describedby={`${groupId}-hint`}>
            <legend className={styles.legend}>
              <Trans>What is wrong?</Trans>
            </legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={groupId}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />{' '}
                {i18n._(REASON_LABELS[value])}
              </label>
            ))}
          </fieldset>
          <TextAreaField
            label={t`Comment (optional)`}
            rows={3}
            maxLength={REPORT_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            hint={<span id={`${groupId}-hint`}>{t`${comment.length} of ${REPORT_COMMENT_MAX} characters`}</span>}
          />
          {state === 'failed' && (
            <p role="alert" className={styles.error}>
              <Trans>Could not send the report. Please try again.</Trans>
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
