import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { LocaleProvider, useLocale } from '../locale-provider';
import { LOCALE_COOKIE } from '../locale-cookie';
import { pathForChosenLocale } from '../locales';

describe('the chosen language follows the person (issue 30 item 3)', () => {
  it('sends an unprefixed address to the chosen language’s prefix', () => {
    expect(pathForChosenLocale('/', 'en')).toBe('/en');
    expect(pathForChosenLocale('/vacancies', 'en')).toBe('/en/vacancies');
    expect(pathForChosenLocale('/employer/candidates', 'en')).toBe('/en/employer/candidates');
    // The address already says its language, or the choice is the default's, or none was made.
    expect(pathForChosenLocale('/en/vacancies', 'en')).toBeNull();
    expect(pathForChosenLocale('/ru/vacancies', 'en')).toBeNull();
    expect(pathForChosenLocale('/vacancies', 'ru')).toBeNull();
    expect(pathForChosenLocale('/vacancies', null)).toBeNull();
  });

  describe('LocaleProvider', () => {
    let locale: ReturnType<typeof useLocale> = null;
    function Probe() {
      locale = useLocale();
      return <p>{locale?.locale}</p>;
    }
    afterEach(() => Cookies.remove(LOCALE_COOKIE, { path: '/' }));

    it('reports a choice for the account, but not an automatic switch or the account’s own language', async () => {
      const onLocaleChoice = vi.fn();
      render(
        <LocaleProvider initialLocale="ru" onLocaleChoice={onLocaleChoice}>
          <Probe />
        </LocaleProvider>,
      );
      await act(() => locale?.setLocale('en', { remember: false }));
      expect(onLocaleChoice).not.toHaveBeenCalled();
      expect(Cookies.get(LOCALE_COOKIE)).toBeUndefined();

      await act(() => locale?.setLocale('ru', { fromAccount: true }));
      expect(onLocaleChoice).not.toHaveBeenCalled();
      expect(Cookies.get(LOCALE_COOKIE)).toBe('ru');

      await act(() => locale?.setLocale('en'));
      expect(onLocaleChoice).toHaveBeenCalledExactlyOnceWith('en');
      expect(Cookies.get(LOCALE_COOKIE)).toBe('en');
      expect(screen.getByText('en')).toBeInTheDocument();
    });
  });
});
