import {
  authPath,
  bearer,
  createEditor,
  loginAs,
  registerEmployer,
  registerSeeker,
} from '../../../__tests__/support/auth-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

const ctx = useTestApp();

const setLocale = (token: string | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/default/me',
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
  });

const me = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: bearer(token) })).json() as {
    locale: string;
  };

/** Sends what the outbox holds and returns the new e-mails to `to`. */
const deliver = async (to: string) => {
  const before = ctx.mail.sent.length;
  await ctx.app.jobQueue.runDue();
  return ctx.mail.sent.slice(before).filter((mail) => mail.to === to);
};

describe("PATCH /users/default/me: the account's language (issue 30 item 3)", () => {
  it('keeps the chosen language: the answer, the next sign-in and the e-mails use it', async () => {
    const ann = await registerSeeker(ctx.app);
    await deliver(ann.email); // the sign-up's verification e-mail
    expect((await me(ann.token)).locale).toBe('ru');

    const changed = await setLocale(ann.token, { locale: 'en' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: ann.user.id, email: ann.email, locale: 'en' });
    expect((await me(ann.token)).locale).toBe('en');
    // A fresh sign-in (another device) takes the account's language.
    expect((await loginAs(ctx.app, 'seeker', ann.email)).user).toMatchObject({ locale: 'en' });

    // An e-mail asked for without an interface language (no Accept-Language) is in the account's.
    const forgot = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'password/forgot'),
      payload: { email: ann.email },
    });
    expect(forgot.statusCode).toBe(202);
    const [mail] = await deliver(ann.email);
    expect(mail?.subject).toBe('Reset your password');

    expect((await setLocale(ann.token, { locale: 'ru' })).json()).toMatchObject({ locale: 'ru' });
    expect((await me(ann.token)).locale).toBe('ru');
  });

  it('is every role’s own setting', async () => {
    const bob = await registerEmployer(ctx.app);
    const eve = await loginAs(ctx.app, 'editor', await createEditor(ctx.database.handle));
    for (const who of [bob, eve]) {
      expect((await setLocale(who.token, { locale: 'en' })).json()).toMatchObject({ locale: 'en' });
      expect((await me(who.token)).locale).toBe('en');
    }
  });

  it('refuses an unknown language or field with a 400 naming it, and a signed-out caller with a 401', async () => {
    const ann = await registerSeeker(ctx.app);
    const unknown = await setLocale(ann.token, { locale: 'de' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    expect(JSON.stringify(unknown.json().error.details)).toContain('locale');
    const extra = await setLocale(ann.token, { locale: 'en', role: 'editor' });
    expect(extra.statusCode).toBe(400);
    expect(JSON.stringify(extra.json().error)).toContain('role');
    expect((await me(ann.token)).locale).toBe('ru');
    expect((await setLocale(null, { locale: 'en' })).statusCode).toBe(401);
  });
});
