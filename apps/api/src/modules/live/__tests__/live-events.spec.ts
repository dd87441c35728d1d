import { buildApp } from '../../../app';
import { APP_ORIGIN, authPath, bearer, refreshCookieName } from '../../../__tests__/support/auth-helpers';
import { api, employer, ok, openCompanyChat, say, seeker, type ChatDto } from '../../../__tests__/support/chat-helpers';
import { onPostgres, useOtherInstance, useTestApp } from '../../../__tests__/support/harness';
import { dataOf, openStream, type TestStream } from './live-stream';

const ctx = useTestApp({ LIVE_HEARTBEAT_MS: '100', LIVE_MAX_STREAMS_PER_USER: '3' });

const streams: TestStream[] = [];
const track = (stream: TestStream) => (streams.push(stream), stream);
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});

const isMessageIn = (chatId: number) => (event: { event?: string; data: string }) =>
  event.event === 'message' && dataOf(event as never)['chat_id'] === chatId;

describe('GET /api/events', () => {
  it('refuses a caller without a token (401) on the stream and as JSON', async () => {
    const stream = await openStream(ctx.app, null);
    expect(stream.status).toBe(401);
    const json = await ctx.app.inject({ method: 'GET', url: '/api/events' });
    expect(json.statusCode).toBe(401);
  });

  it('delivers a message and its notification to the recipient, each with an id, and nothing to another user', async () => {
    const ann = await seeker(ctx.app);
    const ben = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const annStream = track(await openStream(ctx.app, ann.token));
    const benStream = track(await openStream(ctx.app, ben.token));
    const bobStream = track(await openStream(ctx.app, bob.token));
    expect(annStream.status).toBe(200);

    const sent = ok<{ id: number }>(await api(ctx.app).send(bob, chatId, say('Come for an interview')));
    const message = await annStream.next(isMessageIn(chatId));
    expect(message.id).toMatch(/^\d+$/);
    // The message as Ann's history returns it: her open chat shows it without loading.
    const annHistory = ok<{ message: unknown[] }>(await api(ctx.app).history(ann, chatId));
    expect(dataOf(message)).toEqual({ chat_id: chatId, message_id: sent.id, message: annHistory.message[0] });
    expect(dataOf(message)['message']).toMatchObject({ id: sent.id, text: 'Come for an interview', is_my: false });
    const notification = await annStream.next((event) => event.event === 'notification');
    expect(notification.id).toMatch(/^\d+$/);
    expect(dataOf(notification)).toMatchObject({ chat_id: chatId, text: 'Come for an interview' });
    // The sender's own tabs hear of it too (its other tabs show the message), as the sender's own.
    const own = await bobStream.next(isMessageIn(chatId));
    const bobHistory = ok<{ message: unknown[] }>(await api(ctx.app).history(bob, chatId));
    expect(dataOf(own)['message']).toEqual(bobHistory.message[0]);
    expect(dataOf(own)['message']).toMatchObject({ is_my: true });

    // Ben's stream works (his own event arrives) but carried none of Ann's.
    const benChat = await openCompanyChat(api(ctx.app), ben, bob.companyId);
    ok(await api(ctx.app).send(bob, benChat, say('Hello Ben')));
    await benStream.next(isMessageIn(benChat));
    expect(benStream.events.some((event) => event.data.includes(String(chatId)) && isMessageIn(chatId)(event))).toBe(
      false,
    );
    expect(benStream.events.map((event) => event.data).join()).not.toContain('Come for an interview');
  });

  it("stores a message, its notification and both sides' events in one query, and delivers them", async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    // The chat, its parties and the sessions are known after a first exchange.
    ok(await api(ctx.app).send(ann, chatId, say('Hello')));
    ok(await api(ctx.app).send(bob, chatId, say('Hello to you')));
    const annStream = track(await openStream(ctx.app, ann.token));
    const bobStream = track(await openStream(ctx.app, bob.token));

    ctx.queries.statements = [];
    ctx.queries.reset();
    const sent = ok<{ id: number }>(await api(ctx.app).send(bob, chatId, say('One round trip')));
    const message = await annStream.next((event) => isMessageIn(chatId)(event) && event.data.includes(String(sent.id)));
    const notification = await annStream.next(
      (event) => event.event === 'notification' && event.data.includes('One round trip'),
    );
    const own = await bobStream.next((event) => isMessageIn(chatId)(event) && event.data.includes(String(sent.id)));
    // One statement: the message, the chat's last message, the read mark, the notification and
    // the event-log rows of both sides (no lookup of the parties, no second insert, no re-read).
    // On PostgreSQL its commit does not wait for the disk while it holds the chat's lock: a second
    // statement, the flush, does before the send answers (chat.repository.ts `flushCommitted`).
    const statements = ctx.queries.statements ?? [];
    expect(statements[0]).toContain('insert into messages');
    expect(statements.slice(1)).toEqual(
      onPostgres ? ["select pg_logical_emit_message(true, 'jobs.chat-send', '')"] : [],
    );
    ctx.queries.statements = undefined;
    expect(dataOf(message)).toMatchObject({
      chat_id: chatId,
      message_id: sent.id,
      message: { text: 'One round trip' },
    });
    expect(dataOf(notification)).toMatchObject({ chat_id: chatId, text: 'One round trip' });
    // The notification as the poll gives it (the contract's Notification).
    expect(Object.keys(dataOf(notification)).sort()).toEqual(['chat_id', 'icon', 'id', 'link', 'text', 'title']);
    expect(Number(notification.id)).toBeGreaterThan(Number(message.id));
    expect(dataOf(own)).toMatchObject({ chat_id: chatId, message_id: sent.id, message: { is_my: true } });
    // The sender is not notified of its own message.
    expect(bobStream.events.some((event) => event.event === 'notification')).toBe(false);
  });

  it('replays what was missed after Last-Event-ID, on the stream and as JSON', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const first = track(await openStream(ctx.app, ann.token));
    ok(await api(ctx.app).send(bob, chatId, say('one')));
    const seen = await first.next(isMessageIn(chatId));
    await first.next((event) => event.event === 'notification');
    const lastSeen = first.events[first.events.length - 1]?.id ?? '';
    first.close();

    const two = ok<{ id: number }>(await api(ctx.app).send(bob, chatId, say('two')));
    const three = ok<{ id: number }>(await api(ctx.app).send(bob, chatId, say('three')));
    // The notifications are published a moment after the send answers.
    await vi.waitFor(
      async () => {
        const page = ok<{ events: { id: string; type: string }[] }>(
          await ctx.app.inject({
            method: 'GET',
            url: '/api/events',
            headers: { ...bearer(ann.token), 'last-event-id': lastSeen },
          }),
        );
        expect(page.events.filter((event) => event.type === 'notification')).toHaveLength(2);
      },
      { timeout: 5000, interval: 50 },
    );

    const again = track(await openStream(ctx.app, ann.token, { 'last-event-id': lastSeen }));
    await again.next((event) => event.event === 'message' && dataOf(event)['message_id'] === three.id);
    const replayedMessages = again.events
      .filter((event) => event.event === 'message')
      .map((event) => dataOf(event)['message_id']);
    expect(replayedMessages).toEqual([two.id, three.id]);
    expect(again.events.every((event) => Number(event.id) > Number(seen.id))).toBe(true);
    const ids = again.events.map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('answers 400 naming the header for a malformed Last-Event-ID', async () => {
    const ann = await seeker(ctx.app);
    for (const bad of ['abc', '-1', '1.5', '9'.repeat(30), ' 1', '1 ', '+1', '01', '1, 2']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/events',
        headers: { ...bearer(ann.token), accept: 'text/event-stream', 'last-event-id': bad },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain('headers.last-event-id');
    }
  });

  it('sends heartbeat comments, limits the streams per user, and ends a stream whose session ended', async () => {
    const ann = await seeker(ctx.app);
    const open = [
      track(await openStream(ctx.app, ann.token)),
      track(await openStream(ctx.app, ann.token)),
      track(await openStream(ctx.app, ann.token)),
    ];
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = track(await openStream(ctx.app, ann.token));
    expect(fourth.status).toBe(429);
    await vi.waitFor(() => expect(open[0]?.comments).toContain('ping'), { timeout: 5000, interval: 20 });

    const logout = await ctx.app.inject({
      method: 'POST',
      url: authPath('seeker', 'logout'),
      headers: { ...bearer(ann.token), origin: APP_ORIGIN.seeker },
      cookies: { [refreshCookieName('seeker')]: ann.refresh },
    });
    expect(logout.statusCode).toBe(200);
    await Promise.all(open.map((stream) => stream.ended));
  });

  it('tells the seeker that the assistant is typing, then its reply, then that it stopped', async () => {
    const ann = await seeker(ctx.app);
    const template = ok<ChatDto[]>(await api(ctx.app).list(ann)).find((chat) => chat.is_template);
    if (!template) throw new Error('expected an assistant template');
    const stream = track(await openStream(ctx.app, ann.token));
    const sent = ok<{ chat_id: number }>(await api(ctx.app).send(ann, template.id, say('find me a job')));
    const started = await stream.next((event) => event.event === 'typing' && dataOf(event)['typing'] === true);
    expect(dataOf(started)).toEqual({ chat_id: sent.chat_id, typing: true });
    const stopped = await stream.next((event) => event.event === 'typing' && dataOf(event)['typing'] === false);
    const reply = stream.events.filter(isMessageIn(sent.chat_id)).pop();
    expect(reply).toBeDefined();
    expect(Number(stopped.id)).toBeGreaterThan(Number(reply?.id));
  });

  it('ends its streams cleanly when the instance shuts down', async () => {
    const instance = await buildApp({ config: ctx.config, database: ctx.database.handle, closeDatabase: false });
    const ann = await seeker(instance);
    const stream = track(await openStream(instance, ann.token));
    expect(stream.status).toBe(200);
    await instance.close();
    await stream.ended;
  });
});

