import { createSavedSearchBodySchema, normalizeSavedSearchQuery, updateSavedSearchBodySchema } from '../lists';

describe('normalizeSavedSearchQuery', () => {
  it('keeps the filters in a stable order and drops the page and empty values', () => {
    expect(normalizeSavedSearchQuery('?q=react&page=4&city=Moscow&per_page=50&remote=')).toBe('city=Moscow&q=react');
    expect(normalizeSavedSearchQuery('')).toBe('');
  });

  it('refuses what is not a search: unknown keys, repeated keys and values the search refuses', () => {
    expect(normalizeSavedSearchQuery('q=go&token=abc')).toBeUndefined();
    expect(normalizeSavedSearchQuery('q=go&q=rust')).toBeUndefined();
    expect(normalizeSavedSearchQuery('salary_from=lots')).toBeUndefined();
    expect(normalizeSavedSearchQuery('experience=forever')).toBeUndefined();
  });
});

describe('saved search bodies', () => {
  it('defaults the alert to once a day (as the alerts’ e-mail digest, issue 30) and trims the name', () => {
    expect(createSavedSearchBodySchema.parse({ name: '  Go  ', query: 'q=go' })).toEqual({
      name: 'Go',
      query: 'q=go',
      alert: 'daily',
    });
  });

  it('names the field at fault', () => {
    const bad = createSavedSearchBodySchema.safeParse({ name: 'Go', query: 'sort=random' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['query']);
    expect(updateSavedSearchBodySchema.safeParse({}).success).toBe(false);
    expect(updateSavedSearchBodySchema.safeParse({ alert: 'daily' }).success).toBe(true);
  });
});
