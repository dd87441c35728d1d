import { z } from 'zod';
import {
  normalizeSavedSearchQuery,
  SEARCH_FACETS,
  SEARCH_FILTER_KEYS,
  SEARCH_FILTERS,
  searchFacetsSchema,
  searchFilterUrlText,
  vacancySearchQuerySchema,
  type SearchFacetName,
  type SearchFacets,
  type SearchFilterDefinition,
  type SearchFilterValues,
  type VacancySearchQuery,
} from '../../index';

// Table-driven over every filter of SEARCH_FILTERS: a filter added to the table is a query
// parameter of the contract, a saved search keeps it and a link round-trips it with no other
// change (the seeker's and the API's tests run the same table through the URL and the index).
describe('the search filters table', () => {
  it.each(SEARCH_FILTER_KEYS)('%s is a query parameter of GET /vacancies with its schema', (key) => {
    const { schema, example } = SEARCH_FILTERS[key] as SearchFilterDefinition;
    expect(vacancySearchQuerySchema.shape).toHaveProperty(key);
    expect(vacancySearchQuerySchema.parse({ [key]: example })[key]).toEqual(schema.parse(example));
    expect(vacancySearchQuerySchema.parse({})[key]).toBeUndefined();
    const bad = vacancySearchQuerySchema.safeParse({ [key]: 'x'.repeat(101) });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([key]);
  });

  it.each(SEARCH_FILTER_KEYS)('%s: its value written in a URL reads back as the same value', (key) => {
    const { schema, toUrl, example } = SEARCH_FILTERS[key] as SearchFilterDefinition;
    const value = schema.parse(example);
    const text = toUrl(value);
    expect(searchFilterUrlText(key, example)).toBe(text);
    expect(schema.parse(text)).toEqual(value);
    expect(searchFilterUrlText(key, text)).toBe(text);
    expect(searchFilterUrlText(key, 'x'.repeat(101))).toBeUndefined();
  });

  it.each(SEARCH_FILTER_KEYS)('%s is kept by a saved search', (key) => {
    const query = new URLSearchParams([[key, SEARCH_FILTERS[key].example]]).toString();
    expect(normalizeSavedSearchQuery(`${query}&page=2`)).toBe(query);
    expect(normalizeSavedSearchQuery(`${key}=${'x'.repeat(101)}`)).toBeUndefined();
  });

  it.each(SEARCH_FILTER_KEYS)("%s shows its example in the API's documentation", (key) => {
    const document = z.toJSONSchema(vacancySearchQuerySchema, { io: 'input' }) as {
      properties: Record<string, { examples?: unknown[] }>;
    };
    expect(document.properties[key]?.examples?.map(String)).toEqual([SEARCH_FILTERS[key].example]);
  });

  it('types the query by the table, and its facets are the facets the filters narrow', () => {
    expectTypeOf<Required<Pick<VacancySearchQuery, keyof SearchFilterValues>>>().toEqualTypeOf<SearchFilterValues>();
    expectTypeOf<keyof SearchFacets>().toEqualTypeOf<SearchFacetName>();
    expect(Object.keys(searchFacetsSchema.shape).sort()).toEqual([...SEARCH_FACETS].sort());
    const narrowed = new Set(SEARCH_FILTER_KEYS.map((key) => SEARCH_FILTERS[key].facet).filter(Boolean));
    expect(narrowed).toEqual(new Set(SEARCH_FACETS));
  });
});