// Several API instances need PostgreSQL (the embedded database is one process).
describe.skipIf(!onPostgres)('live delivery across instances (PostgreSQL)', () => {
  const other = useOtherInstance(ctx);

  it('delivers a message sent through instance A to a stream open on instance B within a second', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const onB = track(await openStream(other(), ann.token));
    expect(onB.status).toBe(200);
    const started = performance.now();
    ok(await api(ctx.app).send(bob, chatId, say('through A')));
    await onB.next(isMessageIn(chatId), 1000);
    const elapsed = performance.now() - started;
    expect(elapsed).toBeLessThan(1000);
    await onB.next((event) => event.event === 'notification' && dataOf(event)['text'] === 'through A', 1000);
  });

  it('delivers a long message announced by id (over the NOTIFY size) on the other instance', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const onB = track(await openStream(other(), ann.token));
    const text = 'Ж'.repeat(3990);
    ok(await api(ctx.app).send(bob, chatId, say(text)));
    const notification = await onB.next((event) => event.event === 'notification', 3000);
    expect(dataOf(notification)['text']).toBe(text);
  });

  it('a stream on B opened with Last-Event-ID replays events written through A', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(api(ctx.app), ann, bob.companyId);
    const sent = ok<{ id: number }>(await api(ctx.app).send(bob, chatId, say('while away')));
    const onB = track(await openStream(other(), ann.token, { 'last-event-id': '0' }));
    const replayed = await onB.next((event) => event.event === 'message' && dataOf(event)['message_id'] === sent.id);
    expect(replayed.id).toMatch(/^\d+$/);
  });
});
