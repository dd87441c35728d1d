import { z } from 'zod';
import { canonicalCity } from './cities';
import { defineRoute } from './route';

/** The radius of a search with a point, in kilometres. */
export const RADIUS_KM = { min: 1, max: 100, default: 5 } as const;

/** An address as the employer's form sends it: the text and the point of the chosen suggestion. */
export const addressInputSchema = z.object({
  text: z.string().trim().min(1).max(300),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

/** A metro station near an address: `distance_m` is the walk (the straight line × 1.3, rounded to 10 m). */
export const nearbyMetroSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  line: z.string(),
  /** The line's colour, `#RRGGBB`. */
  color: z.string(),
  distance_m: z.number().int(),
});
export type NearbyMetro = z.infer<typeof nearbyMetroSchema>;

export const vacancyAddressSchema = addressInputSchema.extend({ metro: z.array(nearbyMetroSchema) });
export type VacancyAddress = z.infer<typeof vacancyAddressSchema>;

export const GEO_SUGGEST_KINDS = ['city', 'street', 'metro'] as const;

export const geoSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(100),
  /** Suggest within this city (any accepted name); streets and stations of other cities are left out. */
  city: z.string().trim().min(1).max(100).transform(canonicalCity).optional(),
});
export type GeoSuggestQuery = z.input<typeof geoSuggestQuerySchema>;

export const geoSuggestionSchema = z.object({
  kind: z.enum(GEO_SUGGEST_KINDS),
  /** What the address field takes when it is chosen («Москва, метро Тверская»). */
  text: z.string(),
  city: z.string(),
  lat: z.number(),
  lon: z.number(),
  /** For a station: its id (the search's `metro=`), line and colour. */
  metro: z.object({ id: z.number().int(), line: z.string(), color: z.string() }).optional(),
  /** For a city: its region. */
  region: z.string().optional(),
});
export type GeoSuggestion = z.infer<typeof geoSuggestionSchema>;

export const geoSuggestRoute = defineRoute({
  method: 'GET',
  path: '/geo/suggest',
  summary: 'Cities, streets known to the data and metro stations like q (shipped data, no outside service)',
  tags: ['vacancies'],
  auth: 'public',
  query: geoSuggestQuerySchema,
  response: z.object({ items: z.array(geoSuggestionSchema) }),
});

/** `near=lat,lon` in a query string. */
export const nearPointSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Expected lat,lon')
  .transform((value) => {
    const [lat, lon] = value.split(',').map(Number) as [number, number];
    return { lat, lon };
  })
  .refine(({ lat, lon }) => Math.abs(lat) <= 90 && Math.abs(lon) <= 180, 'Expected lat,lon');
