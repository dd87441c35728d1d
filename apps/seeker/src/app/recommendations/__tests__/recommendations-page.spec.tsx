import { recommendationRoutes, recommendationsResponseSchema, type RecommendationsResponse } from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVacancy, errorResponse, fakeApi, on, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';

const answer = (dismissed: number[] = []): RecommendationsResponse =>
  recommendationsResponseSchema.parse({
    personalized: true,
    dismissed: dismissed.length,
    items: [
      {
        vacancy: aVacancy({
          id: 42,
          title: 'Senior React Developer',
          company: { id: 10, name: 'Acme Corp', logo: '/uploads/2026/11/0123456789abcdef0123456789abcdef.webp' },
        }),
        score: 80,
        reasons: [
          {
            kind: 'skills',
            matched: ['React', 'TypeScript'],
            total: 3,
            text: 'Matches 2 of your 3 skills: React, TypeScript',
          },
          { kind: 'remote', matched: ['remote'], total: null, text: 'Remote, as you prefer' },
        ],
      },
      {
        vacancy: aVacancy({ id: 43, title: 'Frontend Engineer', company: { id: 11, name: 'Globex', logo: null } }),
        score: 40,
        reasons: [{ kind: 'city', matched: ['Moscow'], total: null, text: 'In your city: Moscow' }],
      },
    ].filter((item) => !dismissed.includes(item.vacancy.id)),
  });

describe('/recommendations', () => {
  afterEach(() => clearAuthCookies());

  it('asks a signed-out visitor to sign in, without calling the API', async () => {
    const api = fakeApi();
    renderApp('/recommendations', { fetch: api.fetch });
    expect(await screen.findByRole('region', { name: 'Sign in to see your recommendations' })).toBeInTheDocument();
    expect(api.callsTo(recommendationRoutes.list)).toHaveLength(0);
  });

  it('lists the vacancies with their reasons and logos through the optimiser', async () => {
    signInAsSeeker();
    const api = fakeApi(on(recommendationRoutes.list, () => jsonResponse(200, answer())));
    renderApp('/recommendations', { fetch: api.fetch });
    const list = await screen.findByRole('list', { name: 'Recommended vacancies' });
    const reasons = within(list).getByRole('list', { name: 'Why Senior React Developer is recommended' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Matches 2 of your 3 skills: React, TypeScript', 'Remote, as you prefer']);
    expect(within(list).getByRole('link', { name: 'Senior React Developer' })).toHaveAttribute('href', '/vacancies/42');
    expect(within(list).getByRole('img', { name: 'Acme Corp logo' }).getAttribute('src')).toMatch(
      /\/_img\/w_48,h_48,f_webp,fit_contain,b_ffffff\//,
    );
    expect(new URL(api.callsTo(recommendationRoutes.list)[0]?.url ?? '').searchParams.get('locale')).toBe('en');
  });

  it('hides a vacancy on “Not interested” and brings it back on Undo', async () => {
    signInAsSeeker();
    let dismissed: number[] = [];
    const api = fakeApi(
      on(recommendationRoutes.list, () => jsonResponse(200, answer(dismissed))),
      on(recommendationRoutes.dismiss, (_request, params) => {
        dismissed = [...dismissed, Number(params['vacancyId'])];
        return jsonResponse(200, { ok: true });
      }),
      on(recommendationRoutes.undoDismiss, (_request, params) => {
        dismissed = dismissed.filter((id) => id !== Number(params['vacancyId']));
        return jsonResponse(200, { ok: true });
      }),
    );
    renderApp('/recommendations', { fetch: api.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Not interested in Senior React Developer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('“Senior React Developer” hidden.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Senior React Developer' })).not.toBeInTheDocument());
    expect(api.callsTo(recommendationRoutes.dismiss)[0]?.url).toMatch(/\/recommendations\/42\/dismiss$/);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Senior React Developer' })).toBeInTheDocument();
    expect(api.callsTo(recommendationRoutes.undoDismiss)).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when it cannot load, and retries', async () => {
    signInAsSeeker();
    let calls = 0;
    const api = fakeApi(
      on(recommendationRoutes.list, () =>
        ++calls <= 2 ? errorResponse(500, 'INTERNAL', 'Internal server error') : jsonResponse(200, answer()),
      ),
    );
    renderApp('/recommendations', { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Frontend Engineer' })).toBeInTheDocument();
  });
});
