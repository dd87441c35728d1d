import type { ApiClient } from '@jobs/api-client';
import { noteRoutes, teamRoutes, type Team } from '@jobs/contracts';
import { queryOptions } from '@tanstack/react-query';

export const TEAM_PATH = '/employer/team';
export const ACCEPT_INVITE_PATH = '/employer/accept-invite';

export const teamKeys = {
  team: ['employer', 'team'] as const,
  responsiveness: ['employer', 'team', 'responsiveness'] as const,
  notes: (applicationId: number) => ['employer', 'application', applicationId, 'notes'] as const,
};

/** The company's members and pending invitations (every member may read them). */
export const teamQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: teamKeys.team,
    queryFn: ({ signal }) => apiClient.call(teamRoutes.get, undefined, { signal }),
    staleTime: 30_000,
  });

/** Each member's answers to the candidates of the vacancies they are responsible for (owner only). */
export const teamResponsivenessQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: teamKeys.responsiveness,
    queryFn: ({ signal }) => apiClient.call(teamRoutes.responsiveness, undefined, { signal }),
  });

export const notesQuery = (apiClient: ApiClient, applicationId: number) =>
  queryOptions({
    queryKey: teamKeys.notes(applicationId),
    queryFn: ({ signal }) => apiClient.call(noteRoutes.list, { params: { id: applicationId } }, { signal }),
  });

/** Whether the signed-in employer owns the company. */
export const isOwner = (team: Team | undefined, userId: number | undefined): boolean =>
  team !== undefined && team.members.some((member) => member.user_id === userId && member.role === 'owner');

/** A member's name by id (a removed one is not listed: null). */
export const memberName = (team: Team | undefined, userId: number | null): string | null =>
  team?.members.find((member) => member.user_id === userId)?.name ?? null;
