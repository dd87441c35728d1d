import {
  noteRoutes,
  teamRoutes,
  chatRoutes,
  employerApplicationRoutes,
  employerMeRoute,
  employerVacancyRoutes,
  meRoute,
  resumeRoutes,
  type EmployerApplication,
  type EmployerInvitation,
} from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCandidate, someCounts, TEMPLATES } from '../../__tests__/application-fixtures';
import { aNotification, EMPLOYER } from '../../__tests__/chat-fixtures';
import { clearAuthCookies, jsonResponse, renderApp, TEST_API_BASE } from '../../__tests__/render-app';
import { aDashboard, aVacancy, EMPLOYER_ME } from '../../__tests__/vacancy-fixtures';

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
    .on(chatRoutes.history, () => ({ message: [], has_more: false }))
    .on(employerVacancyRoutes.list, () => ({ items: [aVacancy(1, { status: 'published' }), aVacancy(2)] }))
    .on(employerApplicationRoutes.templates, () => TEMPLATES)
    .on(resumeRoutes.employerInvitations, () => ({
      items: [],
      total: 0,
      counts: { pending: 0, accepted: 0, declined: 0, expired: 0 },
    }));

const anInvitation = (id: number, changes: Partial<EmployerInvitation> = {}): EmployerInvitation => ({
  id,
  status: 'pending',
  vacancy: { id: 1, title: 'Frontend developer 1' },
  seeker: { id: 100 + id, name: `Seeker ${id}`, desired_position: 'Designer', city: 'Москва' },
  message: 'Join us',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  reason_code: null,
  application_id: null,
  by: { id: 3, name: 'Demo Employer' },
  ...changes,
});

