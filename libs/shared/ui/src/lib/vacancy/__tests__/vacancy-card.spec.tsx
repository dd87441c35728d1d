import { activateLocale, i18n } from '@jobs/i18n';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Pagination } from '../pagination';
import { SalaryRange } from '../salary-range';
import { VacancyCard } from '../vacancy-card';
import { formatCount, formatPostedAgo, formatSalary, type VacancyCardData } from '../vacancy-format';

const vacancy: VacancyCardData = {
  id: 5,
  title: 'Frontend developer',
  company: { name: 'Acme', logo: null },
  city: 'Kazan',
  schedule: 'remote',
  salary_from: 250_000,
  salary_to: 350_000,
  currency: 'RUB',
  salary_gross: true,
  published_at: '2024-05-01T09:00:00.000Z',
};
const now = new Date('2024-05-04T12:00:00.000Z');
const salary = (from: number | null, to: number | null, currency = 'RUB') => ({
  salary_from: from,
  salary_to: to,
  currency,
  salary_gross: false,
});

const renderIn = (ui: ReactElement) =>
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>,
  );

describe('vacancy card and formats', () => {
  it('shows the card in English outside a provider', () => {
    render(
      <MemoryRouter>
        <VacancyCard vacancy={vacancy} href="/vacancies/5" now={now} editorsPick />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: 'Frontend developer' });
    expect(within(card).getByText('₽250,000 – ₽350,000')).toBeInTheDocument();
    const facts = within(card).getByRole('list', { name: 'Details' });
    expect(facts).toHaveTextContent('Remote');
    expect(facts).toHaveTextContent('Posted 3 days ago');
    expect(facts).toHaveTextContent('Editors’ pick');
    expect(within(card).getByRole('link', { name: 'Frontend developer' })).toHaveAttribute('href', '/vacancies/5');
  });

  it('formats salaries, dates and counts in English', () => {
    expect(formatSalary(salary(100_000, null))).toBe('from ₽100,000');
    expect(formatSalary(salary(null, 3_000, 'USD'))).toBe('up to $3,000');
    expect(formatSalary(salary(null, null))).toBe('Salary not specified');
    expect(formatPostedAgo('2024-05-04T08:00:00.000Z', now)).toBe('today');
    expect(formatPostedAgo('2024-04-01T08:00:00.000Z', now)).toBe('April 1, 2024');
    expect(formatCount(1234)).toBe('1,234');
  });

  describe('in Russian', () => {
    beforeAll(() => activateLocale('ru'));
    afterAll(() => activateLocale('en'));

    it('shows the card with the salary in the Russian format', () => {
      renderIn(<VacancyCard vacancy={vacancy} href="/vacancies/5" now={now} editorsPick />);
      const card = screen.getByRole('article', { name: 'Frontend developer' });
      // Testing Library reads the no-break spaces of the number format as plain spaces.
      expect(within(card).getByText('250 000–350 000 ₽')).toBeInTheDocument();
      const facts = within(card).getByRole('list', { name: 'Подробности' });
      expect(facts).toHaveTextContent('Удалённо');
      expect(facts).toHaveTextContent('Опубликовано 3 дня назад');
      expect(facts).toHaveTextContent('Выбор редакции');
    });

    it('says "salary not specified" and the tax note in Russian', () => {
      renderIn(
        <>
          <SalaryRange salary={salary(null, null)} withTaxNote />
          <SalaryRange salary={{ ...salary(90_000, null), salary_gross: true }} withTaxNote />
        </>,
      );
      expect(screen.getByText('Зарплата не указана')).toBeInTheDocument();
      expect(screen.getByText('от 90 000 ₽', { exact: false })).toHaveTextContent('от 90 000 ₽ до вычета налогов');
    });

    it('formats dates and counts in Russian', () => {
      expect(formatPostedAgo('2024-05-03T08:00:00.000Z', now, i18n)).toBe('вчера');
      expect(formatPostedAgo('2024-04-01T08:00:00.000Z', now, i18n)).toBe('1 апреля 2024 г.');
      expect(formatCount(1234, i18n)).toBe('1\u00a0234');
    });

    it('names the pages in Russian', () => {
      renderIn(<Pagination page={2} pageCount={3} hrefFor={(page) => `?page=${page}`} />);
      const nav = screen.getByRole('navigation', { name: 'Страницы' });
      expect(within(nav).getByRole('link', { name: 'Назад' })).toHaveAttribute('href', '/?page=1');
      expect(within(nav).getByRole('link', { name: 'Вперёд' })).toHaveAttribute('href', '/?page=3');
      expect(within(nav).getByRole('link', { name: 'Страница 1' })).toBeInTheDocument();
    });
  });
});
