import { chatRoutes, employerMeRoute, meRoute, noteRoutes, teamRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import { EMPLOYER } from './chat-fixtures';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';
import { EMPLOYER_ME } from './vacancy-fixtures';

const withCompany = (company: Partial<(typeof EMPLOYER_ME)['company']>) =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(employerMeRoute, () => ({ ...EMPLOYER_ME, company: { ...EMPLOYER_ME.company, ...company } }))
    .on(noteRoutes.list, () => ({ items: [] }))
    .on(teamRoutes.get, () => ({ members: [], invites: [] }))
    .on(chatRoutes.list, () => [])
    .on(chatRoutes.notifies, () => []);

const card = async () => screen.findByRole('region', { name: 'Company verification' });

describe('the company’s verification on the employer’s profile', () => {
  beforeEach(() => {
    document.cookie = 'employer_auth_token=employer-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
  });

  it('says how a verified company is verified: by its domain, named', async () => {
    renderApp('/employer/profile', {
      fetch: withCompany({
        site: 'https://www.acme.example/about',
        verified: { method: 'email_domain', at: '2026-11-20T10:00:00.000Z' },
      }).fetch,
    });
    const domain = await card();
    expect(domain).toHaveTextContent('Verified');
    expect(domain).toHaveTextContent(
      'the company’s owner confirmed an e-mail address at the domain of its website, acme.example.',
    );
    expect(domain).toHaveTextContent('November 20, 2026');
  });

  it('says when the editors verified it', async () => {
    renderApp('/employer/profile', {
      fetch: withCompany({ verified: { method: 'editor', at: '2026-11-20T10:00:00.000Z' } }).fetch,
    });
    expect(await card()).toHaveTextContent('by the Jobs editors: they checked that the company is real.');
  });

  it('tells an unverified company what makes it verified', async () => {
    renderApp('/employer/profile', { fetch: withCompany({ site: 'https://shop.example', verified: null }).fetch });
    const steps = within(await card()).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'The company’s website is shop.example: keep it in the profile below.',
      expect.stringContaining('such as name@shop.example'),
      expect.stringContaining('public mail services'),
    ]);
  });
});
