import type { EXPERIENCE_LEVELS, SCHEDULES } from '@jobs/server-db';

export type Lang = 'ru' | 'en';
export type Schedule = (typeof SCHEDULES)[number];
export type Experience = (typeof EXPERIENCE_LEVELS)[number];
export type Weights<T> = readonly (readonly [T, number])[];
export type Texts = { readonly ru: readonly string[]; readonly en: readonly string[] };

export type RoleSpec = {
  readonly ru: string;
  readonly en: string;
  /** Skill tags that read the same in both languages (technologies, tools). */
  readonly skills?: readonly string[];
  /** Skill tags in the vacancy's language, for trades where they are words, not product names. */
  readonly ruSkills?: readonly string[];
  readonly enSkills?: readonly string[];
  /** Monthly gross pay of a mid-level specialist in Moscow, RUB: [low, high]. */
  readonly salary: readonly [number, number];
  /** Whether the title takes a grade (Junior / Senior / Lead) and experience follows it. */
  readonly graded?: boolean;
  /** A specialisation shown in brackets, e.g. «Frontend-разработчик (React)», with its own skills. */
  readonly variants?: readonly {
    readonly label: string;
    readonly labelEn?: string;
    readonly skills: readonly string[];
  }[];
  readonly duties: Texts;
  readonly schedules?: Weights<Schedule>;
  readonly experience?: Weights<Experience>;
};

export type CategorySpec = {
  readonly slug: string;
  readonly nameRu: string;
  readonly nameEn: string;
  /** Relative share of vacancies in Russian and in English. */
  readonly weight: { readonly ru: number; readonly en: number };
  /** White-collar work gets office perks; field work gets uniforms, meals and transport. */
  readonly kind: 'office' | 'field';
  /** Where the new hire goes, as it reads after «в/на»: «в команду разработки». */
  readonly teamRu: string;
  readonly teamEn: string;
  readonly industries: readonly {
    readonly ru: string;
    readonly en: string;
    readonly aboutRu: string;
    readonly aboutEn: string;
  }[];
  readonly schedules: Weights<Schedule>;
  readonly requirements: Texts;
  /** Study programmes of people in this trade, for seekers' education entries. */
  readonly studies: Texts;
  readonly roles: readonly RoleSpec[];
};
