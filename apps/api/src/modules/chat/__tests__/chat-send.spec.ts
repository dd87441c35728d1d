import { messages } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  editor,
  employer,
  newClientId,
  ok,
  present,
  openCompanyChat,
  say,
  seeker,
  vacancy,
  type ChatDto,
  type HistoryDto,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

type Sent = { id: number; text: string; createdAt: string; chat_id: number };

const companyChat = async () => {
  const ann = await seeker(ctx.app);
  const bob = await employer(ctx.app);
  const chatId = await openCompanyChat(client(), ann, bob.companyId);
  return { ann, bob, chatId };
};

const rowsWithClientId = async (clientMessageId: string) =>
  ctx.database.handle.db.select().from(messages).where(eq(messages.clientMessageId, clientMessageId));

describe('POST /chat/{id}/send', () => {
  it('stores the trimmed text and answers id, text, createdAt and chat_id', async () => {
    const { ann, chatId } = await companyChat();
    const sent = ok<Sent>(await client().send(ann, chatId, say('  Hello there  ')));
    expect(sent).toEqual({
      id: expect.any(Number),
      text: 'Hello there',
      createdAt: expect.any(String),
      chat_id: chatId,
    });
    expect(new Date(sent.createdAt).toISOString()).toBe(sent.createdAt);
    const history = ok<HistoryDto>(await client().history(ann, chatId));
    expect(history.message[0]).toMatchObject({ id: sent.id, text: 'Hello there', vacancy_id: null });
  });

  it('accepts exactly 4,000 characters', async () => {
    const { ann, chatId } = await companyChat();
    const sent = ok<Sent>(await client().send(ann, chatId, say('я'.repeat(4000))));
    expect(sent.text).toHaveLength(4000);
  });

  it('names body.message when the message is empty, blank, too long or missing', async () => {
    const { ann, chatId } = await companyChat();
    const bodies = [say(''), say('   \n\t '), say('x'.repeat(4001)), { vacancy_id: 0 }, { message: 42, vacancy_id: 0 }];
    for (const body of bodies) {
      const response = await client().send(ann, chatId, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'body.message' })]);
    }
    expect(ok<HistoryDto>(await client().history(ann, chatId)).message).toEqual([]);
  });

  it('names body.vacancy_id for a vacancy that is not the company’s, unpublished, unknown or not a number', async () => {
    const { ann, bob, chatId } = await companyChat();
    const rival = await employer(ctx.app);
    const foreign = await vacancy(ctx.database.handle, rival.companyId);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    for (const vacancyId of [foreign, draft, 999_999, -1, 1.5, '7', null]) {
      const response = await client().send(ann, chatId, { message: 'hi', vacancy_id: vacancyId });
      expect(response.statusCode, String(vacancyId)).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'body.vacancy_id' })]);
    }
    // The company side may refer to its own unpublished vacancy; 0 means none.
    ok(await client().send(bob, chatId, say('about the draft', draft)));
    ok(await client().send(ann, chatId, say('about nothing in particular', 0)));
    const own = await vacancy(ctx.database.handle, bob.companyId);
    ok(await client().send(ann, chatId, say('about the job', own)));
    const history = ok<HistoryDto>(await client().history(ann, chatId)).message;
    expect(history.map((m) => m.vacancy_id)).toEqual([own, null, draft]);
  });

  it('stores a retried send once and answers it with the first message', async () => {
    const { ann, chatId } = await companyChat();
    const clientId = newClientId();
    const first = ok<Sent>(await client().send(ann, chatId, say('only once', 0, clientId)));
    const again = ok<Sent>(await client().send(ann, chatId, say('only once', 0, clientId)));
    expect(again).toEqual(first);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('stores one message when the same send races itself', async () => {
    const { ann, chatId } = await companyChat();
    const clientId = newClientId();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client().send(ann, chatId, say('racing', 0, clientId))),
    );
    const ids = new Set(results.map((response) => ok<Sent>(response).id));
    expect(ids.size).toBe(1);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('keeps client_message_id per sender: the same key from two people is two messages', async () => {
    const { ann, bob, chatId } = await companyChat();
    const clientId = newClientId();
    const mine = ok<Sent>(await client().send(ann, chatId, say('from the seeker', 0, clientId)));
    const theirs = ok<Sent>(await client().send(bob, chatId, say('from the employer', 0, clientId)));
    expect(theirs.id).not.toBe(mine.id);
    expect(await rowsWithClientId(clientId)).toHaveLength(2);
  });

  it('answers 409 to a client_message_id the sender already used in another chat, and stores nothing', async () => {
    const { ann, chatId } = await companyChat();
    const other = await openCompanyChat(client(), ann, (await employer(ctx.app)).companyId);
    const clientId = newClientId();
    const first = ok<Sent>(await client().send(ann, chatId, say('to the first company', 0, clientId)));
    const reused = await client().send(ann, other, say('to the second company', 0, clientId));
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(reused.json().error.details).toEqual([expect.objectContaining({ field: 'body.client_message_id' })]);
    expect(ok<HistoryDto>(await client().history(ann, other)).message).toEqual([]);
    // The retry to its own chat is still answered with the first message.
    expect(ok<Sent>(await client().send(ann, chatId, say('to the first company', 0, clientId)))).toEqual(first);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('answers a retried first message to an assistant template with its chat, and 409 elsewhere', async () => {
    const ann = await seeker(ctx.app);
    const template = present(
      ok<ChatDto[]>(await client().list(ann)).find((chat) => chat.is_template),
      'assistant template',
    );
    const clientId = newClientId();
    const first = ok<Sent>(await client().send(ann, template.id, say('find me a job', 0, clientId)));
    expect(first.chat_id).not.toBe(template.id);
    expect(ok<Sent>(await client().send(ann, template.id, say('find me a job', 0, clientId)))).toEqual(first);
    const chatId = await openCompanyChat(client(), ann, (await employer(ctx.app)).companyId);
    expect((await client().send(ann, chatId, say('hello', 0, clientId))).statusCode).toBe(409);
    expect(await rowsWithClientId(clientId)).toHaveLength(1);
  });

  it('refuses a malformed client_message_id', async () => {
    const { ann, chatId } = await companyChat();
    const response = await client().send(ann, chatId, say('hi', 0, 'short'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'body.client_message_id' })]);
  });

  it('sends an employer’s message as the company', async () => {
    const { ann, bob, chatId } = await companyChat();
    ok(await client().send(ann, chatId, say('question')));
    ok(await client().send(bob, chatId, say('answer')));
    const [latest] = ok<HistoryDto>(await client().history(ann, chatId)).message;
    expect(latest).toMatchObject({ text: 'answer', author_kind: 'company', is_my: false });
    const chat = ok<ChatDto[]>(await client().list(bob))[0];
    expect(chat).toMatchObject({ last_message: 'answer', unanswered: false });
  });

  describe('to a template', () => {
    const templateOf = async (who: { token: string }) =>
      present(ok<ChatDto[]>(await client().list(who)).find((chat) => chat.is_template));

    it('creates the caller’s own chat from it and answers with the new chat_id', async () => {
      const ann = await seeker(ctx.app);
      const template = await templateOf(ann);
      const sent = ok<Sent>(await client().send(ann, template.id, say('Find me a job in Kazan')));
      expect(sent.chat_id).not.toBe(template.id);

      const list = ok<ChatDto[]>(await client().list(ann));
      const own = list.find((chat) => chat.id === sent.chat_id);
      expect(own).toMatchObject({
        is_template: false,
        template_id: template.id,
        title: template.title,
        // The seeker's message, or already the assistant's reply to it.
        last_message: expect.any(String),
      });
      expect(list.filter((chat) => chat.is_template)).toHaveLength(3); // the templates stay
      const history = ok<HistoryDto>(await client().history(ann, sent.chat_id)).message;
      // Oldest last: the seeker's message, then (maybe already) the assistant's reply.
      expect(history.at(-1)?.text).toBe('Find me a job in Kazan');
      expect(history.slice(0, -1).every((m) => m.author_kind === 'assistant')).toBe(true);
      // The template itself keeps no messages, and another seeker does not see the new chat.
      expect(ok<HistoryDto>(await client().history(ann, template.id)).message).toEqual([]);
      const other = await seeker(ctx.app);
      expect((await client().history(other, sent.chat_id)).statusCode).toBe(404);
    });

    it('creates a single chat when the first send is retried', async () => {
      const ann = await seeker(ctx.app);
      const template = await templateOf(ann);
      const clientId = newClientId();
      const [a, b] = await Promise.all([
        client().send(ann, template.id, say('hello assistant', 0, clientId)),
        client().send(ann, template.id, say('hello assistant', 0, clientId)),
      ]);
      expect(ok<Sent>(a)).toEqual(ok<Sent>(b));
      const again = ok<Sent>(await client().send(ann, template.id, say('hello assistant', 0, clientId)));
      expect(again).toEqual(ok<Sent>(a));
      expect(ok<ChatDto[]>(await client().list(ann)).filter((chat) => !chat.is_template)).toHaveLength(1);
    });

    it('accepts any published vacancy in an assistant chat, and no unpublished one', async () => {
      const ann = await seeker(ctx.app);
      const bob = await employer(ctx.app);
      const published = await vacancy(ctx.database.handle, bob.companyId);
      const archived = await vacancy(ctx.database.handle, bob.companyId, 'archived');
      const template = await templateOf(ann);
      const sent = ok<Sent>(await client().send(ann, template.id, say('is this one good?', published)));
      const refused = await client().send(ann, sent.chat_id, say('and this?', archived));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'body.vacancy_id' })]);
    });

    it('is not a chat employers can write to', async () => {
      const ann = await seeker(ctx.app);
      const bob = await employer(ctx.app);
      const template = await templateOf(ann);
      expect((await client().send(bob, template.id, say('hi'))).statusCode).toBe(404);
    });
  });

  describe('authorisation', () => {
    it('answers 404 for another’s chat exactly as for a missing one, and stores nothing', async () => {
      const { ann, chatId } = await companyChat();
      const stranger = await seeker(ctx.app);
      const rival = await employer(ctx.app);
      const responses = [
        await client().send(stranger, 999_999, say('hi')),
        await client().send(stranger, chatId, say('hi')),
        await client().send(rival, chatId, say('hi')),
      ];
      for (const response of responses) {
        expect(response.statusCode).toBe(404);
        const { requestId: _ignored, ...body } = response.json().error;
        expect(body).toEqual({ code: 'NOT_FOUND', message: 'Chat not found' });
      }
      expect(ok<HistoryDto>(await client().history(ann, chatId)).message).toEqual([]);
    });

    it('answers 403 to an editor, 401 without a token, 400 naming params.id for a bad id', async () => {
      const { chatId } = await companyChat();
      const eve = await editor(ctx.app, ctx.database.handle);
      expect((await client().send(eve, chatId, say('hi'))).statusCode).toBe(403);
      expect((await client().call('POST', `/chat/${chatId}/send`, undefined, say('hi'))).statusCode).toBe(401);
      const ann = await seeker(ctx.app);
      for (const id of ['abc', '1.5', '-3']) {
        const response = await client().send(ann, id, say('hi'));
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'params.id' })]);
      }
    });
  });
});
