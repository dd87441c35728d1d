import { createReportBodySchema, reportRoutes, vacancyRoutes } from '@jobs/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVacancy, errorResponse, fakeApi, on, reply, signInAsSeeker } from './fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from './render-app';

describe('reporting a vacancy', () => {
  afterEach(() => {
    clearAuthCookies();
    localStorage.clear();
  });

  it('sends the reason and comment and confirms; a second report says it was reported already', async () => {
    signInAsSeeker();
    const bodies: unknown[] = [];
    let answered = 0;
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy()),
      on(reportRoutes.create, async (request) => {
        bodies.push(createReportBodySchema.parse(await request.json()));
        answered += 1;
        return answered === 1
          ? jsonResponse(201, {
              id: 1,
              target: { kind: 'vacancy', id: 42 },
              reason: 'scam',
              comment: 'Asks for a deposit',
              status: 'open',
              created_at: '2024-05-01T09:00:00.000Z',
            })
          : errorResponse(409, 'CONFLICT', 'You have reported this already');
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderApp('/vacancies/42', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report “Senior React Developer”' });
    const send = within(dialog).getByRole('button', { name: 'Send the report' });
    expect(send).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Scam or fraud/ }));
    await user.type(within(dialog).getByLabelText('Comment (optional)'), 'Asks for a deposit');
    await user.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you: your report was sent.');
    expect(bodies).toEqual([{ target: { kind: 'vacancy', id: 42 }, reason: 'scam', comment: 'Asks for a deposit' }]);
    unmount();

    renderApp('/vacancies/42', { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(
      await screen.findByText('You have reported this already. We will tell you the outcome.'),
    ).toBeInTheDocument();
  });
});

describe('a vacancy held by reports', () => {
  it('says it is under review instead of the 404 page', async () => {
    const api = fakeApi(
      on(vacancyRoutes.get, () =>
        jsonResponse(404, {
          error: { code: 'NOT_FOUND', message: 'The vacancy is under review', details: { under_review: true } },
        }),
      ),
    );
    renderApp('/vacancies/42', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1, name: 'This vacancy is under review' })).toBeInTheDocument();
  });
});
