import { isApiError } from '@jobs/api-client';
import type { LoaderFunctionArgs } from 'react-router';
import type { RouteContext } from '../route-context';
import { notFound, requireRouteId } from '../route-id';
import { companyQuery } from './company-query';

/** `/companies/:id`: a missing company is the router's 404 page; other failures let the page offer a retry. */
export const createCompanyLoader =
  ({ apiClient, queryClient }: RouteContext) =>
  async (args: LoaderFunctionArgs): Promise<number> => {
    const id = requireRouteId(args);
    try {
      await queryClient.ensureQueryData(companyQuery(apiClient, id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound(args.request);
    }
    return id;
  };
