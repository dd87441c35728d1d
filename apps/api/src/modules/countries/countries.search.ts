import type { Country, CountriesQuery, Locale } from '@jobs/contracts';
import { COUNTRIES, type CountryRecord } from './countries.data';

/** Lower case, ё as е, typographic apostrophes and dashes as plain ones, spaces collapsed. */
export const normalizeCountryName = (value: string): string =>
  value
    .toLocaleLowerCase('ru')
    .replace(/ё/g, 'е')
    .replace(/[’`]/g, "'")
    .replace(/[‐‑–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();

type IndexedCountry = {
  record: CountryRecord;
  /** Every accepted name, normalised, with its original spelling. */
  names: { normalized: string; original: string }[];
};

const INDEX: readonly IndexedCountry[] = COUNTRIES.map((record) => ({
  record,
  names: [record.en, record.ru, ...(record.aliases ?? [])].map((original) => ({
    normalized: normalizeCountryName(original),
    original,
  })),
}));

const BY_CODE = new Map(COUNTRIES.map((record) => [record.code, record]));

export const isCountryCode = (code: string): boolean => BY_CODE.has(code);

const nameIn = (record: CountryRecord, locale: Locale) => (locale === 'ru' ? record.ru : record.en);

const collatorFor = (locale: Locale) => new Intl.Collator(locale);
const COLLATORS: Record<Locale, Intl.Collator> = { ru: collatorFor('ru'), en: collatorFor('en') };

/**
 * Countries whose accepted name (any language) or one of its words starts with the query. A
 * whole-name prefix ranks before a word prefix; ties go alphabetically in the locale. An empty
 * query lists every country.
 */
export const searchCountries = ({ locale, q, code }: CountriesQuery): Country[] => {
  if (code !== undefined) {
    const record = BY_CODE.get(code);
    return record ? [{ code: record.code, name: nameIn(record, locale), matched: null }] : [];
  }
  const query = normalizeCountryName(q ?? '');
  const collator = COLLATORS[locale];
  if (query === '') {
    return COUNTRIES.map((record) => ({ code: record.code, name: nameIn(record, locale), matched: null })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
  }
  const hits: { country: Country; rank: number }[] = [];
  for (const { record, names } of INDEX) {
    let best: { rank: number; original: string } | undefined;
    for (const name of names) {
      let rank: number | undefined;
      if (name.normalized === query) rank = 0;
      else if (name.normalized.startsWith(query)) rank = 1;
      else if (name.normalized.split(/[\s(),-]+/).some((word) => word.startsWith(query))) rank = 2;
      if (rank !== undefined && (!best || rank < best.rank)) best = { rank, original: name.original };
    }
    if (!best) continue;
    const name = nameIn(record, locale);
    hits.push({
      country: { code: record.code, name, matched: best.original === name ? null : best.original },
      rank: best.rank,
    });
  }
  return hits
    .sort((a, b) => a.rank - b.rank || collator.compare(a.country.name, b.country.name))
    .map((hit) => hit.country);
};
