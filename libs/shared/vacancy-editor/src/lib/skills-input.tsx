import { VACANCY_LIMITS } from '@jobs/contracts';
import { Button, fieldErrorText, type FieldErrorValue } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './vacancy-editor.module.css';

export type SkillsInputProps = {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  /** The field's validation message (English from the schemas is shown in the interface language). */
  error?: FieldErrorValue;
  /** "Key skills" by default. */
  label?: string;
};

/** What the input last said: an addition or a removal (read out only), or a refusal (also shown). */
type Notice = { text: string; shown: boolean };

/**
 * Key skills as tags: type one and press Enter (or a comma) to add it, remove one with its ×
 * button. At most `VACANCY_LIMITS.skillsMax`; a repeat is refused with a message.
 */
export function SkillsInput({ value, onChange, onBlur, error: rawError, label }: SkillsInputProps) {
  const { i18n, t } = useLingui();
  const error = fieldErrorText(i18n, rawError);
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice>({ text: '', shown: false });
  const max = VACANCY_LIMITS.skillsMax;
  const maxLength = VACANCY_LIMITS.skillMax;
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
        {label ?? t`Key skills`}
      </label>
      {value.length > 0 && (
        <ul className={styles.tags} aria-label={t`Added skills`}>
          {value.map((skill) => (
            <li key={skill} className={styles.tag}>
              {skill}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t`Remove skill ${skill}`}
                onClick={() => remove(skill)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.inline}>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          disabled={full}
          placeholder={full ? t`The list is full` : t`Type a skill and press Enter`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
        />
        <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
          <Trans>Add skill</Trans>
        </Button>
      </div>
      <p id={`${inputId}-count`} className={styles.hint}>
        <Trans>
          {count} of {max} skills
        </Trans>
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
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
