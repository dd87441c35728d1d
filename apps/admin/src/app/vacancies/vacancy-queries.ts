import type { ApiClient } from '@jobs/api-client';
import { editorRoutes, type EditorVacancyListQuery, type ManagedVacancy } from '@jobs/contracts';
import type { QueryClient } from '@tanstack/react-query';

export const EDITOR_HOME = '/edit-vacancies-list';
export const CATEGORIES_PATH = `${EDITOR_HOME}/categories`;
export const editorVacancyPath = (id: number): string => `${EDITOR_HOME}/${id}`;

export const editorKeys = {
  list: (query: EditorVacancyListQuery) => ['editor', 'vacancies', query] as const,
  vacancy: (id: number) => ['editor', 'vacancy', id] as const,
  audit: (entityId?: number, page = 1) => ['editor', 'audit', entityId ?? 'all', page] as const,
  companies: ['editor', 'companies'] as const,
  collection: (slug: string) => ['editor', 'collection', slug] as const,
  categories: ['editor', 'categories'] as const,
};

export const vacancyQuery = (apiClient: ApiClient, id: number) => ({
  queryKey: editorKeys.vacancy(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => apiClient.call(editorRoutes.get, { params: { id } }, { signal }),
});

/** A vacancy changed: remember it; lists and audit load again. */
export function storeVacancy(queryClient: QueryClient, vacancy: ManagedVacancy): void {
  queryClient.setQueryData(editorKeys.vacancy(vacancy.id), vacancy);
  void queryClient.invalidateQueries({ queryKey: ['editor', 'vacancies'] });
  void queryClient.invalidateQueries({ queryKey: ['editor', 'audit'] });
}

export const parseVacancyId = (value: string | undefined): number | null => {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};
