import { adminChatRoutes } from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aChat, aMessage } from './chat-fixtures';
import { createFakeApi, type RecordedCall } from '@jobs/testing';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

const CHATS = [
  // Titled as the API titles an editor's chats: "‹seeker› — ‹company or subject›".
  aChat(1, { title: 'Anna Petrova — Acme', company_id: 12, unanswered: true, unread_count: 2 }),
  aChat(2, { title: 'Boris Ivanov — Globex', company_id: 15 }),
  aChat(3, { title: 'Vera Orlova — Resume review', company_id: null }),
  aChat(4, { title: 'Gleb', company_id: 20 }),
];

/** The admin chat API: the list honours `unanswered` and `company_id` like the server. */
const adminApi = () =>
  createFakeApi(TEST_API_BASE)
    .on(adminChatRoutes.list, ({ query }) =>
      CHATS.filter(
        (chat) =>
          (query.get('unanswered') !== 'true' || chat.unanswered) &&
          (!query.has('company_id') || chat.company_id === Number(query.get('company_id'))),
      ),
    )
    .on(adminChatRoutes.history, () => ({ message: [], has_more: false }));

const lastListQuery = (calls: RecordedCall[]) => calls.filter((call) => call.path === '/admin/chats').at(-1)?.query;
// The header's unread badge lists every chat too (unfiltered): a page's filtered list is one of the calls.
const listQueries = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path === '/admin/chats').map((call) => call.query.toString());

