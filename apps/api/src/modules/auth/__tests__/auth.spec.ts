import { ROLES } from '@jobs/contracts';
import { refreshTokens, sessions, users } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import {
  APP_ORIGIN,
  authPath,
  bearer,
  createEditor,
  login,
  loginAs,
  logout,
  me,
  PASSWORD,
  refresh,
  refreshCookieName,
  refreshCookieOf,
  registerEmployer,
  registerSeeker,
  SEEKER_ORIGIN,
  uniqueEmail,
} from '../../../__tests__/support/auth-helpers';
import { TEST_JWT_SECRET, useTestApp } from '../../../__tests__/support/harness';
import { hashRefreshToken } from '../tokens';

const ctx = useTestApp(
  {},
  {
    // A route that only authenticates: what every authenticated call pays before its own work.
    beforeReady: (app) =>
      app.get('/api/__test/whoami', { preHandler: app.authenticate(ROLES) }, async (request) => request.user),
  },
);

const employerMe = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/employer/me', headers: bearer(token) });

describe('seeker auth', () => {
  it('registers a seeker with 201, a token, the user and an HttpOnly refresh cookie scoped to /api/auth', async () => {
    const email = uniqueEmail('Seeker');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `  ${email.toUpperCase()} `, password: PASSWORD, name: ' Ann ' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: email.toLowerCase(),
      name: 'Ann',
      role: 'seeker',
      locale: 'ru',
      company_id: null,
      // Confirmed later, through the link the sign-up e-mailed (accounts.spec.ts).
      email_verified: false,
    });
    expect(body.token.split('.')).toHaveLength(3);
    const cookie = refreshCookieOf(response, 'auth_refresh_token');
    expect(cookie).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/auth',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores the refresh token only as its SHA-256 digest', async () => {
    const seeker = await registerSeeker(ctx.app);
    const rows = await ctx.database.handle.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(seeker.refresh)));
    expect(rows).toHaveLength(1);
    const plain = await ctx.database.handle.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, seeker.refresh));
    expect(plain).toHaveLength(0);
  });

  it('signs in, answers /users/default/me, refreshes with a rotated cookie and signs out', async () => {
    const { email } = await registerSeeker(ctx.app);
    const signedIn = await loginAs(ctx.app, 'seeker', email);
    const profile = await me(ctx.app, signedIn.token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, role: 'seeker', company_id: null });

    const refreshed = await refresh(ctx.app, 'seeker', signedIn.refresh);
    expect(refreshed.statusCode).toBe(200);
    const newToken = refreshed.json().token as string;
    const rotated = refreshCookieOf(refreshed, 'auth_refresh_token');
    expect(rotated?.value).toBeTruthy();
    expect(rotated?.value).not.toBe(signedIn.refresh);
    expect((await me(ctx.app, newToken)).statusCode).toBe(200);

    const out = await logout(ctx.app, 'seeker', rotated?.value);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const cleared = refreshCookieOf(out, 'auth_refresh_token');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/api/auth');
    expect((await refresh(ctx.app, 'seeker', rotated?.value)).statusCode).toBe(401);
  });

  it('answers 409 naming body.email when the e-mail is taken', async () => {
    const { email } = await registerSeeker(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: PASSWORD, name: 'Again' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'body.email', code: 'email_taken', message: 'This e-mail is already registered' }],
    });
  });

  it('refuses a common password with 400 naming body.password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: uniqueEmail(), password: 'password1', name: 'Ann' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.password' }] });
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const { email } = await registerSeeker(ctx.app);
    const unknown = await login(ctx.app, 'seeker', uniqueEmail('nobody'), PASSWORD);
    const wrong = await login(ctx.app, 'seeker', email, 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    const strip = (body: { error: { requestId?: string } }) => ({ ...body.error, requestId: undefined });
    expect(strip(unknown.json())).toEqual(strip(wrong.json()));
    expect(unknown.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Wrong e-mail or password' });
    expect(unknown.cookies).toHaveLength(0);
  });

  it('refuses sign-in and refresh when the account is disabled', async () => {
    const seeker = await registerSeeker(ctx.app);
    await ctx.database.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, seeker.user.id));
    expect((await login(ctx.app, 'seeker', seeker.email)).statusCode).toBe(401);
    expect((await refresh(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(401);
  });
});

