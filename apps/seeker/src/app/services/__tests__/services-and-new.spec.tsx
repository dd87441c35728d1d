import { assistantRoutes, chatRoutes, serviceRoutes } from '@jobs/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aChat, fakeApi, on, reply, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';

const SERVICES = [
  { id: 1, slug: 'resume-review', title: 'Résumé review', description: 'We read it.', icon: null, price_rub: null },
  {
    id: 2,
    slug: 'interview-practice',
    title: 'Interview practice',
    description: 'A mock interview.',
    icon: null,
    price_rub: 1500,
  },
];

describe('/services', () => {
  afterEach(() => clearAuthCookies());

  it('lists the services and opens the chat a request creates', async () => {
    signInAsSeeker();
    const serviceChat = aChat({ id: 77, title: 'Résumé review', company_id: null });
    let requested = false;
    const api = fakeApi(
      reply(serviceRoutes.list, SERVICES),
      on(serviceRoutes.request, () => {
        requested = true;
        return jsonResponse(200, serviceChat);
      }),
      on(chatRoutes.list, () => jsonResponse(200, requested ? [serviceChat] : [])),
      reply(chatRoutes.history, { message: [], has_more: false }),
    );
    const { router } = renderApp('/services', { fetch: api.fetch });
    const list = await screen.findByRole('list', { name: 'Services' });
    expect(within(list).getByRole('heading', { name: 'Interview practice' })).toBeInTheDocument();
    expect(within(list).getByText('₽1,500')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Request Résumé review' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/chat/77'));
    expect(api.callsTo(serviceRoutes.request)[0]?.url).toMatch(/\/services\/1\/request$/);
  });

  it('asks a signed-out visitor to sign in to request', async () => {
    const api = fakeApi(reply(serviceRoutes.list, SERVICES));
    renderApp('/services', { fetch: api.fetch });
    expect(await screen.findAllByRole('link', { name: 'Sign in to request' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Request/ })).not.toBeInTheDocument();
  });
});

describe('/new', () => {
  afterEach(() => clearAuthCookies());

  it('lists the assistant templates and starts a chat from one', async () => {
    signInAsSeeker();
    const api = fakeApi(
      reply(assistantRoutes.templates, [
        { id: 5, slug: 'find-job', icon: null, title: 'Найти работу', greeting: 'Здравствуйте!' },
        { id: 6, slug: 'improve-resume', icon: null, title: 'Улучшить резюме', greeting: 'Здравствуйте!' },
      ]),
      reply(chatRoutes.list, [
        aChat({ id: 1, title: 'Acme Corp' }),
        aChat({ id: 5, title: 'Найти работу', is_template: true, company_id: null, last_message: null }),
        aChat({ id: 6, title: 'Улучшить резюме', is_template: true, company_id: null, last_message: null }),
      ]),
      reply(chatRoutes.history, { message: [], has_more: false }),
    );
    const { router } = renderApp('/new', { fetch: api.fetch });
    const list = await screen.findByRole('list', { name: 'Assistant chats' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Найти работу', 'Улучшить резюме']);
    await userEvent.click(within(list).getByRole('link', { name: 'Start: Найти работу' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/chat/5'));
  });

  it('asks a signed-out visitor to sign in', async () => {
    renderApp('/new', { fetch: fakeApi().fetch });
    expect(await screen.findByRole('region', { name: 'Sign in to talk to the assistant' })).toBeInTheDocument();
  });
});
