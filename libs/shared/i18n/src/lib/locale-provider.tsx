import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { activateLocale, i18n as sharedI18n, type CatalogLoader } from './i18n';
import { writeLocaleCookie } from './locale-cookie';
import { LOCALE_TAGS, type Locale } from './locales';

export type LocaleContextValue = {
  /** The language the interface is in. */
  locale: Locale;
  /**
   * Loads `locale`'s catalog and switches the interface to it. A visitor's choice (the default) is
   * remembered in the cookie; `{ remember: false }` switches without recording a choice (the
   * translation banner's automatic switch).
   */
  setLocale: (locale: Locale, options?: SetLocaleOptions) => Promise<void>;
};

export type SetLocaleOptions = {
  /** Whether this is the visitor's choice, kept in the locale cookie (default true). */
  remember?: boolean;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

export type LocaleProviderProps = {
  /** The locale the page started in (already activated by `activateLocale`, e.g. from the URL prefix). */
  initialLocale: Locale;
  /** The app's own catalog parts, loaded with the shared one on every switch. */
  catalogLoaders?: CatalogLoader[];
  /** Called after a switch, e.g. to move the URL to the other locale's prefix. */
  onLocaleChange?: (locale: Locale) => void;
  children?: ReactNode;
};

/** Lingui's provider plus the current locale and the way to change it. */
export function LocaleProvider({ initialLocale, catalogLoaders, onLocaleChange, children }: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale, { remember = true }: SetLocaleOptions = {}) => {
      if (remember) writeLocaleCookie(next);
      if (next !== sharedI18n.locale) await activateLocale(next, catalogLoaders);
      setLocaleState(next);
      onLocaleChange?.(next);
    },
    [catalogLoaders, onLocaleChange],
  );

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <I18nProvider i18n={sharedI18n}>
      <LocaleContext value={value}>{children}</LocaleContext>
    </I18nProvider>
  );
}

/** The current locale and its setter; null outside a LocaleProvider (the menu then offers no switch). */
export const useLocale = (): LocaleContextValue | null => useContext(LocaleContext);
