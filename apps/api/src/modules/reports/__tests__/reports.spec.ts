import { auditLog, companies, emailOutbox, notifications, users, vacancies } from '@jobs/server-db';
import { and, desc, eq } from 'drizzle-orm';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type Employer,
  type Party,
} from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { vacancyInput } from '../../../__tests__/support/vacancy-input';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

type ReportDto = {
  id: number;
  target: { kind: string; id: number; title: string | null; company: { id: number; name: string } | null };
  status: string;
  outcome: string | null;
  note: string | null;
  target_reports: number;
};
type ListDto = {
  items: ReportDto[];
  total: number;
  counts: { status: { open: number; resolved: number }; kind: Record<string, number> };
};

const report = (who: { token: string }, kind: string, id: number, extra: Record<string, unknown> = {}) =>
  api(ctx.app).call('POST', '/reports', who, { target: { kind, id }, reason: 'scam', ...extra });
const queue = (who: { token: string }, query = '') => api(ctx.app).call('GET', `/editor/reports${query}`, who);
const resolve = (who: { token: string }, id: number, body: Record<string, unknown>) =>
  api(ctx.app).call('POST', `/editor/reports/${id}/resolve`, who, body);
const statusOf = async (vacancyId: number) =>
  (await db().select().from(vacancies).where(eq(vacancies.id, vacancyId)))[0];
const inSearch = async (vacancyId: number) => ctx.app.inject({ method: 'GET', url: `/api/vacancies/${vacancyId}` });

