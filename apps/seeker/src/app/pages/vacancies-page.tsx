import { SEARCH_DEFAULT_PER_PAGE, SEARCH_MAX_PAGE, type SearchSort, type VacancySearchResponse } from '@jobs/contracts';
import { Button, Card, formatCount, Loader, PageMeta, Pagination, VacancyList } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FilterPanel } from '../search/filter-panel';
import { SearchBox } from '../search/search-box';
import {
  changeSearch,
  hasFilters,
  readSearchState,
  searchHref,
  toSearchInput,
  type SearchState,
} from '../search/search-params';
import { searchQuery, vacancyHref } from '../search/search-queries';
import styles from '../search/search.module.css';

const SORT_LABEL: Record<SearchSort, string> = {
  relevance: 'Relevance',
  date: 'Newest first',
  salary: 'Highest salary',
};

const resultsLabel = (data: VacancySearchResponse): string => {
  if (data.total === 0) return 'No vacancies found';
  const count = formatCount(data.total);
  if (!data.total_is_exact) return `About ${count} vacancies`;
  return data.total === 1 ? '1 vacancy' : `${count} vacancies`;
};

/** `/vacancies`: search with suggestions, filters with counts, sorting and pages, all in the URL. */
export function VacanciesPage() {
  const apiClient = useApiClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readSearchState(params);
  const input = toSearchInput(state);
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = useQuery(searchQuery(apiClient, input));
  const sortId = useId();

  // Every change is a new history entry: the back button undoes it.
  const change = (changes: SearchState) => navigate(searchHref(changeSearch(state, changes)));
  const q = state.q ?? '';
  const title = q ? `“${q}” jobs` : 'Vacancies';
  const pageCount = data ? Math.min(Math.ceil(data.total / SEARCH_DEFAULT_PER_PAGE), SEARCH_MAX_PAGE) : 0;

  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={
          q
            ? `Vacancies for “${q}”: salaries, companies and cities. Filter by experience, schedule and more.`
            : 'Search every published vacancy: filter by city, salary, experience, employment and schedule.'
        }
        path={searchHref(state)}
      />
      <h1 className={styles.pageTitle}>{title}</h1>
      <div className={styles.searchBar}>
        <SearchBox key={q} defaultValue={q} onSearch={(text) => change({ q: text || undefined, sort: undefined })} />
      </div>
      <div className={styles.layout}>
        <aside className={styles.aside} aria-label="Filters">
          <h2 className={styles.asideTitle}>Filters</h2>
          <FilterPanel state={state} facets={data?.facets} onChange={change} />
          {hasFilters(state) && (
            <p>
              <Link to={searchHref({ q: state.q })}>Clear filters</Link>
            </p>
          )}
        </aside>
        <section className={styles.results} aria-labelledby="results-title" aria-busy={isFetching || undefined}>
          <div className={styles.resultsHeader}>
            <div role="status">
              <h2 id="results-title" className={styles.resultsTitle}>
                {data ? resultsLabel(data) : isPending ? 'Searching…' : 'Search failed'}
              </h2>
            </div>
            <div className={styles.sort}>
              <label htmlFor={sortId}>Sort by</label>
              <select
                id={sortId}
                className={styles.select}
                value={state.sort ?? 'relevance'}
                onChange={(event) => change({ sort: event.target.value })}
              >
                {(Object.keys(SORT_LABEL) as SearchSort[]).map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABEL[sort]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {isError && !data ? (
            <Card role="alert" aria-labelledby="search-error-title">
              <h3 id="search-error-title" className={styles.stateTitle}>
                Could not load vacancies
              </h3>
              <p>Check your connection and try again.</p>
              <Button onClick={() => void refetch()}>Try again</Button>
            </Card>
          ) : !data ? (
            <Loader label="Loading vacancies…" />
          ) : data.items.length === 0 ? (
            <Card aria-labelledby="search-empty-title">
              <h3 id="search-empty-title" className={styles.stateTitle}>
                {data.total > 0 ? 'No more results on this page' : 'Nothing matches your search'}
              </h3>
              <p>Try other words, check the spelling, or remove some filters.</p>
              {(hasFilters(state) || q) && (
                <p>
                  <Link to="/vacancies">Show all vacancies</Link>
                </p>
              )}
            </Card>
          ) : (
            <div className={isPlaceholderData ? styles.stale : undefined}>
              <VacancyList items={data.items} hrefFor={vacancyHref} label="Search results" />
              <Pagination
                page={Number(state.page ?? 1)}
                pageCount={pageCount}
                hrefFor={(page) => searchHref(changeSearch(state, { page: String(page) }))}
                label="Result pages"
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
