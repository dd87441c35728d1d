import { emailOutbox, notifications, users } from '@jobs/server-db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { jobRows, makeDue, pendingJobs, useQueues } from '../../../__tests__/support/job-helpers';
import { editor, employer, ok, seeker, type Party } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { SAVED_SEARCH_MATCH_JOB } from '../saved-search-alerts';
import { publishAsEditor, saveSearch } from './lists-helpers';

// OneSignal is not configured here: the push channel sends nothing (push.spec.ts has it configured).
const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const queue = useQueues(ctx);
const MINUTE = 60_000;

const deliver = async (to?: string) => {
  const before = ctx.mail.sent.length;
  await ctx.app.jobQueue.runDue();
  return ctx.mail.sent.slice(before).filter((mail) => to === undefined || mail.to === to);
};

const SETTINGS = {
  email: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'instant',
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
  quiet_hours: null as null | { start: string; end: string; time_zone: string },
};

const putSettings = async (who: Party, settings: unknown) =>
  ok(
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/notification-settings',
      headers: bearer(who.token),
      payload: settings as Record<string, unknown>,
    }),
  );
const settingsOf = async (who: Party) =>
  ok<typeof SETTINGS>(
    await ctx.app.inject({ method: 'GET', url: '/api/notification-settings', headers: bearer(who.token) }),
  );

const alertsOf = (who: Party) =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.user.id), isNotNull(notifications.link)));

/** A seeker (sign-up e-mails already sent), an editor and a company. */
const cast = async (alerts: 'off' | 'instant' | 'digest' = 'instant') => {
  const ann = await seeker(ctx.app);
  const eve = await editor(ctx.app, ctx.database.handle);
  const bob = await employer(ctx.app);
  await deliver();
  if (alerts !== 'digest') await putSettings(ann, { ...SETTINGS, email: { ...SETTINGS.email, alerts } });
  return { ann, eve, bob };
};

const unsubscribeUrl = (headers: Record<string, string> | undefined) =>
  (/^<(.+)>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '').replace('http://localhost:3000', '');

