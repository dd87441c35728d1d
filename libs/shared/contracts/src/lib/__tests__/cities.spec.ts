import { canonicalCity, cityName, KNOWN_CITIES } from '../cities';
import { profileBodySchema } from '../profile';
import { vacancySearchQuerySchema } from '../search';
import { vacancyChangesSchema } from '../vacancy-admin';

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
});
