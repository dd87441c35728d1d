import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import { fieldErrorText, type FieldErrorValue } from './error-messages';
import styles from './form.module.css';
import tagStyles from './skills-input.module.css';

export type SkillsInputProps = {
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  /** Called when the text box loses focus (after a skill still typed in it is added). */
  onBlur?: () => void;
  /** The field's error: coded (an API detail, a react-hook-form error of `contractResolver`) or a translated sentence. */
  error?: FieldErrorValue;
  /** How many skills the list may hold (the contract's limit). */
  max: number;
  /** How long one skill may be (the contract's limit). */
  maxLength: number;
  /** The accessible name of the list of tags: "Added skills" by default. */
  listLabel?: string;
};

/** What the input last said: an addition or a removal (read out only), or a refusal (also shown). */
type Notice = { text: string; shown: boolean };

/**
 * Skills as tags: type one and press Enter (or a comma), press "Add skill", or leave the box to add
 * it; remove one with its × button, or Backspace in the empty box removes the last. At most `max`
 * skills of at most `maxLength` characters; a repeat (in any case) is refused with a message.
 * Additions and removals are announced to screen readers.
 */
export function SkillsInput({
  label,
  value,
  onChange,
  onBlur,
  error: rawError,
  max,
  maxLength,
  listLabel,
}: SkillsInputProps) {
  const { i18n, t } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice>({ text: '', shown: false });
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const full = value.length >= max;

  const add = () => {
    const skill = draft.trim().replace(/,+$/, '').trim();
    if (!skill) return;
    if (value.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
      setNotice({ text: t`"${skill}" is already in the list`, shown: true });
      return;
    }
    if (full) {
      setNotice({ text: t`At most ${max} skills`, shown: true });
      return;
    }
    if (skill.length > maxLength) {
      setNotice({ text: t`A skill can be at most ${maxLength} characters`, shown: true });
      return;
    }
    onChange([...value, skill]);
    setDraft('');
    setNotice({ text: t`Added ${skill}`, shown: false });
  };

  const remove = (skill: string) => {
    onChange(value.filter((existing) => existing !== skill));
    setNotice({ text: t`Removed ${skill}`, shown: false });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      remove(value[value.length - 1]);
    }
  };

  const describedBy = [`${inputId}-count`, error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  const count = value.length;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className={tagStyles.tags} aria-label={listLabel ?? t`Added skills`}>
          {value.map((skill) => (
            <li key={skill} className={tagStyles.tag}>
              {skill}
              <button
                type="button"
                className={tagStyles.tagRemove}
                aria-label={t`Remove skill ${skill}`}
                onClick={() => remove(skill)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={tagStyles.inline}>
        <input
          id={inputId}
          className={`${styles.input} ${tagStyles.input}`}
          value={draft}
          disabled={full}
          placeholder={full ? t`The list is full` : t`Type a skill and press Enter`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            // Tabbing to "Add skill" leaves the text for that button (adding now would disable it under the focus).
            if (event.relatedTarget !== addButtonRef.current) add();
            onBlur?.();
          }}
        />
        <Button ref={addButtonRef} variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
          <Trans>Add skill</Trans>
        </Button>
      </div>
      <p id={`${inputId}-count`} className={styles.hint}>
        <Trans>
          {count} of {max} skills
        </Trans>
      </p>
      <p className="ui-visually-hidden" aria-live="polite">
        {notice.text}
      </p>
      {notice.shown && <p className={styles.hint}>{notice.text}</p>}
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
