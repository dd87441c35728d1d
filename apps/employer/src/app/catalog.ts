import type { CatalogLoader } from '@jobs/i18n';
import { loadVacancyEditorCatalog } from '@jobs/vacancy-editor';

/**
 * This app's compiled catalog for a locale, each in its own chunk (loaded with the shared one), with
 * the vacancy editor's (its own catalog: the seekers' app, which has no editor, does not load it).
 */
export const loadAppCatalog: CatalogLoader = async (locale) => {
  const [editor, own] = await Promise.all([
    loadVacancyEditorCatalog(locale),
    locale === 'ru' ? import('../locales/ru/messages') : import('../locales/en/messages'),
  ]);
  return { ...editor, ...own.messages };
};
