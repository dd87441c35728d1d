import {
  applicationRoutes,
  applyBodySchema,
  authRoutes,
  profileBodySchema,
  profileRoutes,
  searchRoutes,
  vacancyRoutes,
} from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVacancy, errorResponse, fakeApi, on, reply, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { aProfile, anApplication } from './application-fixtures';

const noApplications = reply(applicationRoutes.list, { items: [], total: 0 });

const conflict = (applicationId: number) =>
  jsonResponse(409, {
    error: {
      code: 'CONFLICT',
      message: 'You have already applied to this vacancy',
      details: { application_id: applicationId },
    },
  });

const dialog = () => screen.findByRole('dialog', { name: 'Apply for “Senior React Developer”' });

describe('applying to a vacancy', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    sessionStorage.clear();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the résumé that will be sent, drafts a letter with the assistant, sends it as edited, and links to the result', async () => {
    const applyBodies: unknown[] = [];
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      reply(profileRoutes.get, aProfile()),
      on(applicationRoutes.coverLetterDraft, (_request, { id }) =>
        jsonResponse(200, { text: `Dear Acme Corp, I would like to join as vacancy ${id}.` }),
      ),
      on(applicationRoutes.apply, async (request, { id }) => {
        applyBodies.push(applyBodySchema.parse(await request.json()));
        return jsonResponse(201, anApplication({ id: 5, chat_id: 31, vacancy: { id: Number(id), title: 'x' } }));
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    expect(router.state.location.search).toBe('?apply=42');
    const resume = await form.findByRole('region', { name: 'The résumé the company will see' });
    expect(resume).toHaveTextContent('Demo Seeker');
    expect(resume).toHaveTextContent('Frontend developer');
    expect(resume).toHaveTextContent('Moscow');
    expect(resume).toHaveTextContent('3–6 years');
    expect(resume).toHaveTextContent('React, TypeScript');
    expect(within(resume).getByRole('link', { name: 'Edit the résumé' })).toHaveAttribute(
      'href',
      `/profile?apply=42&next=${encodeURIComponent('/vacancies/42?apply=42')}`,
    );

    const letter = form.getByRole('textbox', { name: 'Cover letter (optional)' });
    expect(letter).toHaveAttribute('maxLength', '4000');
    expect(form.getByText('0 / 4,000')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Draft with the assistant' }));
    await waitFor(() => expect(letter).toHaveValue('Dear Acme Corp, I would like to join as vacancy 42.'));
    expect(form.getByText(/The assistant’s draft is in the letter/)).toBeInTheDocument();
    await user.type(letter, ' I know React well.');
    const text = 'Dear Acme Corp, I would like to join as vacancy 42. I know React well.';
    expect(form.getByText(`${text.length} / 4,000`)).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Send the application' }));
    expect(await form.findByText('Your application has been sent')).toBeInTheDocument();
    expect(applyBodies).toEqual([{ cover_letter: text }]);
    expect(form.getByRole('link', { name: 'See the application' })).toHaveAttribute('href', '/applications/5');
    expect(form.getByRole('link', { name: 'Open the chat with the company' })).toHaveAttribute('href', '/chat/31');
    // Sent: the draft kept for this vacancy is gone.
    expect(sessionStorage.getItem('jobs.cover-letter.42')).toBeNull();
  });

  it('shows the existing application when the API says the seeker already applied (409)', async () => {
    let applied = false;
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      on(applicationRoutes.list, () =>
        jsonResponse(
          200,
          applied ? { items: [anApplication({ id: 9, status: 'viewed' })], total: 1 } : { items: [], total: 0 },
        ),
      ),
      reply(profileRoutes.get, aProfile()),
      on(applicationRoutes.apply, () => {
        applied = true;
        return conflict(9);
      }),
      on(applicationRoutes.get, (_request, { id }) =>
        jsonResponse(200, anApplication({ id: Number(id), status: 'viewed', created_at: '2024-04-20T09:00:00.000Z' })),
      ),
    );
    const user = userEvent.setup();
    renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    await user.click(await form.findByRole('button', { name: 'Send the application' }));

    expect(await form.findByText('You have already applied to this vacancy')).toBeInTheDocument();
    expect(await form.findByText('Viewed')).toBeInTheDocument();
    expect(form.getByText('April 20, 2024')).toBeInTheDocument();
    expect(form.getByRole('link', { name: 'See the application' })).toHaveAttribute('href', '/applications/9');
    // The page's button now says so too.
    await user.click(form.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('link', { name: 'You applied · Viewed' })).toHaveAttribute(
      'href',
      '/applications/9',
    );
  });

  it('says on the vacancy page that the seeker applied, with the status, instead of Apply', async () => {
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      reply(applicationRoutes.list, {
        items: [anApplication({ id: 3, status: 'invited', vacancy: { id: 42, title: 'Senior React Developer' } })],
        total: 1,
      }),
    );
    renderApp('/vacancies/42', { fetch: api.fetch });

    expect(await screen.findByRole('link', { name: 'You applied · Invited' })).toHaveAttribute(
      'href',
      '/applications/3',
    );
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back to the open dialog', async () => {
    clearAuthCookies();
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      reply(profileRoutes.get, aProfile()),
      reply(authRoutes.seeker.login, {
        token: 'fresh-token',
        user: {
          id: 1,
          email: 'anna@example.com',
          name: 'Anna',
          role: 'seeker',
          locale: 'ru',
          company_id: null,
          email_verified: true,
        },
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('link', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/vacancies/42?apply=42')}`);

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await dialog()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vacancies/42');
  });

  it('takes a seeker whose résumé lacks a field to /profile, naming it, and back to the dialog with the letter kept', async () => {
    let profile = aProfile({ desired_position: '' });
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      on(profileRoutes.get, () => jsonResponse(200, profile)),
      on(profileRoutes.put, async (request) => {
        const body = profileBodySchema.parse(await request.json());
        profile = aProfile({ ...body, updated_at: '2024-05-02T09:00:00.000Z' });
        return jsonResponse(200, profile);
      }),
      on(applicationRoutes.apply, () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Complete your résumé to apply',
            details: [{ field: 'resume.desired_position', message: 'Your résumé needs a desired position' }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    expect(await form.findByRole('alert')).toHaveTextContent('To apply, your résumé needs: Desired position.');
    await user.type(form.getByRole('textbox', { name: 'Cover letter (optional)' }), 'I am the one you need.');
    await user.click(form.getByRole('button', { name: 'Complete the résumé' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const notice = await screen.findByRole('region', {
      name: 'Your application to “Senior React Developer” is waiting',
    });
    expect(notice).toHaveTextContent('Fill in the résumé’s Desired position and save it');
    expect(within(notice).getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      '/vacancies/42?apply=42',
    );

    await user.type(await screen.findByLabelText('Desired position'), 'Frontend developer');
    await user.click(screen.getByRole('button', { name: 'Save résumé' }));

    // Saved complete: back on the vacancy with the dialog open and the letter as it was left.
    await waitFor(() => expect(router.state.location.pathname).toBe('/vacancies/42'));
    const reopened = within(await dialog());
    expect(await reopened.findByRole('textbox', { name: 'Cover letter (optional)' })).toHaveValue(
      'I am the one you need.',
    );
    expect(reopened.getByRole('region', { name: 'The résumé the company will see' })).toHaveTextContent(
      'Frontend developer',
    );
    expect(reopened.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to /profile when the API refuses the résumé (400 naming resume), keeping the letter', async () => {
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      reply(profileRoutes.get, aProfile()),
      on(applicationRoutes.apply, () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Complete your résumé to apply',
            details: [{ field: 'resume.name', message: 'Your résumé needs your name' }],
          },
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    await user.type(await form.findByRole('textbox', { name: 'Cover letter (optional)' }), 'Kept');
    await user.click(form.getByRole('button', { name: 'Send the application' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/vacancies/42?apply=42');
    expect(sessionStorage.getItem('jobs.cover-letter.42')).toBe('Kept');
  });

  it('keeps the letter and offers to try again when the send fails', async () => {
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      reply(profileRoutes.get, aProfile()),
      on(applicationRoutes.apply, () => errorResponse(500, 'INTERNAL', 'Internal error')),
    );
    const user = userEvent.setup();
    renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    await user.type(await form.findByRole('textbox', { name: 'Cover letter (optional)' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send the application' }));

    expect(await form.findByRole('alert')).toHaveTextContent('Could not send the application. Your letter is kept');
    expect(form.getByRole('textbox', { name: 'Cover letter (optional)' })).toHaveValue('Hello');
    expect(form.getByRole('button', { name: 'Send the application' })).toBeEnabled();
  });

  it('closes with Escape and forgets nothing typed', async () => {
    const api = fakeApi(reply(vacancyRoutes.get, aVacancy()), noApplications, reply(profileRoutes.get, aProfile()));
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const form = within(await dialog());
    await user.type(await form.findByRole('textbox', { name: 'Cover letter (optional)' }), 'Draft');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await within(await dialog()).findByRole('textbox', { name: 'Cover letter (optional)' })).toHaveValue(
      'Draft',
    );
  });

  it('applies from a search result card', async () => {
    const api = fakeApi(
      reply(searchRoutes.search, {
        items: [aVacancy()],
        total: 1,
        total_is_exact: true,
        page: 1,
        per_page: 20,
        facets: { category: [], city: [], experience: [], employment: [], schedule: [], posted_within_days: [] },
      }),
      reply(vacancyRoutes.get, aVacancy()),
      noApplications,
      reply(profileRoutes.get, aProfile()),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies?q=react', { fetch: api.fetch });

    const results = await screen.findByRole('list', { name: 'Search results' });
    await user.click(await within(results).findByRole('button', { name: 'Apply' }));
    expect(await dialog()).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=react&apply=42');
  });
});
