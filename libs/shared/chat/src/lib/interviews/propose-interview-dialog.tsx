import {
  INTERVIEW_DURATION_MAX,
  INTERVIEW_DURATION_MIN,
  INTERVIEW_MESSAGE_MAX,
  INTERVIEW_SLOTS_MAX,
  type CounterProposeBody,
  type InterviewKind,
  type ProposeInterviewBody,
} from '@jobs/contracts';
import { Button, ConfirmDialog, SelectField, TextAreaField, TextField } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isoToZonedLocal, zonedLocalToIso } from './interview-time';
import styles from './interviews.module.css';

type Common = {
  /** The proposer's time zone: the inputs are wall-clock times in it. */
  timeZone: string;
  onClose: () => void;
  /** Resolves when saved; rejects to show the error and stay open. */
};

export type ProposeInterviewDialogProps = Common &
  (
    | { mode: 'new'; onSubmit: (body: ProposeInterviewBody) => Promise<void> }
    | { mode: 'times'; onSubmit: (body: CounterProposeBody) => Promise<void> }
  );

/** Tomorrow at 11:00 in the zone, as the first suggestion. */
const firstSuggestion = (timeZone: string) => {
  const local = isoToZonedLocal(new Date(Date.now() + 86_400_000), timeZone);
  return `${local.slice(0, 10)}T11:00`;
};

/**
 * Proposing interview times: 1–5 date-and-time inputs in the proposer's zone, and (a new proposal,
 * the company's) the duration, online link or onsite address and a message.
 */
export function ProposeInterviewDialog(props: ProposeInterviewDialogProps) {
  const { t } = useLingui();
  const { timeZone, onClose } = props;
  const [slots, setSlots] = useState<string[]>(() => [firstSuggestion(timeZone)]);
  const [duration, setDuration] = useState('60');
  const [kind, setKind] = useState<InterviewKind>('online');
  const [link, setLink] = useState('');
  const [address, setAddress] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    setError(null);
    const instants = slots.filter((slot) => slot.trim()).map((slot) => zonedLocalToIso(slot, timeZone));
    if (instants.length === 0) return setError(t`Give at least one time.`);
    if (instants.some((instant) => instant === null || Date.parse(instant) <= Date.now())) {
      return setError(t`Each time must be in the future.`);
    }
    if (new Set(instants).size !== instants.length) return setError(t`The times must differ.`);
    const times = instants as string[];
    const words = message.trim() ? { message: message.trim() } : {};
    setBusy(true);
    try {
      if (props.mode === 'new') {
        if (kind === 'onsite' && !address.trim()) {
          setBusy(false);
          return setError(t`Give the address of the interview.`);
        }
        await props.onSubmit({
          slots: times,
          duration_minutes: Number(duration),
          kind,
          ...(kind === 'online' && link.trim() ? { link: link.trim() } : {}),
          ...(kind === 'onsite' ? { address: address.trim() } : {}),
          ...words,
        });
      } else {
        await props.onSubmit({ slots: times, ...words });
      }
    } catch {
      setBusy(false);
      setError(t`Could not send the times. Check them and try again.`);
    }
  };

  const durations = [30, 45, 60, 90, 120].filter((m) => m >= INTERVIEW_DURATION_MIN && m <= INTERVIEW_DURATION_MAX);

  return (
    <ConfirmDialog
      title={props.mode === 'new' ? t`Schedule an interview` : t`Propose other times`}
      confirmLabel={t`Send`}
      onConfirm={() => void submit()}
      onCancel={onClose}
      busy={busy}
    >
      <p className={styles.muted}>
        <Trans>
          Times in {timeZone}. Give up to {INTERVIEW_SLOTS_MAX} options; the other side picks one.
        </Trans>
      </p>
      {slots.map((slot, index) => (
        <div key={index} className={styles.slotRow}>
          <TextField
            type="datetime-local"
            label={t`Option ${index + 1}`}
            value={slot}
            onChange={(event) => setSlots(slots.map((value, i) => (i === index ? event.target.value : value)))}
          />
          {slots.length > 1 && (
            <Button variant="secondary" onClick={() => setSlots(slots.filter((_, i) => i !== index))}>
              <Trans>Remove</Trans>
            </Button>
          )}
        </div>
      ))}
      {slots.length < INTERVIEW_SLOTS_MAX && (
        <div>
          <Button variant="secondary" onClick={() => setSlots([...slots, ''])}>
            <Trans>Add a time</Trans>
          </Button>
        </div>
      )}
      {props.mode === 'new' && (
        <>
          <SelectField
            label={t`Duration`}
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            options={durations.map((m) => ({ value: String(m), label: t`${m} min` }))}
          />
          <SelectField
            label={t`Format`}
            value={kind}
            onChange={(event) => setKind(event.target.value as InterviewKind)}
            options={[
              { value: 'online', label: t`Online` },
              { value: 'onsite', label: t`At the office` },
            ]}
          />
          {kind === 'online' ? (
            <TextField
              type="url"
              label={t`Meeting link (optional)`}
              value={link}
              placeholder="https://"
              onChange={(event) => setLink(event.target.value)}
            />
          ) : (
            <TextField label={t`Address`} value={address} onChange={(event) => setAddress(event.target.value)} />
          )}
        </>
      )}
      <TextAreaField
        label={t`Message (optional)`}
        value={message}
        rows={3}
        maxLength={INTERVIEW_MESSAGE_MAX}
        onChange={(event) => setMessage(event.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}
