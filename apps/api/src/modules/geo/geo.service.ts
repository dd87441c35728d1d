import type { GeoSuggestion } from '@jobs/contracts';
import { CITIES, METRO_STATIONS } from '@jobs/server-dataset';
import type { GeoRepository } from './geo.repository';

const CITY_LIMIT = 5;
const METRO_LIMIT = 8;
const STREET_LIMIT = 5;
/** Streets are looked up from this many letters: fewer make no trigram for the index to use. */
export const STREET_MIN_LETTERS = 3;

/** Letters compared without case and ё (ё → е). */
const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

/** Whether a word of `name` starts with `q` (both folded). */
const wordStarts = (name: string, q: string) => {
  const folded = fold(name);
  return folded.startsWith(q) || folded.includes(` ${q}`) || folded.includes(`-${q}`);
};

/**
 * What `GET /geo/suggest` offers: cities, then metro stations, then addresses already in use (from
 * STREET_MIN_LETTERS letters).
 */
export const createGeoService = (repo: GeoRepository) => ({
  suggest: async (q: string, city?: string): Promise<GeoSuggestion[]> => {
    const folded = fold(q.trim());
    const cities: GeoSuggestion[] = city
      ? []
      : CITIES.filter((each) => fold(each.name).startsWith(folded))
          .slice(0, CITY_LIMIT)
          .map((each) => ({
            kind: 'city',
            text: each.name,
            city: each.name,
            lat: each.lat,
            lon: each.lon,
            region: each.region,
          }));
    const metro: GeoSuggestion[] = METRO_STATIONS.filter(
      (station) => (!city || station.city === city) && wordStarts(station.name, folded),
    )
      .slice(0, METRO_LIMIT)
      .map((station) => ({
        kind: 'metro',
        text: `${station.city}, метро ${station.name}`,
        city: station.city,
        lat: station.lat,
        lon: station.lon,
        metro: { id: station.id, line: station.line, color: station.color },
      }));
    const typed = q.trim();
    const streets: GeoSuggestion[] =
      typed.length < STREET_MIN_LETTERS
        ? []
        : (await repo.addresses(typed, city, STREET_LIMIT)).map((address) => ({ kind: 'street', ...address }));
    // An address that is a station's own name («Москва, метро Тверская», as an employer chose it) is offered once, as the station.
    const offered = new Set([...cities, ...metro].map((item) => item.text));
    return [...cities, ...metro, ...streets.filter((street) => !offered.has(street.text))];
  },
});

export type GeoService = ReturnType<typeof createGeoService>;
