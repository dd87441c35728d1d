import { canonicalCity, cityName, isCityName, KNOWN_CITIES, knownCityNames, NOT_A_CITY_MESSAGE } from '../cities';
import { profileBodySchema } from '../profile';
import { vacancySearchQuerySchema } from '../search';
import { updateCompanyBodySchema, vacancyChangesSchema } from '../vacancy-admin';

describe('cities', () => {
  it('stores a known city under its Russian name, whatever name, case or spelling was typed', () => {
    for (const typed of ['Moscow', 'москва', ' МОСКВА ', 'мск', 'MSK']) expect(canonicalCity(typed)).toBe('Москва');
    for (const typed of ['Saint Petersburg', 'St. Petersburg', 'спб', 'Питер', 'санкт петербург']) {
      expect(canonicalCity(typed)).toBe('Санкт-Петербург');
    }
    expect(canonicalCity('Ростов на Дону')).toBe('Ростов-на-Дону');
    expect(canonicalCity('Almaty')).toBe('Алматы');
  });

  it('keeps any other city as typed, trimmed', () => {
    expect(canonicalCity('  Зеленоград ')).toBe('Зеленоград');
    expect(canonicalCity('Remote')).toBe('Remote');
  });

  it('shows a known city in the interface language and any other as stored', () => {
    expect(cityName('Москва', 'en')).toBe('Moscow');
    expect(cityName('Москва', 'ru')).toBe('Москва');
    expect(cityName('Moscow', 'ru')).toBe('Москва');
    expect(cityName('Зеленоград', 'en')).toBe('Зеленоград');
  });

  it('has one entry per name: no alias names two cities', () => {
    const names = KNOWN_CITIES.flatMap((city) =>
      [city.ru, city.en, ...(city.aliases ?? [])].map((n) => n.toLowerCase()),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('is applied by the schemas that take a city: vacancy, résumé and the search filter', () => {
    expect(vacancyChangesSchema.parse({ city: 'Moscow' }).city).toBe('Москва');
    expect(profileBodySchema.parse({ name: 'Anna', city: 'spb' }).city).toBe('Санкт-Петербург');
    expect(vacancySearchQuerySchema.parse({ city: 'Moscow' }).city).toBe('Москва');
  });

  it('suggests the known cities in the interface language, in its alphabetical order', () => {
    const en = knownCityNames('en');
    expect(en).toHaveLength(KNOWN_CITIES.length);
    expect(en).toContain('Moscow');
    expect([...en]).toEqual([...en].sort((a, b) => a.localeCompare(b, 'en')));
    const ru = knownCityNames('ru');
    expect(ru[0]).toBe('Алматы');
    expect(ru).toContain('Санкт-Петербург');
  });

  it('refuses "Remote" and other words for no city in the résumé, vacancy and company city', () => {
    for (const word of ['Remote', 'удалённо', 'Удаленка', 'дистанционно', 'Anywhere'])
      expect(isCityName(word)).toBe(false);
    for (const city of ['Москва', 'Зеленоград', 'Remoteville']) expect(isCityName(city)).toBe(true);
    const profile = profileBodySchema.safeParse({ name: 'Анна', city: 'Удалённо' });
    expect(profile.success).toBe(false);
    expect(profile.error?.issues[0]).toMatchObject({ path: ['city'], message: NOT_A_CITY_MESSAGE });
    const vacancy = vacancyChangesSchema.safeParse({ city: 'remote' });
    expect(vacancy.error?.issues[0]).toMatchObject({ path: ['city'], message: NOT_A_CITY_MESSAGE });
    const company = updateCompanyBodySchema.safeParse({
      name: 'Acme',
      logo: null,
      description: '',
      site: null,
      city: 'Remote',
      industry: null,
      size: null,
    });
    expect(company.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city']);
    // A search filter is not refused: it just finds nothing.
    expect(vacancySearchQuerySchema.safeParse({ city: 'Remote' }).success).toBe(true);
  });
});
