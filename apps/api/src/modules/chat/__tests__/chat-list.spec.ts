import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  colleague,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  setCompany,
  vacancy,
  type ChatDto,
  type HistoryDto,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

const TEMPLATE_TITLES = ['Найти работу', 'Улучшить резюме', 'Подготовиться к собеседованию'];

describe('GET /chat/list', () => {
  it('shows a new seeker the three assistant templates and nothing else', async () => {
    const ann = await seeker(ctx.app);
    const list = ok<ChatDto[]>(await client().list(ann));
    expect(list.map((chat) => chat.title)).toEqual(TEMPLATE_TITLES);
    for (const chat of list) {
      expect(chat).toMatchObject({ is_template: true, template_id: null, unread_count: 0, company_id: null });
    }
  });

  it('shows the seeker the company name and logo, and the employer the seeker name', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    await setCompany(ctx.database.handle, bob.companyId, { name: 'Northwind', logoUrl: '/uploads/northwind.png' });
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    ok(await client().send(ann, chatId, say('Hello, is the job still open?')));

    const seekerView = ok<ChatDto[]>(await client().list(ann)).find((chat) => chat.id === chatId);
    expect(seekerView).toMatchObject({
      title: 'Northwind',
      icon: '/uploads/northwind.png',
      is_template: false,
      company_id: bob.companyId,
      last_message: 'Hello, is the job still open?',
      messages: [],
    });
    const employerView = ok<ChatDto[]>(await client().list(bob)).find((chat) => chat.id === chatId);
    expect(employerView).toMatchObject({ title: 'Ann Seeker', icon: null, unanswered: true, unread_count: 1 });
  });

  it('counts unread messages of the other side per user and clears them when the history is read', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const carol = await colleague(ctx.app, ctx.database.handle, bob.companyId);
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    ok(await client().send(ann, chatId, say('one')));
    ok(await client().send(ann, chatId, say('two')));

    const unread = async (who: typeof ann) =>
      ok<ChatDto[]>(await client().list(who)).find((chat) => chat.id === chatId)?.unread_count;
    expect(await unread(ann)).toBe(0); // own messages are never unread
    expect(await unread(bob)).toBe(2);
    expect(await unread(carol)).toBe(2);

    ok(await client().history(bob, chatId));
    expect(await unread(bob)).toBe(0);
    expect(await unread(carol)).toBe(2); // read state is per user

    ok(await client().send(bob, chatId, say('Yes, it is')));
    expect(await unread(ann)).toBe(1);
    // An employer's reply is the company side's: the colleague has nothing new from the seeker.
    expect(await unread(carol)).toBe(2);
    ok(await client().history(ann, chatId));
    expect(await unread(ann)).toBe(0);
  });

  it('marks a chat read up to a message the open chat showed live, and only a message of that chat', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    const first = ok<{ id: number }>(await client().send(ann, chatId, say('one'))).id;
    const second = ok<{ id: number }>(await client().send(ann, chatId, say('two'))).id;
    const unread = async () => ok<ChatDto[]>(await client().list(bob)).find((chat) => chat.id === chatId)?.unread_count;
    expect(await unread()).toBe(2);

    expect(ok(await client().readChat(bob, chatId, first))).toEqual({ last_read_message_id: first });
    expect(await unread()).toBe(1);
    ok(await client().readChat(bob, chatId, second));
    expect(await unread()).toBe(0);
    // An earlier message never moves the mark back.
    ok(await client().readChat(bob, chatId, first));
    expect(await unread()).toBe(0);

    // A message of another chat, or none at all: 404 naming the field; bad input: 400.
    const rival = await employer(ctx.app);
    const otherChat = await openCompanyChat(client(), ann, rival.companyId);
    const elsewhere = ok<{ id: number }>(await client().send(ann, otherChat, say('elsewhere'))).id;
    const foreign = await client().readChat(bob, chatId, elsewhere);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.details).toEqual([expect.objectContaining({ field: 'body.message_id' })]);
    expect((await client().readChat(bob, chatId, 'x')).statusCode).toBe(400);
    // Not a party to the chat: 404, and the mark is untouched.
    expect((await client().readChat(rival, chatId, second)).statusCode).toBe(404);
  });

  it('orders chats by last activity, templates last', async () => {
    const ann = await seeker(ctx.app);
    const first = await employer(ctx.app);
    const second = await employer(ctx.app);
    const a = await openCompanyChat(client(), ann, first.companyId);
    const b = await openCompanyChat(client(), ann, second.companyId);
    ok(await client().send(ann, a, say('to the first')));
    ok(await client().send(ann, b, say('to the second')));
    let ids = ok<ChatDto[]>(await client().list(ann)).map((chat) => chat.id);
    expect(ids.slice(0, 2)).toEqual([b, a]);
    ok(await client().send(first, a, say('reply from the first')));
    const list = ok<ChatDto[]>(await client().list(ann));
    ids = list.map((chat) => chat.id);
    expect(ids.slice(0, 2)).toEqual([a, b]);
    expect(list.slice(2).every((chat) => chat.is_template)).toBe(true);
  });

  it('lists only the caller’s own chats', async () => {
    const ann = await seeker(ctx.app);
    const other = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const rival = await employer(ctx.app);
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    ok(await client().send(ann, chatId, say('private')));

    expect(ok<ChatDto[]>(await client().list(other)).some((chat) => chat.id === chatId)).toBe(false);
    expect(ok<ChatDto[]>(await client().list(rival)).some((chat) => chat.id === chatId)).toBe(false);
    expect(ok<ChatDto[]>(await client().list(bob)).map((chat) => chat.id)).toEqual([chatId]);
  });

  it('does not show employers a company chat that has no messages yet', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    await openCompanyChat(client(), ann, bob.companyId);
    expect(ok<ChatDto[]>(await client().list(bob))).toEqual([]);
  });

  it('answers 401 without a token and 403 to an editor', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    expect((await client().call('GET', '/chat/list')).statusCode).toBe(401);
    const forbidden = await client().list(eve);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.code).toBe('FORBIDDEN');
  });
});

