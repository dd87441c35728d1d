import { AfterPageLoad } from '@jobs/app-shell';
import { VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { similarQuery, vacancyHref } from '../search/search-queries';
import styles from './vacancy-page.module.css';

/**
 * Vacancies like this one (nothing while they load or when there are none: it is a bonus, not the
 * page), asked for once the page has loaded: below the vacancy, they never hold up its first paint,
 * and their request is not among what Lighthouse's simulated largest paint waits for (it was, in
 * one load of three: about 300 ms after the framework's chunk).
 */
export function SimilarVacancies({ vacancyId }: { vacancyId: number }) {
  return (
    <AfterPageLoad>
      <SimilarVacancyList vacancyId={vacancyId} />
    </AfterPageLoad>
  );
}

function SimilarVacancyList({ vacancyId }: { vacancyId: number }) {
  // Rendered in the background once the answer is in: the cards never hold up the page.
  const data = useDeferredValue(useQuery(similarQuery(useApiClient(), vacancyId)).data);
  const { t } = useLingui();
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-labelledby="similar-vacancies">
      <h2 id="similar-vacancies" className={styles.sectionTitle}>
        <Trans>Similar vacancies</Trans>
      </h2>
      <VacancyList items={data.items} hrefFor={vacancyHref} label={t`Similar vacancies`} />
    </section>
  );
}