describe('employer candidates', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('lists candidates with the funnel counts, and filters by status, vacancy and name through the URL', async () => {
    const api = employerApi().on(employerApplicationRoutes.list, ({ query }) => ({
      items:
        query.get('status') === 'rejected' ? [aCandidate(4, { status: 'rejected' })] : [aCandidate(1), aCandidate(2)],
      total: query.get('status') === 'rejected' ? 1 : 10,
      counts: someCounts(),
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/candidates', { fetch: api.fetch });

    const funnel = await screen.findByRole('navigation', { name: 'Candidates by status' });
    expect(within(funnel).getByRole('link', { name: 'All: 10' })).toHaveAttribute('aria-current', 'page');
    expect(within(funnel).getByRole('link', { name: 'New: 3' })).toBeInTheDocument();
    expect(within(funnel).getByRole('link', { name: 'Rejected: 4' })).toBeInTheDocument();
    expect(within(funnel).getByRole('link', { name: 'Offer: 0' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: '10 candidates' });
    expect(within(list).getByRole('link', { name: 'Candidate 1' })).toHaveAttribute('href', '/employer/candidates/1');
    expect(within(list).getAllByText('Vacancy: Frontend developer 1')).toHaveLength(2);

    await user.click(within(funnel).getByRole('link', { name: 'Rejected: 4' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    expect(await screen.findByRole('link', { name: 'Candidate 4' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/employer/applications').at(-1)?.query.get('status')).toBe('rejected');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected&q=Anna'));
    await waitFor(() => expect(api.callsTo('GET', '/employer/applications').at(-1)?.query.get('q')).toBe('Anna'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Vacancy' }), 'Frontend developer 2');
    await waitFor(() => expect(router.state.location.search).toBe('?vacancy_id=2&status=rejected&q=Anna'));
    await waitFor(() => expect(api.callsTo('GET', '/employer/applications').at(-1)?.query.get('vacancy_id')).toBe('2'));
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates: Frontend developer 2' })).toBeInTheDocument();
  });

  it('shows the invitations in the pipeline with their own status, for the vacancy and member filters', async () => {
    const api = employerApi()
      .on(teamRoutes.get, () => ({
        members: [
          { user_id: 3, name: 'Demo Employer', email: 'e@x.io', role: 'owner', joined_at: '2026-01-01T00:00:00.000Z' },
          {
            user_id: 9,
            name: 'Rita Recruiter',
            email: 'r@x.io',
            role: 'recruiter',
            joined_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        invites: [],
      }))
      .on(employerApplicationRoutes.list, () => ({ items: [aCandidate(1)], total: 1, counts: someCounts() }))
      .on(resumeRoutes.employerInvitations, ({ query }) => ({
        items:
          query.get('status') === 'declined'
            ? [
                anInvitation(2, {
                  status: 'declined',
                  reason_code: 'salary',
                  seeker: { ...anInvitation(2).seeker, name: null },
                }),
              ]
            : [anInvitation(1), anInvitation(3, { status: 'accepted', application_id: 40 })],
        total: query.get('status') === 'declined' ? 1 : 5,
        counts: { pending: 2, accepted: 1, declined: 1, expired: 1 },
      }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/candidates', { fetch: api.fetch });

    const funnel = await screen.findByRole('navigation', { name: 'Invitations by status' });
    expect(within(funnel).getByRole('link', { name: 'Invitations, All: 5' })).not.toHaveAttribute('aria-current');
    await user.click(within(funnel).getByRole('link', { name: 'Invitations, Declined: 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?invitations=declined'));
    const declined = await screen.findByRole('list', { name: '1 invitation' });
    // Anonymous to the company: no name; the reason the seeker gave.
    expect(within(declined).getByRole('link', { name: 'Anonymous candidate' })).toHaveAttribute(
      'href',
      '/employer/resumes/102',
    );
    expect(within(declined).getByText('Declined: the salary')).toBeInTheDocument();
    expect(within(declined).getByText(/by Demo Employer/)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search by name' })).not.toBeInTheDocument();

    // The member filter applies to the invitations too; every status of them, then back to the candidates.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Responsible' }), 'Rita Recruiter');
    await waitFor(() =>
      expect(api.callsTo('GET', '/employer/invitations').at(-1)?.query.get('responsible_user_id')).toBe('9'),
    );
    const afterFilter = await screen.findByRole('navigation', { name: 'Invitations by status' });
    await user.click(within(afterFilter).getByRole('link', { name: 'Invitations, All: 5' }));
    const all = await screen.findByRole('list', { name: '5 invitations' });
    expect(within(all).getByRole('link', { name: 'Seeker 3' })).toHaveAttribute('href', '/employer/candidates/40');
    expect(within(all).getByText('Awaiting answer')).toBeInTheDocument();
    const candidates = await screen.findByRole('navigation', { name: 'Candidates by status' });
    await user.click(within(candidates).getByRole('link', { name: 'All: 10' }));
    await waitFor(() => expect(router.state.location.search).toBe('?responsible=9'));
    expect(await screen.findByRole('list', { name: '1 candidate' })).toBeInTheDocument();
  });

  it('filters one vacancy’s candidates by an exact answer to a number question', async () => {
    const questions = [
      { id: 'years', kind: 'number' as const, text: 'Years with React?', required_answer: { min: 2 } },
      { id: 'level', kind: 'choice' as const, text: 'Your English?', options: ['B2', 'C1'] },
    ];
    const api = employerApi()
      .on(employerVacancyRoutes.list, () => ({ items: [aVacancy(1, { status: 'published', questions })] }))
      .on(employerApplicationRoutes.list, () => ({
        items: [aCandidate(1)],
        total: 1,
        counts: someCounts(),
        screening_counts: { passed: 1, screened_out: 0 },
      }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/candidates?vacancy_id=1', { fetch: api.fetch });

    const years = await screen.findByRole('spinbutton', { name: 'Years with React?' });
    expect(years).toHaveAccessibleDescription('Exact number; Enter to filter');
    await user.type(years, '3{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?vacancy_id=1&question_id=years&answer=3'));
    await waitFor(() => expect(api.callsTo('GET', '/employer/applications').at(-1)?.query.get('answer')).toBe('3'));
    expect(screen.getByRole('combobox', { name: 'Answer' })).toHaveValue('');
    expect(screen.getByRole('spinbutton', { name: 'Years with React?' })).toHaveValue(3);

    await user.clear(screen.getByRole('spinbutton', { name: 'Years with React?' }));
    await user.tab();
    await waitFor(() => expect(router.state.location.search).toBe('?vacancy_id=1'));
  });

  it('pages through the candidates, newest first as the API sends them', async () => {
    const api = employerApi().on(employerApplicationRoutes.list, ({ query }) => ({
      items: [aCandidate(Number(query.get('page')) * 100)],
      total: 45,
      counts: someCounts({ new: 45, viewed: 0, invited: 0, rejected: 0 }),
    }));
    const user = userEvent.setup();
    const { router } = renderApp('/employer/candidates', { fetch: api.fetch });

    const pages = await screen.findByRole('navigation', { name: 'Candidate pages' });
    await user.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByRole('link', { name: 'Candidate 300' })).toBeInTheDocument();
  });

  it('moves several candidates at once and lists the skipped ones with the reason', async () => {
    const api = employerApi()
      .on(employerApplicationRoutes.list, () => ({
        items: [aCandidate(1), aCandidate(2, { status: 'invited' }), aCandidate(3, { status: 'hired' })],
        total: 3,
        counts: someCounts(),
      }))
      .on(employerApplicationRoutes.bulk, () => ({
        moved: [1, 2],
        skipped: [{ id: 3, reason: 'not_allowed' }],
      }));
    const user = userEvent.setup();
    renderApp('/employer/candidates', { fetch: api.fetch });

    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('group', { name: 'Move the selected candidates' });
    expect(bar).toHaveTextContent('3 candidates selected');
    // Only the moves the state machine allows from at least one selected status.
    expect(within(bar).getByRole('button', { name: 'Invite to an interview' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Hire' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Reject' }));

    const dialog = screen.getByRole('dialog', { name: 'Reject the candidate' });
    // The bulk message is the template itself: the API fills the placeholders in for each candidate.
    expect(within(dialog).getByRole('textbox', { name: 'Message to the candidate' })).toHaveValue(TEMPLATES.rejected);
    await user.click(within(dialog).getByRole('button', { name: 'Reject (3 candidates)' }));
    expect(within(dialog).getByText('Choose the reason for the rejection.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/employer/applications/bulk')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Skills do not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject (3 candidates)' }));

    const summary = await screen.findByRole('status', { name: 'Result of the bulk move' });
    expect(summary).toHaveTextContent('2 candidates moved to “Rejected”.');
    expect(summary).toHaveTextContent('1 candidate skipped:');
    expect(summary).toHaveTextContent('Candidate 3: this move is not possible from their status');
    expect(api.callsTo('POST', '/employer/applications/bulk')[0].body).toEqual({
      ids: [1, 2, 3],
      status: 'rejected',
      reason_code: 'skills',
      message: TEMPLATES.rejected,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Move the selected candidates' })).not.toBeInTheDocument();
  });
});

describe('employer candidate page', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows the résumé as sent, the cover letter, contacts, the history and the chat beside', async () => {
    const application = aCandidate(7, {
      status: 'viewed',
      history: [
        { status: 'new', at: '2026-01-20T09:00:00.000Z', by: null },
        { status: 'viewed', at: '2026-01-21T10:30:00.000Z', by: { id: 3, name: 'Rita Recruiter' } },
      ],
    });
    const api = employerApi().on(employerApplicationRoutes.get, () => application);
    renderApp('/employer/candidates/7', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate 7' })).toBeInTheDocument();
    const contacts = screen.getByRole('region', { name: 'Contacts' });
    expect(within(contacts).getByRole('link', { name: 'candidate7@example.com' })).toHaveAttribute(
      'href',
      'mailto:candidate7@example.com',
    );
    expect(within(contacts).getByRole('link', { name: '+7 900 000-00-00' })).toHaveAttribute(
      'href',
      'tel:+79000000000',
    );
    expect(screen.getByRole('region', { name: 'Cover letter' })).toHaveTextContent('Cover letter of candidate 7');
    const resume = screen.getByRole('region', { name: 'Résumé as sent' });
    for (const text of [
      'Frontend developer',
      'Moscow',
      'Russia',
      '3–6 years',
      'Remote',
      'React',
      'Web developer',
      'Previous Co',
      'Built forms.',
      'Moscow State University',
      'BSc, 2020',
      'English — B2',
      'I like clean interfaces.',
    ]) {
      expect(within(resume).getAllByText(new RegExp(text)).length).toBeGreaterThan(0);
    }
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^New — Jan 20, 2026/), expect.stringMatching(/^Viewed — Jan 21, 2026/)]);
    expect(screen.getByRole('region', { name: 'Chat with Candidate 7' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/chat/107/history').length).toBeGreaterThan(0));
    const moves = screen.getByRole('group', { name: 'Move the candidate' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Invite to an interview', 'Make an offer', 'Reject']);
  });

  it('invites with the template filled in and edited, then undoes the move from the toast', async () => {
    let current: EmployerApplication = aCandidate(7, { status: 'viewed', version: 3 });
    const api = employerApi()
      .on(employerApplicationRoutes.get, () => current)
      .on(employerApplicationRoutes.move, ({ body }) => {
        const { status } = body as { status: 'invited' };
        current = aCandidate(7, {
          status,
          version: 4,
          undo: { to: 'viewed', until: '2030-01-22T10:00:00.000Z' },
        });
        return current;
      })
      .on(employerApplicationRoutes.undo, () => {
        current = aCandidate(7, { status: 'viewed', version: 5 });
        return current;
      });
    const user = userEvent.setup();
    renderApp('/employer/candidates/7', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Invite to an interview' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite to an interview' });
    const message = await within(dialog).findByRole('textbox', { name: 'Message to the candidate' });
    expect(message).toHaveValue('Hello Candidate 7! Acme invites you to an interview for Frontend developer 1.');
    await user.type(message, ' Tuesday at 11:00?');
    await user.click(within(dialog).getByRole('button', { name: 'Invite to an interview' }));

    await waitFor(() => expect(api.callsTo('POST', '/employer/applications/7/status')).toHaveLength(1));
    expect(api.callsTo('POST', '/employer/applications/7/status')[0].body).toEqual({
      status: 'invited',
      version: 3,
      message: 'Hello Candidate 7! Acme invites you to an interview for Frontend developer 1. Tuesday at 11:00?',
    });
    expect(await screen.findByText('Invited to an interview.')).toBeInTheDocument();
    expect(screen.getByText('Invited', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo the last move (back to Viewed)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(api.callsTo('POST', '/employer/applications/7/undo')).toHaveLength(1));
    expect(api.callsTo('POST', '/employer/applications/7/undo')[0].body).toEqual({ version: 4 });
    expect(await screen.findByText('Move undone: the status is Viewed again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo the last move/ })).not.toBeInTheDocument();
  });

  it('requires a reason to reject, and sends it with the message', async () => {
    const api = employerApi()
      .on(employerApplicationRoutes.get, () => aCandidate(7, { status: 'invited', version: 2 }))
      .on(employerApplicationRoutes.move, () =>
        aCandidate(7, {
          status: 'rejected',
          version: 3,
          rejection: { reason_code: 'salary', message: null },
          undo: { to: 'invited', until: '2030-01-22T10:00:00.000Z' },
        }),
      );
    const user = userEvent.setup();
    renderApp('/employer/candidates/7', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the candidate' });
    await within(dialog).findByRole('textbox', { name: 'Message to the candidate' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    const reason = within(dialog).getByRole('combobox', { name: 'Reason' });
    expect(reason).toHaveAccessibleDescription(/Choose the reason for the rejection\./);
    expect(reason).toHaveFocus();
    expect(api.callsTo('POST', '/employer/applications/7/status')).toHaveLength(0);

    await user.selectOptions(reason, 'Salary expectations do not match');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(api.callsTo('POST', '/employer/applications/7/status')).toHaveLength(1));
    expect(api.callsTo('POST', '/employer/applications/7/status')[0].body).toEqual({
      status: 'rejected',
      version: 2,
      reason_code: 'salary',
      message: 'Dear Candidate 7, thank you for applying to Frontend developer 1 at Acme.',
    });
    expect(await screen.findByText('Salary expectations do not match')).toBeInTheDocument();
  });

  it('reloads the candidate and says so when someone else moved it first (409)', async () => {
    let current = aCandidate(7, { status: 'viewed', version: 1 });
    const api = employerApi()
      .on(employerApplicationRoutes.get, () => current)
      .on(employerApplicationRoutes.move, () => {
        current = aCandidate(7, { status: 'offer', version: 2 });
        return jsonResponse(409, { error: { code: 'CONFLICT', message: 'Stale version', requestId: 't' } });
      });
    const user = userEvent.setup();
    renderApp('/employer/candidates/7', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Invite to an interview' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('textbox', { name: 'Message to the candidate' });
    await user.click(within(dialog).getByRole('button', { name: 'Invite to an interview' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else has moved this candidate in the meantime. The current status is shown; check it and try again.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Offer', { selector: 'span' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/employer/applications/7').length).toBeGreaterThanOrEqual(2);
  });

  it('says "not found" for a candidate the API does not show this company (404)', async () => {
    const api = employerApi();
    renderApp('/employer/candidates/9', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' })).toBeInTheDocument();
    expect(screen.getByText('This candidate does not exist or applied to another company.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to candidates' })).toHaveAttribute('href', '/employer/candidates');
  });

  it('answers Page Not Found for an id that cannot name a candidate, without asking the API', async () => {
    const api = employerApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/employer/candidates/abc', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(api.callsTo('GET', /^\/employer\/applications/)).toHaveLength(0);
  });
});

describe('notification links', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it.each([
    ['/employer/candidates/7', 'Candidate 7', 901],
    ['/employer/vacancies/1', 'Frontend developer 1', 902],
  ])('the toast’s View opens the link %s in the employer app', async (link, heading, id) => {
    let notified = false;
    const api = employerApi()
      .on(chatRoutes.notifies, () => {
        if (notified) return [];
        notified = true;
        return [aNotification(id, { chat_id: null, link, text: `Something happened at ${link}` })];
      })
      .on(chatRoutes.readNotifies, () => ({ updated: 1 }))
      .on(employerApplicationRoutes.get, () => aCandidate(7))
      .on(employerVacancyRoutes.get, () => aVacancy(1))
      .on(employerVacancyRoutes.dashboard, () => aDashboard());
    const user = userEvent.setup();
    const { router } = renderApp('/employer', { fetch: api.fetch });

    // Toasts live in one module-wide store: this test's is the one with its text.
    const toast = (await screen.findByText(`Something happened at ${link}`)).closest('li') as HTMLElement;
    await user.click(within(toast).getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(link));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});

describe('message templates', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('explains the placeholders, refuses an empty template and saves the edited ones', async () => {
    const api = employerApi().on(employerApplicationRoutes.saveTemplates, ({ body }) => body);
    const user = userEvent.setup();
    renderApp('/employer/templates', { fetch: api.fetch });

    const placeholders = await screen.findByRole('region', { name: 'Placeholders' });
    expect(placeholders).toHaveTextContent("{name} — the candidate's name");
    expect(placeholders).toHaveTextContent('{vacancy} — the title of the vacancy they applied to');
    expect(placeholders).toHaveTextContent("{company} — your company's name");

    const offer = await screen.findByRole('textbox', { name: 'Job offer' });
    expect(offer).toHaveValue(TEMPLATES.offer);
    await user.clear(offer);
    await user.click(screen.getByRole('button', { name: 'Save templates' }));
    expect(offer).toHaveAccessibleDescription(/Write the message; a step cannot go without one\./);
    expect(api.callsTo('PUT', '/employer/message-templates')).toHaveLength(0);

    await user.type(offer, 'We would love {{name} to join {{company}.');
    await user.click(screen.getByRole('button', { name: 'Save templates' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Templates saved.');
    expect(api.callsTo('PUT', '/employer/message-templates')[0].body).toEqual({
      ...TEMPLATES,
      offer: 'We would love {name} to join {company}.',
    });
  });
});

describe('dashboard hiring funnel', () => {
  beforeEach(signIn);
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows the candidates per status, each a link to them, and the responsiveness figure', async () => {
    const api = employerApi().on(employerVacancyRoutes.dashboard, () =>
      aDashboard({
        funnel: someCounts({ new: 5, invited: 2 }),
        responsiveness: { applications_90d: 12, answered_share: 0.875, median_first_response_hours: 6.2 },
      }),
    );
    renderApp('/employer', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Hiring funnel' });
    const funnel = within(card).getByRole('list', { name: 'Candidates per status' });
    expect(within(funnel).getByRole('link', { name: 'New: 5' })).toHaveAttribute(
      'href',
      '/employer/candidates?status=new',
    );
    expect(within(funnel).getByRole('link', { name: 'Invited: 2' })).toHaveAttribute(
      'href',
      '/employer/candidates?status=invited',
    );
    expect(within(funnel).getAllByRole('link')).toHaveLength(8);
    expect(card).toHaveTextContent('88% of applications answered within 7 days');
    expect(card).toHaveTextContent(
      'Usually within 6 hours; of 12 applications in the last 90 days, counted once their 7 days to answer have passed.',
    );
  });

  it('says when too few applications came for the responsiveness figure', async () => {
    const api = employerApi().on(employerVacancyRoutes.dashboard, () =>
      aDashboard({ funnel: someCounts(), responsiveness: null }),
    );
    renderApp('/employer', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Hiring funnel' });
    expect(card).toHaveTextContent(
      'Your responsiveness is shown to job seekers once your company has 5 applications in 90 days.',
    );
  });
});

describe('the résumé database', () => {
  beforeEach(signIn);
  afterEach(clearAuthCookies);

  it('says «over» a total the API estimated from its sample, and the count otherwise', async () => {
    const facets = { city: [], experience: [], schedule: [], job_search_status: [], updated_within_days: [] };
    const card = {
      seeker_id: 7,
      name: 'Anna Smirnova',
      desired_position: 'Менеджер по продажам',
      city: 'Москва',
      salary: null,
      experience: null,
      skills: [],
      job_search_status: 'active' as const,
      updated_at: '2026-11-20T10:00:00.000Z',
      photo: null,
    };
    const api = employerApi().on(resumeRoutes.search, ({ query }) =>
      query.get('q') === 'менеджер'
        ? { items: [card], total: 56_000, total_relation: 'gte' as const, facets, corrected: null }
        : { items: [card], total: 3, facets, corrected: null },
    );
    renderApp('/employer/resumes?q=менеджер', { fetch: api.fetch });
    expect(await screen.findByText('Over 56,000 résumés found')).toBeInTheDocument();
    renderApp('/employer/resumes?q=sommelier', { fetch: api.fetch });
    expect(await screen.findByText('3 résumés found')).toBeInTheDocument();
  });
});
