import {
  answerFits,
  answerKey,
  isKnockout,
  type AnswerValue,
  type ScreeningAnswer,
  type ScreeningQuestion,
} from '@jobs/contracts';
import type { ApiClient } from '@jobs/api-client';
import { Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import styles from './applications.module.css';

export type Answers = Record<string, AnswerValue | undefined>;

export const previousAnswersQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: ['profile', 'answers'],
    queryFn: async ({ signal }) => {
      // The contracts with the request (see application-routes.ts): the vacancy page shows the
      // questions from this module without asking.
      const { applicationRoutes } = await import('./application-routes');
      return apiClient.call(applicationRoutes.previousAnswers, undefined, { signal });
    },
    staleTime: 60_000,
  });

/** Whether a question has an answer the API will take (of its kind; text not blank). */
export const answered = (question: ScreeningQuestion, value: AnswerValue | undefined): boolean =>
  value !== undefined && answerFits(question, value);

/** The required answer of a knock-out in words: «Yes», «C1», «Go, TS», «at least 2». */
export function RequiredAnswer({ question }: { question: ScreeningQuestion }) {
  const { t, i18n } = useLingui();
  const required = question.required_answer;
  if (required === undefined) return null;
  if (typeof required === 'boolean') return required ? t`Yes` : t`No`;
  if (typeof required === 'string') return required;
  if (Array.isArray(required)) return required.join(', ');
  const min = required.min === undefined ? undefined : i18n.number(required.min);
  const max = required.max === undefined ? undefined : i18n.number(required.max);
  if (min !== undefined && max !== undefined) return t`from ${min} to ${max}`;
  if (min !== undefined) return t`at least ${min}`;
  return t`at most ${max}`;
}

/** The knock-out questions of a vacancy, listed before applying. */
export function ScreeningRequirements({ questions }: { questions: readonly ScreeningQuestion[] }) {
  const knockouts = questions.filter(isKnockout);
  if (knockouts.length === 0) return null;
  return (
    <section className={styles.requirements} aria-labelledby="screening-requirements">
      <h2 id="screening-requirements" className={styles.requirementsTitle}>
        <Trans>Requirements checked when you apply</Trans>
      </h2>
      <ul className={styles.requirementsList}>
        {knockouts.map((question) => (
          <li key={question.id}>
            {question.text}{' '}
            <strong>
              <Trans>
                Required answer: <RequiredAnswer question={question} />
              </Trans>
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Props = {
  questions: readonly ScreeningQuestion[];
  value: Answers;
  onChange: (next: Answers) => void;
  /** Per question id: why its answer was not taken (already in words). */
  errors: Record<string, string>;
};

/**
 * The vacancy's questions in the apply dialog, one input per kind; the seeker's earlier answer to a
 * question with the same text and kind (`GET /profile/answers`) is filled in once.
 */
export function ScreeningQuestions({ questions, value, onChange, errors }: Props) {
  const apiClient = useApiClient();
  const previous = useQuery(previousAnswersQuery(apiClient));
  const { t } = useLingui();
  const baseId = useId();

  useEffect(() => {
    if (!previous.data) return;
    const earlier = new Map(previous.data.items.map((item) => [answerKey(item), item.value]));
    let changed = false;
    const next = { ...value };
    for (const question of questions) {
      const offered = earlier.get(answerKey(question));
      if (next[question.id] === undefined && offered !== undefined && answerFits(question, offered)) {
        next[question.id] = offered;
        changed = true;
      }
    }
    if (changed) onChange(next);
    // Once, when the earlier answers arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previous.data]);

  const set = (id: string, answer: AnswerValue | undefined) => onChange({ ...value, [id]: answer });

  return (
    <fieldset className={styles.screening}>
      <legend className={styles.resumeTitle}>
        <Trans>Questions from the company</Trans>
      </legend>
      {questions.map((question, index) => {
        const id = `${baseId}-${index}`;
        const current = value[question.id];
        const error = errors[question.id];
        const errorId = `${id}-error`;
        const described = error ? errorId : undefined;
        return (
          <div key={question.id} className={styles.question} role="group" aria-labelledby={`${id}-label`}>
            <p id={`${id}-label`} className={styles.questionText}>
              {question.text}
              {isKnockout(question) && (
                <span className={styles.muted}>
                  {' '}
                  (<Trans>required answer</Trans>: <RequiredAnswer question={question} />)
                </span>
              )}
            </p>
            {question.kind === 'yes_no' && (
              <div className={styles.choices}>
                {[true, false].map((option) => (
                  <label key={String(option)} className={styles.choice}>
                    <input
                      type="radio"
                      name={id}
                      checked={current === option}
                      aria-describedby={described}
                      onChange={() => set(question.id, option)}
                    />{' '}
                    {option ? t`Yes` : t`No`}
                  </label>
                ))}
              </div>
            )}
            {question.kind === 'choice' && (
              <div className={styles.choices}>
                {(question.options ?? []).map((option) => (
                  <label key={option} className={styles.choice}>
                    <input
                      type="radio"
                      name={id}
                      checked={current === option}
                      aria-describedby={described}
                      onChange={() => set(question.id, option)}
                    />{' '}
                    {option}
                  </label>
                ))}
              </div>
            )}
            {question.kind === 'multi_choice' && (
              <div className={styles.choices}>
                {(question.options ?? []).map((option) => {
                  const picked = Array.isArray(current) ? current : [];
                  return (
                    <label key={option} className={styles.choice}>
                      <input
                        type="checkbox"
                        checked={picked.includes(option)}
                        aria-describedby={described}
                        onChange={(event) =>
                          set(
                            question.id,
                            event.target.checked ? [...picked, option] : picked.filter((one) => one !== option),
                          )
                        }
                      />{' '}
                      {option}
                    </label>
                  );
                })}
              </div>
            )}
            {question.kind === 'number' && (
              <input
                className={styles.answerInput}
                type="number"
                inputMode="decimal"
                aria-labelledby={`${id}-label`}
                aria-describedby={described}
                aria-invalid={error ? true : undefined}
                value={typeof current === 'number' ? String(current) : ''}
                onChange={(event) =>
                  set(question.id, event.target.value === '' ? undefined : Number(event.target.value))
                }
              />
            )}
            {question.kind === 'text' && (
              <textarea
                className={styles.answerInput}
                rows={3}
                maxLength={2000}
                aria-labelledby={`${id}-label`}
                aria-describedby={described}
                aria-invalid={error ? true : undefined}
                value={typeof current === 'string' ? current : ''}
                onChange={(event) => set(question.id, event.target.value)}
              />
            )}
            {error && (
              <p id={errorId} role="alert" className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The seeker's own answers kept with an application, each under the question as it was asked. */
export function ApplicationAnswers({ answers }: { answers: readonly ScreeningAnswer[] }) {
  const { t, i18n } = useLingui();
  if (answers.length === 0) return null;
  const answerText = (value: AnswerValue) => {
    if (typeof value === 'boolean') return value ? t`Yes` : t`No`;
    if (typeof value === 'number') return i18n.number(value);
    if (Array.isArray(value)) return value.join(', ');
    return value;
  };
  return (
    <Card className={styles.card} aria-labelledby="application-answers-title">
      <h2 id="application-answers-title" className={styles.requirementsTitle}>
        <Trans>Your answers to the company’s questions</Trans>
      </h2>
      <dl className={styles.answers}>
        {answers.map((answer) => (
          <div key={answer.question_id}>
            <dt>{answer.text}</dt>
            <dd>{answerText(answer.value)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
