import { hiddenRoutes } from '@jobs/contracts';
import { Button, Card, Loader, PageMeta } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { companyPath } from '../companies/company-paths';
import { vacancyHref } from '../search/search-queries';
import { FAVORITES_PATH, hiddenQuery, refreshVacancyLists, SAVED_SEARCHES_PATH } from './list-queries';
import styles from './lists.module.css';

type HiddenItem = {
  /** `company:<id>` or `vacancy:<id>`: the row's key, and `busy` while it is being shown again. */
  key: string;
  name: string;
  href: string;
  /** A muted line after the name (a vacancy's company). */
  detail?: string;
  show: () => Promise<void>;
};

/** One list of the hidden page (companies or vacancies): a link, maybe a detail, and "Show again" a row. */
function HiddenList({
  id,
  heading,
  empty,
  items,
  busy,
}: {
  id: string;
  heading: ReactNode;
  empty: ReactNode;
  items: HiddenItem[];
  busy: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Card className={styles.rowHead}>
                <Link to={item.href} className={styles.rowName}>
                  {item.name}
                </Link>
                {item.detail !== undefined && <span className={styles.muted}>{item.detail}</span>}
                <Button
                  variant="secondary"
                  busy={busy === item.key}
                  aria-label={t`Show “${item.name}” again`}
                  onClick={() => void item.show()}
                >
                  <Trans>Show again</Trans>
                </Button>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

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
          <HiddenList
            id="hidden-companies"
            heading={<Trans>Companies</Trans>}
            empty={<Trans>No hidden companies.</Trans>}
            items={data.companies.map((company) => ({
              key: `company:${company.id}`,
              name: company.name,
              href: companyPath(company.id),
              show: () => show('company', company.id),
            }))}
            busy={busy}
          />
          <HiddenList
            id="hidden-vacancies"
            heading={<Trans>Vacancies</Trans>}
            empty={<Trans>No hidden vacancies.</Trans>}
            items={data.vacancies.map((vacancy) => ({
              key: `vacancy:${vacancy.id}`,
              name: vacancy.title,
              href: vacancyHref(vacancy),
              detail: vacancy.company.name,
              show: () => show('vacancy', vacancy.id),
            }))}
            busy={busy}
          />
        </>
      )}
    </div>
  );
}
