import { authRoutes, chatRoutes, companyChatBodySchema, sendMessageBodySchema, vacancyRoutes } from '@jobs/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { aChat, acmeLogoUrl, aVacancy, errorResponse, fakeApi, on, reply, signInAsSeeker } from './fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

describe('seeker vacancy page', () => {
  afterEach(() => {
    toast.dismiss();
    clearAuthCookies();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the vacancy, its company, salary, conditions and skills when the API has it', async () => {
    const api = fakeApi(
      reply(
        vacancyRoutes.get,
        aVacancy({
          description: 'We build a job platform.\n\nYou will own the <b>seeker</b> app.',
        }),
      ),
    );
    renderApp('/vacancies/42', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { level: 1, name: 'Senior React Developer' })).toBeInTheDocument();
    // English outside a locale provider: the salary and the date in the English formats.
    expect(screen.getByText(/^₽250,000\s–\s₽350,000$/)).toBeInTheDocument();
    expect(screen.getByText('before tax')).toBeInTheDocument();
    const company = screen.getByRole('complementary', { name: 'About the company' });
    // The uploaded logo through the API's image optimiser, not from the app's own origin.
    expect(within(company).getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute(
      'src',
      acmeLogoUrl('w_64,h_64,f_webp,fit_contain,b_ffffff'),
    );
    expect(within(company).getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('Moscow')).toBeInTheDocument();
    expect(screen.getByText('Information technology')).toBeInTheDocument();
    expect(screen.getByText('3–6 years')).toBeInTheDocument();
    expect(screen.getByText('Full-time')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    const skills = within(screen.getByRole('region', { name: 'Skills' })).getAllByRole('listitem');
    expect(skills.map((skill) => skill.textContent)).toEqual(['React', 'TypeScript', 'Testing Library']);
    // Text, never HTML: the markup shows as typed and makes no element.
    const about = screen.getByRole('region', { name: 'About the job' });
    expect(within(about).getByText('You will own the <b>seeker</b> app.')).toBeInTheDocument();
    expect(about.querySelector('b')).toBeNull();
    expect(within(about).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Requirements' })).toHaveTextContent('React and TypeScript.');
    expect(screen.getByRole('region', { name: 'Working conditions' })).toHaveTextContent(
      'Remote work, flexible hours.',
    );
    expect(screen.getByText('May 1, 2024')).toHaveAttribute('datetime', '2024-05-01T09:00:00.000Z');
    await waitFor(() => expect(document.title).toBe('Senior React Developer · Acme Corp · Jobs'));
  });

  it('says "Salary not specified" and formats one-sided ranges in the vacancy currency', async () => {
    const api = fakeApi(
      on(vacancyRoutes.get, (_request, { id }) =>
        jsonResponse(
          200,
          id === '1'
            ? aVacancy({ id: 1, salary_from: null, salary_to: null })
            : aVacancy({ id: 2, salary_from: 3000, salary_to: null, currency: 'USD', salary_gross: false }),
        ),
      ),
    );
    const { router } = renderApp('/vacancies/1', { fetch: api.fetch });

    expect(await screen.findByText('Salary not specified')).toBeInTheDocument();
    expect(screen.queryByText('before tax')).not.toBeInTheDocument();

    await act(() => router.navigate('/vacancies/2'));
    expect(await screen.findByText('from $3,000')).toBeInTheDocument();
    expect(screen.getByText('after tax')).toBeInTheDocument();
  });

  it('shows Page Not Found when the API answers 404', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(on(vacancyRoutes.get, () => errorResponse(404, 'NOT_FOUND', 'Vacancy not found')));
    renderApp('/vacancies/999', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Page Not Found: /vacancies/999'));
  });

  it('shows Page Not Found without asking the API when the id is not a number', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    renderApp('/vacancies/abc', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(api.callsTo(vacancyRoutes.get)).toHaveLength(0);
  });

  it('offers a retry when the vacancy cannot be loaded, and shows it once it can', async () => {
    let down = true;
    const api = fakeApi(
      on(vacancyRoutes.get, () => (down ? errorResponse(503, 'UNAVAILABLE', 'Down') : jsonResponse(200, aVacancy()))),
    );
    const user = userEvent.setup();
    renderApp('/vacancies/42', { fetch: api.fetch });

    expect(await screen.findByRole('heading', { name: 'Could not load the vacancy' })).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Senior React Developer' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor who wants to write to the company to sign in, and back to the vacancy', async () => {
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
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

    await user.click(await screen.findByRole('link', { name: 'Write to the company' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fvacancies%2F42');
    expect(api.callsTo(chatRoutes.companyChat)).toHaveLength(0);

    // The tabs keep the way back.
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?next=%2Fvacancies%2F42');

    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('button', { name: 'Write to the company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vacancies/42');
  });

  it('opens the company chat with the vacancy preselected and sends the message about it', async () => {
    signInAsSeeker();
    const companyChatBodies: unknown[] = [];
    const sendBodies: unknown[] = [];
    const chat = aChat({ id: 5, title: 'Acme Corp', last_message: null, lastMessageCreatedAt: null });
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      on(chatRoutes.companyChat, async (request, { id }) => {
        expect(id).toBe('10');
        companyChatBodies.push(companyChatBodySchema.parse(await request.json()));
        return jsonResponse(200, chat);
      }),
      reply(chatRoutes.history, { message: [], has_more: false }),
      on(chatRoutes.send, async (request, { id }) => {
        const body = sendMessageBodySchema.parse(await request.json());
        sendBodies.push(body);
        return jsonResponse(200, {
          id: 100,
          text: body.message,
          createdAt: '2024-05-01T10:00:00.000Z',
          chat_id: Number(id),
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Write to the company' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/chat/5'));
    expect(router.state.location.search).toBe('?vacancy=42');
    expect(companyChatBodies).toEqual([{ vacancy_id: 42 }]);
    const vacancy = await screen.findByRole('combobox', { name: 'Vacancy' });
    expect(vacancy).toHaveValue('42');
    expect(within(vacancy).getByRole('option', { name: 'Senior React Developer' })).toBeInTheDocument();
    // The chat is not in the list yet: the kept company chat stands in for it.
    expect(await screen.findByRole('heading', { name: 'Acme Corp', level: 2 })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello, is the position open?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sendBodies).toHaveLength(1));
    expect(sendBodies[0]).toMatchObject({ message: 'Hello, is the position open?', vacancy_id: 42 });
    const history = screen.getByRole('region', { name: 'Message history' });
    expect(await within(history).findByRole('link', { name: 'Senior React Developer' })).toHaveAttribute(
      'href',
      '/vacancies/42',
    );
  });

  it('says so and stays on the page when the company chat cannot be opened', async () => {
    signInAsSeeker();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      on(chatRoutes.companyChat, () => errorResponse(500, 'INTERNAL', 'Internal error')),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Write to the company' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Could not open the chat with the company');
    expect(router.state.location.pathname).toBe('/vacancies/42');
  });
});
