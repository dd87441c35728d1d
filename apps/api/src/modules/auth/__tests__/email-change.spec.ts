import {
  authPath,
  bearer,
  login,
  PASSWORD,
  registerEmployer,
  registerSeeker,
  uniqueEmail,
} from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

// Wrong current passwords are counted like failed sign-ins: three here.
const ctx = useTestApp({ RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3' });

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

describe('changing the e-mail address', () => {
  it('sends a link to the new address and a notice to the old one; the link moves the account; sessions stay', async () => {
    const ann = await registerSeeker(ctx.app);
    await deliver();
    const newEmail = uniqueEmail('ann-new');

    const asked = await post(
      authPath('seeker', 'email/change'),
      { current_password: PASSWORD, new_email: newEmail.toUpperCase() },
      ann.token,
    );
    expect(asked.statusCode).toBe(202);
    // Nothing changes until the link is opened.
    expect((await me(ann.token)).email).toBe(ann.email);
    const mails = await deliver();
    const link = mails.find((mail) => mail.to === newEmail);
    const notice = mails.find((mail) => mail.to === ann.email);
    expect(link?.subject).toBe('Подтвердите новый e-mail');
    expect(notice?.subject).toBe('Запрошена смена e-mail');
    expect(notice?.text).toContain(newEmail);
    const token = tokenIn(link?.text ?? '', 'http://localhost:4200/verify-email');

    const confirmed = await post(authPath('seeker', 'email/verify'), { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ status: 'changed' });
    // The session that asked still works and sees the new, confirmed address.
    const after = await me(ann.token);
    expect(after).toMatchObject({ email: newEmail, email_verified: true });
    // The link again: already confirmed.
    expect((await post(authPath('seeker', 'email/verify'), { token })).json()).toEqual({ status: 'already_verified' });
    // Sign-in goes by the new address, not the old one.
    expect((await login(ctx.app, 'seeker', newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await login(ctx.app, 'seeker', ann.email, PASSWORD)).statusCode).toBe(401);
  });

  it('works for employers too, and refuses a wrong password, the same address, a taken one and bad input', async () => {
    const bob = await registerEmployer(ctx.app, uniqueEmail('bob'));
    const other = await registerEmployer(ctx.app, uniqueEmail('other'));
    await deliver();
    const path = authPath('employer', 'email/change');

    const wrong = await post(path, { current_password: 'not the password', new_email: uniqueEmail('x') }, bob.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.current_password', code: 'current_password_wrong' }),
    ]);
    const same = await post(path, { current_password: PASSWORD, new_email: bob.email }, bob.token);
    expect(same.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.new_email', code: 'email_unchanged' }),
    ]);
    const taken = await post(path, { current_password: PASSWORD, new_email: other.email }, bob.token);
    expect(taken.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.new_email', code: 'email_taken' }),
    ]);
    const bad = await post(path, { current_password: PASSWORD, new_email: 'not an address' }, bob.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'body.new_email' })]);
    expect(await deliver()).toEqual([]);

    // Signed out: 401; a seeker's token on the employer route: 403.
    expect((await post(path, { current_password: PASSWORD, new_email: uniqueEmail('y') })).statusCode).toBe(401);
    const seeker = await registerSeeker(ctx.app);
    expect(
      (await post(path, { current_password: PASSWORD, new_email: uniqueEmail('z') }, seeker.token)).statusCode,
    ).toBe(403);

    const newEmail = uniqueEmail('bob-new');
    expect((await post(path, { current_password: PASSWORD, new_email: newEmail }, bob.token)).statusCode).toBe(202);
    const [link] = await deliver(newEmail);
    const token = tokenIn(link?.text ?? '', 'http://localhost:4300/employer/verify-email');
    expect((await post(authPath('employer', 'email/verify'), { token })).json()).toEqual({ status: 'changed' });
    expect((await me(bob.token)).email).toBe(newEmail);
  });

  it('counts wrong current passwords like failed sign-ins: past the allowance 429, even with the right one', async () => {
    const cay = await registerSeeker(ctx.app);
    const path = authPath('seeker', 'email/change');
    for (let i = 0; i < 3; i++) {
      expect(
        (await post(path, { current_password: `wrong ${i}`, new_email: uniqueEmail('c') }, cay.token)).statusCode,
      ).toBe(400);
    }
    const refused = await post(path, { current_password: PASSWORD, new_email: uniqueEmail('c') }, cay.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });
});
