import {
  countriesRoute,
  profileBodySchema,
  profileRoutes,
  seekerProfileSchema,
  type SeekerProfile,
} from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fakeApi, on, reply, SEEKER, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';

const PROFILE: SeekerProfile = seekerProfileSchema.parse({
  name: 'Demo Seeker',
  desired_position: 'Frontend developer',
  city: 'Москва',
  citizenship: null,
  salary_expectation: 250000,
  currency: 'RUB',
  schedule: 'remote',
  experience: '3-6',
  skills: ['React', 'TypeScript'],
  work_experience: [],
  education: [],
  languages: [],
  about: '',
  updated_at: '2024-05-01T09:00:00.000Z',
  completeness: { percent: 50, missing: ['citizenship', 'work_experience', 'education', 'languages', 'about'] },
  job_search_status: 'active',
  visibility: 'everyone',
  hidden_from_company_ids: [],
  hidden_from_companies: [],
  anonymous: false,
});

const COUNTRIES = [
  { code: 'US', name: 'United States', matched: 'США' },
  { code: 'UM', name: 'U.S. Outlying Islands', matched: null },
];

const countries = on(countriesRoute, (request) => {
  const url = new URL(request.url);
  if (url.searchParams.get('code') === 'US')
    return jsonResponse(200, [{ code: 'US', name: 'United States', matched: null }]);
  return jsonResponse(200, url.searchParams.get('q') === 'США' ? COUNTRIES : []);
});

const bodyOf = async (request: Request) => profileBodySchema.parse(await request.clone().json());

describe('/profile', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    localStorage.clear();
  });

  it('shows the résumé with a completeness meter that names what is missing, live', async () => {
    const api = fakeApi(reply(profileRoutes.get, PROFILE), countries);
    renderApp('/profile', { fetch: api.fetch });
    expect(await screen.findByLabelText('Desired position')).toHaveValue('Frontend developer');
    expect(screen.getByText('Résumé 58% complete')).toBeInTheDocument();
    expect(
      screen.getByText(/^Missing: Citizenship, Work experience, Education, Languages, About you$/),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('About'), 'I build interfaces.');
    expect(
      await screen.findByText(/^Missing: Citizenship, Work experience, Education, Languages$/),
    ).toBeInTheDocument();
  });

  it('edits skills as tags and finds the citizenship by “США”, then saves the whole résumé', async () => {
    const saves: unknown[] = [];
    const api = fakeApi(
      reply(profileRoutes.get, PROFILE),
      countries,
      on(profileRoutes.put, async (request) => {
        const body = await bodyOf(request);
        saves.push(body);
        return jsonResponse(200, { ...PROFILE, ...body, completeness: PROFILE.completeness });
      }),
    );
    renderApp('/profile', { fetch: api.fetch });
    const user = userEvent.setup();
    const skills = await screen.findByLabelText('Skills');
    await user.type(skills, 'GraphQL{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove skill TypeScript' }));
    const tags = within(screen.getByRole('list', { name: 'Your skills' }));
    expect(tags.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['React', 'GraphQL']);

    const citizenship = screen.getByRole('combobox', { name: 'Citizenship' });
    await user.type(citizenship, 'США');
    const option = await screen.findByRole('option', { name: /United States/ });
    expect(option).toHaveTextContent('United States (США)');
    await user.click(option);
    await waitFor(() => expect(citizenship).toHaveValue('United States'));

    await user.click(screen.getByRole('button', { name: 'Save résumé' }));
    expect(await screen.findByText('Résumé saved.')).toBeInTheDocument();
    expect(saves).toEqual([
      expect.objectContaining({ skills: ['React', 'GraphQL'], citizenship: 'US', salary_expectation: 250000 }),
    ]);
    expect(localStorage.length).toBe(0);
  });

  it('shows each field’s problem before saving', async () => {
    const api = fakeApi(reply(profileRoutes.get, PROFILE), countries);
    renderApp('/profile', { fetch: api.fetch });
    const user = userEvent.setup();
    const salary = await screen.findByLabelText('Salary expectation');
    await user.clear(salary);
    await user.type(salary, '-5');
    await user.clear(screen.getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save résumé' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Fill in this field'));
    expect(salary).toHaveAccessibleDescription(/At least 0$/);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(profileRoutes.put)).toHaveLength(0);
  });

  it('keeps everything typed when a save fails, with the server’s field messages, and a draft survives a reload', async () => {
    let fail: 'validation' | 'network' = 'validation';
    const api = fakeApi(
      reply(profileRoutes.get, PROFILE),
      countries,
      on(profileRoutes.put, () =>
        fail === 'validation'
          ? jsonResponse(400, {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid input',
                details: [{ field: 'body.city', code: 'not_a_city', message: 'No such city' }],
                requestId: 'r',
              },
            })
          : errorResponse(503, 'UNAVAILABLE', 'Service unavailable'),
      ),
    );
    const first = renderApp('/profile', { fetch: api.fetch });
    const user = userEvent.setup();
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Atlantis');
    await user.type(screen.getByLabelText('About'), 'Twelve years of typed text.');
    await user.click(screen.getByRole('button', { name: 'Save résumé' }));
    expect(await screen.findByText('Enter a city: remote work is a schedule')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need fixing');
    expect(screen.getByLabelText('About')).toHaveValue('Twelve years of typed text.');

    fail = 'network';
    await user.click(screen.getByRole('button', { name: 'Save résumé' }));
    expect(await screen.findByText(/Could not save your résumé\. Your changes are kept here/)).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('Atlantis');
    first.unmount();

    // Coming back: the draft is restored, and can be discarded.
    await waitFor(() => expect(localStorage.getItem(`profile-draft:${SEEKER.id}`)).toContain('Twelve years'));
    renderApp('/profile', { fetch: api.fetch });
    expect(await screen.findByLabelText('About')).toHaveValue('Twelve years of typed text.');
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes from last time are back.');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('About')).toHaveValue('');
    // The stored «Москва», in the interface language (English here).
    expect(screen.getByLabelText('City')).toHaveValue('Moscow');
  });

  it('adds a job and names its bad dates', async () => {
    const api = fakeApi(reply(profileRoutes.get, PROFILE), countries);
    renderApp('/profile', { fetch: api.fetch });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a job' }));
    const job = within(screen.getByRole('group', { name: 'Job 1' }));
    await user.type(job.getByLabelText('Company'), 'Vector');
    await user.type(job.getByLabelText('Position'), 'Developer');
    await user.click(screen.getByRole('button', { name: 'Save résumé' }));
    expect(await job.findByText('Use the form YYYY-MM, e.g. 2022-03')).toBeInTheDocument();
  });
});
