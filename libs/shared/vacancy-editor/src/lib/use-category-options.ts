import { searchRoutes } from '@jobs/contracts';
import type { SelectOption } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';

/** The categories (`GET /categories`) as select options; empty while loading or when they cannot load. */
export function useCategoryOptions(): { options: SelectOption[]; isError: boolean } {
  const apiClient = useApiClient();
  const query = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.categories, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
  const options = (query.data?.items ?? []).map((category) => ({
    value: String(category.id),
    label: category.name_en,
  }));
  return { options, isError: query.isError };
}
