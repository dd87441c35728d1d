import { isApiError } from '@jobs/api-client';
import { recommendationRoutes, type RecommendationsResponse } from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, ImageBaseUrlProvider, Loader, PageTitle } from '@jobs/ui';
import { useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { UI_LOCALE } from '../profile/ui-locale';
import { RecommendationCard } from '../recommendations/recommendation-card';
import styles from '../recommendations/recommendations.module.css';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';

const RECOMMENDATIONS_KEY = ['recommendations', UI_LOCALE] as const;

function RecommendationsList() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { apiBaseUrl } = useRuntimeConfig();
  const [dismissed, setDismissed] = useState<{ id: number; title: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const recommendations = useQuery({
    queryKey: RECOMMENDATIONS_KEY,
    queryFn: ({ signal }) =>
      apiClient.call(recommendationRoutes.list, { query: { locale: UI_LOCALE, limit: 20 } }, { signal }),
  });

  const dismiss = useMutation({
    mutationFn: (vacancyId: number) => apiClient.call(recommendationRoutes.dismiss, { params: { vacancyId } }),
    onMutate: (vacancyId) => {
      setProblem(null);
      const title = recommendations.data?.items.find((item) => item.vacancy.id === vacancyId)?.vacancy.title ?? '';
      // Gone from the list at once; the next ranking (which learns from it) follows.
      queryClient.setQueryData<RecommendationsResponse>(RECOMMENDATIONS_KEY, (current) =>
        current ? { ...current, items: current.items.filter((item) => item.vacancy.id !== vacancyId) } : current,
      );
      setDismissed({ id: vacancyId, title });
    },
    onError: () => {
      setDismissed(null);
      setProblem('Could not hide the vacancy. Try again.');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
  });

  const undo = useMutation({
    mutationFn: (vacancyId: number) => apiClient.call(recommendationRoutes.undoDismiss, { params: { vacancyId } }),
    onSuccess: () => setDismissed(null),
    onError: () => setProblem('Could not undo. Try again.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECOMMENDATIONS_KEY }),
  });

  if (recommendations.isPending) return <Loader label="Picking vacancies for you…" />;
  if (recommendations.isError) {
    const offline = isApiError(recommendations.error) && recommendations.error.status === 0;
    return (
      <FormError>
        <p>{offline ? 'Could not reach the server.' : 'Could not load your recommendations.'}</p>
        <Button variant="secondary" onClick={() => void recommendations.refetch()}>
          Try again
        </Button>
      </FormError>
    );
  }
  const { items, personalized } = recommendations.data;
  return (
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      {dismissed && (
        <div className={styles.undo} role="status">
          <span>
            {dismissed.title ? `“${dismissed.title}” hidden.` : 'Vacancy hidden.'} We will show fewer like it.
          </span>
          <Button variant="secondary" busy={undo.isPending} onClick={() => undo.mutate(dismissed.id)}>
            Undo
          </Button>
        </div>
      )}
      <FormError>{problem}</FormError>
      {!personalized && (
        <Card aria-label="Make it personal">
          <p>
            These are fresh vacancies. Add your desired position, city and skills to your résumé and we will pick the
            ones that fit you, and say why.
          </p>
          <ButtonLink to="/profile">Fill in your résumé</ButtonLink>
        </Card>
      )}
      {items.length === 0 ? (
        <Card aria-label="No recommendations">
          <p>No vacancies match your résumé yet. Add more skills or widen your preferences.</p>
          <ButtonLink to="/profile">Edit your résumé</ButtonLink>
        </Card>
      ) : (
        <ul className={styles.list} aria-label="Recommended vacancies">
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
  return (
    <>
      <PageTitle title="Recommendations" description="Vacancies picked for you from your résumé, and why." />
      {signedIn ? (
        <RecommendationsList />
      ) : (
        <SignInPrompt
          title="Sign in to see your recommendations"
          text="We pick vacancies from your résumé (skills, desired position, city, salary and schedule) and say why each one fits."
        />
      )}
    </>
  );
}
