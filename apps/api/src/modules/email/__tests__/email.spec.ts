import { emailDigestItems, notificationSettings } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { jobRows, makeDue, pendingJobs, useQueues } from '../../../__tests__/support/job-helpers';
import { api, employer, ok, openCompanyChat, say, seeker, vacancy } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  appApi,
  seekerWithResume,
  type EmployerApplicationDto,
} from '../../applications/__tests__/application-helpers';
import { quietHoursEnd } from '../quiet-hours';

const ctx = useTestApp({ EMAIL_UNREAD_DELAY_MINUTES: '10' });
const db = () => ctx.database.handle.db;
const queue = useQueues(ctx);
const MINUTE = 60_000;

const deliver = async (to?: string) => {
  const before = ctx.mail.sent.length;
  await ctx.app.jobQueue.runDue();
  return ctx.mail.sent.slice(before).filter((mail) => to === undefined || mail.to === to);
};

const settingsOf = (who: { token: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/notification-settings', headers: bearer(who.token) });
const putSettings = (who: { token: string }, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/notification-settings',
    headers: bearer(who.token),
    payload: payload as Record<string, unknown>,
  });

const SETTINGS = {
  email: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'digest',
    invitations: 'instant',
    interviews: 'instant',
  },
  push: { messages: 'instant', applications: 'off', alerts: 'instant', invitations: 'instant', interviews: 'off' },
  quiet_hours: null,
};

/** A seeker who wrote to a new company: the employer has the unread message. */
const conversation = async () => {
  const client = api(ctx.app);
  const bob = await employer(ctx.app);
  const ann = await seeker(ctx.app);
  await deliver(); // sign-up e-mails
  const chatId = await openCompanyChat(client, ann, bob.companyId);
  return { client, bob, ann, chatId };
};

