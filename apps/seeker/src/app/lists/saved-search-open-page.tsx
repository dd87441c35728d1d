import { savedSearchRoutes } from '@jobs/contracts';
import { ButtonLink, Card, Loader } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LISTS_KEY, SAVED_SEARCHES_PATH, savedSearchesQuery } from './list-queries';

/**
 * `/saved-searches/:id` (an alert's link and the list's): marks the search's new matches seen and
 * shows its results on `/vacancies`.
 */
export function SavedSearchOpenPage() {
  const { t } = useLingui();
  const { id } = useParams();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isError } = useQuery(savedSearchesQuery(apiClient));
  const found = data?.items.find((item) => String(item.id) === id);

  useEffect(() => {
    if (!found) return;
    let cancelled = false;
    void apiClient
      .call(savedSearchRoutes.seen, { params: { id: found.id } })
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: LISTS_KEY }))
      .then(() => {
        if (!cancelled) navigate(found.query ? `/vacancies?${found.query}` : '/vacancies', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [found, apiClient, queryClient, navigate]);

  if (isError || (data && !found)) {
    return (
      <Card role="alert">
        <p>
          <Trans>This saved search no longer exists.</Trans>
        </p>
        <ButtonLink to={SAVED_SEARCHES_PATH}>
          <Trans>Saved searches</Trans>
        </ButtonLink>
      </Card>
    );
  }
  return <Loader label={t`Opening the saved search…`} />;
}
