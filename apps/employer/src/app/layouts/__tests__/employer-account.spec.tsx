import { chatRoutes, employerMeRoute, employerVacancyRoutes, meRoute } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPLOYER } from '../../__tests__/chat-fixtures';
import { clearAuthCookies, renderApp, TEST_API_BASE } from '../../__tests__/render-app';
import { aDashboard, EMPLOYER_ME } from '../../__tests__/vacancy-fixtures';

const api = () =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(employerMeRoute, () => EMPLOYER_ME)
    .on(employerVacancyRoutes.dashboard, () => aDashboard())
    .on(chatRoutes.list, () => [])
    .on(chatRoutes.notifies, () => []);

describe('who is signed in, on the employer dashboard', () => {
  beforeEach(() => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it("shows the employer's name and e-mail in the header, linking to the profile", async () => {
    const { router } = renderApp('/employer', { fetch: api().fetch });

    const account = await within(await screen.findByRole('banner')).findByRole('link', {
      name: 'Signed in as Demo Employer, employer@demo.jobs',
    });
    expect(account).toHaveTextContent('Demo Employer');
    expect(account).toHaveTextContent('employer@demo.jobs');

    await userEvent.click(account);
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employer/profile');
  });

  it("names the company with its city and industry, and links to the company's profile", async () => {
    renderApp('/employer', { fetch: api().fetch });

    const company = await screen.findByRole('region', { name: 'Acme' });
    expect(within(company).getByText('Moscow · IT')).toBeInTheDocument();
    expect(within(company).getByRole('link', { name: 'Edit the company profile' })).toHaveAttribute(
      'href',
      '/employer/profile',
    );
  });
});
