import {
  noteRoutes,
  teamRoutes,
  chatRoutes,
  employerMeRoute,
  employerVacancyRoutes,
  meRoute,
  searchRoutes,
  uploadRoutes,
} from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPLOYER } from './chat-fixtures';
import { clearAuthCookies, jsonResponse, renderApp, TEST_API_BASE } from './render-app';
import { aDashboard, aVacancy, EMPLOYER_ME, LONG_DESCRIPTION } from './vacancy-fixtures';

const signIn = () => {
  document.cookie = 'employer_auth_token=employer-token; path=/';
};

const employerApi = () =>
  createFakeApi(TEST_API_BASE)
    .on(meRoute, () => EMPLOYER)
    .on(employerMeRoute, () => EMPLOYER_ME)
    .on(noteRoutes.list, () => ({ items: [] }))
    .on(teamRoutes.get, () => ({ members: [], invites: [] }))
    .on(chatRoutes.list, () => [])
    .on(chatRoutes.notifies, () => [])
    .on(searchRoutes.categories, () => ({
      items: [{ id: 4, slug: 'it', name_ru: 'ИТ', name_en: 'IT', count: 5 }],
    }));

describe('employer vacancies', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows the dashboard: counts, the chart with its numbers as text, the oldest unanswered chat first', async () => {
    const api = employerApi().on(employerVacancyRoutes.dashboard, () =>
      aDashboard({
        unanswered_chats: [
          {
            chat_id: 8,
            seeker_name: 'Newer Nina',
            last_message: 'Hi',
            last_message_at: '2026-01-20T10:00:00.000Z',
            vacancy_id: 1,
            vacancy_title: 'Frontend developer 1',
          },
          {
            chat_id: 9,
            seeker_name: 'Older Oleg',
            last_message: 'Hello?',
            last_message_at: '2026-01-18T10:00:00.000Z',
            vacancy_id: 1,
            vacancy_title: 'Frontend developer 1',
          },
        ],
      }),
    );
    renderApp('/employer', { fetch: api.fetch });

    const waiting = await screen.findByRole('region', { name: 'Waiting longest for your reply' });
    const links = within(waiting)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.match(/chats\/\d/));
    expect(links[0]).toHaveTextContent('Older Oleg');
    expect(links[0]).toHaveAttribute('href', '/employer/chats/9');
    expect(links[1]).toHaveTextContent('Newer Nina');

    const chart = screen.getByRole('img', { name: /New candidate chats per day, last 30 days/ });
    // Days in the interface language (English here: "Jan 30"; Russian «30 янв.»).
    expect(chart).toHaveAccessibleName(/6 new chats from Jan 1 to Jan 30; the busiest day was Jan 30 with 4/);
    expect(screen.getByRole('row', { name: 'Jan 30 4' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Status and counts of each vacancy' });
    const row = within(table).getByRole('row', { name: /Frontend developer 1/ });
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['10', '3', '1']));
  });

  it('lists vacancies filtered by status', async () => {
    const api = employerApi().on(employerVacancyRoutes.list, ({ query }) => ({
      items: query.get('status') === 'rejected' ? [aVacancy(2, { status: 'rejected' })] : [aVacancy(1), aVacancy(2)],
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/vacancies', { fetch: api.fetch });

    expect(await screen.findByRole('table', { name: '2 vacancies' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'rejected');
    expect(await screen.findByRole('table', { name: '1 vacancy' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
  });

  it('creates a vacancy and submits it for review, with the responsible member chosen', async () => {
    const member = (user_id: number, name: string, role: 'owner' | 'recruiter') => ({
      user_id,
      name,
      email: `${user_id}@example.com`,
      role,
      joined_at: '2026-01-01T00:00:00.000Z',
    });
    const api = employerApi()
      .on(teamRoutes.get, () => ({
        members: [member(EMPLOYER.id, 'Demo Employer', 'owner'), member(9, 'Rita Recruiter', 'recruiter')],
        invites: [],
      }))
      .on(employerVacancyRoutes.create, ({ body }) =>
        jsonResponse(201, aVacancy(5, { ...(body as object), status: 'on_review', version: 1 } as never)),
      )
      .on(employerVacancyRoutes.get, () => aVacancy(5, { title: 'Backend developer', status: 'on_review' }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/vacancies/new', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('Title'), 'Backend developer');
    await user.click(screen.getByLabelText('Description'));
    await user.paste(LONG_DESCRIPTION);
    await user.type(screen.getByLabelText('City'), 'Kazan');
    await user.selectOptions(screen.getByLabelText('Experience'), 'none');
    await user.selectOptions(screen.getByLabelText('Employment'), 'full');
    await user.selectOptions(screen.getByLabelText('Schedule'), 'remote');
    await user.selectOptions(
      await screen.findByRole('option', { name: 'IT' }).then(() => screen.getByLabelText('Category')),
      '4',
    );
    // The author answers for it unless another member is chosen.
    const responsible = await screen.findByRole('combobox', { name: 'Responsible member' });
    await waitFor(() => expect(responsible).toHaveDisplayValue('Demo Employer'));
    await user.selectOptions(responsible, 'Rita Recruiter');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/vacancies/5'));
    const [call] = api.callsTo('POST', '/employer/vacancies');
    expect(call.body).toMatchObject({
      title: 'Backend developer',
      city: 'Kazan',
      category_id: 4,
      schedule: 'remote',
      salary_from: null,
      submit: true,
      responsible_user_id: 9,
    });
    expect(await screen.findByRole('heading', { name: 'On review' })).toBeInTheDocument();
    expect(screen.getByText('Submitted for review.')).toBeInTheDocument();
  });

  it("shows the editor's rejection reason, and resubmits the fixed vacancy with its version", async () => {
    let current = aVacancy(3, {
      status: 'rejected',
      rejection_reason: 'Add the salary range, please.',
      version: 4,
      salary_from: null,
      salary_to: null,
    });
    const api = employerApi()
      .on(employerVacancyRoutes.get, () => current)
      .on(employerVacancyRoutes.update, ({ body }) => {
        const { changes, status } = body as { changes: object; status: 'on_review' };
        current = aVacancy(3, { ...current, ...changes, status, version: 5, rejection_reason: null });
        return current;
      });
    const user = userEvent.setup();
    renderApp('/employer/vacancies/3', { fetch: api.fetch });

    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('Rejected by the editor');
    expect(reason).toHaveTextContent('Add the salary range, please.');

    await user.type(screen.getByLabelText('Salary from'), '120000');
    await user.click(screen.getByRole('button', { name: 'Submit again for review' }));

    expect(await screen.findByRole('heading', { name: 'On review' })).toBeInTheDocument();
    const [call] = api.callsTo('PATCH', '/employer/vacancies/3');
    expect(call.body).toEqual({ version: 4, changes: { salary_from: 120000 }, status: 'on_review' });
    expect(screen.getByLabelText('Title')).toBeDisabled();
  });

  it('meets a stale edit (409) with the current version the error carries, keeping the typed text', async () => {
    const theirs = aVacancy(3, { version: 3, title: 'Renamed by a colleague', updated_at: '2026-01-12T10:00:00.000Z' });
    let gets = 0;
    const api = employerApi()
      .on(employerVacancyRoutes.get, () => {
        gets += 1;
        return aVacancy(3, { version: 2 });
      })
      .on(employerVacancyRoutes.update, () =>
        jsonResponse(409, {
          error: { code: 'CONFLICT', message: 'The vacancy has changed', details: { current: theirs } },
        }),
      );
    const user = userEvent.setup();
    renderApp('/employer/vacancies/3', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('Requirements'), ' and CSS');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('This vacancy was changed by someone else');
    expect(conflict).toHaveTextContent('It is now version 3');
    expect(conflict).toHaveTextContent('Renamed by a colleague');
    expect(screen.getByLabelText('Requirements')).toHaveValue('React and CSS');
    expect(gets).toBe(1);
  });

  it('loads the current version after a 409 that does not carry it', async () => {
    let gets = 0;
    const api = employerApi()
      .on(employerVacancyRoutes.get, () => {
        gets += 1;
        return gets === 1
          ? aVacancy(3, { version: 2 })
          : aVacancy(3, { version: 3, title: 'Renamed by a colleague', updated_at: '2026-01-12T10:00:00.000Z' });
      })
      .on(employerVacancyRoutes.update, () =>
        jsonResponse(409, { error: { code: 'CONFLICT', message: 'The vacancy has changed' } }),
      );
    const user = userEvent.setup();
    renderApp('/employer/vacancies/3', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('Requirements'), ' and CSS');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('It is now version 3');
    expect(screen.getByLabelText('Requirements')).toHaveValue('React and CSS');
    expect(gets).toBe(2);
  });

  it('archives only after confirmation, and duplicates into a new draft', async () => {
    const api = employerApi()
      .on(employerVacancyRoutes.get, ({ params }) =>
        params['id'] === '9' ? aVacancy(9, { title: 'Copy' }) : aVacancy(3, { status: 'published' }),
      )
      .on(employerVacancyRoutes.archive, () => aVacancy(3, { status: 'archived', version: 2 }))
      .on(employerVacancyRoutes.duplicate, () => jsonResponse(201, aVacancy(9, { title: 'Copy' })));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/vacancies/3', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this vacancy?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/employer/vacancies/3')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore as draft' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/vacancies/9'));
  });

  it('edits and submits a duplicate with the copy’s own version, not the original’s (no false 409)', async () => {
    let copy = aVacancy(9, { title: 'Frontend developer 3 (draft copy)', status: 'draft', version: 1 });
    const api = employerApi()
      .on(employerVacancyRoutes.get, ({ params }) =>
        params['id'] === '9' ? copy : aVacancy(3, { status: 'published', version: 7 }),
      )
      .on(employerVacancyRoutes.duplicate, () => jsonResponse(201, copy))
      .on(employerVacancyRoutes.update, ({ params, body }) => {
        const { version, changes, status } = body as { version: number; changes: object; status: 'on_review' };
        if (params['id'] !== '9' || version !== copy.version) {
          return jsonResponse(409, {
            error: { code: 'CONFLICT', message: 'The vacancy has changed', details: { current: copy } },
          });
        }
        copy = aVacancy(9, { ...copy, ...changes, status, version: copy.version + 1 });
        return copy;
      });
    const user = userEvent.setup();
    const { router } = renderApp('/employer/vacancies/3', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employer/vacancies/9'));
    const title = await screen.findByDisplayValue('Frontend developer 3 (draft copy)');
    await user.clear(title);
    await user.type(title, 'Frontend developer (copy)');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    expect(await screen.findByRole('heading', { name: 'On review' })).toBeInTheDocument();
    const [call] = api.callsTo('PATCH', '/employer/vacancies/9');
    expect(call.body).toEqual({ version: 1, changes: { title: 'Frontend developer (copy)' }, status: 'on_review' });
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
  });

  it('saves the company profile with an uploaded logo, and shows a bad site next to its field', async () => {
    const api = employerApi().on(employerVacancyRoutes.updateCompany, ({ body }) => ({
      ...EMPLOYER_ME.company,
      ...(body as object),
      id: 12,
    }));
    // The fake API reads JSON bodies; the multipart upload is answered here. The file is checked where
    // the app puts it in the form: under jsdom, vitest rebuilds the form for Node's fetch, and on
    // Node 24 its file parts arrive empty (the client's own test sends real multipart on Node).
    const appended = vi.spyOn(FormData.prototype, 'append');
    const uploads: (string | null)[] = [];
    const fetch = async (request: Request) => {
      if (request.method === uploadRoutes.create.method && request.url.endsWith(uploadRoutes.create.path)) {
        uploads.push(request.headers.get('content-type'));
        // Read the body to its end, as a server would: an unread multipart stream is still being
        // written when the test ends (Node 24 then reports the write to a closed stream).
        await request.arrayBuffer();
        return jsonResponse(201, {
          id: 1,
          url: '/uploads/2026/01/logo.webp',
          path: '2026/01/logo.webp',
          width: 200,
          height: 200,
        });
      }
      return api.fetch(request);
    };
    const user = userEvent.setup();
    renderApp('/employer/profile', { fetch });

    const site = await screen.findByLabelText('Website');
    await user.type(site, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));
    expect(await screen.findByText('Enter the full address, e.g. https://example.com')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/employer/company')).toHaveLength(0);

    await user.clear(site);
    await user.type(site, 'https://acme.example');
    await user.upload(screen.getByLabelText('Logo image'), new File(['png'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Acme logo' })).toHaveAttribute(
      'src',
      expect.stringContaining('/_img/w_80,h_80,f_webp,fit_contain,b_ffffff/2026/01/logo.webp'),
    );
    expect(uploads).toEqual([expect.stringMatching(/^multipart\/form-data; boundary=/)]);
    expect(appended).toHaveBeenCalledWith('file', expect.objectContaining({ name: 'logo.png', type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Save company profile' }));

    expect(await screen.findByText('Company profile saved. Job seekers see the new details.')).toBeInTheDocument();
    const [call] = api.callsTo('PUT', '/employer/company');
    expect(call.body).toMatchObject({
      site: 'https://acme.example',
      logo: '/uploads/2026/01/logo.webp',
      size: '11-50',
    });
  });
});
