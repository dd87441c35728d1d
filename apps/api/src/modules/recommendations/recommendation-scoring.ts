import type { ReasonFacts } from './recommendation-words';
import { DAY_MS } from '../../lib/days';

type Currency = 'RUB' | 'USD' | 'EUR';
type Schedule = 'office' | 'hybrid' | 'remote' | 'shift';
type Experience = 'none' | '1-3' | '3-6' | '6+';

/** What the ranking knows of the seeker: the résumé, and what their "not interested" taught it. */
export type SeekerTaste = {
  skills: string[];
  desiredPosition: string;
  city: string;
  salaryExpectation: number | null;
  currency: Currency;
  schedule: Schedule | null;
  experience: Experience | null;
  /** How many vacancies of each company / category the seeker dismissed. */
  dismissedCompanies: ReadonlyMap<number, number>;
  dismissedCategories: ReadonlyMap<number, number>;
};

/** A published vacancy the SQL pre-filter let through, with its title's trigram similarity to the desired position. */
export type Candidate = {
  id: number;
  title: string;
  companyId: number;
  categoryId: number | null;
  city: string;
  schedule: Schedule;
  experience: Experience;
  salaryFrom: number | null;
  salaryTo: number | null;
  currency: Currency;
  skills: string[];
  publishedMs: number | null;
  positionSimilarity: number;
};

export type Scored = { id: number; score: number; reasons: ReasonFacts[]; publishedMs: number };

const EXPERIENCE_RANK: Record<Experience, number> = { none: 0, '1-3': 1, '3-6': 2, '6+': 3 };

/** Weights of the ranking (points); the sum orders the list. */
export const WEIGHTS = {
  skillShare: 40,
  skillEach: 3,
  skillEachCap: 5,
  position: 30,
  positionReasonAt: 0.3,
  city: 15,
  otherCityOnSite: -10,
  schedule: 10,
  notRemote: -8,
  salaryFrom: 10,
  salaryTo: 6,
  salaryBelow: -12,
  experience: 8,
  experienceBelow: 2,
  experienceAbovePerStep: -8,
  freshness: 4,
  freshnessDays: 30,
  dismissedCompany: -10,
  dismissedCategory: -5,
  dismissedCap: 3,
} as const;

export const foldCity = (city: string): string => city.trim().toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** Whether the résumé says anything the ranking can use. */
export const hasTaste = (taste: SeekerTaste): boolean =>
  taste.skills.length > 0 ||
  taste.desiredPosition.trim() !== '' ||
  taste.city.trim() !== '' ||
  taste.schedule !== null ||
  taste.experience !== null ||
  taste.salaryExpectation !== null;

