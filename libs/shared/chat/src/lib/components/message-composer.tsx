import { MESSAGE_MAX_LENGTH } from '@jobs/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styles from './chat.module.css';
import { useComposerClearance } from './use-composer-clearance';

export type VacancyOption = { id: number; title: string };

export type MessageComposerProps = {
  onSend: (input: { text: string; vacancyId: number }) => void;
  /** Offers a vacancy selector ("No particular vacancy" = 0) when given. */
  vacancyOptions?: readonly VacancyOption[];
  /**
   * The vacancy a message is about when there is no selector, else the selector's value until the
   * user picks one (it follows later changes, e.g. once the history has loaded).
   */
  defaultVacancyId?: number;
  disabled?: boolean;
  /** A note shown in the composer and read as the message box's description (e.g. who the reply is from). */
  note?: ReactNode;
  /** Focuses the message box when it appears (the user came here to write, e.g. "Write to the company"). */
  autoFocus?: boolean;
};

/** The message box: Enter sends, Shift+Enter starts a new line; at most 4000 characters. */
export function MessageComposer({
  onSend,
  vacancyOptions,
  defaultVacancyId = 0,
  disabled = false,
  note,
  autoFocus = false,
}: MessageComposerProps) {
  const { t } = useLingui();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useComposerClearance(formRef);
  useEffect(() => {
    if (autoFocus) textareaRef.current?.focus();
  }, [autoFocus]);
  const [text, setText] = useState('');
  const length = text.length;
  const max = MESSAGE_MAX_LENGTH;
  // What the user picked in the selector; until then the selector follows `defaultVacancyId`.
  const [pickedVacancy, setPickedVacancy] = useState<number | null>(null);
  const textareaId = useId();
  const counterId = useId();
  const selectId = useId();
  const noteId = useId();
  const hasNote = note !== undefined && note !== null && note !== false;
  const canSend = !disabled && text.trim().length > 0 && text.length <= MESSAGE_MAX_LENGTH;
  // With a selector, what it shows is what is sent: a default it does not offer reads as "none".
  const offered = vacancyOptions?.some((option) => option.id === defaultVacancyId) ? defaultVacancyId : 0;
  const chosenVacancy = vacancyOptions ? (pickedVacancy ?? offered) : defaultVacancyId;

  const submit = () => {
    if (!canSend) return;
    onSend({ text: text.trim(), vacancyId: chosenVacancy });
    setText('');
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter keeps the newline; Enter during IME composition confirms the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} className={styles.composer} onSubmit={handleSubmit}>
      {vacancyOptions && (
        <>
          <label className={styles.label} htmlFor={selectId}>
            <Trans>Vacancy</Trans>
          </label>
          <select
            id={selectId}
            className={styles.select}
            value={chosenVacancy}
            onChange={(event) => setPickedVacancy(Number(event.target.value))}
          >
            <option value={0}>{t`No particular vacancy`}</option>
            {vacancyOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
              </option>
            ))}
          </select>
        </>
      )}
      <label className={styles.label} htmlFor={textareaId}>
        <Trans>Message</Trans>
      </label>
      {hasNote && (
        <div id={noteId} className={styles.composerNote}>
          {note}
        </div>
      )}
      <textarea
        ref={textareaRef}
        id={textareaId}
        className={styles.textarea}
        value={text}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-describedby={hasNote ? `${noteId} ${counterId}` : counterId}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.composerFooter}>
        <span
          id={counterId}
          className={text.length >= MESSAGE_MAX_LENGTH ? `${styles.counter} ${styles.counterFull}` : styles.counter}
        >
          {t`${length} / ${max} characters`}
        </span>
        <button type="submit" className={styles.button} disabled={!canSend}>
          <Trans>Send</Trans>
        </button>
      </div>
    </form>
  );
}
