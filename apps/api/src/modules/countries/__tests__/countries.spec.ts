import { useTestApp } from '../../../__tests__/support/harness';
import { ok } from '../../../__tests__/support/chat-helpers';
import { COUNTRIES } from '../countries.data';

const ctx = useTestApp();

type CountryDto = { code: string; name: string; matched: string | null };

const find = async (query: string): Promise<CountryDto[]> =>
  ok<CountryDto[]>(await ctx.app.inject({ method: 'GET', url: `/api/countries?${query}` }));

const codes = (list: CountryDto[]) => list.map((country) => country.code);

describe('GET /countries', () => {
  it('lists every ISO 3166-1 country once, with Russian and English names', async () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
    const ru = await find('locale=ru');
    const en = await find('locale=en');
    expect(ru).toHaveLength(249);
    expect(en).toHaveLength(249);
    expect(ru.find((country) => country.code === 'DE')?.name).toBe('Германия');
    expect(en.find((country) => country.code === 'DE')?.name).toBe('Germany');
    // Sorted by the locale's alphabet.
    expect(ru[0]?.name).toBe('Австралия');
  });

  it.each(['США', 'Соединённые Штаты', 'Соединенные Штаты Америки', 'United States', 'USA', 'America', 'сша'])(
    'finds the United States by “%s”',
    async (name) => {
      const list = await find(`locale=en&q=${encodeURIComponent(name)}`);
      expect(list[0]).toMatchObject({ code: 'US', name: 'United States' });
    },
  );

  it.each(['UK', 'Великобритания', 'Англия', 'Great Britain'])('finds the United Kingdom by “%s”', async (name) => {
    const list = await find(`locale=ru&q=${encodeURIComponent(name)}`);
    expect(list[0]).toMatchObject({ code: 'GB', name: 'Великобритания' });
  });

  it('matches a prefix of any word, in any case, with ё and е alike, and says which other name matched', async () => {
    expect(codes(await find(`locale=ru&q=${encodeURIComponent('герм')}`))).toEqual(['DE']);
    expect(codes(await find(`locale=ru&q=${encodeURIComponent('СОЕДИН')}`))).toEqual(['GB', 'US']);
    expect(codes(await find(`locale=ru&q=${encodeURIComponent('объединенные')}`))).toEqual(['AE']);
    expect(codes(await find(`locale=en&q=${encodeURIComponent('корея')}`))).toEqual(
      expect.arrayContaining(['KR', 'KP']),
    );
    const usa = await find('locale=ru&q=usa');
    expect(usa[0]).toEqual({ code: 'US', name: 'Соединённые Штаты Америки', matched: 'USA' });
    expect(await find(`locale=ru&q=${encodeURIComponent('Россия')}`)).toEqual([
      { code: 'RU', name: 'Россия', matched: null },
    ]);
    expect(await find('locale=en&q=qqqq')).toEqual([]);
  });

  it('returns one country by code', async () => {
    expect(await find('locale=ru&code=US')).toEqual([{ code: 'US', name: 'Соединённые Штаты Америки', matched: null }]);
    expect(await find('locale=en&code=ZZ')).toEqual([]);
  });

  it('answers 400 naming the bad parameter', async () => {
    for (const [query, field] of [
      ['locale=de', 'query.locale'],
      ['code=usa', 'query.code'],
      [`q=${'a'.repeat(61)}`, 'query.q'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/countries?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ field })]);
    }
  });
});
