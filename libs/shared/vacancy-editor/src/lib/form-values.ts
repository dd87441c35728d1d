import type {
  AddressInput,
  CURRENCIES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  LOCALES,
  ManagedVacancy,
  QuestionKind,
  ScreeningQuestion,
  SCHEDULES,
  VacancyInput,
} from '@jobs/contracts';
import { cityName } from '@jobs/contracts';

/**
 * What the vacancy form holds: the contract's fields, with numbers and the category as the strings
 * inputs give (empty = none) and the enums possibly unset until chosen. `toVacancyInput` turns
 * them into the contract's `VacancyInput` (the zod schema then judges them).
 */
export type VacancyFormValues = {
  title: string;
  description: string;
  requirements: string;
  conditions: string;
  skills: string[];
  category_id: string;
  city: string;
  country: string;
  salary_from: string;
  salary_to: string;
  currency: (typeof CURRENCIES)[number];
  salary_gross: boolean;
  experience: (typeof EXPERIENCE_LEVELS)[number] | '';
  employment: (typeof EMPLOYMENT_TYPES)[number] | '';
  schedule: (typeof SCHEDULES)[number] | '';
  language: (typeof LOCALES)[number];
  /** The address chosen from the suggestions (`GET /geo/suggest`), or none. */
  address: AddressInput | null;
  /** The reply promise in days ('1'–'14'); empty: the company's default. */
  reply_within_days: string;
  /** Screening questions as the form edits them (`toQuestionInput` makes the contract's). */
  questions: QuestionDraft[];
};

/**
 * One screening question in the form: options one per line; a knock-out's required answer in the
 * part its kind uses (yes/no, one option, several options, a number range).
 */
export type QuestionDraft = {
  /** The stored id ('' for a new question: the API gives one). */
  id: string;
  kind: QuestionKind;
  text: string;
  /** Choice options, one per line. */
  options: string;
  knockout: boolean;
  requiredYes: boolean;
  requiredChoice: string;
  requiredMany: string[];
  min: string;
  max: string;
};

export const newQuestionDraft = (kind: QuestionKind = 'yes_no'): QuestionDraft => ({
  id: '',
  kind,
  text: '',
  options: '',
  knockout: false,
  requiredYes: true,
  requiredChoice: '',
  requiredMany: [],
  min: '',
  max: '',
});

/** The options a draft lists (non-empty lines, trimmed). */
export const draftOptions = (draft: QuestionDraft): string[] =>
  draft.options
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const hasOptions = (kind: QuestionKind) => kind === 'choice' || kind === 'multi_choice';

/** A draft as the contract's question input (the schema then judges it). */
export const toQuestionInput = (draft: QuestionDraft) => {
  const options = draftOptions(draft);
  const required = (() => {
    if (!draft.knockout) return undefined;
    switch (draft.kind) {
      case 'yes_no':
        return draft.requiredYes;
      case 'choice':
        return draft.requiredChoice;
      case 'multi_choice':
        return draft.requiredMany.filter((option) => options.includes(option));
      case 'number': {
        const min = numberOrNull(draft.min);
        const max = numberOrNull(draft.max);
        return { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) };
      }
      case 'text':
        return undefined;
    }
  })();
  return {
    ...(draft.id ? { id: draft.id } : {}),
    kind: draft.kind,
    text: draft.text,
    ...(hasOptions(draft.kind) ? { options } : {}),
    ...(required === undefined ? {} : { required_answer: required }),
  };
};

/** A stored question as the form edits it. */
export const toQuestionDraft = (question: ScreeningQuestion): QuestionDraft => {
  const required = question.required_answer;
  const range = typeof required === 'object' && required !== null && !Array.isArray(required) ? required : {};
  return {
    ...newQuestionDraft(question.kind),
    id: question.id,
    text: question.text,
    options: (question.options ?? []).join('\n'),
    knockout: required !== undefined,
    requiredYes: typeof required === 'boolean' ? required : true,
    requiredChoice: typeof required === 'string' ? required : '',
    requiredMany: Array.isArray(required) ? [...required] : [],
    min: range.min === undefined ? '' : String(range.min),
    max: range.max === undefined ? '' : String(range.max),
  };
};

export const VACANCY_FORM_FIELDS = [
  'title',
  'description',
  'requirements',
  'conditions',
  'skills',
  'category_id',
  'city',
  'country',
  'salary_from',
  'salary_to',
  'currency',
  'salary_gross',
  'experience',
  'employment',
  'schedule',
  'language',
  'address',
  'reply_within_days',
  'questions',
] as const satisfies readonly (keyof VacancyFormValues)[];

