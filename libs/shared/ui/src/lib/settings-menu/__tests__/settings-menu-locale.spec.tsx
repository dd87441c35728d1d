import { activateLocale, i18n, LocaleProvider, type Locale } from '@jobs/i18n';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorScreen } from '../../error-page/error-screen';
import { SettingsMenu } from '../settings-menu';

const renderIn = async (locale: Locale, onLocaleChange = vi.fn()) => {
  await activateLocale(locale);
  render(
    <LocaleProvider initialLocale={locale} onLocaleChange={onLocaleChange}>
      <SettingsMenu />
    </LocaleProvider>,
  );
  return onLocaleChange;
};

describe('SettingsMenu language option', () => {
  afterEach(() => {
    cleanup();
    i18n.activate('en');
  });

  it('offers Русский and English while the interface is in Russian, labelled in Russian', async () => {
    const user = userEvent.setup();
    await renderIn('ru');
    await user.click(screen.getByRole('button', { name: 'Настройки' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Русский', 'English']);
    expect(screen.getByRole('menu')).toHaveTextContent('Язык');
  });

  it('offers Русский and English while the interface is in English, English marked as the current one', async () => {
    const user = userEvent.setup();
    await renderIn('en');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Русский', 'English']);
    expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('menuitem', { name: 'Русский' })).not.toHaveAttribute('aria-current');
  });

  it('remembers English picked while the interface is already English (the visitor’s choice)', async () => {
    const user = userEvent.setup();
    const onLocaleChange = await renderIn('en');
    document.cookie = 'locale=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(document.cookie).toContain('locale=en'));
    expect(onLocaleChange).not.toHaveBeenCalledWith('ru');
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveFocus();
  });

  it('switches the interface to the chosen language and remembers it in the cookie', async () => {
    const user = userEvent.setup();
    const onLocaleChange = await renderIn('ru');
    await user.click(screen.getByRole('button', { name: 'Настройки' }));
    await user.click(screen.getByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(onLocaleChange).toHaveBeenCalledWith('en'));
    expect(document.cookie).toContain('locale=en');
    expect(await screen.findByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('error screens in Russian', () => {
  afterEach(() => {
    cleanup();
    i18n.activate('en');
  });

  it('translates Page Not Found and Internal Server Error and keeps the way home', async () => {
    await activateLocale('ru');
    const { unmount } = render(
      <LocaleProvider initialLocale="ru">
        <ErrorScreen status={404} homePath="/employer" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/employer');
    unmount();
    render(
      <LocaleProvider initialLocale="ru">
        <ErrorScreen status={500} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Внутренняя ошибка сервера' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });
});
