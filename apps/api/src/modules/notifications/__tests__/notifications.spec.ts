import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  colleague,
  editor,
  employer,
  ok,
  present,
  openCompanyChat,
  say,
  seeker,
  setCompany,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

const poll = async (who: { token: string }, since = 0) => ok<NotificationDto[]>(await client().notifies(who, since));

const conversation = async () => {
  const ann = await seeker(ctx.app);
  const bob = await employer(ctx.app);
  const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
  const chatId = await openCompanyChat(client(), ann, bob.companyId);
  return { ann, bob, carol, chatId };
};

describe('notifications', () => {
  it('notifies every employer of the company of a seeker’s message, titled with the seeker’s name', async () => {
    const { ann, bob, carol, chatId } = await conversation();
    const outsider = await employer(ctx.app);
    ok(await client().send(ann, chatId, say('Is the position open?')));

    const expected = {
      id: expect.any(Number),
      title: 'Ann Seeker',
      text: 'Is the position open?',
      icon: null,
      chat_id: chatId,
      link: null,
    };
    expect(await poll(bob)).toEqual([expected]);
    expect(await poll(carol)).toEqual([expected]);
    expect(present((await poll(bob))[0]).id).not.toBe(present((await poll(carol))[0]).id); // one each
    expect(await poll(ann)).toEqual([]); // not the sender
    expect(await poll(outsider)).toEqual([]);
  });

  it('notifies the seeker of the company’s reply, titled with the company name and logo', async () => {
    const { ann, bob, carol, chatId } = await conversation();
    await setCompany(ctx.database.handle, bob.companyId, { name: 'Contoso', logoUrl: '/uploads/contoso.png' });
    ok(await client().send(bob, chatId, say('We would like to invite you to an interview next week.')));
    expect(await poll(ann)).toEqual([
      {
        id: expect.any(Number),
        title: 'Contoso',
        text: 'We would like to invite you to an interview next week.',
        icon: '/uploads/contoso.png',
        chat_id: chatId,
        link: null,
      },
    ]);
    expect(await poll(carol)).toEqual([]); // colleagues are not notified of their own side
  });

  it('returns only notifications created at or after user_opened_site', async () => {
    const { ann, bob, chatId } = await conversation();
    ok(await client().send(bob, chatId, say('before the page was opened')));
    const openedAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    ok(await client().send(bob, chatId, say('after the page was opened')));
    expect((await poll(ann, openedAt)).map((n) => n.text)).toEqual(['after the page was opened']);
    expect((await poll(ann, 0)).map((n) => n.text)).toEqual([
      'before the page was opened',
      'after the page was opened',
    ]);
    expect(await poll(ann, Date.now() + 60_000)).toEqual([]);
  });

  it('never returns a read notification again', async () => {
    const { ann, bob, chatId } = await conversation();
    ok(await client().send(bob, chatId, say('first')));
    ok(await client().send(bob, chatId, say('second')));
    const [first, second] = (await poll(ann)).map((n) => n.id);
    expect(ok<{ updated: number }>(await client().read(ann, [first]))).toEqual({ updated: 1 });
    expect((await poll(ann)).map((n) => n.id)).toEqual([second]);
    expect(ok<{ updated: number }>(await client().read(ann, [second, first]))).toEqual({ updated: 1 });
    expect(await poll(ann)).toEqual([]);
    expect(ok<{ updated: number }>(await client().read(ann, [first]))).toEqual({ updated: 0 });
  });

  it('marks only the caller’s own notifications: others’ ids are silently left alone', async () => {
    const { ann, bob, carol, chatId } = await conversation();
    ok(await client().send(ann, chatId, say('hello')));
    const [bobs] = (await poll(bob)).map((n) => n.id);
    const [carols] = (await poll(carol)).map((n) => n.id);
    expect(ok<{ updated: number }>(await client().read(ann, [bobs, carols]))).toEqual({ updated: 0 });
    expect(ok<{ updated: number }>(await client().read(bob, [bobs, carols, 999_999]))).toEqual({ updated: 1 });
    expect(await poll(bob)).toEqual([]);
    expect((await poll(carol)).map((n) => n.id)).toEqual([carols]);
  });

  it('names query.user_opened_site when it is not a time in milliseconds', async () => {
    const ann = await seeker(ctx.app);
    for (const value of ['abc', '', '-5', '1.5', '1e3', '99999999999999999']) {
      const response = await client().notifies(ann, value);
      expect(response.statusCode, value).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'query.user_opened_site' })]);
    }
    const missing = await client().call('GET', '/chat/notifies', ann);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([expect.objectContaining({ field: 'query.user_opened_site' })]);
  });

  it('names body.notification_ids when they are not a list of 1 to 100 ids', async () => {
    const ann = await seeker(ctx.app);
    for (const ids of [
      [],
      'x',
      5,
      [0],
      [-1],
      [1.5],
      ['1'],
      [99_999_999_999],
      Array.from({ length: 101 }, (_, i) => i + 1),
    ]) {
      const response = await client().read(ann, ids);
      expect(response.statusCode, JSON.stringify(ids).slice(0, 30)).toBe(400);
      expect(response.json().error.details[0].field).toMatch(/^body\.notification_ids/);
    }
    const missing = await client().call('POST', '/chat/notifies/read', ann, {});
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to an editor', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    expect((await client().call('GET', '/chat/notifies?user_opened_site=0')).statusCode).toBe(401);
    expect((await client().call('POST', '/chat/notifies/read', undefined, { notification_ids: [1] })).statusCode).toBe(
      401,
    );
    expect((await client().notifies(eve, 0)).statusCode).toBe(403);
    expect((await client().read(eve, [1])).statusCode).toBe(403);
  });

  describe('cost', () => {
    it('answers an empty poll without a database query', async () => {
      const { ann, bob, chatId } = await conversation();
      await poll(ann, Date.now()); // the first poll of a user (and its session) loads them once
      ctx.queries.reset();
      for (let i = 0; i < 5; i++) expect(await poll(ann, Date.now())).toEqual([]);
      expect(ctx.queries.count).toBe(0);

      // A new notification is found (with a query), and once it is read, empty polls are free again.
      const openedAt = Date.now();
      ok(await client().send(bob, chatId, say('news')));
      const [news] = await poll(ann, openedAt);
      expect(news?.text).toBe('news');
      ok(await client().read(ann, [present(news).id]));
      ctx.queries.reset();
      for (let i = 0; i < 5; i++) expect(await poll(ann, openedAt)).toEqual([]);
      expect(ctx.queries.count).toBe(0);
    });

    it('answers polls from memory while only older unread notifications exist', async () => {
      const { ann, bob, chatId } = await conversation();
      ok(await client().send(bob, chatId, say('old, still unread')));
      await new Promise((resolve) => setTimeout(resolve, 5));
      const openedAt = Date.now();
      await poll(ann, openedAt);
      ctx.queries.reset();
      expect(await poll(ann, openedAt)).toEqual([]);
      expect(ctx.queries.count).toBe(0);
    });

    it('loads a user it does not know yet once', async () => {
      const ann = await seeker(ctx.app);
      await client().list(ann); // the session is cached now
      ctx.queries.reset();
      await Promise.all([poll(ann, Date.now()), poll(ann, Date.now()), poll(ann, Date.now())]);
      await poll(ann, Date.now());
      expect(ctx.queries.count).toBe(1);
    });
  });
});