describe('saved-search alert e-mails', () => {
  it('e-mails an instant alert at once, in the seeker’s language, listing the vacancy with its link', async () => {
    const { ann, eve, bob } = await cast('instant');
    const search = await saveSearch(ctx.app, ann, { name: 'Scala', query: 'q=scala', alert: 'instant' });
    const vacancyId = await publishAsEditor(ctx.app, eve, bob.companyId, 'Scala developer');

    const [mail, ...more] = await deliver(ann.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Новая вакансия по поиску «Scala»: Scala developer');
    expect(mail?.text).toContain('По вашему сохранённому поиску «Scala» опубликована новая вакансия:');
    expect(mail?.text).toContain(`http://localhost:4200/vacancies/${vacancyId}`);
    expect(mail?.text).toContain(`http://localhost:4200/saved-searches/${search.id}`);
    expect(mail?.html).toContain(`<a href="http://localhost:4200/vacancies/${vacancyId}"`);
    expect(mail?.html).toContain('Scala developer');
    // RFC 8058 one-click unsubscribe.
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(unsubscribeUrl(mail?.headers)).toMatch(/^\/api\/email\/unsubscribe\?token=[\w.-]+$/);
    // The in-app notification too, and no push (OneSignal is not configured here).
    expect(await alertsOf(ann)).toHaveLength(1);
    expect(await jobRows(db(), 'push.send')).toEqual([]);
  });

  it('writes English to an English reader, with links under /en', async () => {
    const { ann, eve, bob } = await cast('instant');
    await db().update(users).set({ locale: 'en' }).where(eq(users.id, ann.user.id));
    const search = await saveSearch(ctx.app, ann, { name: 'Elixir', query: 'q=elixir', alert: 'instant' });
    const vacancyId = await publishAsEditor(ctx.app, eve, bob.companyId, 'Elixir engineer');
    const [mail] = await deliver(ann.email);
    expect(mail?.subject).toBe('New vacancy for “Elixir”: Elixir engineer');
    expect(mail?.text).toContain(`http://localhost:4200/en/vacancies/${vacancyId}`);
    expect(mail?.text).toContain(`http://localhost:4200/en/saved-searches/${search.id}`);
    expect(mail?.text).toContain('Unsubscribe from these e-mails');
  });

  it('keeps alert e-mails for the daily digest by default, with the vacancies’ links', async () => {
    const { ann, eve, bob } = await cast('digest');
    expect((await settingsOf(ann)).email.alerts).toBe('digest');
    await saveSearch(ctx.app, ann, { name: 'Haskell', query: 'q=haskell', alert: 'instant' });
    const first = await publishAsEditor(ctx.app, eve, bob.companyId, 'Haskell developer');
    const second = await publishAsEditor(ctx.app, eve, bob.companyId, 'Senior Haskell engineer');
    expect(await deliver(ann.email)).toEqual([]);
    expect(await alertsOf(ann)).toHaveLength(2); // in-app at once

    // 06:05 UTC is 09:05 in Moscow (the default zone).
    expect(await ctx.app.email.sendDigests(new Date('2030-05-01T06:05:00Z'))).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await deliver(ann.email);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('Сводка за день: 2');
    expect(digest?.text).toContain('Поиск «Haskell»: новых вакансий 1');
    expect(digest?.text).toContain(`http://localhost:4200/vacancies/${first}`);
    expect(digest?.text).toContain(`http://localhost:4200/vacancies/${second}`);
    expect(digest?.html).toContain(`<a href="http://localhost:4200/vacancies/${second}"`);
    expect(digest?.headers['List-Unsubscribe']).toBeDefined();
  });

  it('e-mails a daily saved search once a day, listing the day’s vacancies newest first', async () => {
    const { ann, eve, bob } = await cast('instant');
    const search = await saveSearch(ctx.app, ann, { name: 'Erlang', query: 'q=erlang', alert: 'daily' });
    const first = await publishAsEditor(ctx.app, eve, bob.companyId, 'Erlang developer');
    const second = await publishAsEditor(ctx.app, eve, bob.companyId, 'Erlang team lead');
    expect(await deliver(ann.email)).toEqual([]);

    const now = new Date();
    expect(await ctx.app.savedSearchAlerts.sendDaily(now)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await deliver(ann.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Новые вакансии по поиску «Erlang»: 2');
    const text = mail?.text ?? '';
    expect(text.indexOf(`/vacancies/${second}`)).toBeGreaterThan(-1);
    expect(text.indexOf(`/vacancies/${first}`)).toBeGreaterThan(text.indexOf(`/vacancies/${second}`));
    expect(text).toContain(`http://localhost:4200/saved-searches/${search.id}`);

    // Nothing new, or the same day: no second e-mail.
    expect(await ctx.app.savedSearchAlerts.sendDaily(new Date(now.getTime() + 60 * MINUTE))).toBe(0);
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Erlang consultant');
    await ctx.app.savedSearchAlerts.sendDaily(new Date(now.getTime() + 2 * 60 * MINUTE));
    expect(await deliver(ann.email)).toEqual([]);
    await ctx.app.savedSearchAlerts.sendDaily(new Date(now.getTime() + 25 * 60 * MINUTE));
    const [next] = await deliver(ann.email);
    expect(next?.subject).toBe('Новые вакансии по поиску «Erlang»: 1');
    expect(next?.text).toContain('Erlang consultant');
    expect(next?.text).not.toContain(`/vacancies/${first}`);
  });

  it('holds an alert e-mail during quiet hours and sends it when they end', async () => {
    const { ann, eve, bob } = await cast('instant');
    const now = new Date();
    const hhmm = (date: Date) => date.toISOString().slice(11, 16);
    const quiet = {
      start: hhmm(new Date(now.getTime() - 60 * MINUTE)),
      end: hhmm(new Date(now.getTime() + 120 * MINUTE)),
      time_zone: 'UTC',
    };
    await putSettings(ann, { ...SETTINGS, quiet_hours: quiet });
    await saveSearch(ctx.app, ann, { name: 'Clojure', query: 'q=clojure', alert: 'instant' });
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Clojure developer');
    expect(await deliver(ann.email)).toEqual([]);
    expect(await alertsOf(ann)).toHaveLength(1); // in-app is never held

    const [row] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, ann.user.id), eq(emailOutbox.template, 'saved_search_alert')));
    expect(row?.template).toBe('saved_search_alert');
    expect(row?.sentAt).toBeNull();
    const job = (await pendingJobs(db(), 'email.send')).find((pending) => pending.data['id'] === row?.id);
    // Due at the end of the quiet hours (within the minute the window ends).
    const end = new Date(now.getTime() + 120 * MINUTE);
    end.setUTCSeconds(0, 0);
    expect(job?.start_after.toISOString()).toBe(end.toISOString());

    // The quiet hours are over.
    await makeDue(db(), 'email.send');
    const [mail] = await deliver(ann.email);
    expect(mail?.subject).toBe('Новая вакансия по поиску «Clojure»: Clojure developer');
  });

  it('one-click unsubscribe switches off alert e-mails only (in-app alerts go on)', async () => {
    const { ann, eve, bob } = await cast('instant');
    await saveSearch(ctx.app, ann, { name: 'Fortran', query: 'q=fortran', alert: 'instant' });
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Fortran developer');
    const [mail] = await deliver(ann.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: unsubscribeUrl(mail?.headers),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ kinds: ['alerts'] });
    expect(await settingsOf(ann)).toEqual({
      ...SETTINGS,
      email: { ...SETTINGS.email, alerts: 'off' },
      time_zone: 'Europe/Moscow',
    });

    await publishAsEditor(ctx.app, eve, bob.companyId, 'Fortran engineer');
    expect(await deliver(ann.email)).toEqual([]);
    expect(await alertsOf(ann)).toHaveLength(2);
  });

  it('sends an alert e-mail once with two workers', async () => {
    const { ann, eve, bob } = await cast('instant');
    await saveSearch(ctx.app, ann, { name: 'Pascal', query: 'q=pascal', alert: 'instant' });
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Pascal developer');
    // Two workers (as two API instances) race for the match job and then for the e-mail's job.
    const worker = () =>
      queue({
        [SAVED_SEARCH_MATCH_JOB]: {
          run: async (payload) => {
            await ctx.app.savedSearchAlerts.matchPublished(Number(payload['vacancy_id']));
          },
        },
        'email.send': { run: async (payload) => ctx.app.email.sendOne(Number(payload['id'])) },
      });
    const before = ctx.mail.sent.length;
    await Promise.all([worker().runDue(), worker().runDue()]);
    await Promise.all([worker().runDue(), worker().runDue()]);
    const sent = ctx.mail.sent.slice(before).filter((mail) => mail.to === ann.email);
    expect(sent).toHaveLength(1);
    expect(await alertsOf(ann)).toHaveLength(1);
    expect(await deliver(ann.email)).toEqual([]);
  });

  it('sends no alert e-mail when the setting is off', async () => {
    const { ann, eve, bob } = await cast('off');
    await saveSearch(ctx.app, ann, { name: 'Cobol', query: 'q=cobol', alert: 'instant' });
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Cobol developer');
    expect(await deliver(ann.email)).toEqual([]);
    expect(await alertsOf(ann)).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, ann.user.id), eq(emailOutbox.template, 'saved_search_alert'))),
    ).toEqual([]);
  });
});
