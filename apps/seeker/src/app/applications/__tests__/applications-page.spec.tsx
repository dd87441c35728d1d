import { applicationRoutes, withdrawBodySchema } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadAppCatalog } from '../../catalog';
import { errorResponse, fakeApi, on, reply, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { anApplication } from './application-fixtures';

const INVITED = anApplication({
  id: 7,
  status: 'invited',
  chat_id: 44,
  vacancy: { id: 42, title: 'Senior React Developer' },
  cover_letter: 'I have built three job boards.',
  history: [
    { status: 'new', at: '2024-05-01T09:00:00.000Z' },
    { status: 'viewed', at: '2024-05-02T09:00:00.000Z' },
    { status: 'invited', at: '2024-05-03T09:00:00.000Z' },
  ],
});

const REJECTED = anApplication({
  id: 8,
  status: 'rejected',
  chat_id: 45,
  vacancy: { id: 43, title: 'Go Developer' },
  company: { id: 11, name: 'Globex', logo: null },
  rejection: { reason_code: 'position_filled', message: 'We hired an internal candidate, sorry.' },
  history: [
    { status: 'new', at: '2024-04-01T09:00:00.000Z' },
    { status: 'rejected', at: '2024-04-05T09:00:00.000Z' },
  ],
});

const cardOf = (title: string) => screen.getByRole('region', { name: title });

describe('/applications', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('lists every application with its status in words, the date of each step, the reason and the company’s message', async () => {
    const api = fakeApi(reply(applicationRoutes.list, { items: [INVITED, REJECTED], total: 2 }));
    renderApp('/applications', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    expect(await screen.findByText('2 applications')).toBeInTheDocument();

    const invited = cardOf('Senior React Developer');
    expect(within(invited).getByText('Invited')).toHaveAttribute('data-status', 'invited');
    const steps = within(within(invited).getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'You applied May 1, 2024',
      'The company viewed your application May 2, 2024',
      'The company invited you to an interview May 3, 2024',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(invited).getByRole('link', { name: 'Chat with Acme Corp' })).toHaveAttribute(
      'href',
      '/chat/44?vacancy=42',
    );
    expect(within(invited).getByRole('link', { name: 'Acme Corp' })).toHaveAttribute('href', '/companies/10');
    expect(within(invited).getByText('I have built three job boards.')).toBeInTheDocument();
    expect(within(invited).getByRole('button', { name: 'Withdraw the application' })).toBeInTheDocument();

    const rejected = cardOf('Go Developer');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Reason: The position has already been filled');
    expect(rejected).toHaveTextContent('Message from the company: We hired an internal candidate, sorry.');
    // A closed application cannot be withdrawn.
    expect(within(rejected).queryByRole('button', { name: 'Withdraw the application' })).not.toBeInTheDocument();
  });

  it('filters by status through the address and the API', async () => {
    const api = fakeApi(
      on(applicationRoutes.list, (request) => {
        const status = new URL(request.url).searchParams.get('status');
        return jsonResponse(
          200,
          status === 'rejected' ? { items: [REJECTED], total: 1 } : { items: [INVITED, REJECTED], total: 2 },
        );
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/applications', { fetch: api.fetch });

    expect(await screen.findByRole('region', { name: 'Senior React Developer' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Rejected');

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Senior React Developer' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('?status=rejected');
    expect(screen.getByRole('region', { name: 'Go Developer' })).toBeInTheDocument();
    expect(screen.getByText('1 application')).toBeInTheDocument();
    const asked = api.callsTo(applicationRoutes.list).map((request) => new URL(request.url).searchParams.get('status'));
    expect(asked).toContain('rejected');
  });

  it('withdraws an open application after asking, and shows it withdrawn', async () => {
    let withdrawn = false;
    const bodies: unknown[] = [];
    const api = fakeApi(
      on(applicationRoutes.list, () =>
        jsonResponse(200, {
          items: [
            withdrawn
              ? {
                  ...INVITED,
                  status: 'withdrawn',
                  history: [...INVITED.history, { status: 'withdrawn', at: '2024-05-04T09:00:00.000Z' }],
                }
              : INVITED,
          ],
          total: 1,
        }),
      ),
      on(applicationRoutes.withdraw, async (request, { id }) => {
        expect(id).toBe('7');
        bodies.push(withdrawBodySchema.parse(await request.json()));
        withdrawn = true;
        return jsonResponse(200, { ...INVITED, status: 'withdrawn' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/applications', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Senior React Developer' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw the application' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Withdraw the application?' }));
    expect(confirm.getByText(/Your application to “Senior React Developer” will be withdrawn/)).toBeInTheDocument();

    // Keeping it sends nothing.
    await user.click(confirm.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Withdraw the application' }));
    const again = within(await screen.findByRole('dialog', { name: 'Withdraw the application?' }));
    await user.type(again.getByRole('textbox', { name: 'Reason for the company (optional)' }), 'Took another offer');
    await user.click(again.getByRole('button', { name: 'Withdraw' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ reason: 'Took another offer' }]);
    const updated = await screen.findByRole('region', { name: 'Senior React Developer' });
    expect(await within(updated).findByText('Withdrawn')).toBeInTheDocument();
    expect(within(updated).getByText('You withdrew the application')).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: 'Withdraw the application' })).not.toBeInTheDocument();
  });

  it('says when a withdrawal is no longer possible', async () => {
    const api = fakeApi(
      reply(applicationRoutes.list, { items: [INVITED], total: 1 }),
      on(applicationRoutes.withdraw, () => errorResponse(409, 'CONFLICT', 'The application is closed')),
    );
    const user = userEvent.setup();
    renderApp('/applications', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Senior React Developer' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw the application' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Withdraw the application?' }));
    await user.click(confirm.getByRole('button', { name: 'Withdraw' }));
    expect(await confirm.findByRole('alert')).toHaveTextContent('can no longer be withdrawn');
  });

  it('says plainly when the company let its reply promise pass, next to the withdraw action', async () => {
    const late = anApplication({
      id: 8,
      created_at: '2024-05-01T09:00:00.000Z',
      reply_due_at: '2024-05-06T09:00:00.000Z',
    });
    const waiting = anApplication({ id: 9, vacancy: { id: 43, title: 'Junior QA' } });
    const api = fakeApi(reply(applicationRoutes.list, { items: [late, waiting], total: 2 }));
    await activateLocale('ru', [loadAppCatalog]);
    try {
      renderApp('/applications', { fetch: api.fetch, locale: 'ru' });
      const card = await screen.findByRole('region', { name: 'Senior React Developer' });
      expect(within(card).getByTestId('reply-overdue')).toHaveTextContent(
        'Компания не ответила за 5 дней. Можно отозвать отклик или подождать.',
      );
      expect(within(card).getByRole('button', { name: 'Отозвать отклик' })).toBeInTheDocument();
      const other = screen.getByRole('region', { name: 'Junior QA' });
      expect(within(other).queryByTestId('reply-overdue')).not.toBeInTheDocument();
      expect(within(other).getByTestId('reply-due')).toHaveTextContent('Ответ обещан до 1 января 2099');
    } finally {
      await activateLocale('en', [loadAppCatalog]);
    }
  });

  it('shows an empty state with a way to the vacancies, and another for an empty filter', async () => {
    const api = fakeApi(reply(applicationRoutes.list, { items: [], total: 0 }));
    const { unmount } = renderApp('/applications', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'You have not applied anywhere yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find vacancies' })).toHaveAttribute('href', '/vacancies');
    unmount();

    renderApp('/applications?status=offer', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'No applications with this status' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all applications' })).toHaveAttribute('href', '/applications');
  });

  it('is in the navigation while signed in', async () => {
    const api = fakeApi(reply(applicationRoutes.list, { items: [], total: 0 }));
    renderApp('/applications', { fetch: api.fetch });
    const nav = await screen.findByRole('navigation', { name: /main|menu/i });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/applications');
  });

  it('sends a signed-out visitor to sign in, and back', async () => {
    clearAuthCookies();
    const { router } = renderApp('/applications?status=invited', { fetch: fakeApi().fetch });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/applications?status=invited')}`);
  });

  it('shows one application at /applications/:id, and says so when it is not the seeker’s', async () => {
    const api = fakeApi(
      on(applicationRoutes.get, (_request, { id }) =>
        id === '8' ? jsonResponse(200, REJECTED) : errorResponse(404, 'NOT_FOUND', 'Application not found'),
      ),
    );
    const { unmount } = renderApp('/applications/8', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'Go Developer' })).toBeInTheDocument();
    expect(screen.getByText('Reason:').parentElement).toHaveTextContent('The position has already been filled');
    expect(screen.getByRole('link', { name: '← All applications' })).toHaveAttribute('href', '/applications');
    unmount();

    renderApp('/applications/99', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Application not found' })).toBeInTheDocument();
  });
});

describe('/applications in Russian', () => {
  beforeEach(async () => {
    signInAsSeeker();
    await activateLocale('ru', [loadAppCatalog]);
  });
  afterEach(async () => {
    clearAuthCookies();
    await activateLocale('en', [loadAppCatalog]);
  });

  it('names statuses, steps, reasons and counts in Russian', async () => {
    const viewed = anApplication({
      id: 9,
      status: 'viewed',
      vacancy: { id: 44, title: 'Тестировщик' },
      history: [
        { status: 'new', at: '2024-05-01T09:00:00.000Z' },
        { status: 'viewed', at: '2024-05-02T09:00:00.000Z' },
      ],
    });
    const api = fakeApi(reply(applicationRoutes.list, { items: [INVITED, REJECTED, viewed], total: 3 }));
    renderApp('/applications', { fetch: api.fetch, locale: 'ru' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Мои отклики' })).toBeInTheDocument();
    expect(await screen.findByText('3 отклика')).toBeInTheDocument();
    expect(within(cardOf('Тестировщик')).getByText('Просмотрено')).toBeInTheDocument();
    expect(within(cardOf('Тестировщик')).getByText('Компания посмотрела ваш отклик')).toBeInTheDocument();
    expect(within(cardOf('Тестировщик')).getByText('2 мая 2024 г.')).toBeInTheDocument();
    expect(within(cardOf('Senior React Developer')).getByText('Приглашение')).toBeInTheDocument();
    const rejected = cardOf('Go Developer');
    expect(within(rejected).getByText('Отказ')).toBeInTheDocument();
    expect(rejected).toHaveTextContent('Причина: Вакансия уже закрыта');
    expect(within(rejected).getByRole('link', { name: 'Чат с Globex' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отклики' })).toHaveAttribute('href', '/applications');
  });
});
