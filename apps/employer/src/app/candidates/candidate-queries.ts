import type { ApiClient } from '@jobs/api-client';
import {
  employerApplicationRoutes,
  resumeRoutes,
  type EmployerApplication,
  type MessageTemplates,
} from '@jobs/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { employerKeys } from '../vacancies/vacancy-queries';
import type { CandidateFilters } from './candidate-paths';

export const candidateKeys = {
  lists: ['employer', 'applications'] as const,
  list: (filters: CandidateFilters) => ['employer', 'applications', filters] as const,
  one: (id: number) => ['employer', 'application', id] as const,
  templates: ['employer', 'message-templates'] as const,
};

/** One page of the company's candidates for a filter set, with the counts per status (the funnel). */
export const candidatesQuery = (apiClient: ApiClient, filters: CandidateFilters) =>
  queryOptions({
    queryKey: candidateKeys.list(filters),
    queryFn: ({ signal }) =>
      apiClient.call(
        employerApplicationRoutes.list,
        {
          query: {
            page: filters.page,
            ...(filters.vacancyId === null ? {} : { vacancy_id: filters.vacancyId }),
            ...(filters.status === null ? {} : { status: filters.status }),
            ...(filters.q ? { q: filters.q } : {}),
            ...(filters.responsibleId ? { responsible_user_id: filters.responsibleId } : {}),
            ...(filters.overdue ? { overdue: 'true' as const } : {}),
            ...(filters.screening ? { screening: filters.screening } : {}),
            ...(filters.questionId && filters.answer
              ? { question_id: filters.questionId, answer: filters.answer }
              : {}),
          },
        },
        { signal },
      ),
    // The funnel and the rows stay while the next filter loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });

/**
 * One page of the company's invitations for the list's vacancy and member filters (all, or one
 * status), with the counts per status; under the candidate lists' key, so a move refreshes it too.
 */
export const invitationsQuery = (apiClient: ApiClient, filters: CandidateFilters) => {
  const status = filters.invitations && filters.invitations !== 'all' ? filters.invitations : null;
  const page = filters.invitations ? filters.page : 1;
  return queryOptions({
    queryKey: [...candidateKeys.lists, 'invitations', filters.vacancyId, filters.responsibleId ?? null, status, page],
    queryFn: ({ signal }) =>
      apiClient.call(
        resumeRoutes.employerInvitations,
        {
          query: {
            page,
            ...(filters.vacancyId === null ? {} : { vacancy_id: filters.vacancyId }),
            ...(filters.responsibleId ? { responsible_user_id: filters.responsibleId } : {}),
            ...(status ? { status } : {}),
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
};

/** One candidate; the API marks it viewed on the company's first open. */
export const candidateQuery = (apiClient: ApiClient, id: number) =>
  queryOptions({
    queryKey: candidateKeys.one(id),
    queryFn: ({ signal }) => apiClient.call(employerApplicationRoutes.get, { params: { id } }, { signal }),
  });

/** The company's message per step (the API's defaults in the employer's language until edited). */
export const templatesQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: candidateKeys.templates,
    queryFn: ({ signal }) => apiClient.call(employerApplicationRoutes.templates, undefined, { signal }),
    staleTime: 60_000,
  });

/** A candidate moved: remember it, and let the lists, the funnel and the dashboard load again. */
export function storeCandidate(queryClient: QueryClient, application: EmployerApplication): void {
  queryClient.setQueryData(candidateKeys.one(application.id), application);
  invalidateCandidates(queryClient);
}

/** Several candidates moved (or one changed elsewhere): the lists, the open candidates and the dashboard load again. */
export function invalidateCandidates(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: candidateKeys.lists });
  void queryClient.invalidateQueries({ queryKey: employerKeys.dashboard });
}

export function storeTemplates(queryClient: QueryClient, templates: MessageTemplates): void {
  queryClient.setQueryData(candidateKeys.templates, templates);
}
