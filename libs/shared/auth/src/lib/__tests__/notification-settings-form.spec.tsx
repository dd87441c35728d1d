import { notificationSettingsRoutes, type NotificationSettings } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { DEFAULT_RUNTIME_CONFIG, RuntimeConfigProvider } from '@jobs/web-platform';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationSettingsForm } from '../notification-settings-form';
import { renderWithApi, TEST_API_BASE } from './render-with-api';

const STORED: NotificationSettings = {
  email: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'digest',
    invitations: 'instant',
    interviews: 'instant',
  },
  push: { messages: 'instant', applications: 'off', alerts: 'instant', invitations: 'instant', interviews: 'instant' },
  quiet_hours: null,
  time_zone: 'Europe/Moscow',
};

const renderForm = (oneSignalAppId: string) => {
  const api = createFakeApi(TEST_API_BASE)
    .on(notificationSettingsRoutes.get, () => STORED)
    .on(notificationSettingsRoutes.put, ({ body }) => body);
  renderWithApi(
    <RuntimeConfigProvider config={{ ...DEFAULT_RUNTIME_CONFIG, oneSignalAppId }}>
      <NotificationSettingsForm />
    </RuntimeConfigProvider>,
    { fetch: api.fetch },
  );
  return api;
};

describe('NotificationSettingsForm', () => {
  it('does not offer push when OneSignal is not configured, and keeps the stored push settings on save', async () => {
    const api = renderForm('');
    const email = await screen.findByRole('group', { name: 'E-mail' });
    expect(screen.queryByRole('group', { name: 'Push' })).toBeNull();
    // Where the alerts' e-mail is chosen, the one default is told (issue 30 item 10).
    expect(within(email).getByLabelText('Saved search alerts')).toHaveAccessibleDescription(
      'By default a saved search alerts once a day, and its e-mail comes in the daily digest.',
    );
    await userEvent.setup().selectOptions(within(email).getByLabelText('Saved search alerts'), 'instant');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/notification-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/notification-settings')[0]?.body).toEqual({
      ...STORED,
      email: { ...STORED.email, alerts: 'instant' },
    });
  });

  it('offers push (at once or off: push has no digest) when OneSignal is configured', async () => {
    renderForm('onesignal-app');
    const push = await screen.findByRole('group', { name: 'Push' });
    const alerts = within(push).getByLabelText('Saved search alerts');
    expect(
      within(alerts)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['instant', 'off']);
    expect(screen.getByLabelText(/push notifications during quiet hours/)).toBeTruthy();
  });
});
