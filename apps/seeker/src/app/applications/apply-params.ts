import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseRouteId } from '../route-id';

/** The query parameter that opens the apply dialog for a vacancy (`/vacancies/42?apply=42`). */
export const APPLY_PARAM = 'apply';

/** `path` (with its query) with the apply dialog of `vacancyId` open: where sign-in and the résumé come back to. */
export const withApplyParam = (path: string, vacancyId: number): string => {
  const url = new URL(path, 'http://local');
  url.searchParams.set(APPLY_PARAM, String(vacancyId));
  return `${url.pathname}${url.search}`;
};

/** The vacancy whose apply dialog is open (from the address, so a return from sign-in or the résumé reopens it). */
export function useApplyParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applyId = parseRouteId(searchParams.get(APPLY_PARAM) ?? undefined);
  const openApply = useCallback(
    (vacancyId: number) =>
      setSearchParams(
        (params) => {
          params.set(APPLY_PARAM, String(vacancyId));
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const closeApply = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(APPLY_PARAM);
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { applyId, openApply, closeApply };
}
