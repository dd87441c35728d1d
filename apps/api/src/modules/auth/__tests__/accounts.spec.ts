import { accountTokens } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import {
  authPath,
  bearer,
  createEditor,
  login,
  loginAs,
  PASSWORD,
  refreshCookieName,
  registerEmployer,
  registerSeeker,
  uniqueEmail,
  APP_ORIGIN,
} from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { vacancyInput } from '../../../__tests__/support/vacancy-input';

const ctx = useTestApp();
const NEW_PASSWORD = 'a brand new passphrase 7';

/** Sends what the outbox holds (the durable queue's due jobs) and returns the new e-mails (to `to` only, when given). */
const deliver = async (to?: string) => {
  const before = ctx.mail.sent.length;
  await ctx.app.jobQueue.runDue();
  return ctx.mail.sent.slice(before).filter((mail) => to === undefined || mail.to === to);
};

const tokenIn = (text: string, path: string): string => {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
};

const post = (url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(token) })).json();

describe('forgotten password', () => {
  it('e-mails a one-hour single-use link; the reset ends every session and the new password signs in', async () => {
    const ann = await registerSeeker(ctx.app);
    const other = await loginAs(ctx.app, 'seeker', ann.email);
    await deliver(); // the sign-up's verification e-mail

    const forgot = await post(authPath('seeker', 'password/forgot'), { email: ann.email.toUpperCase() });
    expect(forgot.statusCode).toBe(202);
    expect(forgot.json()).toEqual({});
    const [mail, ...more] = await deliver();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: ann.email, subject: 'Восстановление пароля' });
    // Security e-mail: no unsubscribe.
    expect(mail?.headers['List-Unsubscribe']).toBeUndefined();
    const token = tokenIn(mail?.text ?? '', 'http://localhost:4200/reset-password');
    expect(mail?.html).toContain(`http://localhost:4200/reset-password?token=${token}`);

    const reset = await post(authPath('seeker', 'password/reset'), { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(204);
    expect(reset.body).toBe('');

    // Every session ended: access tokens and refresh cookies.
    for (const session of [ann, other]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(session.token) }))
          .statusCode,
      ).toBe(401);
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: authPath('seeker', 'refresh'),
        headers: { origin: APP_ORIGIN.seeker },
        cookies: { [refreshCookieName('seeker')]: session.refresh },
      });
      expect(refresh.statusCode).toBe(401);
    }
    expect((await login(ctx.app, 'seeker', ann.email)).statusCode).toBe(401);
    const signedIn = await login(ctx.app, 'seeker', ann.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // The link came to the address: it counts as verified.
    expect(signedIn.json().user.email_verified).toBe(true);

    // Single use.
    const again = await post(authPath('seeker', 'password/reset'), { token, password: 'yet another passphrase 9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toEqual([
      { field: 'body.token', code: 'link_invalid', message: expect.any(String) },
    ]);
  });

  it('answers an unknown e-mail the same and sends nothing', async () => {
    const response = await post(authPath('seeker', 'password/forgot'), { email: uniqueEmail('nobody') });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({});
    expect(await deliver()).toEqual([]);
  });

  it('refuses an expired link, another audience’s link and a superseded link', async () => {
    const ann = await registerSeeker(ctx.app);
    await deliver();
    await post(authPath('seeker', 'password/forgot'), { email: ann.email });
    const first = tokenIn((await deliver())[0]?.text ?? '', '/reset-password');
    await post(authPath('seeker', 'password/forgot'), { email: ann.email });
    const second = tokenIn((await deliver())[0]?.text ?? '', '/reset-password');

    // A newer link replaces the older one.
    expect(
      (await post(authPath('seeker', 'password/reset'), { token: first, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    // The seeker's link does nothing for an employer account.
    expect(
      (await post(authPath('employer', 'password/reset'), { token: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    // Past its hour.
    await ctx.database.handle.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, ann.user.id));
    expect(
      (await post(authPath('seeker', 'password/reset'), { token: second, password: NEW_PASSWORD })).statusCode,
    ).toBe(400);
    expect((await login(ctx.app, 'seeker', ann.email)).statusCode).toBe(200);
  });

  it('names the field of bad input, and refuses a common new password', async () => {
    const bad = await post(authPath('employer', 'password/forgot'), { email: 'not an e-mail' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'body.email' })]);

    const shortToken = await post(authPath('editor', 'password/reset'), { token: 'abc', password: 'short' });
    expect(shortToken.statusCode).toBe(400);
    const fields = (shortToken.json().error.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['body.password', 'body.token']);

    const common = await post(authPath('seeker', 'password/reset'), { token: 'x'.repeat(43), password: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.details).toEqual([expect.objectContaining({ field: 'body.password' })]);
    expect((await post(authPath('seeker', 'password/forgot'))).statusCode).toBe(400);
  });

  it('works for editors and employers under their own prefixes, with links into their apps', async () => {
    const editorEmail = await createEditor(ctx.database.handle);
    await post(authPath('editor', 'password/forgot'), { email: editorEmail });
    const [editorMail] = await deliver();
    const editorToken = tokenIn(editorMail?.text ?? '', 'http://localhost:4400/edit-vacancies-list/reset-password');
    expect(
      (await post(authPath('editor', 'password/reset'), { token: editorToken, password: NEW_PASSWORD })).statusCode,
    ).toBe(204);
    expect((await login(ctx.app, 'editor', editorEmail, NEW_PASSWORD)).statusCode).toBe(200);

    const bob = await registerEmployer(ctx.app);
    await deliver();
    await post(authPath('employer', 'password/forgot'), { email: bob.email });
    const [bobMail] = await deliver();
    expect(bobMail?.text).toContain('http://localhost:4300/employer/reset-password?token=');
  });
});

describe('changing the password', () => {
  it('needs the current password; ends the other sessions and keeps this one', async () => {
    const ann = await registerSeeker(ctx.app);
    const other = await loginAs(ctx.app, 'seeker', ann.email);
    const path = authPath('seeker', 'password/change');

    const wrong = await post(path, { current_password: 'not my password', new_password: NEW_PASSWORD }, ann.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([expect.objectContaining({ field: 'body.current_password' })]);
    const same = await post(path, { current_password: PASSWORD, new_password: PASSWORD }, ann.token);
    expect(same.json().error.details).toEqual([expect.objectContaining({ field: 'body.new_password' })]);
    const short = await post(path, { current_password: PASSWORD, new_password: 'short' }, ann.token);
    expect(short.json().error.details).toEqual([expect.objectContaining({ field: 'body.new_password' })]);

    expect((await post(path, { current_password: PASSWORD, new_password: NEW_PASSWORD }, ann.token)).statusCode).toBe(
      204,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(ann.token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
    expect((await login(ctx.app, 'seeker', ann.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids a reset link sent before the change (issue 31, item 5)', async () => {
    const ann = await registerSeeker(ctx.app);
    await deliver();
    expect((await post(authPath('seeker', 'password/forgot'), { email: ann.email })).statusCode).toBe(202);
    const [mail] = await deliver(ann.email);
    const token = tokenIn(mail?.text ?? '', 'http://localhost:4200/reset-password');
    const change = await post(
      authPath('seeker', 'password/change'),
      { current_password: PASSWORD, new_password: NEW_PASSWORD },
      ann.token,
    );
    expect(change.statusCode).toBe(204);
    const reset = await post(authPath('seeker', 'password/reset'), { token, password: 'an attacker passphrase 9' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().error.details).toEqual([expect.objectContaining({ field: 'body.token' })]);
    expect((await login(ctx.app, 'seeker', ann.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is for the signed-in user of that audience only', async () => {
    const ann = await registerSeeker(ctx.app);
    const body = { current_password: PASSWORD, new_password: NEW_PASSWORD };
    expect((await post(authPath('seeker', 'password/change'), body)).statusCode).toBe(401);
    expect((await post(authPath('employer', 'password/change'), body, ann.token)).statusCode).toBe(403);
  });
});

describe('e-mail verification', () => {
  it('sends a link at sign-up in the user’s language; the link verifies once; /me says so', async () => {
    const email = uniqueEmail('verify');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'register'),
      headers: { 'accept-language': 'en' },
      payload: { email, password: PASSWORD, name: 'Ann English' },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().token as string;
    expect((await me(token)).email_verified).toBe(false);
    const [mail] = await deliver(email);
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your e-mail' });
    expect(mail?.text).toContain('Hello Ann English,');
    expect(mail?.html).toContain('<html lang="en">');
    const link = tokenIn(mail?.text ?? '', 'http://localhost:4200/en/verify-email');

    const verified = await post(authPath('seeker', 'email/verify'), { token: link });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ status: 'verified' });
    expect((await me(token)).email_verified).toBe(true);
    // The link again (another device, a mail scanner): it says the address is confirmed already.
    const again = await post(authPath('seeker', 'email/verify'), { token: link });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'already_verified' });
    // Verified: a resend sends nothing.
    expect((await post(authPath('seeker', 'email/verify/resend'), undefined, token)).statusCode).toBe(202);
    expect(await deliver()).toEqual([]);
  });

  it('resends a new link (the old one stops working); escapes the name in the HTML', async () => {
    const email = uniqueEmail('resend');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'register'),
      payload: { email, password: PASSWORD, name: '<b>Ann</b>' },
    });
    const token = registered.json().token as string;
    const [first] = await deliver(email);
    expect(first?.subject).toBe('Подтвердите e-mail');
    expect(first?.html).toContain('&lt;b&gt;Ann&lt;/b&gt;');
    expect(first?.html).not.toContain('<b>Ann</b>');
    expect((await post(authPath('seeker', 'email/verify/resend'), undefined, token)).statusCode).toBe(202);
    const [second] = await deliver();
    const oldToken = tokenIn(first?.text ?? '', '/verify-email');
    const newToken = tokenIn(second?.text ?? '', '/verify-email');
    expect((await post(authPath('seeker', 'email/verify'), { token: oldToken })).statusCode).toBe(400);
    expect((await post(authPath('seeker', 'email/verify'), { token: newToken })).statusCode).toBe(200);
  });

  it('an employer must verify before a vacancy goes to review', async () => {
    const bob = await registerEmployer(ctx.app, uniqueEmail('unverified'), { verified: false });
    const [mail] = await deliver(bob.email);
    const vacancy = vacancyInput();
    const refused = await post('/api/employer/vacancies', { ...vacancy, submit: true }, bob.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'body.submit' })]);
    // A draft is fine.
    expect((await post('/api/employer/vacancies', vacancy, bob.token)).statusCode).toBe(201);

    const link = tokenIn(mail?.text ?? '', 'http://localhost:4300/employer/verify-email');
    expect((await post(authPath('employer', 'email/verify'), { token: link })).statusCode).toBe(200);
    expect((await post('/api/employer/vacancies', { ...vacancy, submit: true }, bob.token)).statusCode).toBe(201);
  });
});
