import { useLocale } from '@jobs/i18n';
import { act, render, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalizedRouter } from '../localized-router';

function Page() {
  const location = useLocation();
  const localeContext = useLocale();
  return (
    <main>
      <h1>Page at {location.pathname}</h1>
      <p>Interface in {localeContext?.locale}</p>
      <button type="button" onClick={() => void localeContext?.setLocale('en')}>
        English
      </button>
    </main>
  );
}

describe('LocalizedRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps showing the page when the language switches, under the other prefix (routes with nothing to load)', async () => {
    window.history.replaceState(null, '', '/vacancies?q=go');
    // Eager routes (as start-app leaves the first page's routes once their chunks are resolved):
    // the new router has nothing to load, so it announces no update of its own.
    render(<LocalizedRouter initialLocale="ru" routes={[{ path: '/vacancies', element: <Page /> }]} />);
    expect(screen.getByRole('heading', { name: 'Page at /vacancies' })).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'English' }).click());

    expect(await screen.findByText('Interface in en')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page at /vacancies' })).toBeInTheDocument();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/en/vacancies?q=go');
  });
});