export type VacancyFormField = (typeof VACANCY_FORM_FIELDS)[number];

export const EMPTY_VACANCY_FORM: VacancyFormValues = {
  title: '',
  description: '',
  requirements: '',
  conditions: '',
  skills: [],
  category_id: '',
  city: '',
  country: 'RU',
  salary_from: '',
  salary_to: '',
  currency: 'RUB',
  salary_gross: true,
  experience: '',
  employment: '',
  schedule: '',
  language: 'ru',
  address: null,
  reply_within_days: '',
  questions: [],
};

const numberOrNull = (value: string): number | null => {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(/\s+/g, ''));
};

/** The form's values as the contract's input (unset enums stay empty so the schema names them). */
export function toVacancyInput(values: VacancyFormValues): VacancyInput {
  return {
    title: values.title,
    description: values.description,
    requirements: values.requirements,
    conditions: values.conditions,
    skills: values.skills,
    category_id: numberOrNull(values.category_id),
    city: values.city,
    country: values.country,
    salary_from: numberOrNull(values.salary_from),
    salary_to: numberOrNull(values.salary_to),
    currency: values.currency,
    salary_gross: values.salary_gross,
    experience: values.experience as VacancyInput['experience'],
    employment: values.employment as VacancyInput['employment'],
    schedule: values.schedule as VacancyInput['schedule'],
    language: values.language,
    address: values.address,
    ...(values.reply_within_days === '' ? {} : { reply_within_days: Number(values.reply_within_days) }),
    questions: (values.questions ?? []).map(toQuestionInput) as unknown as VacancyInput['questions'],
  };
}

type VacancyFields = Pick<
  ManagedVacancy,
  | 'title'
  | 'description'
  | 'requirements'
  | 'conditions'
  | 'skills'
  | 'category_id'
  | 'city'
  | 'country'
  | 'salary_from'
  | 'salary_to'
  | 'currency'
  | 'salary_gross'
  | 'experience'
  | 'employment'
  | 'schedule'
  | 'language'
  | 'address'
  | 'reply_within_days'
  | 'questions'
>;

/**
 * A vacancy's fields as form values. With `withPending`, the edit waiting for review is laid over
 * the live fields (that is what its staff go on editing).
 */
export function toFormValues(
  vacancy: ManagedVacancy,
  { withPending = true, locale }: { withPending?: boolean; locale?: string } = {},
): VacancyFormValues {
  const fields: VacancyFields = {
    ...vacancy,
    ...(withPending ? (vacancy.pending_changes ?? {}) : {}),
  } as VacancyFields;
  return {
    title: fields.title,
    description: fields.description,
    requirements: fields.requirements,
    conditions: fields.conditions,
    skills: [...fields.skills],
    category_id: fields.category_id == null ? '' : String(fields.category_id),
    city: locale ? cityName(fields.city, locale) : fields.city,
    country: fields.country,
    salary_from: fields.salary_from == null ? '' : String(fields.salary_from),
    salary_to: fields.salary_to == null ? '' : String(fields.salary_to),
    currency: fields.currency,
    salary_gross: fields.salary_gross,
    experience: fields.experience,
    employment: fields.employment,
    schedule: fields.schedule,
    language: fields.language,
    // The form keeps the chosen point; the stations near it are the API's to work out.
    address: fields.address ? { text: fields.address.text, lat: fields.address.lat, lon: fields.address.lon } : null,
    reply_within_days: fields.reply_within_days == null ? '' : String(fields.reply_within_days),
    questions: (fields.questions ?? []).map(toQuestionDraft),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the fields of `next` that differ from `base` (what a PATCH sends as `changes`). */
export function changedFields(base: VacancyInput, next: VacancyInput): Partial<VacancyInput> {
  const changes: Partial<VacancyInput> = {};
  for (const key of Object.keys(next) as (keyof VacancyInput)[]) {
    if (!same(base[key], next[key])) (changes as Record<string, unknown>)[key] = next[key];
  }
  return changes;
}

/** Field → [live value, pending value] for every field a pending edit changes (for the editor's diff). */
export function pendingDiff(vacancy: ManagedVacancy): { field: string; live: unknown; pending: unknown }[] {
  if (!vacancy.pending_changes) return [];
  const live = vacancy as unknown as Record<string, unknown>;
  return Object.entries(vacancy.pending_changes)
    .filter(([field, value]) => !same(live[field], value))
    .map(([field, value]) => ({ field, live: live[field], pending: value }));
}
