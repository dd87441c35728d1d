import type { Random } from '../random';
import { cityByName, metroStationsOf } from './places';

/** Street names found in most Russian cities (the generator's addresses: believable, not real buildings). */
const STREETS = [
  'ул. Ленина',
  'ул. Советская',
  'ул. Мира',
  'ул. Гагарина',
  'ул. Пушкина',
  'ул. Кирова',
  'ул. Садовая',
  'ул. Октябрьская',
  'ул. Молодёжная',
  'ул. Лесная',
  'ул. Школьная',
  'ул. Набережная',
  'просп. Победы',
  'ул. Чкалова',
  'ул. Комсомольская',
  'ул. Заводская',
  'ул. Московская',
  'ул. Первомайская',
  'ул. Строителей',
  'ул. Центральная',
] as const;

const KM_PER_DEGREE = 111.195;

/** A point `km` away at a random bearing (flat-earth offset: fine for a few kilometres). */
const offset = (random: Random, lat: number, lon: number, maxKm: number) => {
  const km = maxKm * Math.sqrt(random.next());
  const bearing = random.next() * 2 * Math.PI;
  const dLat = (km * Math.cos(bearing)) / KM_PER_DEGREE;
  const dLon = (km * Math.sin(bearing)) / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return { lat: Math.round((lat + dLat) * 1e6) / 1e6, lon: Math.round((lon + dLon) * 1e6) / 1e6 };
};

/**
 * An address in a city the shipped data knows: in a city with a metro, most often within 1.2 km
 * of a station; otherwise within 6 km of the centre. Undefined for a city it does not know.
 */
export const drawAddress = (
  random: Random,
  cityName: string,
): { addressText: string; lat: number; lon: number } | undefined => {
  const city = cityByName(cityName);
  if (!city) return undefined;
  const stations = metroStationsOf(city.name);
  const point =
    stations.length > 0 && random.chance(0.7)
      ? (() => {
          const station = random.pick(stations);
          return offset(random, station.lat, station.lon, 1.2);
        })()
      : offset(random, city.lat, city.lon, Math.min(6, 2 + Math.log10(Math.max(10, city.population / 1000)) * 1.5));
  const street = random.pick(STREETS);
  const house = random.int(1, 120);
  return { addressText: `${city.name}, ${street}, ${house}`, ...point };
};
