import { isApiError } from '@jobs/api-client';
import { recommendationRoutes, type RecommendationsResponse } from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, ImageBaseUrlProvider, Loader, PageTitle } from '@jobs/ui';
import { useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useUiLocale } from '../i18n/ui-locale';
import { RecommendationCard } from '../recommendations/recommendation-card';
import styles from '../recommendations/recommendations.module.css';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';

/** The recommendations with their reasons in `locale` (a profile save invalidates every `recommendations` query). */
const recommendationsKey = (locale: string) => ['recommendations', locale] as const;

function RecommendationsList() {
  const { t } = useLingui();
  const locale = useUiLocale();
  const queryKey = recommendationsKey(locale);
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const [dismissed, setDismissed] = useState<{ id: number; title: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const recommendations = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiClient.call(recommendationRoutes.list, { query: { locale, limit: 20 } }, { signal }),
  });

  const dismiss = useMutation({
    mutationFn: (vacancyId: number) => apiClient.call(recommendationRoutes.dismiss, { params: { vacancyId } }),
    onMutate: (vacancyId) => {
      setProblem(null);
      const title = recommendations.data?.items.find((item) => item.vacancy.id === vacancyId)?.vacancy.title ?? '';
      // Gone from the list at once; the next ranking (which learns from it) follows.
      queryClient.setQueryData<RecommendationsResponse>(queryKey, (current) =>
        current ? { ...current, items: current.items.filter((item) => item.vacancy.id !== vacancyId) } : current,
      );
      setDismissed({ id: vacancyId, title });
    },
    onError: () => {
      setDismissed(null);
      setProblem(t`Could not hide the vacancy. Try again.`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const undo = useMutation({
    mutationFn: (vacancyId: number) => apiClient.call(recommendationRoutes.undoDismiss, { params: { vacancyId } }),
    onSuccess: () => setDismissed(null),
    onError: () => setProblem(t`Could not undo. Try again.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  if (recommendations.isPending) return <Loader label={t`Picking vacancies for you…`} />;
  if (recommendations.isError) {
    const offline = isApiError(recommendations.error) && recommendations.error.status === 0;
    return (
      <FormError>
        <p>
          {offline ? <Trans>Could not reach the server.</Trans> : <Trans>Could not load your recommendations.</Trans>}
        </p>
        <Button variant="secondary" onClick={() => void recommendations.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </FormError>
    );
  }
  const { items, personalized } = recommendations.data;
  const hiddenTitle = dismissed?.title;
  return (
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      {dismissed && (
        <div className={styles.undo} role="status">
          <span>
            {hiddenTitle ? (
              <Trans>“{hiddenTitle}” hidden. We will show fewer like it.</Trans>
            ) : (
              <Trans>Vacancy hidden. We will show fewer like it.</Trans>
            )}
          </span>
          <Button variant="secondary" busy={undo.isPending} onClick={() => undo.mutate(dismissed.id)}>
            <Trans>Undo</Trans>
          </Button>
        </div>
      )}
      <FormError>{problem}</FormError>
      {!personalized && (
        <Card aria-label={t`Make it personal`}>
          <p>
            <Trans>
              These are fresh vacancies. Add your desired position, city and skills to your résumé and we will pick the
              ones that fit you, and say why.
            </Trans>
          </p>
          <ButtonLink to="/profile">
            <Trans>Fill in your résumé</Trans>
          </ButtonLink>
        </Card>
      )}
      {items.length === 0 ? (
        <Card aria-label={t`No recommendations`}>
          <p>
            <Trans>No vacancies match your résumé yet. Add more skills or widen your preferences.</Trans>
          </p>
          <ButtonLink to="/profile">
            <Trans>Edit your résumé</Trans>
          </ButtonLink>
        </Card>
      ) : (
        <ul className={styles.list} aria-label={t`Recommended vacancies`}>
          {items.map((item) => (
            <li key={item.vacancy.id}>
              <RecommendationCard
                item={item}
                onDismiss={(vacancyId) => dismiss.mutate(vacancyId)}
                dismissing={dismiss.isPending && dismiss.variables === item.vacancy.id}
              />
            </li>
          ))}
        </ul>
      )}
    </ImageBaseUrlProvider>
  );
}

/** `/recommendations`: vacancies ranked for the seeker's résumé, each saying why; "Not interested" with undo. */
export function RecommendationsPage() {
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`Recommendations`} description={t`Vacancies picked for you from your résumé, and why.`} />
      {signedIn ? (
        <RecommendationsList />
      ) : (
        <SignInPrompt
          title={t`Sign in to see your recommendations`}
          text={t`We pick vacancies from your résumé (skills, desired position, city, salary and schedule) and say why each one fits.`}
        />
      )}
    </>
  );
}
