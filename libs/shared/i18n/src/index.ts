export {
  LOCALES,
  DEFAULT_LOCALE,
  SOURCE_LOCALE,
  LOCALE_TAGS,
  LOCALE_NAMES,
  isLocale,
  detectLocaleFromPath,
  localeBasename,
  stripLocalePrefix,
  localizePath,
  pathForChosenLocale,
  type Locale,
} from './lib/locales';
export { LOCALE_COOKIE, LOCALE_COOKIE_DAYS, readLocaleCookie, writeLocaleCookie } from './lib/locale-cookie';
export { i18n, activateLocale, loadSharedCatalog, type CatalogLoader } from './lib/i18n';
export { useI18n } from './lib/use-i18n';
export {
  LocaleProvider,
  useLocale,
  type LocaleContextValue,
  type LocaleProviderProps,
  type SetLocaleOptions,
} from './lib/locale-provider';
export { useLingui, Trans } from './lib/macro-runtime';
