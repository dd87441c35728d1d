import { localizePath, useLocale } from '@jobs/i18n';

/**
 * An app path for a plain `<a href>` (a full page load, outside the router's basename): under `/en`
 * in English. Router links and navigations need none (the basename adds it). Outside a locale
 * provider (a unit test) the path stays as it is.
 */
export const useLocalizedPath = (path: string): string => {
  const locale = useLocale()?.locale;
  return locale ? localizePath(path, locale) : path;
};
