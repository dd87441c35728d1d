/** The interface languages (spec §1, §9): Russian, the default, and English. */
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default locale: its routes carry no prefix (spec §2). */
export const DEFAULT_LOCALE: Locale = 'ru';
/** The language the source strings are written in. */
export const SOURCE_LOCALE: Locale = 'en';

/** Full language tags for `Intl` and `<html lang>`. */
export const LOCALE_TAGS: Record<Locale, string> = { ru: 'ru-RU', en: 'en-US' };

/** Each language's own name, as the banner and the settings menu show it. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

const prefixOf = (pathname: string): string => pathname.split('/')[1] ?? '';

/** The locale a path is in: `/en` or `/en/...` is English, anything else Russian. */
export const detectLocaleFromPath = (pathname: string): Locale => {
  const first = prefixOf(pathname);
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
};

/** The router basename for a locale: `/en` for English, none for the default locale. */
export const localeBasename = (locale: Locale): string | undefined =>
  locale === DEFAULT_LOCALE ? undefined : `/${locale}`;

/** A path without its locale prefix: `/en/vacancies` → `/vacancies`, `/en` → `/`. */
export const stripLocalePrefix = (pathname: string): string => {
  const first = prefixOf(pathname);
  if (!isLocale(first) || first === DEFAULT_LOCALE) return pathname || '/';
  const rest = pathname.slice(first.length + 1);
  return rest.startsWith('/') ? rest : `/${rest}`;
};

/** The same page in another locale: `localizePath('/en/vacancies', 'ru')` → `/vacancies`. */
export const localizePath = (pathname: string, locale: Locale): string => {
  const bare = stripLocalePrefix(pathname);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
};

/**
 * Where an unprefixed address goes for a visitor who chose another language (the locale cookie):
 * `/vacancies` with English chosen → `/en/vacancies`. Null when the address already says its
 * language, or the choice is the default's (issue 30: `/` honours `locale=en`).
 */
export const pathForChosenLocale = (pathname: string, chosen: Locale | null): string | null => {
  if (chosen === null || chosen === DEFAULT_LOCALE) return null;
  if (isLocale(prefixOf(pathname))) return null;
  return localizePath(pathname, chosen);
};
