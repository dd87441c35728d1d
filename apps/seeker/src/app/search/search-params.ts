import {
  isSearchFilterKey,
  SEARCH_DEFAULT_PER_PAGE,
  SEARCH_FILTER_KEYS,
  searchFilterUrlText,
  vacancySearchQuerySchema,
  type SearchSort,
  type VacancySearchInput,
} from '@jobs/contracts';

/**
 * What the URL of `/vacancies` may carry, in the order links write them: the words, the filters
 * (`SEARCH_FILTERS` of the contracts: a filter added there is read and written here too), how to
 * read the words, the sort and the page.
 */
export const SEARCH_KEYS = [
  'q',
  ...SEARCH_FILTER_KEYS,
  'literal',
  'near',
  'metro',
  'place',
  'radius_km',
  'sort',
  'page',
] as const;
export type SearchKey = (typeof SEARCH_KEYS)[number];

/** The search as the URL states it; every value as text, absent when not set. */
export type SearchState = Partial<Record<SearchKey, string>>;

/** The filters (everything but the text, the sort and the page). */
export const FILTER_KEYS: readonly SearchKey[] = SEARCH_FILTER_KEYS;

const shape = vacancySearchQuerySchema.shape;

/**
 * Reads `/vacancies?…`: each parameter the API would refuse is left out (a hand-edited or stale
 * link still shows results), defaults are left out too; a filter is kept as links write it
 * ("Moscow" in a shared link is the city stored as «Москва»: the city list shows it chosen).
 */
export const readSearchState = (params: URLSearchParams): SearchState => {
  const state: SearchState = {};
  for (const key of SEARCH_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    const text = isSearchFilterKey(key)
      ? searchFilterUrlText(key, raw)
      : shape[key].safeParse(raw).success
        ? raw
        : undefined;
    if (text !== undefined) state[key] = text;
  }
  if (state.sort === 'relevance') delete state.sort;
  // A point is one of the two; distance needs one.
  if (state.near && state.metro) delete state.metro;
  if (!state.near && !state.metro) {
    delete state.radius_km;
    delete state.place;
    if (state.sort === 'distance') delete state.sort;
  }
  if (state.page === '1') delete state.page;
  return state;
};

/** The state with `changes` applied (undefined removes); any filter change goes back to page 1. */
export const changeSearch = (state: SearchState, changes: SearchState): SearchState => {
  const next: SearchState = { ...state };
  for (const [key, value] of Object.entries(changes) as Array<[SearchKey, string | undefined]>) {
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  if (!('page' in changes)) delete next.page;
  if (next.sort === 'relevance') delete next.sort;
  if (next.page === '1') delete next.page;
  return next;
};

/** `/vacancies?…` for a state, keys in a fixed order so equal searches have equal links. */
export const searchHref = (state: SearchState): string => {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = state[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const query = params.toString();
  return query ? `/vacancies?${query}` : '/vacancies';
};

/** The API query for a state. */
export const toSearchInput = (state: SearchState, perPage = SEARCH_DEFAULT_PER_PAGE): VacancySearchInput => ({
  ...(state as Omit<VacancySearchInput, 'sort'>),
  sort: (state.sort as SearchSort | undefined) ?? 'relevance',
  page: Number(state.page ?? 1),
  per_page: perPage,
});

/** How many filters are set (the mobile "Filters" button shows it; 0: none to clear). */
export const activeFilterCount = (state: SearchState): number =>
  FILTER_KEYS.filter((key) => state[key] !== undefined).length;

const LAST_SEARCH_KEY = 'jobs.lastSearch';

/** Remembers the search on screen (this tab), for the vacancy page's "Back to vacancies". */
export const rememberSearch = (href: string): void => {
  try {
    sessionStorage.setItem(LAST_SEARCH_KEY, href);
  } catch {
    // Storage off: the link goes to the plain list.
  }
};

/** The last search of this tab (query, filters, sort and page), else the plain list. */
export const lastSearchHref = (): string => {
  try {
    const href = sessionStorage.getItem(LAST_SEARCH_KEY);
    return href?.startsWith('/vacancies') ? href : '/vacancies';
  } catch {
    return '/vacancies';
  }
};