describe('admin chats', () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('lists every chat with its seeker, its company and whether it is unanswered', async () => {
    const api = adminApi();
    renderApp('/admin/chat', { fetch: api.fetch });

    const list = await screen.findByRole('navigation', { name: 'All chats' });
    const anna = await within(list).findByRole('link', { name: /Anna Petrova/ });
    expect(anna).toHaveTextContent('Acme');
    expect(anna).toHaveTextContent('Unanswered');
    expect(anna).toHaveTextContent('2 unread messages');
    expect(anna).toHaveAttribute('href', '/admin/chat/1?company_id=12');
    expect(within(list).getByRole('link', { name: /Boris Ivanov/ })).toHaveTextContent('Globex');
    expect(within(list).getByRole('link', { name: /Vera Orlova/ })).toHaveTextContent(
      'Platform services · Resume review',
    );
    // A title without the company's name: the company is named by its id.
    expect(within(list).getByRole('link', { name: /Gleb/ })).toHaveTextContent('Company #20');
    expect(lastListQuery(api.calls)?.toString()).toBe('');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  it('asks for unanswered=true and puts ?unanswered=1 in the URL when "Unanswered only" is ticked', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    const { router } = renderApp('/admin/chat', { fetch: api.fetch });
    await screen.findByRole('link', { name: /Boris Ivanov/ });

    await user.click(screen.getByRole('checkbox', { name: 'Unanswered only' }));

    await waitFor(() => expect(router.state.location.search).toBe('?unanswered=1'));
    await waitFor(() => expect(listQueries(api.calls)).toContain('unanswered=true'));
    const list = await screen.findByRole('navigation', { name: 'Unanswered chats' });
    await waitFor(() => expect(within(list).queryByRole('link', { name: /Boris Ivanov/ })).toBeNull());
    expect(within(list).getByRole('link', { name: /Anna Petrova/ })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unanswered only' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastListQuery(api.calls)?.has('unanswered')).toBe(false));
  });

  it('restores the filters from the URL and filters by a company seen in the list', async () => {
    const user = userEvent.setup();
    const api = adminApi();
    const { router } = renderApp('/admin/chat?unanswered=1', { fetch: api.fetch });

    expect(await screen.findByRole('checkbox', { name: 'Unanswered only' })).toBeChecked();
    await waitFor(() => expect(listQueries(api.calls)).toContain('unanswered=true'));
    await user.click(screen.getByRole('checkbox', { name: 'Unanswered only' }));
    await screen.findByRole('link', { name: /Boris Ivanov/ });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Globex');

    await waitFor(() => expect(router.state.location.search).toBe('?company_id=15'));
    await waitFor(() => expect(listQueries(api.calls)).toContain('company_id=15'));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Anna Petrova/ })).toBeNull());
    // The other companies stay on offer while one is chosen.
    expect(screen.getByRole('option', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Company #20' })).toBeInTheDocument();
  });

  it('says so when no chat is waiting for an answer', async () => {
    const api = adminApi().on(adminChatRoutes.list, () => []);
    renderApp('/admin/chat?unanswered=1', { fetch: api.fetch });

    expect(await screen.findByText('No unanswered chats: every company has replied.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin/chat');

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the chats.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('replies through /admin/chats/{id}/send and says the reply goes out on behalf of the company', async () => {
    const user = userEvent.setup();
    const api = adminApi()
      .on(adminChatRoutes.history, () => ({
        message: [
          aMessage(21, { text: 'Is anyone there?', vacancy_id: 42 }),
          aMessage(20, { text: 'Hello, I applied yesterday', vacancy_id: 42 }),
        ],
        has_more: false,
      }))
      .on(adminChatRoutes.send, ({ body }) => ({
        id: 22,
        text: (body as { message: string }).message,
        createdAt: '2024-05-01T10:00:00.000Z',
        chat_id: 1,
      }));
    renderApp('/admin/chat/1?company_id=12', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Petrova' })).toBeInTheDocument();
    expect(await screen.findByText('Is anyone there?')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Vacancy #42' })[0]).toHaveAttribute('href', '/edit-vacancies-list/42');
    expect(screen.getByRole('note')).toHaveTextContent('Replying as the platform on behalf of Acme');
    // The note sits in the composer and describes the message box.
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      /^Replying as the platform on behalf of Acme\..* 0 \/ 4000 characters$/,
    );
    expect(api.callsTo('GET', '/admin/chats/1/history')).toHaveLength(1);
    expect(listQueries(api.calls)).toContain('company_id=12');

    await user.type(screen.getByLabelText('Message'), 'Sorry for the wait, the team will call you today.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.callsTo('POST', '/admin/chats/1/send')).toHaveLength(1));
    expect(api.callsTo('POST', '/admin/chats/1/send')[0].body).toMatchObject({
      message: 'Sorry for the wait, the team will call you today.',
      vacancy_id: 42,
    });
    expect(api.callsTo('POST', /^\/chat\//)).toHaveLength(0);
    expect(await screen.findByText('Sorry for the wait, the team will call you today.')).toBeInTheDocument();
  });

  it('names who wrote each message (the seeker, which employer, the platform) and the vacancy by its title', async () => {
    const api = adminApi().on(adminChatRoutes.history, () => ({
      message: [
        aMessage(34, {
          text: 'Your application moved to Invited.',
          author_kind: 'system',
          vacancy_id: 601,
          vacancy_title: 'Backend developer',
        }),
        aMessage(33, {
          text: 'We have answered for the company.',
          author_kind: 'platform',
          author_name: 'Acme',
          is_my: true,
        }),
        aMessage(32, { text: 'Please come on Monday.', author_kind: 'company', author_name: 'Ivan Smirnov' }),
        aMessage(31, {
          text: 'I would like this job.',
          author_kind: 'seeker',
          vacancy_id: 601,
          vacancy_title: 'Backend developer',
        }),
      ],
      has_more: false,
    }));
    renderApp('/admin/chat/1?company_id=12', { fetch: api.fetch });

    const seekerMessage = (await screen.findByText('I would like this job.')).closest('li') as HTMLElement;
    expect(seekerMessage).toHaveTextContent('Anna Petrova, seeker');
    expect(within(seekerMessage).getByRole('link', { name: 'Backend developer' })).toHaveAttribute(
      'href',
      '/edit-vacancies-list/601',
    );
    expect(screen.queryByText(/Vacancy #601/)).not.toBeInTheDocument();
    const employerMessage = screen.getByText('Please come on Monday.').closest('li') as HTMLElement;
    expect(employerMessage).toHaveTextContent('Ivan Smirnov, employer at Acme');
    const platformMessage = screen.getByText('We have answered for the company.').closest('li') as HTMLElement;
    expect(platformMessage).toHaveTextContent('Platform on behalf of Acme');
    // A status note is the platform's line between the messages: no author.
    const note = screen.getByText('Your application moved to Invited.').closest('li') as HTMLElement;
    expect(note).not.toHaveTextContent(/seeker|employer at|Platform on behalf/);
  });

  it('says a reply in a platform-services chat comes from the platform team', async () => {
    renderApp('/admin/chat/3', { fetch: adminApi().fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Vera Orlova' })).toBeInTheDocument();
    expect(screen.getByText('Resume review')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Replying as the platform team.');
  });

  it('shows Page Not Found for a chat id that is not a number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin/chat/abc', { fetch: adminApi().fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
