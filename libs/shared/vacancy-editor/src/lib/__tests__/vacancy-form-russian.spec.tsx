import { ApiError } from '@jobs/api-client';
import { activateLocale, i18n } from '@jobs/i18n';
import { loadVacancyEditorCatalog } from '../catalog';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { EXPERIENCE_OPTIONS, formatDateTime, STATUS_LABELS } from '../labels';
import { StatusBadge } from '../status-badge';
import { VacancyForm, type VacancyFormProps } from '../vacancy-form';
import { managedVacancy } from '../../testing';

const ACTIONS = [{ intent: 'save', label: 'Сохранить' }];

function renderForm(props: Partial<VacancyFormProps> = {}) {
  const onSave = props.onSave ?? vi.fn().mockResolvedValue(undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Уйти</Link>
            <VacancyForm categories={[{ value: '4', label: 'ИТ' }]} actions={ACTIONS} {...props} onSave={onSave} />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Другая страница</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return { onSave, user: userEvent.setup() };
}

describe('the vacancy editor in Russian', () => {
  beforeAll(() => activateLocale('ru', [loadVacancyEditorCatalog]));
  afterAll(() => activateLocale('en', [loadVacancyEditorCatalog]));

  it('labels the fields and shows the rules in Russian', async () => {
    const { onSave, user } = renderForm();

    expect(screen.getByRole('form', { name: 'Вакансия' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'О работе' })).toBeInTheDocument();
    expect(screen.getByLabelText('Название')).toHaveAccessibleDescription('5–120 символов');
    expect(screen.getByRole('combobox', { name: 'Опыт работы' })).toHaveDisplayValue('Выберите…');
    expect(screen.getByRole('option', { name: 'Без опыта' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Удалённо' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Проверка качества' })).toBeInTheDocument();
    expect(screen.getByText(/отклоняются автоматически через 60 минут после отправки/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Описание'), 'Коротко');
    expect(screen.getByText('7 символов — нужно не менее 200 (ещё 193)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Название'), 'Dev');
    await user.type(screen.getByLabelText('Зарплата от'), '200000');
    await user.type(screen.getByLabelText('Зарплата до'), '100000');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.getByLabelText('Название')).toHaveAccessibleDescription(/Не меньше 5 символов$/));
    expect(screen.getByLabelText('Описание')).toHaveAccessibleDescription(/Не меньше 200 символов$/);
    expect(screen.getByLabelText('Зарплата до')).toHaveAccessibleDescription(
      'Зарплата «до» не может быть меньше зарплаты «от»',
    );
    expect(screen.getByLabelText('Город')).toHaveAccessibleDescription(/Заполните поле$/);
    expect(screen.getByRole('combobox', { name: 'График работы' })).toHaveAccessibleDescription(
      /Выберите один из вариантов$/,
    );
    expect(onSave).not.toHaveBeenCalled();
  }, 30_000);

  it('shows a stale edit (409) and the leave question in Russian', async () => {
    const theirs = managedVacancy({ version: 3, status: 'published', title: 'Frontend engineer' });
    const onSave = vi.fn().mockRejectedValue(new ApiError(409, 'CONFLICT', 'Changed', { data: { current: theirs } }));
    const { user } = renderForm({ vacancy: managedVacancy({ version: 2 }), onSave });

    await user.type(screen.getByLabelText('Условия'), ' и спортзал');
    expect(await screen.findByText('Есть несохранённые изменения')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Эту вакансию изменил кто-то другой');
    expect(alert).toHaveTextContent('Сейчас это версия 3 (Опубликована), последнее изменение —');
    expect(
      within(alert).getByRole('button', { name: 'Оставить мои правки поверх текущей версии' }),
    ).toBeInTheDocument();
    expect(
      within(alert).getByRole('button', { name: 'Отменить мои правки и загрузить текущую версию' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Уйти' }));
    const dialog = await screen.findByRole('dialog', { name: 'Уйти без сохранения?' });
    expect(within(dialog).getByRole('button', { name: 'Уйти без сохранения' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Остаться на странице' }));
    expect(screen.getByLabelText('Условия')).toHaveValue('Remote Fridays и спортзал');
  });

  it('names the statuses in Russian, also through the label maps the apps read', () => {
    render(
      <I18nProvider i18n={i18n}>
        <StatusBadge status="on_review" />
        <StatusBadge status="published" pendingChanges />
      </I18nProvider>,
    );
    expect(screen.getByText('На модерации')).toBeInTheDocument();
    expect(screen.getByText('Опубликована')).toBeInTheDocument();
    expect(screen.getByText('Изменения на модерации')).toBeInTheDocument();
    expect(STATUS_LABELS.archived).toBe('В архиве');
    expect(EXPERIENCE_OPTIONS.map((option) => option.label)).toEqual([
      'Без опыта',
      '1–3 года',
      '3–6 лет',
      'Более 6 лет',
    ]);
    expect(formatDateTime('2026-03-12T14:05:00')).toMatch(/^12 мар\. 2026 г\., 14:05$/);
  });
});
