import type { VacancyOption } from '@jobs/chat';
import { useApiClient } from '@jobs/web-platform';
import { useLingui } from '@lingui/react/macro';
import { useQueries } from '@tanstack/react-query';
import { vacancyQuery } from '../vacancy/vacancy-query';
import { vacancyFallbackTitle } from './vacancy-link';

/** The composer's vacancy choices, in the given order, titled as soon as each vacancy loads. */
export function useVacancyOptions(vacancyIds: readonly number[]): VacancyOption[] {
  const apiClient = useApiClient();
  const { i18n } = useLingui();
  const results = useQueries({ queries: vacancyIds.map((id) => vacancyQuery(apiClient, id)) });
  return vacancyIds.map((id, index) => ({ id, title: results[index]?.data?.title ?? vacancyFallbackTitle(i18n, id) }));
}
