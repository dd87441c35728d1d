import { ButtonLink, Card, Loader, PageMeta, VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApplyButton } from '../applications/apply-button';
import { ApplyDialogHost } from '../applications/apply-dialog-host';
import { vacancyHref } from '../search/search-queries';
import { favoritesQuery, HIDDEN_PATH, SAVED_SEARCHES_PATH } from './list-queries';
import styles from './lists.module.css';
import { VacancyListActions } from './vacancy-list-actions';

/** `/favorites`: the vacancies the seeker hearted, last added first. */
export function FavoritesPage() {
  const { t } = useLingui();
  const { data, isError } = useQuery(favoritesQuery(useApiClient()));
  return (
    <div className={styles.page}>
      <PageMeta title={t`Favourites`} description={t`Vacancies you saved.`} noIndex />
      <h1 className={styles.title}>
        <Trans>Favourites</Trans>
      </h1>
      <p className={styles.links}>
        <Link to={SAVED_SEARCHES_PATH}>
          <Trans>Saved searches</Trans>
        </Link>
        <Link to={HIDDEN_PATH}>
          <Trans>Hidden vacancies and companies</Trans>
        </Link>
      </p>
      {isError ? (
        <p role="alert">
          <Trans>Could not load your favourites.</Trans>
        </p>
      ) : !data ? (
        <Loader label={t`Loading…`} />
      ) : data.items.length === 0 ? (
        <Card>
          <p>
            <Trans>No favourites yet. Press the heart on a vacancy to keep it here.</Trans>
          </p>
          <ButtonLink to="/vacancies">
            <Trans>Find vacancies</Trans>
          </ButtonLink>
        </Card>
      ) : (
        <VacancyList
          items={data.items}
          hrefFor={vacancyHref}
          label={t`Favourite vacancies`}
          renderActions={(vacancy) => (
            <VacancyListActions vacancy={vacancy}>
              <ApplyButton vacancyId={vacancy.id} compact />
            </VacancyListActions>
          )}
        />
      )}
      <ApplyDialogHost />
    </div>
  );
}
