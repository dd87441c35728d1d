import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { resultRows } from '../../lib/sql-rows';
import {
  appApi,
  RESUME,
  type EmployerApplicationDto,
  type EmployerListDto,
} from '../../modules/applications/__tests__/application-helpers';
import { openStream } from '../../modules/live/__tests__/live-stream';
import { bearer, PASSWORD } from '../support/auth-helpers';
import {
  api,
  colleague,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type HistoryDto,
} from '../support/chat-helpers';
import { useTestApp } from '../support/harness';

/**
 * Issue 31 item 6 and issue 30 item 15: a deleted account leaves neither its e-mail nor its name
 * anywhere in the database (searched in a dump of it: pg_dump on PostgreSQL, every row of every
 * table as text on the embedded database), its uploads stop being served, its open event streams
 * end at once; the company keeps the application anonymised with its history and funnel counts,
 * and the chat takes no new message (409 chat_closed).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'jobs-deletion-'));
const ctx = useTestApp({ DATA_DIR: dataDir, EMAIL_UNREAD_DELAY_MINUTES: '0' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const BOUNDARY = '----jobs-deletion-boundary';

/** The whole database as text: pg_dump on PostgreSQL; every row of every table on PGlite. */
const dump = async (): Promise<string> => {
  if (ctx.database.url) {
    const result = spawnSync('pg_dump', ['--data-only', '--no-owner', ctx.database.url], {
      encoding: 'utf8',
      maxBuffer: 512 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`pg_dump failed: ${result.stderr}`);
    return result.stdout;
  }
  const db = ctx.database.handle.db;
  const tables = resultRows<{ schema: string; name: string }>(
    await db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  );
  expect(tables.length).toBeGreaterThan(20);
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const rows = resultRows<{ row: string }>(
      await db.execute(sql.raw(`select t::text as row from "${schema}"."${name}" t`)),
    );
    parts.push(`-- ${schema}.${name}`, ...rows.map((row) => row.row));
  }
  return parts.join('\n');
};

