import { isApiError } from '@jobs/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteContext } from '../route-context';
import { notFound, requireRouteId } from '../route-id';
import { vacancyQuery } from './vacancy-query';

/**
 * `/vacancies/:id`: a missing (or unpublished) vacancy is the router's 404 page. Any other failure
 * lets the page open and show its own error with a retry.
 */
export const createVacancyLoader =
  ({ apiClient, queryClient }: RouteContext) =>
  async (args: LoaderFunctionArgs): Promise<number> => {
    const id = requireRouteId(args);
    try {
      await queryClient.ensureQueryData(vacancyQuery(apiClient, id));
    } catch (error) {
      // A vacancy held by reports opens its page, which says it is under review (issue 27).
      if (isApiError(error) && error.status === 404 && error.data?.['under_review'] !== true) {
        throw notFound(args.request);
      }
    }
    return id;
  };