describe('reports', () => {
  let bob: Employer;
  let eve: Party;
  beforeAll(async () => {
    bob = await employer(ctx.app);
    eve = await editor(ctx.app, ctx.database.handle);
  });

  it('takes a report once per person and target (409 after), with the comment trimmed', async () => {
    const ann = await seeker(ctx.app);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const created = ok<{ id: number; status: string; comment: string | null }>(
      await report(ann, 'vacancy', vacancyId, { comment: '  asks for a deposit ' }),
      201,
    );
    expect(created).toMatchObject({ status: 'open', comment: 'asks for a deposit' });
    expect((await report(ann, 'vacancy', vacancyId)).statusCode).toBe(409);
    // Another employer may report the company; a seeker may report it too.
    ok(await report(ann, 'company', bob.companyId), 201);
  });

  it('answers 404 for what does not exist or the reporter cannot see, 400 naming the field', async () => {
    const ann = await seeker(ctx.app);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    expect((await report(ann, 'vacancy', 999_999)).statusCode).toBe(404);
    expect((await report(ann, 'vacancy', draft)).statusCode).toBe(404);
    expect((await report(ann, 'company', 999_999)).statusCode).toBe(404);
    // A résumé is the employers' to report.
    expect((await report(ann, 'resume', ann.user.id)).statusCode).toBe(404);
    // A message of someone else's chat.
    const ben = await seeker(ctx.app);
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ben, bob.companyId);
    const sent = ok<{ id: number }>(await client.send(ben, chatId, say('Hello')));
    const messageId = sent.id;
    expect((await report(ann, 'message', messageId)).statusCode).toBe(404);
    // …but its own side and the company's may.
    ok(await report(bob, 'message', messageId), 201);
    const long = await report(ann, 'company', bob.companyId, { comment: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('body.comment');
    const badReason = await report(ann, 'company', bob.companyId, { reason: 'boring' });
    expect(badReason.statusCode).toBe(400);
    expect(JSON.stringify(badReason.json())).toContain('body.reason');
  });

  it('holds a vacancy off search at three different reporters, not at three reports of one', async () => {
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await seeker(ctx.app);
    ok(await report(ann, 'vacancy', vacancyId), 201);
    // The same person again (a 409) and another kind of target change nothing.
    expect((await report(ann, 'vacancy', vacancyId)).statusCode).toBe(409);
    expect((await report(ann, 'vacancy', vacancyId)).statusCode).toBe(409);
    expect((await statusOf(vacancyId))?.status).toBe('published');
    ok(await report(await seeker(ctx.app), 'vacancy', vacancyId), 201);
    expect((await statusOf(vacancyId))?.status).toBe('published');
    ok(await report(await seeker(ctx.app), 'vacancy', vacancyId), 201);
    const held = await statusOf(vacancyId);
    expect(held).toMatchObject({ status: 'on_review', reportHold: true });
    const page = await inSearch(vacancyId);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ error: { details: { under_review: true } } });
    // A fourth person may still report it while it is held.
    ok(await report(await seeker(ctx.app), 'vacancy', vacancyId), 201);
  });

  it('dismissed: the vacancy is back in search and every reporter is told', async () => {
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const reporters = [await seeker(ctx.app), await seeker(ctx.app), await seeker(ctx.app)];
    const ids: number[] = [];
    for (const who of reporters) ids.push(ok<{ id: number }>(await report(who, 'vacancy', vacancyId), 201).id);
    expect((await statusOf(vacancyId))?.status).toBe('on_review');
    const list = ok<ListDto>(await queue(eve, '?status=open&kind=vacancy'));
    const mine = list.items.find((item) => item.id === ids[0]);
    expect(mine).toMatchObject({
      target: { kind: 'vacancy', id: vacancyId, title: 'Backend developer' },
      target_reports: 3,
    });
    expect(list.counts.status.open).toBeGreaterThanOrEqual(3);

    const resolved = ok<ReportDto>(await resolve(eve, ids[0] ?? 0, { outcome: 'dismissed', note: 'A real company' }));
    expect(resolved).toMatchObject({ status: 'resolved', outcome: 'dismissed', note: 'A real company' });
    expect((await statusOf(vacancyId))?.status).toBe('published');
    expect((await inSearch(vacancyId)).statusCode).toBe(200);
    // The target's other reports are resolved with it; a second decision is a 409.
    expect((await resolve(eve, ids[1] ?? 0, { outcome: 'hidden' })).statusCode).toBe(409);
    for (const who of reporters) {
      const [notice] = await db()
        .select()
        .from(notifications)
        .where(eq(notifications.userId, who.user.id))
        .orderBy(desc(notifications.id))
        .limit(1);
      expect(notice).toMatchObject({ code: 'report_outcome', link: `/vacancies/${vacancyId}` });
      expect(notice?.params).toMatchObject({ outcome: 'dismissed', target: 'Backend developer' });
      // The note is the editors' own: the reporter hears the outcome only.
      expect(notice?.text).not.toContain('A real company');
    }
    const emails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, reporters[0]?.user.id ?? 0), eq(emailOutbox.template, 'report_outcome')));
    expect(emails).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'report'), eq(auditLog.entityId, ids[0] ?? 0)));
    expect(audit).toHaveLength(1);
    // Resolved, the same person may report it again.
    ok(await report(reporters[0] as Party, 'vacancy', vacancyId), 201);
  });

  it('hidden: the vacancy stays out of search', async () => {
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const ann = await seeker(ctx.app);
    const id = ok<{ id: number }>(await report(ann, 'vacancy', vacancyId), 201).id;
    ok(await resolve(eve, id, { outcome: 'hidden' }));
    expect(await statusOf(vacancyId)).toMatchObject({ status: 'rejected', reportHold: false });
    expect((await inSearch(vacancyId)).statusCode).toBe(404);
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ann.user.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice?.params).toMatchObject({ outcome: 'hidden' });
  });

  it('company_blocked: every published vacancy of the company leaves search and the company is marked', async () => {
    const carl = await employer(ctx.app);
    const first = await vacancy(ctx.database.handle, carl.companyId);
    const second = await vacancy(ctx.database.handle, carl.companyId);
    const ann = await seeker(ctx.app);
    const id = ok<{ id: number }>(await report(ann, 'vacancy', first), 201).id;
    const decided = ok<ReportDto>(await resolve(eve, id, { outcome: 'company_blocked', note: 'Asks for money' }));
    expect(decided.outcome).toBe('company_blocked');
    expect((await statusOf(first))?.status).toBe('rejected');
    expect((await statusOf(second))?.status).toBe('rejected');
    const [company] = await db().select().from(companies).where(eq(companies.id, carl.companyId));
    expect(company?.blockedAt).toBeInstanceOf(Date);
    // Its employers are told why, through the one event path (an in-app notification).
    const [told] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, carl.user.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    // Stored in the employer's language (Russian by default); the notice renders in either.
    expect(told).toMatchObject({ code: 'company_blocked', title: 'Компания заблокирована' });
    expect(told?.text).toContain('Причина: Asks for money');

    // Its employers cannot send a vacancy to review any more: 403 naming the field and the code.
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, carl.user.id));
    const submitted = await api(ctx.app).call('POST', '/employer/vacancies', carl, vacancyInput({ submit: true }));
    expect(submitted.statusCode).toBe(403);
    expect(submitted.json().error.details).toEqual([
      expect.objectContaining({ field: 'body.submit', code: 'company_blocked' }),
    ]);
    // A draft is still theirs to keep; sending it to review is refused the same way.
    const draft = ok<{ id: number; version: number }>(
      await api(ctx.app).call('POST', '/employer/vacancies', carl, vacancyInput()),
      201,
    );
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/employer/vacancies/${draft.id}`,
      headers: { authorization: `Bearer ${carl.token}` },
      payload: { version: draft.version, status: 'on_review' },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.details[0]).toMatchObject({ field: 'body.status', code: 'company_blocked' });
  });

  it('filters the queue and counts', async () => {
    const list = ok<ListDto>(await queue(eve, '?status=resolved'));
    expect(list.items.every((item) => item.status === 'resolved')).toBe(true);
    expect(list.total).toBe(list.counts.status.resolved);
    const companiesOnly = ok<ListDto>(await queue(eve, '?kind=company'));
    expect(companiesOnly.items.every((item) => item.target.kind === 'company')).toBe(true);
    expect((await queue(eve, '?status=bogus')).statusCode).toBe(400);
    // By reason: a spam report of its own shows under spam, not under scam.
    const ann = await seeker(ctx.app);
    const spam = ok<{ id: number }>(
      await report(ann, 'vacancy', await vacancy(ctx.database.handle, bob.companyId), { reason: 'spam' }),
      201,
    );
    const spamOnly = ok<{ items: Array<ReportDto & { reason: string }> }>(await queue(eve, '?status=open&reason=spam'));
    expect(spamOnly.items.map((item) => item.id)).toContain(spam.id);
    expect(spamOnly.items.every((item) => item.reason === 'spam')).toBe(true);
    const scamOnly = ok<ListDto>(await queue(eve, '?status=open&reason=scam'));
    expect(scamOnly.items.map((item) => item.id)).not.toContain(spam.id);
    const bad = await queue(eve, '?reason=bogus');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('query.reason');
  });

  it('shows a reported message in its chat, and a risky message before a more-reported harmless one', async () => {
    const boss = await employer(ctx.app);
    const ann = await seeker(ctx.app);
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, boss.companyId);
    const texts = [
      [ann, 'Здравствуйте! Вакансия ещё открыта?'],
      [boss, 'Добрый день, да, открыта.'],
      [ann, 'Какой график?'],
      [boss, 'Перед первой сменой нужно оплатить обучение — 2500 рублей на карту менеджера.'],
      [ann, 'Это обязательно?'],
      [boss, 'Да, иначе не допустим.'],
      [ann, 'Понятно, спасибо.'],
      [boss, 'Ждём вас.'],
    ] as const;
    const ids: number[] = [];
    for (const [who, text] of texts) ids.push(ok<{ id: number }>(await client.send(who, chatId, say(text))).id);
    const scamId = ids[3] as number;
    const harmlessId = ids[1] as number;
    // The harmless message is reported twice (the seeker, and the company itself), the scam once.
    ok(await report(ann, 'message', harmlessId), 201);
    ok(await report(boss, 'message', harmlessId, { reason: 'other' }), 201);
    const scamReport = ok<{ id: number }>(await report(ann, 'message', scamId, { comment: 'Просят денег' }), 201);

    type Context = { id: number; author_kind: string; author_name: string | null; text: string; reported: boolean };
    type Item = ReportDto & {
      target: ReportDto['target'] & {
        chat_id: number | null;
        risk: { reasons: string[] } | null;
        messages: Array<Context & { risk: { reasons: string[] } | null; created_at: string }> | null;
      };
    };
    const list = ok<{ items: Item[] }>(await queue(eve, '?status=open&kind=message'));
    const mine = list.items.filter((item) => [scamId, harmlessId].includes(item.target.id));
    // Risky first, though the harmless one has more reports.
    expect(mine.map((item) => item.target.id)).toEqual([scamId, harmlessId, harmlessId]);
    const firstRisky = list.items.findIndex((item) => item.target.risk === null);
    expect(list.items.slice(firstRisky).every((item) => item.target.risk === null)).toBe(true);
    const scam = mine[0] as Item;
    expect(scam.id).toBe(scamReport.id);
    expect(scam.target.risk).toEqual({ reasons: ['payment_asked'] });
    expect(scam.target.chat_id).toBe(chatId);
    expect(scam.target.company).toEqual({ id: boss.companyId, name: expect.any(String), verified: null });
    // The chat around it: three messages before, three after, oldest first, the reported one marked.
    const context = scam.target.messages ?? [];
    expect(context.map((message) => message.id)).toEqual(ids.slice(0, 7));
    expect(context.map((message) => message.reported)).toEqual([false, false, false, true, false, false, false]);
    expect(context.map((message) => message.author_kind)).toEqual([
      'seeker',
      'company',
      'seeker',
      'company',
      'seeker',
      'company',
      'seeker',
    ]);
    const nameOf = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0]?.name;
    expect(context[0]).toMatchObject({ text: texts[0][1], author_name: await nameOf(ann.user.id), risk: null });
    expect(context[3]).toMatchObject({
      author_name: await nameOf(boss.user.id),
      risk: { reasons: ['payment_asked'] },
    });
    expect(context.every((message) => !Number.isNaN(Date.parse(message.created_at)))).toBe(true);
    // Other kinds carry no chat; the harmless message no risk.
    const harmless = mine[1] as Item;
    expect(harmless.target.risk).toBeNull();
    expect(harmless.target.messages?.find((message) => message.reported)?.id).toBe(harmlessId);
    const vacancies = ok<{ items: Item[] }>(await queue(eve, '?kind=vacancy'));
    expect(vacancies.items.every((item) => item.target.messages === null)).toBe(true);
    // The decision answers with the same context.
    const resolved = ok<Item>(await resolve(eve, scam.id, { outcome: 'hidden' }));
    expect(resolved.target.messages?.map((message) => message.id)).toEqual(ids.slice(0, 7));
  });

  it('keeps the editor routes to editors', async () => {
    const ann = await seeker(ctx.app);
    expect((await queue(ann)).statusCode).toBe(403);
    expect((await queue(bob)).statusCode).toBe(403);
    expect((await resolve(ann, 1, { outcome: 'dismissed' })).statusCode).toBe(403);
    expect((await resolve(bob, 1, { outcome: 'dismissed' })).statusCode).toBe(403);
    expect((await resolve(eve, 999_999, { outcome: 'dismissed' })).statusCode).toBe(404);
    // Editors do not report.
    expect((await report(eve, 'company', bob.companyId)).statusCode).toBe(403);
  });
});
