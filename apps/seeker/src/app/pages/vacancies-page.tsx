import { SEARCH_DEFAULT_PER_PAGE, SEARCH_MAX_PAGE, type SearchSort, type VacancySearchResponse } from '@jobs/contracts';
import { Card, Loader, PageMeta, Pagination, useCityName, VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useNavigationType, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { ApplyButton } from '../applications/apply-button';
import { ApplyDialogHost } from '../applications/apply-dialog-host';
import { SaveSearchButton } from '../lists/save-search-button';
import { VacancyListActions } from '../lists/vacancy-list-actions';
import { FilterPanel } from '../search/filter-panel';
import { SearchBox } from '../search/search-box';
import {
  activeFilterCount,
  changeSearch,
  readSearchState,
  rememberSearch,
  searchHref,
  toSearchInput,
  type SearchState,
} from '../search/search-params';
import { searchQuery, vacancyHref } from '../search/search-queries';
import styles from '../search/search.module.css';
import { useMetaPath } from '../i18n/ui-locale';
import { LoadErrorCard } from '../ui/load-error-card';
import { PlaceFilter } from '../search/place-filter';
import type { RouteContext } from '../route-context';

const SORT_LABEL: Record<SearchSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  date: msg`Newest first`,
  salary: msg`Highest salary`,
  distance: msg`Nearest first`,
};

/**
 * "3 vacancies", "About 10,000 vacancies" (past the count the API counts exactly), "Over 560,000
 * vacancies" (a broad query the API estimated from a sample: `total_relation: 'gte'`), or that
 * none were found.
 */
function ResultsLabel({ data }: { data: VacancySearchResponse }) {
  const count = data.total;
  if (count === 0) return <Trans>No vacancies found</Trans>;
  if (data.total_relation === 'gte') return <Plural value={count} one="Over # vacancy" other="Over # vacancies" />;
  if (!data.total_is_exact) return <Plural value={count} one="About # vacancy" other="About # vacancies" />;
  return <Plural value={count} one="# vacancy" other="# vacancies" />;
}

type Interpreted = NonNullable<VacancySearchResponse['interpreted']>;

/**
 * What the API read from the words as filters (a city, a salary, remote work), each a chip that
 * removes it, and a link to search the words literally. Removing one keeps the others as filters
 * and the words left as the query.
 */
function InterpretedChips({
  state,
  interpreted,
  onChange,
}: {
  state: SearchState;
  interpreted: Interpreted;
  onChange: (next: SearchState) => void;
}) {
  const { t, i18n } = useLingui();
  const cityName = useCityName();
  const applied: SearchState = {
    q: interpreted.q,
    city: interpreted.city,
    salary_from: interpreted.salary_from === undefined ? undefined : String(interpreted.salary_from),
    currency: interpreted.salary_from === undefined ? undefined : interpreted.currency,
    remote: interpreted.remote ? 'true' : undefined,
  };
  const without = (keys: Array<keyof SearchState>): SearchState =>
    changeSearch(state, { ...applied, ...Object.fromEntries(keys.map((key) => [key, undefined])) });
  const chips: Array<{ key: string; label: string; next: SearchState }> = [];
  if (interpreted.city) {
    const city = cityName(interpreted.city);
    chips.push({ key: 'city', label: city, next: without(['city']) });
  }
  if (interpreted.salary_from !== undefined) {
    const amount = i18n.number(interpreted.salary_from, {
      style: 'currency',
      currency: interpreted.currency ?? 'RUB',
      currencyDisplay: 'narrowSymbol',
      maximumFractionDigits: 0,
    });
    chips.push({ key: 'salary', label: t`from ${amount}`, next: without(['salary_from', 'currency']) });
  }
  if (interpreted.remote) chips.push({ key: 'remote', label: t`Remote`, next: without(['remote']) });
  return (
    <div className={styles.interpreted} data-testid="interpreted">
      <span>
        <Trans>Filters from your words:</Trans>
      </span>
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key} className={styles.chip}>
            <span>{chip.label}</span>
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={t`Remove filter: ${chip.label}`}
              onClick={() => onChange(chip.next)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Link to={searchHref(changeSearch(state, { literal: 'true' }))}>
        <Trans>Search the words literally</Trans>
      </Link>
    </div>
  );
}

/**
 * `/vacancies`' loader: the search the address names is asked for as the router starts, while the
 * page renders its frame, instead of after that first render (the page reads the same cache). It
 * waits for nothing: the page shows its own loading and error states.
 */
export const createSearchLoader =
  ({ apiClient, queryClient }: RouteContext) =>
  ({ request }: LoaderFunctionArgs): null => {
    const input = toSearchInput(readSearchState(new URL(request.url).searchParams));
    void queryClient.prefetchQuery(searchQuery(apiClient, input));
    return null;
  };

