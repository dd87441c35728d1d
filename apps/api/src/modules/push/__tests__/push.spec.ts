import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages, notifications } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { makeDue, pendingJobs, useQueues } from '../../../__tests__/support/job-helpers';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type Party,
} from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  appApi,
  seekerWithResume,
  type ApplicationDto,
  type EmployerApplicationDto,
} from '../../applications/__tests__/application-helpers';
import { publishAsEditor, saveSearch } from '../../lists/__tests__/lists-helpers';
import { createOneSignalSender, PUSH_SEND_JOB, pushJobs } from '../push';

/**
 * OneSignal cannot be reached from the tests: its REST API is a local stub server (the third
 * party), which records each "Create message" request and answers as told.
 */
/** The fields of OneSignal's "Create message" body the tests read. */
type PushBody = {
  contents: { en: string };
  url: string;
  idempotency_key: string;
  include_aliases?: { external_id: string[] };
};
type Received = {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: PushBody;
};
const stub = { received: [] as Received[], failNext: 0, server: undefined as Server | undefined };
const env: Record<string, string> = { ONESIGNAL_APP_ID: 'test-app-id', ONESIGNAL_API_KEY: 'test-rest-key' };

beforeAll(async () => {
  stub.server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    request.on('end', () => {
      stub.received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(data || '{}') as PushBody,
      });
      response.setHeader('content-type', 'application/json');
      if (stub.failNext > 0) {
        stub.failNext--;
        response.statusCode = 503;
        response.end(JSON.stringify({ errors: ['Service unavailable'] }));
        return;
      }
      response.end(JSON.stringify({ id: `notification-${stub.received.length}`, external_id: null }));
    });
  });
  await new Promise<void>((resolve) => stub.server?.listen(0, '127.0.0.1', resolve));
  env['ONESIGNAL_API_URL'] = `http://127.0.0.1:${(stub.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (stub.server ? stub.server.close(() => resolve()) : resolve()));
});

// Filled in by the beforeAll above before the app is built (hooks run in the order they are added).
const ctx = useTestApp(env);
const db = () => ctx.database.handle.db;
const queue = useQueues(ctx);

const SETTINGS = {
  email: { messages: 'off', applications: 'off', alerts: 'off', invitations: 'instant', interviews: 'instant' },
  push: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'instant',
    invitations: 'instant',
    interviews: 'instant',
  },
  quiet_hours: null,
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

const pushed = async () => {
  const before = stub.received.length;
  await ctx.app.jobQueue.runDue();
  return stub.received.slice(before);
};
const to = (userId: number) => (request: Received) =>
  JSON.stringify(request.body?.include_aliases) === JSON.stringify({ external_id: [String(userId)] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('push notifications through OneSignal', () => {
  it('sends an instant saved-search alert as one message to the seeker’s External ID', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    await putSettings(ann, SETTINGS);
    await pushed();
    const search = await saveSearch(ctx.app, ann, { name: 'Scala', query: 'q=scala', alert: 'instant' });
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Scala developer');

    const requests = (await pushed()).filter(to(ann.user.id));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/notifications?c=push');
    expect(request?.headers['authorization']).toBe('Key test-rest-key');
    expect(request?.headers['content-type']).toMatch(/^application\/json/);
    expect(request?.body).toEqual({
      app_id: 'test-app-id',
      target_channel: 'push',
      include_aliases: { external_id: [String(ann.user.id)] },
      headings: { en: 'Новая вакансия по поиску «Scala»', ru: 'Новая вакансия по поиску «Scala»' },
      contents: { en: 'Scala developer', ru: 'Scala developer' },
      url: `http://localhost:4200/saved-searches/${search.id}`,
      idempotency_key: expect.stringMatching(UUID),
    });
    expect(await pendingJobs(db(), PUSH_SEND_JOB)).toEqual([]);
  });

  it('pushes a chat message to its recipient (kind messages), with the link into their app', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    await putSettings(bob, { ...SETTINGS, push: { ...SETTINGS.push, alerts: 'off' } });
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, bob.companyId);
    await pushed();
    ok(await client.send(ann, chatId, say('Is the job still open?')));
    const requests = (await pushed()).filter(to(bob.user.id));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.contents.en).toBe('Is the job still open?');
    expect(requests[0]?.body.url).toBe(`http://localhost:4300/employer/chats/${chatId}`);

    // Push for messages off: none.
    await putSettings(bob, { ...SETTINGS, push: { ...SETTINGS.push, messages: 'off' } });
    ok(await client.send(ann, chatId, say('Hello again')));
    expect((await pushed()).filter(to(bob.user.id))).toEqual([]);
  });

  it('pushes an application’s status note to the seeker (kind applications), leading to the applications', async () => {
    const bob = await employer(ctx.app);
    const ann = await seekerWithResume(ctx.app);
    await putSettings(ann, { ...SETTINGS, push: { ...SETTINGS.push, messages: 'off' } });
    const client = appApi(ctx.app);
    const application = ok<ApplicationDto>(
      await client.apply(ann, await vacancy(ctx.database.handle, bob.companyId)),
      201,
    );
    // The company opens it (a status note of its own: viewed), then invites the seeker.
    const seen = ok<EmployerApplicationDto>(await client.candidate(bob, application.id));
    await pushed();
    ok(await client.move(bob, application.id, { status: 'invited', version: seen.version }));
    const requests = (await pushed()).filter(to(ann.user.id));
    expect(requests.map((request) => [request.body.contents.en, request.body.url])).toEqual([
      [expect.stringContaining('Приглашение на собеседование: '), 'http://localhost:4200/applications'],
    ]);

    // Push for applications off: none.
    await putSettings(ann, { ...SETTINGS, push: { ...SETTINGS.push, messages: 'off', applications: 'off' } });
    const again = ok<EmployerApplicationDto>(await client.candidate(bob, application.id));
    ok(await client.move(bob, application.id, { status: 'offer', version: again.version }));
    expect((await pushed()).filter(to(ann.user.id))).toEqual([]);
  });

  it('stores a chat message and its push job together, or neither', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    await putSettings(bob, SETTINGS);
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, bob.companyId);
    await pushed();
    // Together: the job is stored by the time the send answers (the message's own transaction).
    ok(await client.send(ann, chatId, say('Together')));
    expect((await pendingJobs(db(), PUSH_SEND_JOB)).map((job) => [job.data['user_id'], job.data['text']])).toEqual([
      [bob.user.id, 'Together'],
    ]);
    await pushed();

    // The job cannot be stored (its table refuses it): the message is not stored either.
    await db().execute(sql`
      create function test_refuse_push() returns trigger language plpgsql as $$
      begin
        if new.name = 'push.send' then raise exception 'the job table refuses it'; end if;
        return new;
      end $$`);
    await db().execute(sql`
      create trigger test_refuse_push before insert on pgboss.job_common
      for each row execute function test_refuse_push()`);
    try {
      expect((await client.send(ann, chatId, say('Neither'))).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger test_refuse_push on pgboss.job_common`);
      await db().execute(sql`drop function test_refuse_push()`);
    }
    expect(await db().select().from(messages).where(eq(messages.text, 'Neither'))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.text, 'Neither'))).toEqual([]);
    expect(await pendingJobs(db(), PUSH_SEND_JOB)).toEqual([]);

    // And the chat goes on.
    ok(await client.send(ann, chatId, say('Again')));
    expect((await pushed()).filter(to(bob.user.id)).map((request) => request.body.contents.en)).toEqual(['Again']);
  });

  it('sends nothing when the push setting is off (or digest, which push does not have)', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    const off = await seeker(ctx.app);
    const digest = await seeker(ctx.app);
    await putSettings(off, { ...SETTINGS, push: { ...SETTINGS.push, alerts: 'off' } });
    await putSettings(digest, { ...SETTINGS, push: { ...SETTINGS.push, alerts: 'digest' } });
    await saveSearch(ctx.app, off, { name: 'Elixir', query: 'q=elixir', alert: 'instant' });
    await saveSearch(ctx.app, digest, { name: 'Elixir', query: 'q=elixir', alert: 'instant' });
    await pushed();
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Elixir developer');
    const requests = await pushed();
    expect(requests.filter(to(off.user.id))).toEqual([]);
    expect(requests.filter(to(digest.user.id))).toEqual([]);
    expect(await pendingJobs(db(), PUSH_SEND_JOB)).toEqual([]);
  });

  it('retries when OneSignal fails, with the same idempotency key, and sends once with two workers', async () => {
    const ann = await seeker(ctx.app);
    const eve = await editor(ctx.app, ctx.database.handle);
    const bob = await employer(ctx.app);
    await putSettings(ann, SETTINGS);
    await saveSearch(ctx.app, ann, { name: 'Haskell', query: 'q=haskell', alert: 'instant' });
    await pushed();
    await publishAsEditor(ctx.app, eve, bob.companyId, 'Haskell developer');

    stub.failNext = 1;
    const failed = (await pushed()).filter(to(ann.user.id));
    expect(failed).toHaveLength(1);
    const [job] = await pendingJobs(db(), PUSH_SEND_JOB);
    expect(job).toMatchObject({
      state: 'retry',
      output: expect.objectContaining({ message: 'OneSignal answered 503' }),
    });
    expect(job?.start_after.getTime()).toBeGreaterThan(Date.now());

    // Due again: two workers (as two API instances) race for it; one sends it.
    await makeDue(db(), PUSH_SEND_JOB);
    const worker = () =>
      queue(
        pushJobs(
          createOneSignalSender(
            {
              appId: 'test-app-id',
              apiKey: 'test-rest-key',
              apiUrl: env['ONESIGNAL_API_URL'] ?? '',
              timeoutMs: 10_000,
            },
            ctx.app.log,
          ),
        ),
      );
    const before = stub.received.length;
    await Promise.all([worker().runDue(), worker().runDue()]);
    const retried = stub.received.slice(before).filter(to(ann.user.id));
    expect(retried).toHaveLength(1);
    expect(retried[0]?.body.idempotency_key).toBe(failed[0]?.body.idempotency_key);
    expect(await pendingJobs(db(), PUSH_SEND_JOB)).toEqual([]);
  });
});
