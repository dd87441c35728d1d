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
  /**
   * The signed-in account's own language (taken at sign-in): kept in the cookie like a choice, but
   * not reported back through `onLocaleChoice` (the account has it already).
   */
  fromAccount?: boolean;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

export type LocaleProviderProps = {
  /** The locale the page started in (already activated by `activateLocale`, e.g. from the URL prefix). */
  initialLocale: Locale;
  /** The app's own catalog parts, loaded with the shared one on every switch. */
  catalogLoaders?: CatalogLoader[];
  /** Called after a switch, e.g. to move the URL to the other locale's prefix. */
  onLocaleChange?: (locale: Locale) => void;
  /** Called when the user chooses a language (not an automatic switch): the account keeps it. */
  onLocaleChoice?: (locale: Locale) => void;
  children?: ReactNode;
};

/** Lingui's provider plus the current locale and the way to change it. */
export function LocaleProvider({
  initialLocale,
  catalogLoaders,
  onLocaleChange,
  onLocaleChoice,
  children,
}: LocaleProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);

  useEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[locale];
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale, { remember = true, fromAccount = false }: SetLocaleOptions = {}) => {
      if (remember || fromAccount) writeLocaleCookie(next);
      if (remember && !fromAccount) onLocaleChoice?.(next);
      if (next !== sharedI18n.locale) await activateLocale(next, catalogLoaders);
      setLocaleState(next);
      onLocaleChange?.(next);
    },
    [catalogLoaders, onLocaleChange, onLocaleChoice],
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
