import { useTestApp } from '../../../__tests__/support/harness';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { editor, employer, ok, seeker, type Party } from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();

type ProfileDto = Record<string, unknown> & {
  name: string;
  skills: string[];
  completeness: { percent: number; missing: string[] };
};

const getProfile = (who: { token: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(who.token) });
const putProfile = (who: { token: string }, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(who.token), payload });

const FULL = {
  name: 'Anna Smirnova',
  desired_position: 'Frontend developer',
  city: 'Москва',
  citizenship: 'RU',
  salary_expectation: 250000,
  currency: 'RUB',
  schedule: 'remote',
  experience: '3-6',
  skills: ['React', 'TypeScript', 'react', ' CSS '],
  work_experience: [
    { company: 'Vector', position: 'Frontend developer', from: '2021-03', to: null, description: 'Dashboards' },
  ],
  education: [{ institution: 'HSE', degree: 'BSc', year: 2020 }],
  languages: [{ code: 'en', level: 'B2' }],
  about: 'I like typed code.',
};

const fieldsOf = (body: { error: { details?: { field: string }[] } }) =>
  (body.error.details ?? []).map((detail) => detail.field);

describe('GET /profile', () => {
  it('returns an empty résumé with the account name before the first save, and what is missing', async () => {
    const ann = await seeker(ctx.app);
    const profile = ok<ProfileDto>(await getProfile(ann));
    expect(profile).toMatchObject({
      name: 'Ann Seeker',
      desired_position: '',
      citizenship: null,
      skills: [],
      work_experience: [],
      updated_at: null,
      currency: 'RUB',
    });
    expect(profile.completeness.missing).toEqual(expect.arrayContaining(['skills', 'citizenship', 'about']));
    expect(profile.completeness.missing).not.toContain('name');
    expect(profile.completeness.percent).toBe(8);
  });

  it('answers 401 without a token and 403 for employers and editors', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await getProfile(await employer(ctx.app))).statusCode).toBe(403);
    expect((await getProfile(await editor(ctx.app, ctx.database.handle))).statusCode).toBe(403);
    expect((await putProfile(await employer(ctx.app), FULL)).statusCode).toBe(403);
  });
});

describe('PUT /profile', () => {
  let ann: Party;
  beforeAll(async () => {
    ann = await seeker(ctx.app);
  });

  it('saves the whole résumé and the account name, trimmed and with duplicate skills dropped', async () => {
    const saved = ok<ProfileDto>(await putProfile(ann, FULL));
    expect(saved).toMatchObject({ ...FULL, skills: ['React', 'TypeScript', 'CSS'] });
    expect(saved.completeness).toEqual({ percent: 100, missing: [] });
    expect(typeof saved['updated_at']).toBe('string');
    expect(ok<ProfileDto>(await getProfile(ann))).toEqual(saved);
    const me = ok<{ name: string }>(
      await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(ann.token) }),
    );
    expect(me.name).toBe('Anna Smirnova');
  });

  it('clears what a later save leaves out', async () => {
    const saved = ok<ProfileDto>(await putProfile(ann, { name: 'Anna Smirnova', skills: ['Go'] }));
    expect(saved).toMatchObject({ skills: ['Go'], city: '', citizenship: null, work_experience: [] });
    expect(saved.completeness.missing).toContain('city');
  });

  it('answers 400 naming every bad field and saves nothing of it', async () => {
    ok(await putProfile(ann, FULL));
    const response = await putProfile(ann, {
      ...FULL,
      name: 'Changed name',
      citizenship: 'usa',
      salary_expectation: -1,
      schedule: 'sometimes',
      skills: ['React', 'x'.repeat(51)],
      work_experience: [{ company: 'Vector', position: 'Dev', from: '2022-05', to: '2021-01' }],
      languages: [{ code: 'english', level: 'B2' }],
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(
      expect.arrayContaining([
        'body.citizenship',
        'body.salary_expectation',
        'body.schedule',
        'body.skills.1',
        'body.work_experience.0.to',
        'body.languages.0.code',
      ]),
    );
    const kept = ok<ProfileDto>(await getProfile(ann));
    expect(kept.name).toBe('Anna Smirnova');
    expect(kept.skills).toEqual(['React', 'TypeScript', 'CSS']);
  });

  it('refuses more than 30 skills, an empty name and an unknown country', async () => {
    const many = await putProfile(ann, { ...FULL, skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) });
    expect(many.statusCode).toBe(400);
    expect(fieldsOf(many.json())).toEqual(['body.skills']);
    const noName = await putProfile(ann, { ...FULL, name: '   ' });
    expect(fieldsOf(noName.json())).toEqual(['body.name']);
    const remote = await putProfile(ann, { ...FULL, city: 'Удалённо' });
    expect(remote.statusCode).toBe(400);
    expect(remote.json().error.details).toEqual([
      expect.objectContaining({
        field: 'body.city',
        code: 'not_a_city',
        message: 'Enter a city: remote work is a schedule',
      }),
    ]);
    const unknown = await putProfile(ann, { ...FULL, citizenship: 'ZZ' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown.json())).toEqual(['body.citizenship']);
    const notJson = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...bearer(ann.token), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('keeps each seeker’s résumé their own', async () => {
    const bob = await seeker(ctx.app);
    ok(await putProfile(bob, { name: 'Bob', skills: ['Rust'] }));
    ok(await putProfile(ann, FULL));
    expect(ok<ProfileDto>(await getProfile(bob)).skills).toEqual(['Rust']);
    expect(ok<ProfileDto>(await getProfile(ann)).skills).toEqual(['React', 'TypeScript', 'CSS']);
  });
});