/** `/vacancies`: search with suggestions, filters with counts, sorting and pages, all in the URL. */
export function VacanciesPage() {
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readSearchState(params);
  const input = toSearchInput(state);
  const search = useQuery(searchQuery(apiClient, input));
  const { isError, isPlaceholderData, isFetching, refetch } = search;
  // The results (cards, facets) render in the background, in slices that yield to the browser:
  // an answer's arrival re-renders the page at once only with what it showed before.
  const data = useDeferredValue(search.data);
  // Until the deferred render has caught up, the list on screen is the previous answer's: still busy.
  const catchingUp = data !== search.data;
  const isPending = data === undefined && !isError;
  const sortId = useId();
  const filtersId = useId();
  // Narrow screens: the filters fold under one button, so the results come first (wide: always shown).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterCount = activeFilterCount(state);
  const { t, i18n } = useLingui();

  // Every change is a new history entry: the back button undoes it. A filter or the sort changes
  // the results in place: the page stays where it is (no jump to the top).
  const change = (changes: SearchState) =>
    navigate(searchHref(changeSearch(state, changes)), { preventScrollReset: true });
  const href = searchHref(state);
  useEffect(() => rememberSearch(href), [href]);

  // Another page of results (the pager at the bottom) opens at the top of the results; back and
  // forward keep the position the scroll restoration brings back.
  const resultsRef = useRef<HTMLElement>(null);
  const navigationType = useNavigationType();
  const page = state.page ?? '1';
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    if (navigationType !== 'POP') resultsRef.current?.scrollIntoView({ block: 'start' });
  }, [page, navigationType]);
  const q = state.q ?? '';
  const title = q ? t`“${q}” jobs` : t`Vacancies`;
  const metaPath = useMetaPath(searchHref(state));
  const pageCount = data ? Math.min(Math.ceil(data.total / SEARCH_DEFAULT_PER_PAGE), SEARCH_MAX_PAGE) : 0;

  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={
          q
            ? t`Vacancies for “${q}”: salaries, companies and cities. Filter by experience, schedule and more.`
            : t`Search every published vacancy: filter by city, salary, experience, employment and schedule.`
        }
        path={metaPath}
      />
      <h1 className={styles.pageTitle}>{title}</h1>
      <div className={styles.searchBar}>
        <SearchBox key={q} defaultValue={q} onSearch={(text) => change({ q: text || undefined, sort: undefined })} />
      </div>
      <div className={styles.saveSearch}>
        <SaveSearchButton state={state} />
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label={t`Filters`}>
          <h2 className={styles.asideTitle}>
            <span className={styles.filtersHeading}>
              <Trans>Filters</Trans>
            </span>
            <button
              type="button"
              className={styles.filtersToggle}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
            </button>
          </h2>
          <div id={filtersId} className={styles.filtersBody} data-open={filtersOpen}>
            <PlaceFilter state={state} onChange={change} />
            <FilterPanel state={state} facets={data?.facets} onChange={change} />
            {filterCount > 0 && (
              <p>
                <Link to={searchHref({ q: state.q })}>
                  <Trans>Clear filters</Trans>
                </Link>
              </p>
            )}
          </div>
        </aside>
        <section
          ref={resultsRef}
          className={styles.results}
          aria-labelledby="results-title"
          aria-busy={isFetching || catchingUp || undefined}
        >
          <div className={styles.resultsHeader}>
            <div role="status">
              <h2 id="results-title" className={styles.resultsTitle}>
                {data ? (
                  <ResultsLabel data={data} />
                ) : isPending ? (
                  <Trans>Searching…</Trans>
                ) : (
                  <Trans>Search failed</Trans>
                )}
              </h2>
            </div>
            <div className={styles.sort}>
              <label htmlFor={sortId}>
                <Trans>Sort by</Trans>
              </label>
              <select
                id={sortId}
                className={styles.select}
                value={state.sort ?? 'relevance'}
                onChange={(event) => change({ sort: event.target.value })}
              >
                {(Object.keys(SORT_LABEL) as SearchSort[])
                  .filter((sort) => sort !== 'distance' || state.near || state.metro)
                  .map((sort) => (
                    <option key={sort} value={sort}>
                      {i18n._(SORT_LABEL[sort])}
                    </option>
                  ))}
              </select>
            </div>
          </div>
          {data?.interpreted && (
            <InterpretedChips
              state={state}
              interpreted={data.interpreted}
              onChange={(next) => navigate(searchHref(next))}
            />
          )}
          {data?.did_you_mean && (
            <p className={styles.didYouMean} data-testid="did-you-mean">
              <Trans>
                Did you mean{' '}
                <Link to={searchHref(changeSearch(state, { q: data.did_you_mean, page: undefined }))}>
                  {data.did_you_mean}
                </Link>
                ?
              </Trans>
            </p>
          )}
          {isError && !data ? (
            <LoadErrorCard
              id="search-error-title"
              title={<Trans>Could not load vacancies</Trans>}
              heading="h3"
              headingClassName={styles.stateTitle}
              onRetry={() => void refetch()}
            />
          ) : !data ? (
            <Loader label={t`Loading vacancies…`} />
          ) : data.items.length === 0 ? (
            <Card aria-labelledby="search-empty-title">
              <h3 id="search-empty-title" className={styles.stateTitle}>
                {data.total > 0 ? (
                  <Trans>No more results on this page</Trans>
                ) : (
                  <Trans>Nothing matches your search</Trans>
                )}
              </h3>
              <p>
                <Trans>Try other words, check the spelling, or remove some filters.</Trans>
              </p>
              {(filterCount > 0 || q) && (
                <p>
                  <Link to="/vacancies">
                    <Trans>Show all vacancies</Trans>
                  </Link>
                </p>
              )}
            </Card>
          ) : (
            <div className={isPlaceholderData || catchingUp ? styles.stale : undefined}>
              <VacancyList
                items={data.items}
                hrefFor={vacancyHref}
                label={t`Search results`}
                renderActions={(vacancy) => (
                  <VacancyListActions vacancy={vacancy}>
                    <ApplyButton vacancyId={vacancy.id} compact />
                  </VacancyListActions>
                )}
              />
              <Pagination
                page={Number(state.page ?? 1)}
                pageCount={pageCount}
                hrefFor={(page) => searchHref(changeSearch(state, { page: String(page) }))}
                label={t`Result pages`}
              />
            </div>
          )}
        </section>
      </div>
      <ApplyDialogHost />
    </div>
  );
}
