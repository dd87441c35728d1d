import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from './locales';

/**
 * The apps' one Lingui instance. It starts in the source language with an empty catalog, so the
 * English source strings show until `activateLocale` loads a compiled catalog (and tests that render
 * without a provider read English).
 */
export const i18n: I18n = setupI18n({ locale: SOURCE_LOCALE, messages: { [SOURCE_LOCALE]: {} } });

/** Loads one more part of a locale's catalog (an app's own messages, for example). */
export type CatalogLoader = (locale: Locale) => Promise<Messages>;

/** The shared libraries' compiled catalogs, each in its own chunk, loaded when first needed. */
export const loadSharedCatalog: CatalogLoader = async (locale) => {
  const module = locale === 'ru' ? await import('../locales/ru/messages') : await import('../locales/en/messages');
  return module.messages;
};

/** Loads the shared catalog plus the app's own parts for `locale`, then switches the instance to it. */
export const activateLocale = async (
  locale: Locale,
  loaders: CatalogLoader[] = [],
  instance: I18n = i18n,
): Promise<void> => {
  const parts = await Promise.all([loadSharedCatalog, ...loaders].map((load) => load(locale)));
  instance.loadAndActivate({ locale, messages: Object.assign({}, ...parts) as Messages });
};
