import { DEFAULT_LOCALE, isLocale, localizePath, useI18n, useLocale, type Locale } from '@jobs/i18n';

/**
 * The interface language: the API is asked for its own words (recommendation reasons, services,
 * country names) in it. Outside a locale provider (a unit test) it is the source language, English.
 */
export function useUiLocale(): Locale {
  const { i18n } = useI18n();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * A page's path as PageMeta needs it (canonical URL, hreflang alternates, og:locale): under `/en`
 * on an English page. Outside a locale provider (no localized router) it stays as it is.
 */
export function useMetaPath(path: string): string {
  const locale = useLocale()?.locale;
  return locale ? localizePath(path, locale) : path;
}

/** A category's name in the interface language. */
export const categoryName = (category: { name_ru: string; name_en: string }, locale: Locale): string =>
  locale === 'ru' ? category.name_ru : category.name_en;
