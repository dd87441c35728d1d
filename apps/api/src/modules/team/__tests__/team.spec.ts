import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companies, emailOutbox, findMigrationsDir, notifications, teamInvites, vacancies } from '@jobs/server-db';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, login, uniqueEmail } from '../../../__tests__/support/auth-helpers';
import { employer, ok, seeker, vacancy, type Employer } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { vacancyInput } from '../../../__tests__/support/vacancy-input';
import { appApi, RESUME } from '../../applications/__tests__/application-helpers';
import { renderEmail } from '../../email/templates';
import { inviteTokenFor, recruiterOf, teamApi } from './team-helpers';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

type TeamDto = {
  members: { user_id: number; name: string; email: string; role: string; joined_at: string }[];
  invites: { id: number; email: string; role: string; expires_at: string }[];
};
type NoteDto = { id: number; body: string; by: { id: number; name: string } | null };

/** A seeker with a résumé applies to a fresh published vacancy of the company. */
const applicationTo = async (companyId: number) => {
  const sam = await seeker(ctx.app);
  ok(await appApi(ctx.app).saveResume(sam, RESUME));
  const vacancyId = await vacancy(ctx.database.handle, companyId);
  const id = ok<{ id: number }>(await appApi(ctx.app).apply(sam, vacancyId), 201).id;
  return { sam, vacancyId, id };
};

