import {
  MESSAGE_MAX_LENGTH,
  REJECTION_REASON_CODES,
  type EmployerMoveStatus,
  type RejectionReasonCode,
} from '@jobs/contracts';
import { ConfirmDialog, FormError, Loader, SelectField, TextAreaField } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TEMPLATES_PATH } from '../templates/templates-paths';
import { MOVE_LABELS, MOVE_TITLES, REASON_LABELS } from './application-labels';
import styles from './candidates.module.css';

export type MoveInput = { message: string; reason_code?: RejectionReasonCode };

export type MoveDialogProps = {
  status: EmployerMoveStatus;
  /** The message to start from: the company's template for the step, filled in; null while it loads. */
  initialMessage: string | null;
  /** A line under the title (whom it is about, or how many). */
  subject?: ReactNode;
  /** A note under the message (e.g. how a bulk move fills the placeholders in). */
  messageHint?: ReactNode;
  /** The number of candidates for a bulk move (the confirm button says it). */
  count?: number;
  busy?: boolean;
  error?: string;
  onConfirm: (input: MoveInput) => void;
  onCancel: () => void;
};

/**
 * A move's dialog: the chat message (the company's template for that step, editable before it is
 * sent; empty sends none) and, for a rejection, the reason, which is required.
 */
export function MoveDialog({
  status,
  initialMessage,
  subject,
  messageHint,
  count,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: MoveDialogProps) {
  const { t, i18n } = useLingui();
  const [edited, setEdited] = useState<string | null>(null);
  const [reason, setReason] = useState<RejectionReasonCode | ''>('');
  const [reasonError, setReasonError] = useState('');
  const reasonRef = useRef<HTMLSelectElement>(null);
  const message = edited ?? initialMessage ?? '';
  const rejecting = status === 'rejected';
  const length = message.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;

  const reasonOptions = REJECTION_REASON_CODES.map((code) => ({ value: code, label: i18n._(REASON_LABELS[code]) }));

  const handleConfirm = () => {
    if (rejecting && reason === '') {
      setReasonError(t`Choose the reason for the rejection.`);
      reasonRef.current?.focus();
      return;
    }
    if (tooLong || initialMessage === null) return;
    onConfirm({ message: message.trim(), ...(rejecting && reason !== '' ? { reason_code: reason } : {}) });
  };

  const action = i18n._(MOVE_LABELS[status]);
  const confirmLabel =
    count === undefined ? action : t`${action} (${plural(count, { one: '# candidate', other: '# candidates' })})`;
  const maxLength = i18n.number(MESSAGE_MAX_LENGTH);
  const used = i18n.number(length);

  return (
    <ConfirmDialog
      title={i18n._(MOVE_TITLES[status])}
      confirmLabel={confirmLabel}
      busy={busy}
      confirmDisabled={tooLong || initialMessage === null}
      onCancel={onCancel}
      onConfirm={handleConfirm}
    >
      <div className={styles.dialogFields}>
        {subject && <p className={styles.muted}>{subject}</p>}
        {rejecting && (
          <SelectField
            ref={reasonRef}
            label={t`Reason`}
            placeholder={t`Choose a reason…`}
            options={reasonOptions}
            value={reason}
            required
            aria-required="true"
            error={reasonError || undefined}
            hint={t`The candidate sees the reason in their language.`}
            onChange={(event) => {
              setReason(event.target.value as RejectionReasonCode | '');
              setReasonError('');
            }}
          />
        )}
        {initialMessage === null ? (
          <Loader label={t`Loading the message template…`} />
        ) : (
          <TextAreaField
            label={t`Message to the candidate`}
            value={message}
            rows={8}
            onChange={(event) => setEdited(event.target.value)}
            error={tooLong ? t`The message must be at most ${maxLength} characters.` : undefined}
            hint={
              <>
                {messageHint ?? (
                  <Trans>It is posted in the chat with the candidate. Leave it empty to send none.</Trans>
                )}{' '}
                <span>{t`${used} of ${maxLength} characters.`}</span>{' '}
                <Link to={TEMPLATES_PATH}>
                  <Trans>Edit the templates</Trans>
                </Link>
              </>
            }
          />
        )}
        <FormError>{error}</FormError>
      </div>
    </ConfirmDialog>
  );
}
