import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { i18n, loadSharedCatalog, LocaleProvider, useLocale, type Locale } from '@jobs/i18n';
import { BANNER_AUTO_SWITCH_MS, BANNER_REDISPLAY_MS, TranslationBanner } from '../translation-banner';

function CurrentLocale() {
  return <p data-testid="locale">{useLocale()?.locale}</p>;
}

const onLocaleChange = vi.fn();

const renderBanner = (initialLocale: Locale) => {
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  const view = render(
    <LocaleProvider initialLocale={initialLocale} onLocaleChange={onLocaleChange}>
      <CurrentLocale />
      <TranslationBanner />
    </LocaleProvider>,
    { container: root },
  );
  return { ...view, root };
};

/** Lets a locale switch (catalog import, activation, re-render) finish under fake timers. */
const settle = async () => {
  await act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
};

const advance = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  await settle();
};

const banner = () => screen.queryByRole('region', { name: /Translation|Перевод/ });
const locale = () => screen.getByTestId('locale').textContent;
const cookie = () => /(?:^|; )locale=(\w+)/.exec(document.cookie)?.[1];

describe('TranslationBanner (spec §4)', () => {
  beforeAll(async () => {
    // Import the catalogs once, so a switch under fake timers only has to activate.
    await Promise.all([loadSharedCatalog('ru'), loadSharedCatalog('en')]);
  });
  beforeEach(() => {
    vi.useFakeTimers();
    i18n.activate('en');
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    onLocaleChange.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('shows over a blurred page when the page starts in English', () => {
    const { root } = renderBanner('en');
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('Translate this page?')).toBeInTheDocument();
    expect(banner()).toHaveTextContent('English — Русский');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    expect(root.className).toMatch(/blurred/);
    expect(root.inert).toBe(true);
  });

  it('does not show when the page starts in Russian', async () => {
    const { root } = renderBanner('ru');
    await advance(BANNER_AUTO_SWITCH_MS * 2);
    expect(banner()).not.toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);
    expect(locale()).toBe('ru');
  });

  it('switches to Russian when still open after 5 s, and hides', async () => {
    const { root } = renderBanner('en');
    await advance(BANNER_AUTO_SWITCH_MS - 1);
    expect(banner()).toBeInTheDocument();
    expect(locale()).toBe('en');

    await advance(1);

    expect(locale()).toBe('ru');
    expect(i18n.locale).toBe('ru');
    // Not the visitor's choice: nothing is recorded, the next English page asks again.
    expect(cookie()).toBeUndefined();
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(onLocaleChange).toHaveBeenCalledWith('ru');
    expect(banner()).not.toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);
    expect(root.inert).toBe(false);
  });

  it('OK keeps English (the chosen language), hides the banner and stops the 5 s switch', async () => {
    const { root } = renderBanner('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await settle();

    expect(banner()).not.toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);
    expect(cookie()).toBe('en');
    await advance(BANNER_AUTO_SWITCH_MS * 2);
    expect(locale()).toBe('en');
    expect(i18n.locale).toBe('en');
  });

  it('OK with Русский chosen sets Russian', async () => {
    renderBanner('en');
    fireEvent.click(screen.getByRole('button', { name: 'Русский' }));
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await settle();
    expect(banner()).not.toBeInTheDocument();
    expect(locale()).toBe('ru');
    expect(cookie()).toBe('ru');
  });

  it('on close: hides, sets Russian after 5 s, shows again briefly and hides after 1 s', async () => {
    const { root } = renderBanner('en');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner()).not.toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);

    await advance(BANNER_AUTO_SWITCH_MS - 1);
    expect(locale()).toBe('en');
    expect(banner()).not.toBeInTheDocument();

    await advance(1);
    expect(locale()).toBe('ru');
    expect(cookie()).toBeUndefined();
    expect(banner()).toBeInTheDocument();
    expect(screen.getByText('Перевести эту страницу?')).toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);

    await advance(BANNER_REDISPLAY_MS - 1);
    expect(banner()).toBeInTheDocument();
    await advance(1);
    expect(banner()).not.toBeInTheDocument();
  });

  it('once the visitor has chosen (the locale cookie), an English page stays English with no banner', async () => {
    document.cookie = 'locale=en; path=/';
    const { root } = renderBanner('en');
    expect(banner()).not.toBeInTheDocument();
    expect(root.className).not.toMatch(/blurred/);
    await advance(BANNER_AUTO_SWITCH_MS * 2);
    expect(locale()).toBe('en');
    expect(onLocaleChange).not.toHaveBeenCalled();
  });

  it('a chosen Russian does not make an English page ask either', async () => {
    document.cookie = 'locale=ru; path=/';
    renderBanner('en');
    expect(banner()).not.toBeInTheDocument();
    await advance(BANNER_AUTO_SWITCH_MS * 2);
    expect(locale()).toBe('en');
  });

  it('a choice made after a close (settings menu) stops the switch', async () => {
    renderBanner('en');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    document.cookie = 'locale=en; path=/';
    await advance(BANNER_AUTO_SWITCH_MS * 2);
    expect(locale()).toBe('en');
    expect(banner()).not.toBeInTheDocument();
  });

  it('renders nothing without a LocaleProvider', () => {
    render(<TranslationBanner />);
    expect(banner()).not.toBeInTheDocument();
  });
});
