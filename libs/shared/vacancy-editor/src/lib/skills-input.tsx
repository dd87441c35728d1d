import { VACANCY_LIMITS } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './vacancy-editor.module.css';

export type SkillsInputProps = {
  value: string[];
  onChange: (skills: string[]) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
};

/**
 * Key skills as tags: type one and press Enter (or a comma) to add it, remove one with its ×
 * button. At most `VACANCY_LIMITS.skillsMax`; a repeat is refused with a message.
 */
export function SkillsInput({ value, onChange, onBlur, error, label = 'Key skills' }: SkillsInputProps) {
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState('');
  const full = value.length >= VACANCY_LIMITS.skillsMax;

  const add = () => {
    const skill = draft.trim().replace(/,+$/, '').trim();
    if (!skill) return;
    if (value.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
      setNotice(`"${skill}" is already in the list`);
      return;
    }
    if (full) {
      setNotice(`At most ${VACANCY_LIMITS.skillsMax} skills`);
      return;
    }
    if (skill.length > VACANCY_LIMITS.skillMax) {
      setNotice(`A skill can be at most ${VACANCY_LIMITS.skillMax} characters`);
      return;
    }
    onChange([...value, skill]);
    setDraft('');
    setNotice(`Added ${skill}`);
  };

  const remove = (skill: string) => {
    onChange(value.filter((existing) => existing !== skill));
    setNotice(`Removed ${skill}`);
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

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className={styles.tags} aria-label="Added skills">
          {value.map((skill) => (
            <li key={skill} className={styles.tag}>
              {skill}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={`Remove skill ${skill}`}
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
          placeholder={full ? 'The list is full' : 'Type a skill and press Enter'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={onBlur}
        />
        <Button variant="secondary" onClick={add} disabled={full || draft.trim() === ''}>
          Add skill
        </Button>
      </div>
      <p id={`${inputId}-count`} className={styles.hint}>
        {value.length} of {VACANCY_LIMITS.skillsMax} skills
      </p>
      <p className={styles.visuallyHidden} aria-live="polite">
        {notice}
      </p>
      {notice && !notice.startsWith('Added') && !notice.startsWith('Removed') && (
        <p className={styles.hint}>{notice}</p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
