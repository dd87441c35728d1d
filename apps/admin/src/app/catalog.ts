import type { CatalogLoader } from '@jobs/i18n';

/** This app's compiled catalog for a locale, each in its own chunk (loaded with the shared one). */
export const loadAppCatalog: CatalogLoader = async (locale) => {
  const module = locale === 'ru' ? await import('../locales/ru/messages') : await import('../locales/en/messages');
  return module.messages;
};
