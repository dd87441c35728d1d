import { accountRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangeEmailForm } from '../change-email-form';
import { renderWithApi, TEST_API_BASE } from './render-with-api';

describe('ChangeEmailForm', () => {
  it('sends the new address with the current password and says where the link went', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.seeker.changeEmail, () =>
      Response.json({}, { status: 202 }),
    );
    renderWithApi(<ChangeEmailForm role="seeker" />, { fetch: api.fetch });
    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    await user.type(within(form).getByLabelText('New e-mail'), 'ann.new@example.com');
    await user.type(within(form).getByLabelText('Current password'), 'my password');
    await user.click(within(form).getByRole('button', { name: 'Change e-mail' }));

    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a link to ann.new@example.com');
    expect(api.callsTo('POST', '/auth/email/change')).toEqual([
      expect.objectContaining({ body: { new_email: 'ann.new@example.com', current_password: 'my password' } }),
    ]);
  });

  it('shows a wrong current password next to the field', async () => {
    const api = createFakeApi(TEST_API_BASE).on(accountRoutes.seeker.changeEmail, () =>
      Response.json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            requestId: 'r1',
            details: [{ field: 'body.current_password', code: 'current_password_wrong', message: 'The current password is not right' }],
          },
        },
        { status: 400 },
      ),
    );
    renderWithApi(<ChangeEmailForm role="seeker" />, { fetch: api.fetch });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New e-mail'), 'ann.new@example.com');
    await user.type(screen.getByLabelText('Current password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));

    expect(await screen.findByText('The current password is not right')).toBeInTheDocument();
  });
});
