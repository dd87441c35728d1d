import { EARTH_RADIUS_KM } from '@jobs/server-dataset';
import type { Database } from '@jobs/server-db';
import { sql } from 'drizzle-orm';
import { likePattern } from '../../lib/like-pattern';
import { rowsOf } from '../../lib/sql-rows';

/** Kilometres per degree of latitude (and of longitude at the equator) on the haversine's sphere. */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

/**
 * The box around a point that holds every point within `radiusKm` of it: latitude ± r/111 km,
 * longitude ± that divided by the cosine of the box's latitude farthest from the equator (where a
 * degree of longitude is shortest); the whole circle of longitudes near a pole.
 */
export const boundingBox = (lat: number, lon: number, radiusKm: number) => {
  const dLat = radiusKm / KM_PER_DEGREE;
  const farthest = Math.min(90, Math.abs(lat) + dLat);
  const cos = Math.cos((farthest * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cos));
  return { latMin: lat - dLat, latMax: lat + dLat, lonMin: lon - dLon, lonMax: lon + dLon };
};

/** An address's text as `vacancy_addresses.folded` keeps it: lower case, ё as е (migration 0038). */
export const foldAddress = (text: string): string => text.toLowerCase().replace(/ё/g, 'е');

export const createGeoRepository = (db: Database) => ({
  /**
   * The ids of the published vacancies with an address within `radiusKm` of the point, nearest
   * first (ties by id): the box on the index of (lat, lon), then the haversine for the circle. The
   * filter and the order use the haversine's inner term `a` (the distance is 2R·asin(√a), growing
   * with a), so the circle is a ≤ sin²(r / 2R) and no row pays for asin and sqrt; the ids come as
   * one text in one row, not a row per vacancy (node-postgres builds an object per row). The page's
   * distances are worked out from its vacancies' points (`haversineKm`, the same formula).
   */
  within: async (lat: number, lon: number, radiusKm: number): Promise<number[]> => {
    const box = boundingBox(lat, lon, radiusKm);
    const threshold = Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;
    const [row] = await rowsOf<{ ids: string | null }>(
      db,
      sql`select string_agg(id::text, ',' order by a, id) as ids from (
            select v.id, power(sin(radians(v.lat - ${lat}::float8) / 2), 2)
                + cos(radians(${lat}::float8)) * cos(radians(v.lat)) * power(sin(radians(v.lon - ${lon}::float8) / 2), 2)
                as a
            from vacancies v
            where v.status = 'published' and v.lat is not null
              and v.lat between ${box.latMin}::float8 and ${box.latMax}::float8
              and v.lon between ${box.lonMin}::float8 and ${box.lonMax}::float8
          ) d
          where a <= ${threshold}::float8`,
    );
    return row?.ids ? row.ids.split(',').map(Number) : [];
  },

  /**
   * Addresses of published vacancies containing `q` (in `city` when given), the most used first:
   * from `vacancy_addresses` (one row per address, kept by the vacancy triggers, migration 0038) by
   * the trigram index on its folded text (case and ё left aside), or within a city by its primary
   * key's prefix.
   */
  addresses: async (
    q: string,
    city: string | undefined,
    limit: number,
  ): Promise<Array<{ text: string; city: string; lat: number; lon: number }>> => {
    const rows = await rowsOf<{ text: string; city: string; lat: number | string; lon: number | string }>(
      db,
      sql`select a.address_text as text, a.city, a.lat, a.lon
          from vacancy_addresses a
          where a.folded like ${likePattern(foldAddress(q))}
            ${city ? sql`and a.city = ${city}` : sql``}
          order by a.n desc, a.address_text
          limit ${limit}`,
    );
    return rows.map((row) => ({ text: row.text, city: row.city, lat: Number(row.lat), lon: Number(row.lon) }));
  },

  /** A vacancy's point, or undefined without an address (a saved search's radius is checked against it). */
  pointOf: async (id: number): Promise<{ lat: number; lon: number } | undefined> => {
    const [row] = await rowsOf<{ lat: number | string | null; lon: number | string | null }>(
      db,
      sql`select lat, lon from vacancies where id = ${id}`,
    );
    return row && row.lat !== null && row.lon !== null ? { lat: Number(row.lat), lon: Number(row.lon) } : undefined;
  },
});

export type GeoRepository = ReturnType<typeof createGeoRepository>;
