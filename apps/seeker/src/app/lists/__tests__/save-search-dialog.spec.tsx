import { DEFAULT_NOTIFICATION_SETTINGS, savedSearchRoutes } from '@jobs/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, on, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';

describe('the save-search dialog (issue 30 item 10: one default for alerts)', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('offers once a day, as the alerts’ e-mail digest, says so, and saves it', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi(
      on(savedSearchRoutes.create, async (request) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return jsonResponse(201, {
          id: 1,
          name: body['name'],
          query: body['query'],
          alert: body['alert'],
          new_count: 0,
          created_at: '2026-01-01T00:00:00.000Z',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/vacancies?q=react', { fetch: api.fetch });
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const alerts = await screen.findByRole('combobox', { name: 'Alerts about new vacancies' });
    expect(alerts).toHaveValue('daily');
    expect(DEFAULT_NOTIFICATION_SETTINGS.email.alerts).toBe('digest');
    expect(alerts).toHaveAccessibleDescription(/Once a day unless you choose otherwise.*daily e-mail digest/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ alert: 'daily' });
  });
});