describe('the company team', () => {
  let owner: Employer;
  beforeAll(async () => {
    owner = await employer(ctx.app);
  });

  it("makes the company's creator its owner", async () => {
    const team = ok<TeamDto>(await teamApi(ctx.app).team(owner));
    expect(team.members).toEqual([expect.objectContaining({ user_id: owner.user.id, role: 'owner' })]);
    const [company] = await db().select().from(companies).where(eq(companies.id, owner.companyId));
    expect(company?.ownerUserId).toBe(owner.user.id);
  });

  it('invites by e-mail with a hashed, single-use link valid 7 days, in both languages', async () => {
    const email = uniqueEmail('Invitee').toUpperCase();
    const invite = ok<{ id: number; email: string; role: string; expires_at: string }>(
      await teamApi(ctx.app).invite(owner, email),
      201,
    );
    expect(invite.email).toBe(email.toLowerCase());
    expect(invite.role).toBe('recruiter');
    const days = (new Date(invite.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const team = ok<TeamDto>(await teamApi(ctx.app).team(owner));
    expect(team.invites.map((i) => i.id)).toContain(invite.id);

    const token = await inviteTokenFor(ctx.database.handle, invite.email);
    const [row] = await db().select().from(teamInvites).where(eq(teamInvites.id, invite.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);

    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, invite.email));
    expect(mail?.kind).toBe('account');
    expect(String(mail?.data['url'])).toMatch(/\/employer\/accept-invite\?token=/);
    const data = { ...mail?.data };
    const ru = renderEmail('team_invite', 'ru', data);
    const en = renderEmail('team_invite', 'en', data);
    expect(ru.subject).toContain('Приглашение в команду');
    expect(en.subject).toContain('Join the');
    expect(en.text).toContain('7 days');
    expect(ru.html).toContain('accept-invite?token=');
  });

  it('joins through the link once; a used, withdrawn or expired link is a clear 400', async () => {
    const team = teamApi(ctx.app);
    const email = uniqueEmail('joiner');
    ok(await team.invite(owner, email), 201);
    const token = await inviteTokenFor(ctx.database.handle, email);
    const joined = ok<{ token: string; user: { id: number; company_id: number; email_verified: boolean } }>(
      await team.accept(token, 'Jo Joiner'),
    );
    expect(joined.user.company_id).toBe(owner.companyId);
    expect(joined.user.email_verified).toBe(true);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/employer/me', headers: bearer(joined.token) });
    expect(me.statusCode).toBe(200);
    const members = ok<TeamDto>(await team.team(owner)).members;
    expect(members).toContainEqual(expect.objectContaining({ user_id: joined.user.id, role: 'recruiter' }));

    const again = await team.accept(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details[0]).toMatchObject({ field: 'body.token', code: 'link_invalid' });

    const late = uniqueEmail('late');
    ok(await team.invite(owner, late), 201);
    const lateToken = await inviteTokenFor(ctx.database.handle, late);
    await db()
      .update(teamInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.email, late));
    const expired = await team.accept(lateToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details[0]).toMatchObject({ field: 'body.token', code: 'invite_expired' });

    const gone = uniqueEmail('gone');
    const goneInvite = ok<{ id: number }>(await team.invite(owner, gone), 201);
    const goneToken = await inviteTokenFor(ctx.database.handle, gone);
    expect((await team.cancelInvite(owner, goneInvite.id)).statusCode).toBe(204);
    expect((await team.cancelInvite(owner, goneInvite.id)).statusCode).toBe(404);
    expect((await team.accept(goneToken)).json().error.details[0].code).toBe('link_invalid');

    expect((await team.accept('no-such-token')).statusCode).toBe(400);
    const weak = await team.accept(lateToken, 'W', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details[0].field).toBe('body.password');
  });

  it('tells an account that already has the address in the app, without the token; the e-mail accepts', async () => {
    const ann = await seeker(ctx.app);
    ok(await teamApi(ctx.app).invite(owner, ann.email), 201);
    const token = await inviteTokenFor(ctx.database.handle, ann.email);
    const [told] = await db().select().from(notifications).where(eq(notifications.userId, ann.user.id));
    expect(told).toMatchObject({ code: 'team_invite', title: 'Приглашение в команду' });
    // A notification row holds no bearer secret: the link opens the accepting page without it.
    expect(told?.link).toMatch(/^http:\/\/[^/]+\/employer\/accept-invite$/);
    expect(JSON.stringify(told)).not.toContain(token);
    // The e-mail to the address carries the link that accepts.
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, ann.email), eq(emailOutbox.template, 'team_invite')));
    expect(String(mail?.data['url'])).toMatch(new RegExp(`/employer/accept-invite\\?token=${token}$`));
    // The address accepts as usual: a new employer account of the company, the seeker's stays.
    const joined = ok<{ user: { id: number; role: string } }>(await teamApi(ctx.app).accept(token, 'Ann Recruiter'));
    expect(joined.user).toMatchObject({ role: 'employer' });
    expect(joined.user.id).not.toBe(ann.user.id);
    // An address nobody has yet: the e-mail alone.
    const before = await db().select().from(notifications);
    ok(await teamApi(ctx.app).invite(owner, uniqueEmail('stranger')), 201);
    expect(await db().select().from(notifications)).toHaveLength(before.length);
  });

  it('migration 0042 takes the token out of the invitation links written before', async () => {
    const ann = await seeker(ctx.app);
    const old = 'http://localhost:4300/employer/accept-invite?token=an-old-secret';
    const [row] = await db()
      .insert(notifications)
      .values([
        { userId: ann.user.id, text: 'Join us', link: old, code: 'team_invite' },
        { userId: ann.user.id, text: 'Other', link: '/applications?status=invited', code: 'application_status' },
      ])
      .returning();
    const migration = readFileSync(join(findMigrationsDir(), '0042_invite_links_without_token.sql'), 'utf8');
    await db().execute(sql.raw(migration));
    const rows = await db().select().from(notifications).where(eq(notifications.userId, ann.user.id));
    expect(rows.find((r) => r.id === row?.id)?.link).toBe('http://localhost:4300/employer/accept-invite');
    expect(rows.find((r) => r.code === 'application_status')?.link).toBe('/applications?status=invited');
  });

  it('refuses to invite an address that already has an employer account', async () => {
    const other = await employer(ctx.app);
    const response = await teamApi(ctx.app).invite(owner, other.email);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ field: 'body.email', code: 'team_member_exists' });
    const bad = await teamApi(ctx.app).invite(owner, 'not-an-address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('body.email');
  });

  it('hands the company over by making a member the owner; nobody changes themselves', async () => {
    const boss = await employer(ctx.app);
    const rita = await recruiterOf(ctx.app, ctx.database.handle, boss);
    const team = teamApi(ctx.app);
    const self = await team.setRole(boss, boss.user.id, 'recruiter');
    expect(self.statusCode).toBe(400);
    expect(self.json().error.details[0]).toMatchObject({ field: 'params.user_id', code: 'team_self' });
    expect((await team.remove(boss, boss.user.id)).statusCode).toBe(400);
    expect(ok<{ role: string }>(await team.setRole(boss, rita.user.id, 'owner')).role).toBe('owner');
    const roles = Object.fromEntries(ok<TeamDto>(await team.team(rita)).members.map((m) => [m.user_id, m.role]));
    expect(roles).toEqual({ [boss.user.id]: 'recruiter', [rita.user.id]: 'owner' });
    expect((await team.invite(boss, uniqueEmail('x'))).statusCode).toBe(403);
    expect((await team.invite(rita, uniqueEmail('x'))).statusCode).toBe(201);
    // Another company's member is not found.
    const stranger = await employer(ctx.app);
    expect((await team.setRole(rita, stranger.user.id, 'owner')).statusCode).toBe(404);
  });

  it('removes a member: sessions end at once, their work stays signed, their vacancies go to the owner', async () => {
    const boss = await employer(ctx.app);
    const ron = await recruiterOf(ctx.app, ctx.database.handle, boss, 'Ron Recruiter');
    const { id } = await applicationTo(boss.companyId);
    const api = appApi(ctx.app);
    const opened = ok<{ version: number }>(await api.candidate(ron, id));
    ok(await api.move(ron, id, { status: 'invited', version: opened.version }));
    ok(await teamApi(ctx.app).addNote(ron, id, 'Good on the phone'), 201);
    const created = ok<{ id: number; responsible_user_id: number }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/employer/vacancies',
        headers: bearer(ron.token),
        payload: vacancyInput(),
      }),
      201,
    );
    expect(created.responsible_user_id).toBe(ron.user.id);

    expect((await teamApi(ctx.app).remove(boss, ron.user.id)).statusCode).toBe(204);
    expect((await teamApi(ctx.app).team(ron)).statusCode).toBe(401);
    expect((await login(ctx.app, 'employer', ron.email)).statusCode).toBe(401);
    const members = ok<TeamDto>(await teamApi(ctx.app).team(boss)).members.map((m) => m.user_id);
    expect(members).toEqual([boss.user.id]);

    const view = ok<{ history: { status: string; by: { id: number; name: string } | null }[] }>(
      await api.candidate(boss, id),
    );
    expect(view.history.find((h) => h.status === 'invited')?.by).toEqual({ id: ron.user.id, name: 'Ron Recruiter' });
    expect(view.history.find((h) => h.status === 'new')?.by).toBeNull();
    const notes = ok<{ items: NoteDto[] }>(await teamApi(ctx.app).notes(boss, id)).items;
    expect(notes[0]?.by).toEqual({ id: ron.user.id, name: 'Ron Recruiter' });
    const [moved] = await db()
      .select({ responsible: vacancies.responsibleUserId })
      .from(vacancies)
      .where(eq(vacancies.id, created.id));
    expect(moved?.responsible).toBe(boss.user.id);
  });

  it('gives each vacancy a responsible member and filters the candidates by it', async () => {
    const boss = await employer(ctx.app);
    const rita = await recruiterOf(ctx.app, ctx.database.handle, boss);
    const post = (who: Employer, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/employer/vacancies', headers: bearer(who.token), payload });
    const mine = ok<{ id: number; responsible_user_id: number; version: number }>(
      await post(boss, vacancyInput()),
      201,
    );
    expect(mine.responsible_user_id).toBe(boss.user.id);
    const hers = ok<{ id: number; responsible_user_id: number }>(
      await post(boss, vacancyInput({ responsible_user_id: rita.user.id })),
      201,
    );
    expect(hers.responsible_user_id).toBe(rita.user.id);
    const stranger = await employer(ctx.app);
    const wrong = await post(boss, vacancyInput({ responsible_user_id: stranger.user.id }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details[0]).toMatchObject({ field: 'body.responsible_user_id', code: 'not_team_member' });

    const handed = ok<{ responsible_user_id: number; status: string }>(
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/employer/vacancies/${mine.id}`,
        headers: bearer(boss.token),
        payload: { version: mine.version, responsible_user_id: rita.user.id },
      }),
    );
    expect(handed).toMatchObject({ responsible_user_id: rita.user.id, status: 'draft' });

    // Candidates of a published vacancy of each: the owner's (by the trigger's default) and Rita's.
    const a = await applicationTo(boss.companyId);
    const b = await applicationTo(boss.companyId);
    await db().update(vacancies).set({ responsibleUserId: rita.user.id }).where(eq(vacancies.id, b.vacancyId));
    const list = async (userId: number) =>
      ok<{ items: { id: number; responsible_user_id: number }[]; total: number }>(
        await appApi(ctx.app).candidates(boss, `?responsible_user_id=${userId}`),
      );
    expect((await list(rita.user.id)).items.map((i) => i.id)).toEqual([b.id]);
    expect((await list(boss.user.id)).items.map((i) => i.id)).toEqual([a.id]);
    expect((await appApi(ctx.app).candidates(boss, '?responsible_user_id=abc')).statusCode).toBe(400);

    const perMember = ok<{ items: { user_id: number; name: string; applications_90d: number }[] }>(
      await teamApi(ctx.app).responsiveness(boss),
    );
    expect(perMember.items.map((m) => m.user_id).sort()).toEqual([boss.user.id, rita.user.id].sort());
  });
});

describe('notes on candidates', () => {
  it('are written by any member, changed only by their author, and hidden from everyone else', async () => {
    const boss = await employer(ctx.app);
    const rita = await recruiterOf(ctx.app, ctx.database.handle, boss, 'Rita Notes');
    const { sam, id } = await applicationTo(boss.companyId);
    const team = teamApi(ctx.app);

    const note = ok<NoteDto>(await team.addNote(rita, id, '  Strong SQL, weak English  '), 201);
    expect(note).toMatchObject({ body: 'Strong SQL, weak English', by: { id: rita.user.id, name: 'Rita Notes' } });
    ok(await team.addNote(boss, id, 'Agreed'), 201);
    expect(ok<{ items: NoteDto[] }>(await team.notes(boss, id)).items.map((n) => n.body)).toEqual([
      'Strong SQL, weak English',
      'Agreed',
    ]);

    expect((await team.editNote(boss, note.id, 'Mine now')).statusCode).toBe(403);
    expect((await team.deleteNote(boss, note.id)).statusCode).toBe(403);
    expect(ok<NoteDto>(await team.editNote(rita, note.id, 'Strong SQL')).body).toBe('Strong SQL');

    const long = await team.addNote(rita, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].field).toBe('body.body');
    expect((await team.addNote(rita, id, '   ')).statusCode).toBe(400);

    // Another company: 404 on the application's notes and on the note itself.
    const other = await employer(ctx.app);
    expect((await team.notes(other, id)).statusCode).toBe(404);
    expect((await team.addNote(other, id, 'peek')).statusCode).toBe(404);
    expect((await team.editNote(other, note.id, 'peek')).statusCode).toBe(404);
    expect((await team.deleteNote(other, note.id)).statusCode).toBe(404);
    // The seeker: refused the routes, and nothing of the notes in their application or export.
    expect((await team.notes(sam, id)).statusCode).toBe(403);
    const own = await appApi(ctx.app).one(sam, id);
    expect(own.body).not.toContain('Strong SQL');
    const exported = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/default/me/export',
      headers: bearer(sam.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain('Strong SQL');
    expect(exported.body).not.toContain('Agreed');
    expect(exported.body).not.toContain('by_user_id');

    expect((await team.deleteNote(rita, note.id)).statusCode).toBe(204);
    expect((await team.editNote(rita, note.id, 'x')).statusCode).toBe(404);
    expect(ok<{ items: NoteDto[] }>(await team.notes(rita, id)).items).toHaveLength(1);
  });

  it("names the member behind each move in the company's history, never in the seeker's", async () => {
    const boss = await employer(ctx.app);
    const { sam, id } = await applicationTo(boss.companyId);
    const api = appApi(ctx.app);
    const opened = ok<{ version: number; history: { status: string; by: unknown }[] }>(await api.candidate(boss, id));
    expect(opened.history.find((h) => h.status === 'viewed')?.by).toMatchObject({ id: boss.user.id });
    const seen = ok<{ history: Record<string, unknown>[] }>(await api.one(sam, id));
    expect(seen.history.every((h) => !('by' in h))).toBe(true);
    const [invite] = await db()
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.companyId, boss.companyId)));
    expect(invite).toBeUndefined();
  });
});
