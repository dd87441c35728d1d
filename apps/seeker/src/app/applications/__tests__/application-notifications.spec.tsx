import { applicationRoutes, chatRoutes } from '@jobs/contracts';
import { activateLocale } from '@jobs/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { loadAppCatalog } from '../../catalog';
import { aNotification, fakeApi, on, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { appLinkOf } from '../../shell/app-link';
import { anApplication } from './application-fixtures';

describe('a notification’s link', () => {
  it('is a path of this app without the locale prefix (the router adds the one on screen)', () => {
    expect(appLinkOf('/applications')).toBe('/applications');
    expect(appLinkOf('/applications/5?x=1#top')).toBe('/applications/5?x=1#top');
    expect(appLinkOf('/en/applications')).toBe('/applications');
    expect(appLinkOf('/en')).toBe('/');
    expect(appLinkOf('https://evil.example/applications')).toBeNull();
    expect(appLinkOf('//evil.example/applications')).toBeNull();
    expect(appLinkOf('/\\evil.example')).toBeNull();
  });

  it('opens the employer app’s team-invitation page whole, and no other page of another site', () => {
    const invite = 'http://localhost:4300/en/employer/accept-invite?token=abc';
    expect(appLinkOf(invite)).toBe(invite);
    expect(appLinkOf('https://jobs.example/employer/accept-invite?token=abc')).toBe(
      'https://jobs.example/employer/accept-invite?token=abc',
    );
    expect(appLinkOf('https://evil.example/employer/candidates')).toBeNull();
    // eslint-disable-next-line no-script-url -- the link a notification must never open
    expect(appLinkOf('javascript:alert(1)')).toBeNull();
  });
});

describe('an application’s status notification', () => {
  beforeEach(async () => {
    signInAsSeeker();
    await activateLocale('en', [loadAppCatalog]);
  });
  afterEach(async () => {
    toast.dismiss();
    clearAuthCookies();
    localStorage.clear();
    await activateLocale('en', [loadAppCatalog]);
  });

  it('opens /applications under /en from the toast’s View', async () => {
    const api = fakeApi(
      on(chatRoutes.notifies, () =>
        jsonResponse(200, [
          aNotification(40, {
            title: 'Acme Corp',
            text: 'Invited to an interview: Senior React Developer',
            chat_id: 31,
            link: '/applications',
          }),
        ]),
      ),
      on(chatRoutes.readNotifies, () => jsonResponse(200, { updated: 1 })),
      on(applicationRoutes.list, () =>
        jsonResponse(200, { items: [anApplication({ id: 5, status: 'invited' })], total: 1 }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/', { fetch: api.fetch, locale: 'en' });

    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/applications'));
    const card = await screen.findByRole('region', { name: 'Senior React Developer' });
    expect(within(card).getByText('Invited')).toBeInTheDocument();
  });

  it('reads the applications again when a notification arrives, so the page shows the new status', async () => {
    let status: 'new' | 'invited' = 'new';
    let polls = 0;
    const api = fakeApi(
      on(chatRoutes.notifies, () => {
        polls += 1;
        if (polls === 1) return jsonResponse(200, []);
        status = 'invited';
        return jsonResponse(200, [aNotification(41, { title: 'Acme Corp', chat_id: 31, link: '/applications' })]);
      }),
      on(chatRoutes.readNotifies, () => jsonResponse(200, { updated: 1 })),
      on(applicationRoutes.list, () => jsonResponse(200, { items: [anApplication({ id: 5, status })], total: 1 })),
    );
    const { queryClient } = renderApp('/applications', { fetch: api.fetch });

    const card = await screen.findByRole('region', { name: 'Senior React Developer' });
    expect(within(card).getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(polls).toBe(1));
    // The next poll (every 10 s) brings the status change: brought forward here.
    await queryClient.refetchQueries({ queryKey: ['notifications'] });

    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    expect(await within(card).findByText('Invited')).toBeInTheDocument();
  });
});