describe('employer auth', () => {
  it('registers a company with its first employer and signs in, refreshes and signs out', async () => {
    const employer = await registerEmployer(ctx.app);
    expect(employer.user).toMatchObject({ role: 'employer', company_id: expect.any(Number) });
    const company = await employerMe(employer.token);
    expect(company.statusCode).toBe(200);
    expect(company.json().company).toMatchObject({ name: 'Acme Ltd', logo: null });

    const signedIn = await loginAs(ctx.app, 'employer', employer.email);
    const cookie = await login(ctx.app, 'employer', employer.email);
    expect(refreshCookieOf(cookie, 'employer_refresh_token')?.path).toBe('/api/employer/auth');
    const refreshed = await refresh(ctx.app, 'employer', signedIn.refresh, 'http://localhost:4300');
    expect(refreshed.statusCode).toBe(200);
    const out = await logout(
      ctx.app,
      'employer',
      refreshCookieOf(refreshed, 'employer_refresh_token')?.value,
      'http://localhost:4300',
    );
    expect(out.statusCode).toBe(200);
    expect((await me(ctx.app, refreshed.json().token)).statusCode).toBe(401);
  });

  it('keeps seeker and employer accounts of one e-mail apart', async () => {
    const email = uniqueEmail('both');
    await registerSeeker(ctx.app, email);
    const employer = await registerEmployer(ctx.app, email);
    expect(employer.user.role).toBe('employer');
    expect((await login(ctx.app, 'editor', email)).statusCode).toBe(401);
  });
});

