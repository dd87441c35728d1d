import {
  detectLocaleFromPath,
  isLocale,
  localeBasename,
  localizePath,
  stripLocalePrefix,
  DEFAULT_LOCALE,
} from '../locales';
import { LOCALE_COOKIE_DAYS, readLocaleCookie, writeLocaleCookie } from '../locale-cookie';
import { activateLocale, i18n, loadSharedCatalog } from '../i18n';

describe('locale routing', () => {
  it('reads English from the /en prefix and Russian from anything else', () => {
    expect(detectLocaleFromPath('/en')).toBe('en');
    expect(detectLocaleFromPath('/en/vacancies/5')).toBe('en');
    expect(detectLocaleFromPath('/vacancies')).toBe('ru');
    expect(detectLocaleFromPath('/')).toBe('ru');
    expect(detectLocaleFromPath('/ru/vacancies')).toBe('ru');
    expect(detectLocaleFromPath('/english')).toBe('ru');
    expect(DEFAULT_LOCALE).toBe('ru');
  });

  it('runs the router under /en for English and at the root for Russian', () => {
    expect(localeBasename('en')).toBe('/en');
    expect(localeBasename('ru')).toBeUndefined();
  });

  it('moves a path between the locales', () => {
    expect(stripLocalePrefix('/en/vacancies')).toBe('/vacancies');
    expect(stripLocalePrefix('/en')).toBe('/');
    expect(stripLocalePrefix('/vacancies')).toBe('/vacancies');
    expect(localizePath('/en/vacancies/5', 'ru')).toBe('/vacancies/5');
    expect(localizePath('/vacancies/5', 'en')).toBe('/en/vacancies/5');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/en', 'ru')).toBe('/');
    expect(localizePath('/en/chat', 'en')).toBe('/en/chat');
  });

  it('knows its two locales', () => {
    expect(isLocale('ru')).toBe(true);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('de')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('locale cookie', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is called locale and lasts 365 days', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
    const set = vi.spyOn(Document.prototype, 'cookie', 'set');
    writeLocaleCookie('en');
    const written = set.mock.calls.at(-1)?.[0] ?? '';
    expect(written).toMatch(/^locale=en;/);
    expect(written).toContain('path=/');
    const expires = /expires=([^;]+)/.exec(written)?.[1] ?? '';
    const days = (Date.parse(expires) - Date.now()) / 86_400_000;
    expect(days).toBe(LOCALE_COOKIE_DAYS);
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });

  it('reads back a valid locale only', () => {
    writeLocaleCookie('en');
    expect(readLocaleCookie()).toBe('en');
    document.cookie = 'locale=xx; path=/';
    expect(readLocaleCookie()).toBeNull();
  });
});

describe('catalogs', () => {
  afterEach(() => i18n.activate('en'));

  it('translates the shared strings into Russian and keeps English in English', async () => {
    await activateLocale('ru');
    expect(i18n._({ id: 'banner.question', message: 'Translate this page?' })).toBe('Перевести эту страницу?');
    expect(i18n._({ id: 'error.notFound.title', message: 'Page Not Found' })).toBe('Страница не найдена');
    expect(
      i18n._({ id: 'nav.unreadLabel', message: '{label}, {count} unread', values: { label: 'Чаты', count: 3 } }),
    ).toBe('Чаты, непрочитанных: 3');
    await activateLocale('en');
    expect(i18n._({ id: 'error.notFound.title', message: 'Page Not Found' })).toBe('Page Not Found');
  });

  it('has a Russian translation for every English message', async () => {
    const [ru, en] = await Promise.all([loadSharedCatalog('ru'), loadSharedCatalog('en')]);
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(15);
  });

  it('adds the app’s own catalog parts', async () => {
    await activateLocale('ru', [async () => ({ 'app.hello': ['Привет'] })]);
    expect(i18n._({ id: 'app.hello', message: 'Hello' })).toBe('Привет');
    expect(i18n._({ id: 'banner.ok', message: 'OK' })).toBe('OK');
  });
});
