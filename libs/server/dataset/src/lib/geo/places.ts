import metroOsm from './metro-osm.json';
import places from './places.json';

/**
 * The places the project ships (docs/data-sources.md): Russian cities with their centres, and the
 * metro stations of every Russian city that has one, with lines and colours (places.json: Moscow,
 * Saint Petersburg, Kazan, Yekaterinburg; metro-osm.json, from OpenStreetMap: Nizhny Novgorod,
 * Novosibirsk, Samara). Built by tools/geo/build-places.mjs; no outside geocoding service is ever asked.
 */
export type City = { name: string; region: string; lat: number; lon: number; population: number };
export type MetroStation = {
  id: number;
  name: string;
  city: string;
  line: string;
  color: string;
  lat: number;
  lon: number;
};

type MetroFile = Array<{
  city: string;
  lines: Array<{ name: string; color: string; stations: Array<[number, string, number, number]> }>;
}>;
type PlacesFile = { cities: Array<[string, string, number, number, number]>; metro: MetroFile };

const data = places as PlacesFile;
const metro: MetroFile = [...data.metro, ...(metroOsm as { metro: MetroFile }).metro];

/** Every city, the most populous first. */
export const CITIES: readonly City[] = data.cities.map(([name, region, lat, lon, population]) => ({
  name,
  region,
  lat,
  lon,
  population,
}));

/** Every metro station (ids stable within a build of places.json). */
export const METRO_STATIONS: readonly MetroStation[] = metro.flatMap(({ city, lines }) =>
  lines.flatMap((line) =>
    line.stations.map(([id, name, lat, lon]) => ({ id, name, city, line: line.name, color: line.color, lat, lon })),
  ),
);

const STATIONS_BY_ID = new Map(METRO_STATIONS.map((station) => [station.id, station]));
/** The first (most populous) city of each name. */
const CITIES_BY_NAME = new Map<string, City>();
for (const city of CITIES) if (!CITIES_BY_NAME.has(city.name)) CITIES_BY_NAME.set(city.name, city);

export const metroStation = (id: number): MetroStation | undefined => STATIONS_BY_ID.get(id);
export const cityByName = (name: string): City | undefined => CITIES_BY_NAME.get(name);
export const metroStationsOf = (city: string): MetroStation[] =>
  METRO_STATIONS.filter((station) => station.city === city);

/** The Earth's mean radius in kilometres (the haversine's, in JS and in SQL alike). */
export const EARTH_RADIUS_KM = 6371;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in kilometres between two points (haversine). */
export const haversineKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/**
 * Walking distance is not known without a street graph: the straight line times this detour
 * factor (a usual figure for city streets) stands for it.
 */
export const WALKING_DETOUR = 1.3;

/** The nearest stations (at most `limit`, within `withinKm`) to a point, nearest first, with walking metres. */
export const nearestMetro = (
  lat: number,
  lon: number,
  { limit = 3, withinKm = 3 }: { limit?: number; withinKm?: number } = {},
): Array<MetroStation & { distance_m: number }> =>
  METRO_STATIONS.map((station) => ({ station, km: haversineKm(lat, lon, station.lat, station.lon) }))
    .filter(({ km }) => km <= withinKm)
    .sort((a, b) => a.km - b.km)
    .slice(0, limit)
    .map(({ station, km }) => ({ ...station, distance_m: Math.round((km * 1000 * WALKING_DETOUR) / 10) * 10 }));
