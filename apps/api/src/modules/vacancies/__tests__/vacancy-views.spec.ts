import { vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { bearer, registerSeeker } from '../../../__tests__/support/auth-helpers';
import { employer, ok, vacancy } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { createViewCounter } from '../view-counter';

const ctx = useTestApp();

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const YANDEX = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';

const open = (id: number, agent: string | undefined, extra: Record<string, string> = {}, ip = '203.0.113.7') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/vacancies/${id}`,
    remoteAddress: ip,
    headers: { ...(agent ? { 'user-agent': agent } : {}), ...extra },
  });

const viewsOf = async (id: number) =>
  (await ctx.database.handle.db.select({ n: vacancies.viewsCount }).from(vacancies).where(eq(vacancies.id, id)))[0]?.n;

const managedViews = async (token: string, id: number) =>
  ok<{ views_count: number }>(
    await ctx.app.inject({ method: 'GET', url: `/api/employer/vacancies/${id}`, headers: bearer(token) }),
  ).views_count;

describe('vacancy page views', () => {
  it('counts one view per visitor per vacancy per day, no crawler, written in a batch', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    const other = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await registerSeeker(ctx.app);

    for (let i = 0; i < 3; i++) ok(await open(id, BROWSER)); // one visitor, three times
    ok(await open(id, PHONE)); // another browser at the same address
    ok(await open(id, BROWSER, {}, '198.51.100.2')); // another address
    ok(await open(id, BROWSER, bearer(ann.token))); // a signed-in seeker…
    ok(await open(id, PHONE, bearer(ann.token), '198.51.100.9')); // …on another device: still one
    ok(await open(id, GOOGLEBOT));
    ok(await open(id, YANDEX));
    ok(await open(id, undefined)); // no user agent: a script
    ok(await open(other, BROWSER));
    // Nothing is written per request.
    expect(await viewsOf(id)).toBe(0);

    expect(await ctx.app.vacancyViews.flush()).toBe(5);
    expect(await viewsOf(id)).toBe(4);
    expect(await viewsOf(other)).toBe(1);
    // The employer sees them on the vacancy and the dashboard.
    expect(await managedViews(bob.token, id)).toBe(4);
    const dashboard = ok<{ totals: { views: number } }>(
      await ctx.app.inject({ method: 'GET', url: '/api/employer/dashboard', headers: bearer(bob.token) }),
    );
    expect(dashboard.totals.views).toBe(5);

    // The same visitors again the same day: nothing new.
    ok(await open(id, BROWSER));
    ok(await open(id, BROWSER, bearer(ann.token)));
    expect(await ctx.app.vacancyViews.flush()).toBe(0);
    expect(await viewsOf(id)).toBe(4);
  });

  it('counts a visitor once a day across several API instances (each with its own buffer)', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    const days = ['2026-03-01T10:00:00Z', '2026-03-01T23:00:00Z', '2026-03-02T08:00:00Z'];
    let at = days[0] as string;
    const one = createViewCounter(ctx.database.handle.db, { now: () => new Date(at) });
    const two = createViewCounter(ctx.database.handle.db, { now: () => new Date(at) });
    try {
      one.record(id, 'visitor-a');
      two.record(id, 'visitor-a');
      two.record(id, 'visitor-b');
      await Promise.all([one.flush(), two.flush()]);
      expect(await viewsOf(id)).toBe(2);
      at = days[1] as string;
      one.record(id, 'visitor-a');
      await one.flush();
      expect(await viewsOf(id)).toBe(2);
      // The next day counts again.
      at = days[2] as string;
      two.record(id, 'visitor-a');
      await two.close();
      expect(await viewsOf(id)).toBe(3);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('does not count a missing vacancy, and a deleted one is not an error', async () => {
    const counter = createViewCounter(ctx.database.handle.db);
    counter.record(987_654, 'visitor-a');
    expect(await counter.flush()).toBe(0);
    await counter.close();
    expect((await open(987_654, BROWSER)).statusCode).toBe(404);
  });
});
