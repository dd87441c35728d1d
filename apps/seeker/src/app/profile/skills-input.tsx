import { PROFILE_LIMITS } from '@jobs/contracts';
import { fieldErrorText, type FieldErrorValue } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './profile-page.module.css';

export type SkillsInputProps = {
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  error?: FieldErrorValue;
};

/** Skills as tags: Enter or a comma adds the typed skill, Backspace in an empty box removes the last. */
export function SkillsInput({ label, value, onChange, error }: SkillsInputProps) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.skills;

  const add = (raw: string) => {
    const skill = raw.trim();
    if (skill === '') return;
    if (skill.length > PROFILE_LIMITS.skill) {
      const max = PROFILE_LIMITS.skill;
      setProblem(
        t({
          message: plural(max, {
            one: 'A skill must be at most # character',
            other: 'A skill must be at most # characters',
          }),
        }),
      );
      return;
    }
    if (full) {
      const max = PROFILE_LIMITS.skills;
      setProblem(t({ message: plural(max, { one: 'At most # skill', other: 'At most # skills' }) }));
      return;
    }
    setProblem(null);
    setText('');
    if (value.some((existing) => existing.toLowerCase() === skill.toLowerCase())) return;
    onChange([...value, skill]);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const message = problem ?? fieldErrorText(i18n, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {value.length > 0 && (
        <ul className={styles.tags} aria-label={t`Your skills`}>
          {value.map((skill) => (
            <li key={skill} className={styles.tag}>
              {skill}
              <button
                type="button"
                className={styles.tagRemove}
                aria-label={t`Remove ${skill}`}
                onClick={() => onChange(value.filter((item) => item !== skill))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.comboRow}>
        <input
          id={id}
          className={styles.input}
          value={text}
          placeholder={full ? t`Skill limit reached` : t`Type a skill and press Enter`}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={() => add(text)}
        />
        <button type="button" className={styles.linkButton} onClick={() => add(text)} disabled={text.trim() === ''}>
          <Trans>Add skill</Trans>
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        <SkillCount count={value.length} limit={PROFILE_LIMITS.skills} />
      </p>
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

/** "3 of 30 skills" / «3 навыка из 30». */
function SkillCount({ count, limit }: { count: number; limit: number }) {
  return <Plural value={limit} one={`${count} of # skill`} other={`${count} of # skills`} />;
}
