import { z } from 'zod';
import { FIELD_ERROR_MESSAGES } from './field-errors';

/**
 * Screening questions (issue 26): a vacancy asks up to 10 questions of whoever applies. A question
 * with a `required_answer` is a knock-out: it is shown to the seeker before applying, and an
 * application whose answer misses it is stored, then rejected (`reason_code: screening`) after
 * `SCREENING_REJECT_DELAY_MINUTES` — never at once.
 */

export const QUESTION_KINDS = ['yes_no', 'choice', 'multi_choice', 'number', 'text'] as const;
export const questionKindSchema = z.enum(QUESTION_KINDS);
export type QuestionKind = z.infer<typeof questionKindSchema>;

export const SCREENING_LIMITS = {
  questionsMax: 10,
  textMax: 300,
  optionsMin: 2,
  optionsMax: 10,
  optionMax: 100,
  idMax: 40,
  answerTextMax: 2000,
} as const;

export const SCREENING_REJECT_DELAY_MINUTES_DEFAULT = 60;

const QUESTION_ID = /^[A-Za-z0-9_-]+$/;

/** A number range a `number` question's answer must fall in (either end may be left out). */
export const numberRangeSchema = z
  .object({ min: z.number().finite().optional(), max: z.number().finite().optional() })
  .strict();

export const requiredAnswerSchema = z.union([z.boolean(), z.string(), z.array(z.string()), numberRangeSchema]);
export type RequiredAnswer = z.infer<typeof requiredAnswerSchema>;

/** A question as stored and shown (`id` is the vacancy's own, stable across edits). */
export const screeningQuestionSchema = z.object({
  id: z.string(),
  kind: questionKindSchema,
  text: z.string(),
  options: z.array(z.string()).optional(),
  required_answer: requiredAnswerSchema.optional(),
});
export type ScreeningQuestion = z.infer<typeof screeningQuestionSchema>;

/** A question as the employer's form sends it: `id` may be left out (the API gives one). */
const questionInputSchema = z
  .object({
    id: z.string().trim().min(1).max(SCREENING_LIMITS.idMax).regex(QUESTION_ID).optional(),
    kind: questionKindSchema,
    text: z.string().trim().min(1).max(SCREENING_LIMITS.textMax),
    options: z.array(z.string().trim().min(1).max(SCREENING_LIMITS.optionMax)).optional(),
    required_answer: requiredAnswerSchema.nullable().optional(),
  })
  .strict();

const issue = (ctx: z.RefinementCtx, path: (string | number)[], code: keyof typeof FIELD_ERROR_MESSAGES) =>
  ctx.addIssue({ code: 'custom', path, message: FIELD_ERROR_MESSAGES[code], params: { code } });

/** The rules that tie a question's parts to its kind, each reported on the part at fault. */
const checkQuestion = (q: z.infer<typeof questionInputSchema>, ctx: z.RefinementCtx, at: number) => {
  const hasOptions = q.kind === 'choice' || q.kind === 'multi_choice';
  const options = q.options ?? [];
  if (hasOptions) {
    if (options.length < SCREENING_LIMITS.optionsMin || options.length > SCREENING_LIMITS.optionsMax) {
      issue(ctx, [at, 'options'], 'question_options');
    } else if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) {
      issue(ctx, [at, 'options'], 'duplicate');
    }
  } else if (q.options !== undefined && q.options.length > 0) {
    issue(ctx, [at, 'options'], 'question_no_options');
  }
  const required = q.required_answer;
  if (required === undefined || required === null) return;
  const fits = (() => {
    switch (q.kind) {
      case 'yes_no':
        return typeof required === 'boolean';
      case 'choice':
        return typeof required === 'string' && options.includes(required);
      case 'multi_choice':
        return (
          Array.isArray(required) &&
          required.length > 0 &&
          required.every((option) => options.includes(option)) &&
          new Set(required).size === required.length
        );
      case 'number':
        return (
          typeof required === 'object' &&
          !Array.isArray(required) &&
          (required.min !== undefined || required.max !== undefined) &&
          (required.min === undefined || required.max === undefined || required.min <= required.max)
        );
      case 'text':
        return false;
    }
  })();
  if (!fits) issue(ctx, [at, 'required_answer'], q.kind === 'text' ? 'question_text_knockout' : 'required_answer');
};

