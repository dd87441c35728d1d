import {
  chatRoutes,
  employerApplicationRoutes,
  employerMeRoute,
  employerVacancyRoutes,
  meRoute,
} from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate, someCounts } from './application-fixtures';
import { loadAppCatalog } from '../catalog';
import { aChat, EMPLOYER } from './chat-fixtures';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';
import { aDashboard, aVacancy, EMPLOYER_ME } from './vacancy-fixtures';

const employerApi = () =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(employerMeRoute, () => EMPLOYER_ME)
    .on(chatRoutes.notifies, () => [])
    .on(chatRoutes.list, () => [
      aChat(1, { unanswered: true }),
      aChat(2, { unanswered: true }),
      aChat(3, { unanswered: true }),
      aChat(4, { unanswered: true, unread_count: 5 }),
    ])
    .on(employerVacancyRoutes.dashboard, () => aDashboard())
    .on(employerVacancyRoutes.list, () => ({ items: [aVacancy(1), aVacancy(2), aVacancy(3)] }));

describe('the employer app in Russian', () => {
  beforeAll(() => activateLocale('ru', [loadAppCatalog]));
  afterAll(() => activateLocale('en', [loadAppCatalog]));
  beforeEach(() => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    localStorage.clear();
  });

  it('shows the dashboard with Russian headings, plurals and dates', async () => {
    renderApp('/employer', { fetch: employerApi().fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Обзор' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Дольше всех ждут ответа' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /./ })).toHaveTextContent('Вакансии');
    // 6 → «many», and days in Russian (the chart's text summary).
    expect(screen.getByRole('img', { name: /за последние 30 дней/ })).toHaveAccessibleName(
      /6 новых чатов с 1 янв\.? по 30 янв\.?; больше всего — 30 янв\.?: 4/,
    );
    // 4 → «few».
    const card = screen.getByRole('region', { name: 'Чаты с кандидатами' });
    expect(await within(card).findByText('4 кандидата ждут вашего ответа.')).toBeInTheDocument();
    expect(card).toHaveTextContent('4 чата без ответа · 5 непрочитанных сообщений');
  });

  it('lists the vacancies with a Russian caption', async () => {
    renderApp('/employer/vacancies', { fetch: employerApi().fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Вакансии' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '3 вакансии' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Просмотры' })).toBeInTheDocument();
    expect(screen.getByLabelText('Статус')).toHaveDisplayValue('Все статусы');
  });
});

describe('the candidates in Russian', () => {
  beforeAll(() => activateLocale('ru', [loadAppCatalog]));
  afterAll(() => activateLocale('en', [loadAppCatalog]));
  beforeEach(() => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    localStorage.clear();
  });

  it('shows the funnel, the plurals and the bulk bar in Russian', async () => {
    const api = employerApi().on(employerApplicationRoutes.list, () => ({
      items: [aCandidate(1), aCandidate(2, { status: 'invited' })],
      total: 22,
      counts: someCounts({ new: 21, rejected: 1, viewed: 0, invited: 0 }),
    }));
    const user = userEvent.setup();
    renderApp('/employer/candidates', { fetch: api.fetch, locale: 'ru' });

    const funnel = await screen.findByRole('navigation', { name: 'Кандидаты по статусам' });
    expect(within(funnel).getByRole('link', { name: 'Новый: 21' })).toBeInTheDocument();
    expect(within(funnel).getByRole('link', { name: 'Отказ: 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '22 кандидата' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Выбрать всех на этой странице' }));
    const bar = screen.getByRole('group', { name: 'Перевести выбранных кандидатов' });
    expect(bar).toHaveTextContent('Выбрано 2 кандидата');
    expect(within(bar).getByRole('button', { name: 'Пригласить на собеседование' })).toBeInTheDocument();
  });
});
