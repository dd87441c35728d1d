import type { CatalogLoader } from '@jobs/i18n';

/** The vacancy editor's compiled catalog for a locale, in its own chunk (the apps with an editor load it). */
export const loadVacancyEditorCatalog: CatalogLoader = async (locale) => {
  const module = locale === 'ru' ? await import('../locales/ru/messages') : await import('../locales/en/messages');
  return module.messages;
};