const decoded = (text: string) =>
  text.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('deleting an account', () => {
  it('leaves neither the e-mail nor the name in a dump, keeps the application anonymised and closes the chat', async () => {
    const stamp = randomBytes(4).toString('hex');
    const name = `Зоя Квиллфезер${stamp}`;
    const email = `zoya.${stamp}@example.com`;
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: PASSWORD, name },
    });
    const body = ok<{ token: string; user: { id: number; email: string; role: 'seeker' } }>(registered, 201);
    const zoya = { ...body, email, refresh: '', companyId: null };
    const bob = await employer(ctx.app);
    const carl = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    const vacancyId = await vacancy(ctx.database.handle, bob.companyId);
    const applications = appApi(ctx.app);
    ok(await applications.saveResume(zoya, { ...RESUME, name }));
    const applied = ok<{ id: number }>(
      await applications.apply(zoya, vacancyId, { cover_letter: `I am ${name}.` }),
      201,
    );
    const seen = ok<{ version: number }>(await applications.candidate(bob, applied.id));
    // The company's template greets the candidate by name (in the chat, a notification, an e-mail).
    ok(await applications.move(bob, applied.id, { status: 'invited', version: seen.version }));
    const chatId = await openCompanyChat(api(ctx.app), zoya, bob.companyId);
    ok(await api(ctx.app).send(zoya, chatId, say('Thank you, see you on Monday')));
    // A reset link (the e-mail in account_tokens and the outbox), and an upload.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } })).statusCode,
    ).toBe(202);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c83c1e' } })
      .png()
      .toBuffer();
    const uploaded = ok<{ path: string }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...bearer(zoya.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      }),
      201,
    );
    const image = `/api/_img/w_512,h_512,f_png,fit_contain,b_ffffff/${uploaded.path}`;
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);
    await ctx.app.jobQueue.runDue();

    const before = decoded(await dump());
    expect(before).toContain(email);
    expect(before).toContain(name);

    const stream = await openStream(ctx.app, zoya.token);
    expect(stream.status).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/default/me',
      headers: bearer(zoya.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const started = performance.now();
    await stream.ended;
    expect(performance.now() - started).toBeLessThan(2000);
    await ctx.app.jobQueue.runDue();

    const after = decoded(await dump()).toLowerCase();
    expect(after.includes(email.toLowerCase()), 'the e-mail is still in the database').toBe(false);
    expect(after.includes(name.toLowerCase()), 'the name is still in the database').toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);

    // The company keeps the application, anonymised, with its history and its place in the funnel.
    const list = ok<EmployerListDto>(await applications.candidates(bob));
    const kept = list.items.find((item) => item.id === applied.id);
    expect(kept).toMatchObject({ status: 'invited', candidate: { name: 'Deleted user' } });
    expect(list.counts['invited']).toBe(1);
    const inRussian = await ctx.app.inject({
      method: 'GET',
      url: `/api/employer/applications/${applied.id}`,
      headers: { ...bearer(bob.token), 'accept-language': 'ru' },
    });
    expect(ok<{ candidate: { name: string } }>(inRussian).candidate.name).toBe('Удалённый пользователь');
    const detail = ok<{ history: unknown[] }>(await applications.candidate(carl, applied.id));
    expect(detail.history.length).toBeGreaterThanOrEqual(2);

    // The chat keeps its history, the template's greeting without the name, and takes nothing new.
    const history = ok<HistoryDto>(await api(ctx.app).history(bob, chatId));
    expect(history.message.map((message) => message.text)).toContain('Thank you, see you on Monday');
    expect(history.message.some((message) => message.text.includes('Удалённый пользователь'))).toBe(true);
    const refused = await api(ctx.app).send(bob, chatId, say('Are you there?'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [expect.objectContaining({ field: 'params.id', code: 'chat_closed' })],
    });
  });

  it("still moves a deleted seeker's application, but posts nothing into the closed chat and tells nobody", async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const applications = appApi(ctx.app);
    ok(await applications.saveResume(ann));
    const first = await vacancy(ctx.database.handle, bob.companyId);
    const second = await vacancy(ctx.database.handle, bob.companyId);
    const single = ok<{ id: number; chat_id: number }>(await applications.apply(ann, first), 201);
    const bulked = ok<{ id: number }>(await applications.apply(ann, second), 201);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/default/me',
      headers: bearer(ann.token),
      payload: { password: PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);

    const db = ctx.database.handle.db;
    const countOf = async (query: SQL) =>
      Number(resultRows<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);
    const messagesInChat = () =>
      countOf(sql`select count(*)::int as n from messages where chat_id = ${single.chat_id}`);
    const toAnn = () =>
      countOf(sql`select (select count(*) from notifications where user_id = ${ann.user.id})
        + (select count(*) from email_outbox where user_id = ${ann.user.id})
        + (select count(*) from email_digest_items where user_id = ${ann.user.id}) as n`);
    const messagesBefore = await messagesInChat();
    const toAnnBefore = await toAnn();

    // A move with the company's own message, and its undo: the funnel follows, the chat does not.
    const seen = ok<EmployerApplicationDto>(await applications.candidate(bob, single.id));
    const moved = ok<EmployerApplicationDto>(
      await applications.move(bob, single.id, { status: 'invited', version: seen.version, message: 'Come on Monday' }),
    );
    expect(moved.status).toBe('invited');
    expect(moved.history.at(-1)).toMatchObject({ status: 'invited' });
    const undone = ok<EmployerApplicationDto>(await applications.undo(bob, single.id, moved.version));
    expect(undone.status).toBe(seen.status);
    expect(undone.history.length).toBe(moved.history.length + 1);

    // A bulk move with the template's message.
    expect(ok(await applications.bulk(bob, { ids: [bulked.id], status: 'rejected', reason_code: 'other' }))).toEqual({
      moved: [bulked.id],
      skipped: [],
    });
    const rejected = ok<EmployerApplicationDto>(await applications.candidate(bob, bulked.id));
    expect(rejected.status).toBe('rejected');
    expect(rejected.history.at(-1)).toMatchObject({ status: 'rejected' });
    const list = ok<EmployerListDto>(await applications.candidates(bob));
    expect(list.counts['rejected']).toBe(1);

    await ctx.app.jobQueue.runDue();
    expect(await messagesInChat()).toBe(messagesBefore);
    expect(await toAnn()).toBe(toAnnBefore);
  });
});
