import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCH_FILTER_KEYS, SEARCH_FILTERS, searchFilterUrlText, vacancySearchQuerySchema } from '@jobs/contracts';
import {
  activeFilterCount,
  changeSearch,
  FILTER_KEYS,
  readSearchState,
  SEARCH_KEYS,
  searchHref,
  toSearchInput,
} from '../search-params';

// Table-driven over the contracts' SEARCH_FILTERS: a filter added there is read from the URL,
// written into links, counted as a filter and sent to the API with no change here.
describe('the search URL', () => {
  it.each(SEARCH_FILTER_KEYS)('%s round-trips through a link and reaches the API query', (key) => {
    const { example } = SEARCH_FILTERS[key];
    const text = searchFilterUrlText(key, example) as string;
    const state = readSearchState(new URLSearchParams([[key, ` ${example} `]]));
    expect(state).toEqual({ [key]: text });
    const href = searchHref(state);
    expect(readSearchState(new URLSearchParams(href.split('?')[1]))).toEqual(state);
    expect(FILTER_KEYS).toContain(key);
    expect(activeFilterCount(state)).toBe(1);
    expect(activeFilterCount(changeSearch(state, { [key]: undefined }))).toBe(0);
    const query = vacancySearchQuerySchema.parse(toSearchInput(state));
    expect(query[key]).toEqual(vacancySearchQuerySchema.parse({ [key]: example })[key]);
  });

  it.each(SEARCH_FILTER_KEYS)('%s: a value the API would refuse is left out of the state', (key) => {
    expect(readSearchState(new URLSearchParams([[key, 'x'.repeat(101)]]))).toEqual({});
  });

  it('writes the words, the filters in the table order, then the sort and the page', () => {
    expect(SEARCH_KEYS).toEqual([
      'q',
      ...SEARCH_FILTER_KEYS,
      'literal',
      'near',
      'metro',
      'place',
      'radius_km',
      'sort',
      'page',
    ]);
    const params = new URLSearchParams('page=2&sort=date&remote=1&city=Moscow&q=react&salary_from=0150000');
    const state = readSearchState(params);
    // A filter as links write it: the city's stored name, the flag and the number as the API reads them.
    expect(state).toEqual({
      q: 'react',
      city: 'Москва',
      remote: 'true',
      salary_from: '150000',
      sort: 'date',
      page: '2',
    });
    expect(searchHref(state)).toBe(
      `/vacancies?q=react&city=${encodeURIComponent('Москва')}&remote=true&salary_from=150000&sort=date&page=2`,
    );
    expect(readSearchState(new URLSearchParams('sort=relevance&page=1&literal=true'))).toEqual({ literal: 'true' });
  });
});

describe('the search URL with a point', () => {
  it('keeps one point, and drops the radius and the distance sort without one', () => {
    expect(readSearchState(new URLSearchParams('near=55.75,37.6&metro=17&radius_km=2&sort=distance'))).toEqual({
      near: '55.75,37.6',
      radius_km: '2',
      sort: 'distance',
    });
    expect(readSearchState(new URLSearchParams('radius_km=2&sort=distance&q=react'))).toEqual({ q: 'react' });
    // A radius outside 1–100 is left out, as the API would refuse it.
    expect(readSearchState(new URLSearchParams('metro=17&radius_km=500'))).toEqual({ metro: '17' });
    expect(searchHref({ q: 'react', metro: '17', radius_km: '2', sort: 'distance' })).toBe(
      '/vacancies?q=react&metro=17&radius_km=2&sort=distance',
    );
  });

  it('keeps the name of the point (an address) with it, and drops it without one', () => {
    const state = readSearchState(
      new URLSearchParams(
        'near=55.75,37.6&place=%D0%9C%D0%BE%D1%81%D0%BA%D0%B2%D0%B0%2C+%D1%83%D0%BB.+%D0%9B%D0%B5%D0%BD%D0%B8%D0%BD%D0%B0%2C+5&radius_km=1',
      ),
    );
    expect(state).toEqual({ near: '55.75,37.6', place: 'Москва, ул. Ленина, 5', radius_km: '1' });
    expect(readSearchState(new URLSearchParams(searchHref(state).split('?')[1]))).toEqual(state);
    expect(vacancySearchQuerySchema.parse(toSearchInput(state)).place).toBe('Москва, ул. Ленина, 5');
    expect(readSearchState(new URLSearchParams('place=Somewhere&q=react'))).toEqual({ q: 'react' });
  });
});

describe('the first page of `/vacancies`', () => {
  it('is the request index.html starts early for a visitor (kept in step with it)', () => {
    const input = toSearchInput(readSearchState(new URLSearchParams()));
    const query = new URLSearchParams(Object.entries(input).map(([key, value]) => [key, String(value)]));
    const html = readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8');
    expect(html).toContain(`'/vacancies?${query.toString()}'`);
  });
});