describe('notification settings', () => {
  it('has defaults, stores what is put, and is per user', async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    expect(ok(await settingsOf(ann))).toEqual({
      email: {
        messages: 'instant',
        applications: 'instant',
        alerts: 'digest',
        invitations: 'instant',
        interviews: 'instant',
      },
      push: {
        messages: 'instant',
        applications: 'instant',
        alerts: 'instant',
        invitations: 'instant',
        interviews: 'instant',
      },
      quiet_hours: null,
      time_zone: 'Europe/Moscow',
    });
    const put = {
      ...SETTINGS,
      quiet_hours: { start: '22:30', end: '07:00', time_zone: 'Asia/Yekaterinburg' },
      time_zone: 'Asia/Yekaterinburg',
    };
    expect(ok(await putSettings(ann, put))).toEqual(put);
    expect(ok(await settingsOf(ann))).toEqual(put);
    expect(ok(await settingsOf(ben))).toMatchObject({ quiet_hours: null, time_zone: 'Europe/Moscow' });
    // Left out of a PUT, the time zone stays.
    expect(ok(await putSettings(ann, SETTINGS))).toEqual({ ...SETTINGS, time_zone: 'Asia/Yekaterinburg' });
    // Employers have the same route.
    const bob = await employer(ctx.app);
    expect(ok(await putSettings(bob, SETTINGS))).toEqual({ ...SETTINGS, time_zone: 'Europe/Moscow' });
  });

  it('names each bad field', async () => {
    const ann = await seeker(ctx.app);
    const cases: [unknown, string][] = [
      [{ ...SETTINGS, email: { ...SETTINGS.email, messages: 'sometimes' } }, 'body.email.messages'],
      [{ ...SETTINGS, push: { messages: 'off', applications: 'off' } }, 'body.push.alerts'],
      [{ ...SETTINGS, quiet_hours: { start: '25:00', end: '07:00', time_zone: 'UTC' } }, 'body.quiet_hours.start'],
      [
        { ...SETTINGS, quiet_hours: { start: '22:00', end: '07:00', time_zone: 'Mars/Olympus' } },
        'body.quiet_hours.time_zone',
      ],
      [{ ...SETTINGS, quiet_hours: { start: '22:00', end: '22:00', time_zone: 'UTC' } }, 'body.quiet_hours.end'],
      [{ email: SETTINGS.email, push: SETTINGS.push }, 'body.quiet_hours'],
      [{ ...SETTINGS, time_zone: 'Mars/Olympus' }, 'body.time_zone'],
    ];
    for (const [payload, field] of cases) {
      const response = await putSettings(ann, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('quiet hours', () => {
  it('knows when a window that crosses midnight ends, in the user’s time zone', () => {
    const quiet = { start: '22:00', end: '08:00', time_zone: 'Europe/Moscow' }; // UTC+3
    expect(quietHoursEnd(quiet, new Date('2026-03-10T20:30:00Z'))?.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(quietHoursEnd(quiet, new Date('2026-03-11T04:59:00Z'))?.toISOString()).toBe('2026-03-11T05:00:00.000Z');
    expect(quietHoursEnd(quiet, new Date('2026-03-11T05:00:00Z'))).toBeNull();
    expect(quietHoursEnd(quiet, new Date('2026-03-11T12:00:00Z'))).toBeNull();
    expect(
      quietHoursEnd(
        { start: '13:00', end: '14:00', time_zone: 'UTC' },
        new Date('2026-03-11T13:15:00Z'),
      )?.toISOString(),
    ).toBe('2026-03-11T14:00:00.000Z');
    expect(quietHoursEnd(null, new Date())).toBeNull();
  });
});

describe('unread chat messages by e-mail', () => {
  it('sends one e-mail per chat once the messages stayed unread for the delay, and none again', async () => {
    const { client, bob, ann, chatId } = await conversation();
    ok(await client.send(ann, chatId, say('Hello, is the job still open?')));
    ok(await client.send(ann, chatId, say('I can start in May.')));

    // Before the delay: nothing.
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 9 * MINUTE))).toBe(0);
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE))).toBe(1);
    const mails = await deliver(bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Новое сообщение: Ann Seeker');
    expect(mails[0]?.text).toContain('непрочитанных сообщений: 2');
    expect(mails[0]?.text).toContain('I can start in May.');
    expect(mails[0]?.text).toContain(`http://localhost:4300/employer/chats/${chatId}`);
    // Once: the next scans find nothing new.
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 20 * MINUTE))).toBe(0);
    // A newer message is a new e-mail, once the chat's window has passed.
    ok(await client.send(ann, chatId, say('Any news?')));
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 42 * MINUTE))).toBe(1);
    expect(await deliver(bob.email)).toHaveLength(1);
  });

  it('sends at most one e-mail per chat per window, listing the messages that came meanwhile', async () => {
    const { client, bob, ann, chatId } = await conversation();
    const start = Date.now();
    ok(await client.send(ann, chatId, say('First question')));
    expect(await ctx.app.email.scanUnread(new Date(start + 11 * MINUTE))).toBe(1);
    const [first] = await deliver(bob.email);
    expect(first?.text).toContain('First question');
    // Four more messages, each due at a later scan within the window: no e-mail for any of them.
    for (const text of ['Second', 'Third', 'Fourth', 'Fifth']) ok(await client.send(ann, chatId, say(text)));
    for (const minutes of [13, 15, 17, 19, 25, 40]) {
      expect(await ctx.app.email.scanUnread(new Date(start + minutes * MINUTE))).toBe(0);
    }
    expect(await deliver(bob.email)).toEqual([]);
    // Past the window: one e-mail that lists them all, oldest first.
    expect(await ctx.app.email.scanUnread(new Date(start + 42 * MINUTE))).toBe(1);
    const mails = await deliver(bob.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('непрочитанных сообщений: 4');
    const positions = ['Second', 'Third', 'Fourth', 'Fifth'].map((message) => text.indexOf(`«${message}»`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain('First question');
  });

  it('sends nothing for a message read in the app within the delay', async () => {
    const { client, bob, ann, chatId } = await conversation();
    ok(await client.send(ann, chatId, say('Hello there')));
    ok(await client.history(bob, chatId)); // opening the chat reads it
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE))).toBe(0);
    expect(await deliver(bob.email)).toEqual([]);
  });

  it('waits for the end of quiet hours, and follows the messages setting', async () => {
    const { client, bob, ann, chatId } = await conversation();
    const now = new Date(Date.now() + 11 * MINUTE);
    // Quiet hours around "now" (UTC), ending in 2 hours.
    const hhmm = (date: Date) => date.toISOString().slice(11, 16);
    const quiet = {
      start: hhmm(new Date(now.getTime() - 60 * MINUTE)),
      end: hhmm(new Date(now.getTime() + 120 * MINUTE)),
      time_zone: 'UTC',
    };
    ok(await putSettings(bob, { ...SETTINGS, quiet_hours: quiet }));
    ok(await client.send(ann, chatId, say('Late message')));
    expect(await ctx.app.email.scanUnread(now)).toBe(0);
    expect(await ctx.app.email.scanUnread(new Date(now.getTime() + 119 * MINUTE))).toBe(0);
    expect(await ctx.app.email.scanUnread(new Date(now.getTime() + 121 * MINUTE))).toBe(1);
    expect(await deliver(bob.email)).toHaveLength(1);

    // Off: nothing.
    ok(await putSettings(bob, { ...SETTINGS, email: { ...SETTINGS.email, messages: 'off' } }));
    ok(await client.send(ann, chatId, say('Another one')));
    expect(await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE))).toBe(0);
    expect(await deliver(bob.email)).toEqual([]);
  });
});

