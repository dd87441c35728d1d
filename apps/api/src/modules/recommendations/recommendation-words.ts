import type { Locale, RecommendationReasonKind } from '@jobs/contracts';

type Currency = 'RUB' | 'USD' | 'EUR';
type Schedule = 'office' | 'hybrid' | 'remote' | 'shift';
type Experience = 'none' | '1-3' | '3-6' | '6+';

const CURRENCY_SIGN: Record<Currency, string> = { RUB: '₽', USD: '$', EUR: '€' };

/** `250 000 ₽`: digits grouped by no-break spaces, as both locales write money. */
export const formatMoney = (amount: number, currency: Currency): string => {
  const digits = String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return currency === 'RUB' ? `${digits}\u00a0₽` : `${CURRENCY_SIGN[currency]}${digits}`;
};

/** "React, TypeScript, …": at most `max` names. */
const listOf = (items: readonly string[], max = 5): string =>
  items.length > max ? `${items.slice(0, max).join(', ')}, …` : items.join(', ');

// Russian: 1, 21, 31 (not 11) take the singular.
const ruOne = (n: number) => n % 10 === 1 && n % 100 !== 11;

const SCHEDULE_WORDS: Record<Locale, Record<Schedule, string>> = {
  en: {
    remote: 'Remote, as you prefer',
    hybrid: 'Hybrid schedule, as you prefer',
    office: 'Office work, as you prefer',
    shift: 'Shift work, as you prefer',
  },
  ru: {
    remote: 'Удалённая работа, как вы хотите',
    hybrid: 'Гибридный график, как вы хотите',
    office: 'Работа в офисе, как вы хотите',
    shift: 'Сменный график, как вы хотите',
  },
};

const EXPERIENCE_WORDS: Record<Locale, Record<Experience, string>> = {
  en: {
    none: 'No experience required',
    '1-3': 'Asks for 1–3 years of experience, like yours',
    '3-6': 'Asks for 3–6 years of experience, like yours',
    '6+': 'Asks for 6+ years of experience, like yours',
  },
  ru: {
    none: 'Опыт не требуется',
    '1-3': 'Нужен опыт 1–3 года — как у вас',
    '3-6': 'Нужен опыт 3–6 лет — как у вас',
    '6+': 'Нужен опыт от 6 лет — как у вас',
  },
};

export type ReasonFacts =
  | { kind: 'skills'; matched: string[]; total: number }
  | { kind: 'position'; position: string }
  | { kind: 'city'; city: string }
  | { kind: 'remote' | 'schedule'; schedule: Schedule }
  | { kind: 'salary'; bound: 'from' | 'to'; amount: number; currency: Currency }
  | { kind: 'experience'; experience: Experience };

/** A reason in words, in the seeker's language. */
export const reasonText = (facts: ReasonFacts, locale: Locale): string => {
  const ru = locale === 'ru';
  switch (facts.kind) {
    case 'skills': {
      const n = facts.matched.length;
      const list = listOf(facts.matched);
      if (ru) {
        return `${ruOne(n) ? 'Совпадает' : 'Совпадают'} ${n} из ${facts.total} ${ruOne(facts.total) ? 'вашего навыка' : 'ваших навыков'}: ${list}`;
      }
      return `Matches ${n} of your ${facts.total} ${facts.total === 1 ? 'skill' : 'skills'}: ${list}`;
    }
    case 'position':
      return ru
        ? `Похоже на желаемую должность «${facts.position}»`
        : `Close to your desired position “${facts.position}”`;
    case 'city':
      return ru ? `В вашем городе: ${facts.city}` : `In your city: ${facts.city}`;
    case 'remote':
    case 'schedule':
      return SCHEDULE_WORDS[locale][facts.schedule];
    case 'salary': {
      const money = formatMoney(facts.amount, facts.currency);
      if (facts.bound === 'from') {
        return ru ? `Зарплата от ${money} — не ниже ваших ожиданий` : `Salary from ${money} meets your expectation`;
      }
      return ru ? `Зарплата до ${money} — ваши ожидания в вилке` : `Salary up to ${money} covers your expectation`;
    }
    case 'experience':
      return EXPERIENCE_WORDS[locale][facts.experience];
  }
};

/** The structured part of a reason: what matched, out of how many. */
export const reasonData = (
  facts: ReasonFacts,
): { kind: RecommendationReasonKind; matched: string[]; total: number | null } => {
  switch (facts.kind) {
    case 'skills':
      return { kind: 'skills', matched: facts.matched, total: facts.total };
    case 'position':
      return { kind: 'position', matched: [facts.position], total: null };
    case 'city':
      return { kind: 'city', matched: [facts.city], total: null };
    case 'remote':
    case 'schedule':
      return { kind: facts.kind, matched: [facts.schedule], total: null };
    case 'salary':
      return { kind: 'salary', matched: [String(facts.amount)], total: null };
    case 'experience':
      return { kind: 'experience', matched: [facts.experience], total: null };
  }
};