/** One vacancy's score for the seeker, and the reasons worth telling. */
export const scoreCandidate = (taste: SeekerTaste, candidate: Candidate, nowMs: number): Scored => {
  const reasons: ReasonFacts[] = [];
  let score = 0;

  if (taste.skills.length > 0) {
    const offered = new Set(candidate.skills.map((skill) => skill.trim().toLowerCase()));
    const matched = taste.skills.filter((skill) => offered.has(skill.trim().toLowerCase()));
    if (matched.length > 0) {
      score +=
        (WEIGHTS.skillShare * matched.length) / taste.skills.length +
        WEIGHTS.skillEach * Math.min(matched.length, WEIGHTS.skillEachCap);
      reasons.push({ kind: 'skills', matched, total: taste.skills.length });
    }
  }

  const position = taste.desiredPosition.trim();
  if (position !== '' && candidate.positionSimilarity > 0) {
    score += WEIGHTS.position * candidate.positionSimilarity;
    if (candidate.positionSimilarity >= WEIGHTS.positionReasonAt) reasons.push({ kind: 'position', position });
  }

  const remote = candidate.schedule === 'remote';
  if (taste.city.trim() !== '') {
    if (foldCity(candidate.city) === foldCity(taste.city)) {
      score += WEIGHTS.city;
      reasons.push({ kind: 'city', city: candidate.city });
    } else if (!remote) {
      score += WEIGHTS.otherCityOnSite;
    }
  }

  if (taste.schedule !== null) {
    if (candidate.schedule === taste.schedule) {
      score += WEIGHTS.schedule;
      reasons.push({ kind: remote ? 'remote' : 'schedule', schedule: candidate.schedule });
    } else if (taste.schedule === 'remote') {
      score += WEIGHTS.notRemote;
    }
  }

  if (taste.salaryExpectation !== null && candidate.currency === taste.currency) {
    const expected = taste.salaryExpectation;
    if (candidate.salaryFrom !== null && candidate.salaryFrom >= expected) {
      score += WEIGHTS.salaryFrom;
      reasons.push({ kind: 'salary', bound: 'from', amount: candidate.salaryFrom, currency: candidate.currency });
    } else if (candidate.salaryTo !== null && candidate.salaryTo >= expected) {
      score += WEIGHTS.salaryTo;
      reasons.push({ kind: 'salary', bound: 'to', amount: candidate.salaryTo, currency: candidate.currency });
    } else if ((candidate.salaryTo ?? candidate.salaryFrom) !== null) {
      score += WEIGHTS.salaryBelow;
    }
  }

  if (taste.experience !== null) {
    const wanted = EXPERIENCE_RANK[candidate.experience];
    const has = EXPERIENCE_RANK[taste.experience];
    if (wanted === has) {
      score += WEIGHTS.experience;
      reasons.push({ kind: 'experience', experience: candidate.experience });
    } else if (wanted < has) {
      score += WEIGHTS.experienceBelow;
    } else {
      score += WEIGHTS.experienceAbovePerStep * (wanted - has);
    }
  }

  const publishedMs = candidate.publishedMs ?? 0;
  const ageDays = Math.max(0, (nowMs - publishedMs) / DAY_MS);
  score += WEIGHTS.freshness * Math.exp(-ageDays / WEIGHTS.freshnessDays);

  // Learnt from "not interested": the same company, and less so the same category, rank lower.
  const companyDismissals = taste.dismissedCompanies.get(candidate.companyId) ?? 0;
  const categoryDismissals =
    candidate.categoryId === null ? 0 : (taste.dismissedCategories.get(candidate.categoryId) ?? 0);
  score += WEIGHTS.dismissedCompany * Math.min(companyDismissals, WEIGHTS.dismissedCap);
  score += WEIGHTS.dismissedCategory * Math.min(categoryDismissals, WEIGHTS.dismissedCap);

  return { id: candidate.id, score: Math.round(score * 100) / 100, reasons, publishedMs };
};

/** Whether the résumé names an occupation: skills or a desired position. */
const namesOccupation = (taste: SeekerTaste): boolean => taste.skills.length > 0 || taste.desiredPosition.trim() !== '';

/** Reasons that speak of the job itself, not of where, when or for how much. */
const OCCUPATIONAL = new Set<ReasonFacts['kind']>(['skills', 'position']);

/**
 * The best `limit` candidates, best first (ties: newer, then higher id). When the résumé says
 * something, only vacancies with at least one reason are kept; when it names skills or a desired
 * position, only those that match one of them (a chief accountant's job in the seeker's city, on
 * the seeker's schedule, is still no job for a frontend developer).
 */
export const rank = (
  taste: SeekerTaste,
  candidates: readonly Candidate[],
  limit: number,
  nowMs: number = Date.now(),
): Scored[] => {
  const personal = hasTaste(taste);
  const occupational = namesOccupation(taste);
  const relevant = (scored: Scored): boolean => {
    if (!personal) return true;
    if (occupational) return scored.reasons.some((reason) => OCCUPATIONAL.has(reason.kind));
    return scored.reasons.length > 0;
  };
  return candidates
    .map((candidate) => scoreCandidate(taste, candidate, nowMs))
    .filter(relevant)
    .sort((a, b) => b.score - a.score || b.publishedMs - a.publishedMs || b.id - a.id)
    .slice(0, limit);
};