describe('POST /companies/{id}/chat', () => {
  it('creates the company chat once and returns the same chat after', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const first = ok<ChatDto>(await client().companyChat(ann, bob.companyId));
    expect(first).toMatchObject({ is_template: false, company_id: bob.companyId, title: 'Acme Ltd', unread_count: 0 });
    const again = ok<ChatDto>(await client().companyChat(ann, bob.companyId));
    expect(again.id).toBe(first.id);
  });

  it('creates one chat when several requests race', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const results = await Promise.all(Array.from({ length: 5 }, () => client().companyChat(ann, bob.companyId)));
    const ids = new Set(results.map((response) => ok<ChatDto>(response).id));
    expect(ids.size).toBe(1);
    expect(ok<ChatDto[]>(await client().list(ann)).filter((chat) => !chat.is_template)).toHaveLength(1);
  });

  it('accepts a published vacancy of the company and refuses one of another company', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const rival = await employer(ctx.app);
    const own = await vacancy(ctx.database.handle, bob.companyId);
    const foreign = await vacancy(ctx.database.handle, rival.companyId);
    ok(await client().companyChat(ann, bob.companyId, { vacancy_id: own }));
    const refused = await client().companyChat(ann, bob.companyId, { vacancy_id: foreign });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'body.vacancy_id' })]);
  });

  it('answers 404 for an unknown company, 400 for a non-numeric id, 403 to employers, 401 without a token', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const missing = await client().companyChat(ann, 999_999);
    expect(missing.statusCode).toBe(404);
    const bad = await client().companyChat(ann, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'params.id' })]);
    expect((await client().companyChat(bob, bob.companyId)).statusCode).toBe(403);
    expect((await client().call('POST', `/companies/${bob.companyId}/chat`, undefined, {})).statusCode).toBe(401);
  });

  it('opens the chat with a history that is empty', async () => {
    const ann = await seeker(ctx.app);
    const bob = await employer(ctx.app);
    const chatId = await openCompanyChat(client(), ann, bob.companyId);
    expect(ok<HistoryDto>(await client().history(ann, chatId))).toEqual({ message: [], has_more: false });
  });
});