describe('editor auth', () => {
  it('has no sign-up route', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/editor/auth/register', payload: {} });
    expect(response.statusCode).toBe(404);
  });

  it('signs in an editor, refreshes and signs out with the edit_vacancy_refresh_token cookie', async () => {
    const email = await createEditor(ctx.database.handle);
    const response = await login(ctx.app, 'editor', email);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ role: 'editor', company_id: null });
    const cookie = refreshCookieOf(response, 'edit_vacancy_refresh_token');
    expect(cookie?.path).toBe('/api/editor/auth');
    const refreshed = await refresh(ctx.app, 'editor', cookie?.value, 'http://localhost:4400');
    expect(refreshed.statusCode).toBe(200);
    expect((await me(ctx.app, refreshed.json().token)).json().role).toBe('editor');
    const out = await logout(
      ctx.app,
      'editor',
      refreshCookieOf(refreshed, 'edit_vacancy_refresh_token')?.value,
      'http://localhost:4400',
    );
    expect(out.statusCode).toBe(200);
  });

  it('does not let a seeker sign in on the editor route', async () => {
    const { email } = await registerSeeker(ctx.app);
    expect((await login(ctx.app, 'editor', email)).statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 without a token and 403 for a token of another audience', async () => {
    const seeker = await registerSeeker(ctx.app);
    const editorEmail = await createEditor(ctx.database.handle);
    const editor = await loginAs(ctx.app, 'editor', editorEmail);
    const employer = await registerEmployer(ctx.app);

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/employer/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect((await employerMe(seeker.token)).json().error.code).toBe('FORBIDDEN');
    expect((await employerMe(seeker.token)).statusCode).toBe(403);
    expect((await employerMe(editor.token)).statusCode).toBe(403);
    expect((await employerMe(employer.token)).statusCode).toBe(200);
    // Every role may read its own profile.
    for (const token of [seeker.token, editor.token, employer.token])
      expect((await me(ctx.app, token)).statusCode).toBe(200);
  });

  it('answers 401 when the token has expired', async () => {
    const seeker = await registerSeeker(ctx.app);
    const claims = JSON.parse(Buffer.from(seeker.token.split('.')[1] ?? '', 'base64url').toString());
    const expired = await new SignJWT({ role: 'seeker', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(seeker.user.id))
      .setIssuer('jobs-api')
      .setAudience('jobs')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await me(ctx.app, expired);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for a tampered token, a foreign signature and the none algorithm', async () => {
    const seeker = await registerSeeker(ctx.app);
    const [header, payload, signature] = seeker.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: 'editor' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    const foreign = await new SignJWT({ role: 'seeker', sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('jobs-api')
      .setAudience('jobs')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another secret of at least thirty-two characters'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [
      `${header}.${elevated}.${signature}`,
      `${header}.${payload}.${flipped}`,
      foreign,
      none,
      'garbage',
    ]) {
      const response = await me(ctx.app, token);
      expect(response.statusCode).toBe(401);
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/users/default/me', headers: { authorization: 'Basic abc' } }))
        .statusCode,
    ).toBe(401);
  });

  it('ends the session at once on logout: the access token stops working immediately', async () => {
    const seeker = await registerSeeker(ctx.app);
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(200); // now cached
    expect((await logout(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(200);
    const after = await me(ctx.app, seeker.token);
    expect(after.statusCode).toBe(401);
    const [session] = await ctx.database.handle.db.select().from(sessions).where(eq(sessions.userId, seeker.user.id));
    expect(session?.revokedAt).toBeInstanceOf(Date);
  });

  it('refuses a token already verified (and remembered) once its session is revoked, on every later call', async () => {
    const seeker = await registerSeeker(ctx.app);
    const check = () => ctx.app.inject({ method: 'GET', url: '/api/__test/whoami', headers: bearer(seeker.token) });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200); // token and session both answered from memory
    expect((await logout(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(401);
    expect((await check()).statusCode).toBe(401);
  });

  it('answers a remembered token from memory only in an exact Bearer header, and checks its role every time', async () => {
    const seeker = await registerSeeker(ctx.app);
    const whoami = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/__test/whoami', headers: { authorization } });
    expect((await whoami(`Bearer ${seeker.token}`)).statusCode).toBe(200); // token and session now cached
    for (const variant of [
      `Bearer ${seeker.token} `,
      `Bearer  ${seeker.token}`,
      `bearer ${seeker.token}`,
      seeker.token,
    ]) {
      const response = await whoami(variant);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
    expect((await employerMe(seeker.token)).statusCode).toBe(403);
    expect((await whoami(`Bearer ${seeker.token}`)).statusCode).toBe(200);
  });

  it('ends the session named by the bearer token when logout comes without a cookie', async () => {
    const seeker = await registerSeeker(ctx.app);
    expect((await logout(ctx.app, 'seeker', undefined, SEEKER_ORIGIN, bearer(seeker.token))).statusCode).toBe(200);
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(401);
    expect((await refresh(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(401);
  });

  it('makes no database query for an authenticated call on a cached session', async () => {
    const seeker = await registerSeeker(ctx.app);
    const check = () => ctx.app.inject({ method: 'GET', url: '/api/__test/whoami', headers: bearer(seeker.token) });
    expect((await check()).statusCode).toBe(200); // loads the session once
    ctx.queries.reset();
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: seeker.user.id, role: 'seeker', companyId: null });
    expect(ctx.queries.count).toBe(0);
  });
});

describe('refresh tokens', () => {
  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const seeker = await registerSeeker(ctx.app);
    const first = await refresh(ctx.app, 'seeker', seeker.refresh);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first, 'auth_refresh_token')?.value;
    // The old token was rotated a minute ago: well outside the grace window.
    await ctx.database.handle.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(seeker.refresh)));
    const reuse = await refresh(ctx.app, 'seeker', seeker.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error.code).toBe('UNAUTHENTICATED');
    // The family is gone: the successor token and both access tokens.
    expect((await refresh(ctx.app, 'seeker', next)).statusCode).toBe(401);
    expect((await me(ctx.app, first.json().token)).statusCode).toBe(401);
    expect((await me(ctx.app, seeker.token)).statusCode).toBe(401);
  });

  it('lets two concurrent refreshes with the same token both succeed inside the grace window', async () => {
    const seeker = await registerSeeker(ctx.app);
    const [a, b] = await Promise.all([
      refresh(ctx.app, 'seeker', seeker.refresh),
      refresh(ctx.app, 'seeker', seeker.refresh),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const tokenA = refreshCookieOf(a, 'auth_refresh_token')?.value;
    const tokenB = refreshCookieOf(b, 'auth_refresh_token')?.value;
    expect(tokenA).not.toBe(tokenB);
    // Both tabs keep working, on the same session.
    expect((await me(ctx.app, a.json().token)).statusCode).toBe(200);
    expect((await me(ctx.app, b.json().token)).statusCode).toBe(200);
    expect((await refresh(ctx.app, 'seeker', tokenA)).statusCode).toBe(200);
    expect((await refresh(ctx.app, 'seeker', tokenB)).statusCode).toBe(200);
    const rows = await ctx.database.handle.db.select().from(sessions).where(eq(sessions.userId, seeker.user.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 401 and clears the cookie when it is missing or unknown', async () => {
    const missing = await refresh(ctx.app, 'seeker');
    expect(missing.statusCode).toBe(401);
    const unknown = await refresh(ctx.app, 'seeker', 'x'.repeat(43));
    expect(unknown.statusCode).toBe(401);
    // The dead cookie is cleared, since script cannot touch an HttpOnly cookie.
    expect(refreshCookieOf(unknown, 'auth_refresh_token')).toMatchObject({ value: '', path: '/api/auth' });
  });

  it('does not accept a seeker refresh token on the employer route', async () => {
    const seeker = await registerSeeker(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: authPath('employer', 'refresh'),
      headers: { origin: APP_ORIGIN.employer },
      cookies: { [refreshCookieName('employer')]: seeker.refresh },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses refresh and logout with 403 without an Origin or from a foreign one', async () => {
    const seeker = await registerSeeker(ctx.app);
    for (const origin of [null, 'https://evil.example', 'http://localhost:4200.evil.example']) {
      const r = await refresh(ctx.app, 'seeker', seeker.refresh, origin);
      expect(r.statusCode).toBe(403);
      expect(r.json().error.code).toBe('FORBIDDEN');
      expect((await logout(ctx.app, 'seeker', seeker.refresh, origin)).statusCode).toBe(403);
    }
    // Nothing was consumed: the token still works from the app.
    expect((await refresh(ctx.app, 'seeker', seeker.refresh)).statusCode).toBe(200);
  });

  it("accepts each audience's refresh and logout only from that audience's app origin", async () => {
    const signedIn = {
      seeker: await registerSeeker(ctx.app),
      employer: await registerEmployer(ctx.app),
      editor: await loginAs(ctx.app, 'editor', await createEditor(ctx.database.handle)),
    };
    for (const role of ROLES) {
      for (const other of ROLES.filter((r) => r !== role)) {
        const refreshed = await refresh(ctx.app, role, signedIn[role].refresh, APP_ORIGIN[other]);
        expect(refreshed.statusCode, `${role} refresh from the ${other} app`).toBe(403);
        const loggedOut = await logout(ctx.app, role, signedIn[role].refresh, APP_ORIGIN[other]);
        expect(loggedOut.statusCode, `${role} logout from the ${other} app`).toBe(403);
      }
      // From its own app it still works: nothing was consumed or ended.
      const own = await refresh(ctx.app, role, signedIn[role].refresh, APP_ORIGIN[role]);
      expect(own.statusCode, `${role} refresh from its own app`).toBe(200);
    }
  });
});
