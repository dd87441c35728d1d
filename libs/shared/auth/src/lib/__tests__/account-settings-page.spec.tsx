import { screen } from '@testing-library/react';
import { AccountSettingsPage } from '../account-settings-page';
import { renderWithApi } from './render-with-api';

const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('AccountSettingsPage', () => {
  it('with notification kinds: the notifications card, then the password', async () => {
    renderWithApi(<AccountSettingsPage role="employer" notificationKinds={['messages', 'applications']} />, {
      audience: 'employer',
    });

    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(headings()).toEqual(['Account settings', 'Notifications', 'Password']);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('without (editors): the password only', async () => {
    renderWithApi(<AccountSettingsPage role="editor" />, { audience: 'editor' });

    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(headings()).toEqual(['Account settings', 'Password']);
  });
});
