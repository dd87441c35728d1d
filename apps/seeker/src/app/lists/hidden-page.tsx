import { hiddenRoutes } from '@jobs/contracts';
import { Button, Card, Loader, PageMeta } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { companyPath } from '../companies/company-paths';
import { vacancyHref } from '../search/search-queries';
import { FAVORITES_PATH, hiddenQuery, refreshVacancyLists, SAVED_SEARCHES_PATH } from './list-queries';
import styles from './lists.module.css';

/** `/hidden`: the vacancies and companies the seeker hid, each with "Show again". */
export function HiddenPage() {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(hiddenQuery(apiClient));
  const [busy, setBusy] = useState<string>();

  const show = async (kind: 'vacancy' | 'company', id: number) => {
    setBusy(`${kind}:${id}`);
    try {
      await apiClient.call(kind === 'vacancy' ? hiddenRoutes.showVacancy : hiddenRoutes.showCompany, {
        params: { id },
      });
      await refreshVacancyLists(queryClient);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <div className={styles.page}>
      <PageMeta title={t`Hidden`} description={t`Vacancies and companies you hid.`} noIndex />
      <h1 className={styles.title}>
        <Trans>Hidden vacancies and companies</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>You do not see these in search, recommendations and collections.</Trans>
      </p>
      <p className={styles.links}>
        <Link to={FAVORITES_PATH}>
          <Trans>Favourites</Trans>
        </Link>
        <Link to={SAVED_SEARCHES_PATH}>
          <Trans>Saved searches</Trans>
        </Link>
      </p>
      {isError ? (
        <p role="alert">
          <Trans>Could not load what you hid.</Trans>
        </p>
      ) : !data ? (
        <Loader label={t`Loading…`} />
      ) : (
        <>
          <section aria-labelledby="hidden-companies">
            <h2 id="hidden-companies">
              <Trans>Companies</Trans>
            </h2>
            {data.companies.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No hidden companies.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {data.companies.map((company) => (
                  <li key={company.id}>
                    <Card className={styles.rowHead}>
                      <Link to={companyPath(company.id)} className={styles.rowName}>
                        {company.name}
                      </Link>
                      <Button
                        variant="secondary"
                        busy={busy === `company:${company.id}`}
                        aria-label={t`Show “${company.name}” again`}
                        onClick={() => void show('company', company.id)}
                      >
                        <Trans>Show again</Trans>
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="hidden-vacancies">
            <h2 id="hidden-vacancies">
              <Trans>Vacancies</Trans>
            </h2>
            {data.vacancies.length === 0 ? (
              <p className={styles.muted}>
                <Trans>No hidden vacancies.</Trans>
              </p>
            ) : (
              <ul className={styles.list}>
                {data.vacancies.map((vacancy) => (
                  <li key={vacancy.id}>
                    <Card className={styles.rowHead}>
                      <Link to={vacancyHref(vacancy)} className={styles.rowName}>
                        {vacancy.title}
                      </Link>
                      <span className={styles.muted}>{vacancy.company.name}</span>
                      <Button
                        variant="secondary"
                        busy={busy === `vacancy:${vacancy.id}`}
                        aria-label={t`Show “${vacancy.title}” again`}
                        onClick={() => void show('vacancy', vacancy.id)}
                      >
                        <Trans>Show again</Trans>
                      </Button>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
