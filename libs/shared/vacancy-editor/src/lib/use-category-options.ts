import { searchRoutes } from '@jobs/contracts';
import type { SelectOption } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/**
 * The categories (`GET /categories`) as select options, named in the interface language; empty while
 * loading or when they cannot load.
 */
export function useCategoryOptions(): { options: SelectOption[]; isError: boolean } {
  const apiClient = useApiClient();
  const { i18n } = useLingui();
  const query = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiClient.call(searchRoutes.categories, undefined, { signal }),
    staleTime: 5 * 60_000,
  });
  const options = (query.data?.items ?? []).map((category) => ({
    value: String(category.id),
    label: i18n.locale === 'ru' ? category.name_ru : category.name_en,
  }));
  return { options, isError: query.isError };
}
