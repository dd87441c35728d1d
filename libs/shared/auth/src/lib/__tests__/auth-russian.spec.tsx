import { contractResolver } from '@jobs/api-client';
import { authRoutes, registerBodySchema, type RegisterBody } from '@jobs/contracts';
import { activateLocale, i18n } from '@jobs/i18n';
import { createFakeApi } from '@jobs/testing';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { NewAccountFields } from '../new-account-fields';
import { SignInForm } from '../sign-in-form';
import { SignOutButton } from '../sign-out-button';
import { clearAuthCookies, renderWithApi, TEST_API_BASE } from './render-with-api';

const inRussian = (ui: ReactNode) => <I18nProvider i18n={i18n}>{ui}</I18nProvider>;

function SignUpFields() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterBody>({
    resolver: contractResolver(registerBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <NewAccountFields register={register} errors={errors} />
      <button type="submit">go</button>
    </form>
  );
}

describe('auth forms in Russian', () => {
  beforeAll(() => activateLocale('ru'));
  afterAll(() => activateLocale('en'));
  afterEach(clearAuthCookies);

  it('labels the sign-in form in Russian and shows the schema rules in Russian', async () => {
    const fetch = vi.fn();
    renderWithApi(inRussian(<SignInForm route={authRoutes.seeker.login} onSuccess={vi.fn()} />), { fetch });
    const user = userEvent.setup();

    expect(await screen.findByRole('form', { name: 'Войти' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Электронная почта'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(screen.getByLabelText('Электронная почта')).toHaveAccessibleDescription(
      'Введите корректный адрес электронной почты',
    );
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Заполните поле');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a refused sign-in in Russian', async () => {
    const api = createFakeApi(TEST_API_BASE).on(
      authRoutes.seeker.login,
      () =>
        new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'No', requestId: 'r' } }), {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderWithApi(inRussian(<SignInForm route={authRoutes.seeker.login} onSuccess={vi.fn()} />), { fetch: api.fetch });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Электронная почта'), 'anna@example.com');
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный адрес электронной почты или пароль');
  });

  it('gives the new-account fields, their hint and their errors in Russian', async () => {
    renderWithApi(inRussian(<SignUpFields />));
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Пароль');
    expect(password).toHaveAccessibleDescription('Не менее 8 символов');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'go' }));

    expect(screen.getByLabelText('Имя')).toHaveAccessibleDescription('Заполните поле');
    expect(password).toHaveAccessibleDescription('Не менее 8 символов Не меньше 8 символов');
  });

  it('names the sign-out button in Russian', async () => {
    renderWithApi(inRussian(<SignOutButton loginPath="/login" />));
    expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument();
  });
});
