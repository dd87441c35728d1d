import type { Locale } from './constants';

/**
 * The cities the platform knows by more than one name: each is stored under its Russian name, so
 * "Moscow", "москва" and "мск" are one city for search filters, facets, recommendations and the
 * assistant, and is shown in the interface language. Any other city is kept as typed (trimmed).
 * Without zod: the apps' pages import it for display.
 */
export type KnownCity = { ru: string; en: string; aliases?: readonly string[] };

export const KNOWN_CITIES: readonly KnownCity[] = [
  { ru: 'Москва', en: 'Moscow', aliases: ['мск', 'msk', 'moskva'] },
  {
    ru: 'Санкт-Петербург',
    en: 'Saint Petersburg',
    aliases: ['спб', 'питер', 'петербург', 'st petersburg', 'st. petersburg', 'spb', 'sankt-peterburg'],
  },
  { ru: 'Новосибирск', en: 'Novosibirsk' },
  { ru: 'Екатеринбург', en: 'Yekaterinburg', aliases: ['екб', 'ekaterinburg'] },
  { ru: 'Казань', en: 'Kazan' },
  { ru: 'Нижний Новгород', en: 'Nizhny Novgorod', aliases: ['нижний', 'nizhniy novgorod'] },
  { ru: 'Краснодар', en: 'Krasnodar' },
  { ru: 'Самара', en: 'Samara' },
  { ru: 'Ростов-на-Дону', en: 'Rostov-on-Don', aliases: ['ростов', 'rostov'] },
  { ru: 'Уфа', en: 'Ufa' },
  { ru: 'Красноярск', en: 'Krasnoyarsk' },
  { ru: 'Пермь', en: 'Perm' },
  { ru: 'Воронеж', en: 'Voronezh' },
  { ru: 'Челябинск', en: 'Chelyabinsk' },
  { ru: 'Омск', en: 'Omsk' },
  { ru: 'Тюмень', en: 'Tyumen' },
  { ru: 'Волгоград', en: 'Volgograd' },
  { ru: 'Калининград', en: 'Kaliningrad' },
  { ru: 'Томск', en: 'Tomsk' },
  { ru: 'Сочи', en: 'Sochi' },
  { ru: 'Иркутск', en: 'Irkutsk' },
  { ru: 'Владивосток', en: 'Vladivostok' },
  { ru: 'Ярославль', en: 'Yaroslavl' },
  { ru: 'Минск', en: 'Minsk' },
  { ru: 'Алматы', en: 'Almaty', aliases: ['алма-ата', 'alma-ata'] },
  { ru: 'Астана', en: 'Astana' },
  { ru: 'Ташкент', en: 'Tashkent' },
  { ru: 'Ереван', en: 'Yerevan' },
  { ru: 'Тбилиси', en: 'Tbilisi' },
  { ru: 'Белград', en: 'Belgrade' },
  { ru: 'Лимасол', en: 'Limassol' },
  { ru: 'Берлин', en: 'Berlin' },
];

/** Case, ё, hyphens, dots and spaces do not tell two names apart. */
const keyOf = (name: string): string =>
  name
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[\s.\-‐–—]+/g, ' ')
    .trim();

/** Each known city with the keys of all its names (Russian, English, aliases). */
const CITY_KEYS = KNOWN_CITIES.map((city) => ({
  city,
  keys: [city.ru, city.en, ...(city.aliases ?? [])].map(keyOf),
}));

const BY_KEY = new Map<string, KnownCity>(CITY_KEYS.flatMap(({ city, keys }) => keys.map((key) => [key, city])));

/** Words for "no particular city" that people type into a city field. */
const NOT_CITIES = new Set(
  [
    'remote',
    'remotely',
    'remote work',
    'anywhere',
    'worldwide',
    'online',
    'удаленно',
    'удаленка',
    'удаленная работа',
    'дистанционно',
    'онлайн',
    'любой',
    'любой город',
    'весь мир',
  ].map(keyOf),
);

/** Why a city field refuses "Remote" and the like: where a job is done is its schedule, not a city. */
export const NOT_A_CITY_MESSAGE = 'Enter a city: remote work is a schedule';

/** False for "Remote", «удалённо» and other words for no city, which the city fields refuse. */
export const isCityName = (name: string): boolean => !NOT_CITIES.has(keyOf(name));

/** The name a city is stored and filtered by: the Russian name of a known city, else the trimmed text. */
export const canonicalCity = (name: string): string => {
  const trimmed = name.trim();
  return BY_KEY.get(keyOf(trimmed))?.ru ?? trimmed;
};

/** A stored city as the interface shows it: a known city in the interface language, any other as stored. */
export const cityName = (name: string, locale: Locale | string): string => {
  const known = BY_KEY.get(keyOf(name));
  if (!known) return name;
  return locale === 'en' ? known.en : known.ru;
};

/** The stored names of the known cities any of whose names contain `text` ("kaz" finds «Казань»). */
export const knownCitiesMatching = (text: string): string[] => {
  const wanted = keyOf(text);
  if (wanted === '') return [];
  return CITY_KEYS.filter(({ keys }) => keys.some((key) => key.includes(wanted))).map(({ city }) => city.ru);
};

const NAMES_BY_LOCALE = new Map<string, readonly string[]>();

/** The known cities' names in the interface language, in its alphabetical order: a city field's suggestions. */
export const knownCityNames = (locale: Locale | string): readonly string[] => {
  const key = locale === 'en' ? 'en' : 'ru';
  let names = NAMES_BY_LOCALE.get(key);
  if (!names) {
    names = KNOWN_CITIES.map((city) => city[key]).sort((a, b) => a.localeCompare(b, key));
    NAMES_BY_LOCALE.set(key, names);
  }
  return names;
};
