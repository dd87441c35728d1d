import { screen } from '@testing-library/react';
import { AccountSettingsPage } from '../account-settings-page';
import { renderWithApi } from './render-with-api';

const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('AccountSettingsPage', () => {
  it('with notification kinds: the notifications card, the e-mail, then the password', async () => {
    renderWithApi(<AccountSettingsPage role="employer" notificationKinds={['messages', 'applications']} />, {
      audience: 'employer',
    });

    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(headings()).toEqual(['Account settings', 'Notifications', 'E-mail', 'Password']);
    expect(screen.getByRole('form', { name: 'Change e-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail')).toBeInTheDocument();
  });

  it('without (editors): the e-mail and the password', async () => {
    renderWithApi(<AccountSettingsPage role="editor" />, { audience: 'editor' });

    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(headings()).toEqual(['Account settings', 'E-mail', 'Password']);
  });
});