describe('application status e-mails and the daily digest', () => {
  const invite = async () => {
    const client = appApi(ctx.app);
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    await deliver();
    const applied = ok<{ id: number }>(await client.apply(ann, await vacancy(ctx.database.handle, bob.companyId)), 201);
    const opened = ok<EmployerApplicationDto>(await client.candidate(bob, applied.id));
    return { client, bob, ann, opened };
  };

  it('e-mails the seeker at once by default (not for their own steps)', async () => {
    const { client, bob, ann, opened } = await invite();
    expect(await deliver(ann.email)).toEqual([]); // applying and "viewed": no e-mail
    ok(await client.move(bob, opened.id, { status: 'invited', version: opened.version }));
    const [mail, ...more] = await deliver(ann.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Отклик на «Backend developer»: приглашение на собеседование');
    expect(mail?.text).toContain(`http://localhost:4200/applications/${opened.id}`);
    // One-click unsubscribe for this kind (RFC 8058).
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/email\/unsubscribe\?token=[\w.-]+>$/,
    );
    // The status note in the chat is not e-mailed again as an unread message.
    await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE));
    expect(await deliver(ann.email)).toEqual([]);
  });

  it('keeps them for one daily digest at 9:00 local time when set to digest', async () => {
    const { client, bob, ann, opened } = await invite();
    ok(await putSettings(ann, { ...SETTINGS, email: { ...SETTINGS.email, applications: 'digest' } }));
    ok(await client.move(bob, opened.id, { status: 'invited', version: opened.version }));
    const invited = ok<EmployerApplicationDto>(await client.candidate(bob, opened.id));
    ok(await client.move(bob, opened.id, { status: 'offer', version: invited.version }));
    expect(await deliver(ann.email)).toEqual([]);
    const [userId] = [(ann.user as { id: number }).id];
    expect(await db().select().from(emailDigestItems).where(eq(emailDigestItems.userId, userId))).toHaveLength(2);

    // Moscow (the default zone, UTC+3): 05:00 UTC is 08:00 there — too early; 06:05 UTC is 09:05.
    expect(await ctx.app.email.sendDigests(new Date('2030-05-01T05:00:00Z'))).toBe(0);
    expect(await ctx.app.email.sendDigests(new Date('2030-05-01T06:05:00Z'))).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await deliver(ann.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Сводка за день: 2');
    expect(digest?.text).toContain('приглашение на собеседование');
    expect(digest?.text).toContain('предложение о работе');
    expect(await db().select().from(emailDigestItems).where(eq(emailDigestItems.userId, userId))).toEqual([]);

    // Once a day: something new later the same day waits for the next day.
    const offered = ok<EmployerApplicationDto>(await client.candidate(bob, opened.id));
    ok(await client.move(bob, opened.id, { status: 'hired', version: offered.version }));
    await ctx.app.email.sendDigests(new Date('2030-05-01T15:00:00Z'));
    expect(await deliver(ann.email)).toEqual([]);
    await ctx.app.email.sendDigests(new Date('2030-05-02T06:10:00Z'));
    expect(await deliver(ann.email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe', () => {
  it('switches off exactly the kind of the e-mail, without signing in', async () => {
    const { client, bob, ann, chatId } = await conversation();
    ok(await client.send(ann, chatId, say('Hello')));
    await ctx.app.email.scanUnread(new Date(Date.now() + 11 * MINUTE));
    const [mail] = await deliver(bob.email);
    const url = /^<(.+)>$/.exec(mail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(url).toContain('/api/email/unsubscribe?token=');

    // What a mail provider sends (RFC 8058): a form POST with List-Unsubscribe=One-Click.
    const response = await ctx.app.inject({
      method: 'POST',
      url: url.replace('http://localhost:3000', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kinds: ['messages'] });
    expect(ok(await settingsOf(bob)).email).toEqual({
      messages: 'off',
      applications: 'instant',
      alerts: 'digest',
      invitations: 'instant',
      interviews: 'instant',
    });
  });

  it('refuses a forged or malformed token', async () => {
    const ann = await seeker(ctx.app);
    const forged = `${Buffer.from(JSON.stringify({ u: (ann.user as { id: number }).id, k: ['messages'] })).toString('base64url')}.${'A'.repeat(43)}`;
    const response = await ctx.app.inject({ method: 'POST', url: `/api/email/unsubscribe?token=${forged}` });
    expect(response.statusCode).toBe(404);
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/email/unsubscribe?token=%3Cscript%3E' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].field).toBe('query.token');
    expect(
      (await db().select().from(notificationSettings)).find((row) => row.userId === (ann.user as { id: number }).id),
    ).toBeUndefined();
  });
});

describe('delivery through the durable queue', () => {
  it('retries a failed send with backoff, and sends each e-mail once even with two workers', async () => {
    const ann = await seeker(ctx.app);
    await deliver();
    await ctx.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: ann.email } });

    ctx.mail.failNext = 1;
    expect(await deliver(ann.email)).toEqual([]);
    const [failed] = await pendingJobs(db(), 'email.send');
    expect(failed).toMatchObject({
      state: 'retry',
      output: expect.objectContaining({ message: expect.stringContaining('SMTP server unavailable') }),
    });
    expect(failed?.start_after.getTime()).toBeGreaterThan(Date.now());

    // Due again: two workers (as two API instances) race for it.
    await makeDue(db(), 'email.send');
    const worker = () =>
      queue({ 'email.send': { run: async (payload) => ctx.app.email.sendOne(Number(payload['id'])) } });
    const before = ctx.mail.sent.length;
    await Promise.all([worker().runDue(), worker().runDue()]);
    const sent = ctx.mail.sent.slice(before).filter((mail) => mail.to === ann.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('Восстановление пароля');
    // Account e-mails are transactional security mail: no unsubscribe (docs/email.md).
    expect(sent[0]?.headers['List-Unsubscribe']).toBeUndefined();
    expect(sent[0]?.headers['List-Unsubscribe-Post']).toBeUndefined();
    expect(await pendingJobs(db(), 'email.send')).toEqual([]);
    expect((await jobRows(db(), 'email.send')).filter((row) => row.state === 'completed').length).toBeGreaterThan(0);
    // Nothing left to send.
    expect(await deliver(ann.email)).toEqual([]);
  });
});
