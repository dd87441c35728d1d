import {
  QUESTION_KINDS,
  SCREENING_LIMITS,
  SCREENING_REJECT_DELAY_MINUTES_DEFAULT,
  type QuestionKind,
} from '@jobs/contracts';
import { Button, FormError, SelectField, TextAreaField, TextField, type FieldProblem } from '@jobs/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { draftOptions, newQuestionDraft, type QuestionDraft } from './form-values';
import styles from './vacancy-editor.module.css';

export const QUESTION_KIND_MESSAGES: Record<QuestionKind, MessageDescriptor> = {
  yes_no: msg`Yes or no`,
  choice: msg`One of several options`,
  multi_choice: msg`Several options`,
  number: msg`A number`,
  text: msg`Free text`,
};

type QuestionErrors = Partial<Record<'text' | 'options' | 'required_answer' | 'kind' | 'id', FieldProblem>>;

export type QuestionsEditorProps = {
  value: QuestionDraft[];
  onChange: (next: QuestionDraft[]) => void;
  /** The form's errors per question (`questions.2.options` …), and for the list as a whole. */
  errors?: (QuestionErrors | undefined)[] & { root?: FieldProblem; message?: string; type?: string };
  disabled?: boolean;
};

/**
 * The employer's screening questions: add (up to 10), edit, remove; each of a kind, with options
 * for the choice kinds, and a required answer that makes it a knock-out (not for free text).
 */
export function QuestionsEditor({ value, onChange, errors, disabled = false }: QuestionsEditorProps) {
  const { i18n, t } = useLingui();
  const set = (index: number, patch: Partial<QuestionDraft>) =>
    onChange(value.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));
  const listError = (errors as { message?: string; type?: string } | undefined)?.type
    ? (errors as unknown as FieldProblem)
    : errors?.root;
  const max = SCREENING_LIMITS.questionsMax;
  // The API's default delay (SCREENING_REJECT_DELAY_MINUTES); no public response carries the configured value.
  const delay = SCREENING_REJECT_DELAY_MINUTES_DEFAULT;

  return (
    <div className={styles.questions}>
      <p className={styles.muted}>
        <Trans>
          Asked of everyone who applies (up to {max}). A question with a required answer is a knock-out: seekers see it
          before applying, and applications that miss it are declined automatically{' '}
          <Plural value={delay} one="# minute" other="# minutes" /> after they are sent, never at once.
        </Trans>
      </p>
      {value.map((draft, index) => {
        const problems = errors?.[index];
        const options = draftOptions(draft);
        const number = index + 1;
        return (
          <section key={index} className={styles.question} aria-label={t`Question ${number}`}>
            <div className={styles.grid}>
              <SelectField
                label={t`Answer type`}
                options={QUESTION_KINDS.map((kind) => ({ value: kind, label: i18n._(QUESTION_KIND_MESSAGES[kind]) }))}
                value={draft.kind}
                onChange={(event) =>
                  set(index, {
                    kind: event.target.value as QuestionKind,
                    knockout: event.target.value === 'text' ? false : draft.knockout,
                  })
                }
                error={problems?.kind}
              />
            </div>
            <TextField
              label={t`Question ${number}`}
              maxLength={SCREENING_LIMITS.textMax}
              value={draft.text}
              onChange={(event) => set(index, { text: event.target.value })}
              error={problems?.text}
            />
            {(draft.kind === 'choice' || draft.kind === 'multi_choice') && (
              <TextAreaField
                label={t`Options, one per line`}
                rows={3}
                value={draft.options}
                onChange={(event) => set(index, { options: event.target.value })}
                error={problems?.options}
              />
            )}
            {draft.kind !== 'text' && (
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={draft.knockout}
                  onChange={(event) => set(index, { knockout: event.target.checked })}
                />{' '}
                <Trans>Required answer (knock-out)</Trans>
              </label>
            )}
            {draft.knockout && draft.kind === 'yes_no' && (
              <SelectField
                label={t`The answer required`}
                options={[
                  { value: 'true', label: t`Yes` },
                  { value: 'false', label: t`No` },
                ]}
                value={String(draft.requiredYes)}
                onChange={(event) => set(index, { requiredYes: event.target.value === 'true' })}
                error={problems?.required_answer}
              />
            )}
            {draft.knockout && draft.kind === 'choice' && (
              <SelectField
                label={t`The answer required`}
                placeholder={t`Choose…`}
                options={options.map((option) => ({ value: option, label: option }))}
                value={draft.requiredChoice}
                onChange={(event) => set(index, { requiredChoice: event.target.value })}
                error={problems?.required_answer}
              />
            )}
            {draft.knockout && draft.kind === 'multi_choice' && (
              <fieldset className={styles.plainFieldset}>
                <legend className={styles.muted}>
                  <Trans>Options the candidate must have chosen</Trans>
                </legend>
                {options.map((option) => (
                  <label key={option} className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={draft.requiredMany.includes(option)}
                      onChange={(event) =>
                        set(index, {
                          requiredMany: event.target.checked
                            ? [...draft.requiredMany, option]
                            : draft.requiredMany.filter((picked) => picked !== option),
                        })
                      }
                    />{' '}
                    {option}
                  </label>
                ))}
                <FormError>{problems?.required_answer}</FormError>
              </fieldset>
            )}
            {draft.knockout && draft.kind === 'number' && (
              <div className={styles.grid}>
                <TextField
                  label={t`At least`}
                  inputMode="decimal"
                  value={draft.min}
                  onChange={(event) => set(index, { min: event.target.value })}
                  error={problems?.required_answer}
                />
                <TextField
                  label={t`At most`}
                  inputMode="decimal"
                  value={draft.max}
                  onChange={(event) => set(index, { max: event.target.value })}
                />
              </div>
            )}
            <div>
              <Button type="button" variant="secondary" onClick={() => remove(index)} disabled={disabled}>
                <Trans>Remove question {number}</Trans>
              </Button>
            </div>
          </section>
        );
      })}
      <FormError>{listError}</FormError>
      {value.length < max && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => onChange([...value, newQuestionDraft()])}
            disabled={disabled}
          >
            <Trans>Add a question</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
