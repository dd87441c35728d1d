import {
  APPLICATION_STATUSES,
  INVITATION_STATUSES,
  SCREENING_OUTCOMES,
  type ApplicationStatus,
  type InvitationStatus,
  type ScreeningOutcome,
} from '@jobs/contracts';

/** Every candidate of the company (the API links notifications to a candidate under it). */
export const CANDIDATES_PATH = '/employer/candidates';

/** One candidate: the résumé as sent, the moves and the chat. */
export const candidatePath = (id: number): string => `${CANDIDATES_PATH}/${id}`;

/** A candidate id from the route: a positive integer, else null. */
export const parseCandidateId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/** What the candidate list shows, kept in the URL (`?vacancy_id=5&status=invited&q=anna&page=2`). */
export type CandidateFilters = {
  vacancyId: number | null;
  status: ApplicationStatus | null;
  q: string;
  page: number;
  /** The candidates of the vacancies this member is responsible for (`?responsible=7`). */
  responsibleId?: number | null;
  /** Only the unanswered past their reply promise (`?overdue=true`). */
  overdue?: boolean;
  /** Passed every knock-out question, or screened out (`?screening=screened_out`). */
  screening?: ScreeningOutcome | null;
  /** Who gave this answer to this screening question (`?question_id=english&answer=C1`). */
  questionId?: string | null;
  answer?: string | null;
  /**
   * The company's invitations instead of the candidates: all of them or those of one status
   * (`?invitations=pending`); the vacancy and member filters apply to them too.
   */
  invitations?: InvitationStatus | 'all' | null;
};

const isInvitations = (value: string | null): value is InvitationStatus | 'all' =>
  value === 'all' || (INVITATION_STATUSES as readonly (string | null)[]).includes(value);

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly (string | null)[]).includes(value);

const positive = (value: string | null, max: number): number | null => {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

export const readCandidateFilters = (params: URLSearchParams): CandidateFilters => {
  const status = params.get('status');
  return {
    vacancyId: positive(params.get('vacancy_id'), 999_999),
    status: isStatus(status) ? status : null,
    q: (params.get('q') ?? '').trim().slice(0, 200),
    page: positive(params.get('page'), 500) ?? 1,
    responsibleId: positive(params.get('responsible'), 999_999_999),
    overdue: params.get('overdue') === 'true',
    screening: (SCREENING_OUTCOMES as readonly (string | null)[]).includes(params.get('screening'))
      ? (params.get('screening') as ScreeningOutcome)
      : null,
    questionId: /^[A-Za-z0-9_-]{1,40}$/.test(params.get('question_id') ?? '') ? params.get('question_id') : null,
    answer: (params.get('answer') ?? '').trim().slice(0, 100) || null,
    invitations: isInvitations(params.get('invitations'))
      ? (params.get('invitations') as InvitationStatus | 'all')
      : null,
  };
};

/** The URL query of a filter set (defaults left out, so the plain list is `/employer/candidates`). */
export const candidateFiltersSearch = (filters: CandidateFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.vacancyId !== null) params.set('vacancy_id', String(filters.vacancyId));
  if (filters.status !== null) params.set('status', filters.status);
  if (filters.q) params.set('q', filters.q);
  if (filters.responsibleId) params.set('responsible', String(filters.responsibleId));
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.screening) params.set('screening', filters.screening);
  if (filters.questionId && filters.answer) {
    params.set('question_id', filters.questionId);
    params.set('answer', filters.answer);
  }
  if (filters.invitations) params.set('invitations', filters.invitations);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

/** The list's link for a filter set. */
export const candidatesHref = (filters: CandidateFilters): string => {
  const search = candidateFiltersSearch(filters).toString();
  return search ? `${CANDIDATES_PATH}?${search}` : CANDIDATES_PATH;
};

/** The candidates of one vacancy (the vacancy list and page link here). */
export const vacancyCandidatesPath = (vacancyId: number): string =>
  candidatesHref({ vacancyId, status: null, q: '', page: 1 });