/** A vacancy's questions as its form sends them: at most 10, ids unique. */
export const questionsInputSchema = z
  .array(questionInputSchema)
  .max(SCREENING_LIMITS.questionsMax)
  .superRefine((questions, ctx) => {
    const ids = new Set<string>();
    questions.forEach((q, at) => {
      checkQuestion(q, ctx, at);
      if (q.id !== undefined) {
        if (ids.has(q.id)) issue(ctx, [at, 'id'], 'duplicate');
        ids.add(q.id);
      }
    });
  })
  .transform((questions): ScreeningQuestion[] => {
    const taken = new Set(questions.flatMap((q) => (q.id ? [q.id] : [])));
    let next = 1;
    return questions.map((q) => {
      let id = q.id;
      if (id === undefined) {
        while (taken.has(`q${next}`)) next++;
        id = `q${next}`;
        taken.add(id);
      }
      const hasOptions = q.kind === 'choice' || q.kind === 'multi_choice';
      return {
        id,
        kind: q.kind,
        text: q.text,
        ...(hasOptions ? { options: q.options ?? [] } : {}),
        ...(q.required_answer === undefined || q.required_answer === null
          ? {}
          : { required_answer: q.required_answer }),
      };
    });
  });

/** One answer as the seeker sends it. */
export const answerValueSchema = z.union([
  z.boolean(),
  z.number().finite(),
  z.string().trim().max(SCREENING_LIMITS.answerTextMax),
  z.array(z.string().max(SCREENING_LIMITS.optionMax)).max(SCREENING_LIMITS.optionsMax),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const answerInputSchema = z
  .object({ question_id: z.string().min(1).max(SCREENING_LIMITS.idMax), value: answerValueSchema })
  .strict();
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const answersInputSchema = z.array(answerInputSchema).max(SCREENING_LIMITS.questionsMax);

/** Whether a value is an answer of the question's kind (a choice among its options, …). */
export const answerFits = (question: ScreeningQuestion, value: AnswerValue): boolean => {
  const options = question.options ?? [];
  switch (question.kind) {
    case 'yes_no':
      return typeof value === 'boolean';
    case 'choice':
      return typeof value === 'string' && options.includes(value);
    case 'multi_choice':
      return (
        Array.isArray(value) &&
        value.every((option) => options.includes(option)) &&
        new Set(value).size === value.length
      );
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string' && value.trim().length > 0;
  }
};

/** Whether an answer passes the question's knock-out (true when it has none). */
export const passesKnockout = (question: ScreeningQuestion, value: AnswerValue): boolean => {
  const required = question.required_answer;
  if (required === undefined) return true;
  switch (question.kind) {
    case 'yes_no':
    case 'choice':
      return value === required;
    case 'multi_choice':
      return Array.isArray(required) && Array.isArray(value) && required.every((option) => value.includes(option));
    case 'number': {
      if (typeof value !== 'number' || typeof required !== 'object' || Array.isArray(required)) return false;
      return (
        (required.min === undefined || value >= required.min) && (required.max === undefined || value <= required.max)
      );
    }
    case 'text':
      return true;
  }
};

export const isKnockout = (question: ScreeningQuestion) => question.required_answer !== undefined;

/** An answer as kept with the application: the question as it was asked, and whether it passed. */
export const screeningAnswerSchema = z.object({
  question_id: z.string(),
  kind: questionKindSchema,
  text: z.string(),
  value: answerValueSchema,
  /** Whether it passed the question's knock-out; null: the question had none. */
  passed: z.boolean().nullable(),
});
export type ScreeningAnswer = z.infer<typeof screeningAnswerSchema>;

/** `passed`: every knock-out met; `screened_out`: one missed; null: the vacancy had no knock-outs. */
export const SCREENING_OUTCOMES = ['passed', 'screened_out'] as const;
export const screeningOutcomeSchema = z.enum(SCREENING_OUTCOMES);
export type ScreeningOutcome = z.infer<typeof screeningOutcomeSchema>;

/** The seeker's earlier answers, by question text and kind (the newest per pair), to fill the next form. */
export const previousAnswersSchema = z.object({
  items: z.array(z.object({ text: z.string(), kind: questionKindSchema, value: answerValueSchema })),
});
export type PreviousAnswers = z.infer<typeof previousAnswersSchema>;

/** The key under which an earlier answer is offered again: the question's text (case and spaces folded) and kind. */
export const answerKey = (question: { text: string; kind: QuestionKind }) =>
  `${question.kind}\u0000${question.text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
