import Cookies from 'js-cookie';
import { isLocale, type Locale } from './locales';

/** The cookie that remembers the chosen language (spec §9: 365 days). */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

export const readLocaleCookie = (): Locale | null => {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : null;
};

export const writeLocaleCookie = (locale: Locale): void => {
  Cookies.set(LOCALE_COOKIE, locale, {
    expires: LOCALE_COOKIE_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
};
