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
  setCompany,
  vacancy,
  type ChatDto,
  type Employer,
  type HistoryDto,
  type NotificationDto,
  type Party,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

type Sent = { id: number; chat_id: number };

let eve: Party;
// Two companies, two seekers: A's chat waits for an answer, B's was answered.
let world: { ann: Party; dan: Party; acme: Employer; globex: Employer; waiting: number; answered: number };

beforeAll(async () => {
  eve = await editor(ctx.app, ctx.database.handle);
  const ann = await seeker(ctx.app);
  const dan = await seeker(ctx.app);
  const acme = await employer(ctx.app);
  const globex = await employer(ctx.app);
  await setCompany(ctx.database.handle, acme.companyId, { name: 'Acme', logoUrl: '/uploads/acme.png' });
  await setCompany(ctx.database.handle, globex.companyId, { name: 'Globex' });
  const waiting = await openCompanyChat(client(), ann, acme.companyId);
  const answered = await openCompanyChat(client(), dan, globex.companyId);
  ok(await client().send(ann, waiting, say('Anyone there?')));
  ok(await client().send(dan, answered, say('Hello')));
  ok(await client().send(globex, answered, say('Hi Dan')));
  world = { ann, dan, acme, globex, waiting, answered };
});

const ids = (chats: ChatDto[]) => chats.map((chat) => chat.id);

describe('GET /admin/chats', () => {
  it('lists every company chat with messages, newest activity first, titled with seeker and company', async () => {
    const list = ok<ChatDto[]>(await client().adminList(eve));
    expect(ids(list)).toEqual(expect.arrayContaining([world.waiting, world.answered]));
    const waiting = list.find((chat) => chat.id === world.waiting);
    expect(waiting).toMatchObject({
      title: 'Ann Seeker — Acme',
      icon: '/uploads/acme.png',
      company_id: world.acme.companyId,
      unanswered: true,
      last_message: 'Anyone there?',
    });
    expect(list.find((chat) => chat.id === world.answered)).toMatchObject({ unanswered: false });
    // No template or assistant chat shows up here.
    expect(list.every((chat) => !chat.is_template && chat.company_id !== null)).toBe(true);
  });

  it('filters unanswered chats and one company’s chats', async () => {
    expect(ids(ok<ChatDto[]>(await client().adminList(eve, '?unanswered=true')))).toContain(world.waiting);
    expect(ids(ok<ChatDto[]>(await client().adminList(eve, '?unanswered=true')))).not.toContain(world.answered);
    expect(ids(ok<ChatDto[]>(await client().adminList(eve, '?unanswered=false')))).toContain(world.answered);
    expect(ids(ok<ChatDto[]>(await client().adminList(eve, `?company_id=${world.globex.companyId}`)))).toEqual([
      world.answered,
    ]);
    expect(ok<ChatDto[]>(await client().adminList(eve, `?company_id=${world.globex.companyId}&unanswered=1`))).toEqual(
      [],
    );
  });

  it('names the bad filter', async () => {
    for (const [query, field] of [
      ['?unanswered=maybe', 'query.unanswered'],
      ['?company_id=abc', 'query.company_id'],
    ]) {
      const response = await client().adminList(eve, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ field })]);
    }
  });

  it('answers 403 to seekers and employers, 401 without a token', async () => {
    expect((await client().adminList(world.ann)).statusCode).toBe(403);
    expect((await client().adminList(world.acme)).statusCode).toBe(403);
    expect((await client().call('GET', '/admin/chats')).statusCode).toBe(401);
  });
});

describe('GET /admin/chats/{id}/history', () => {
  it('shows who wrote each message: the employer’s is the company’s (by name), not the editor’s own', async () => {
    const history = ok<HistoryDto>(await client().adminHistory(eve, world.answered));
    expect(history.message.map((m) => [m.text, m.is_my, m.author_kind, m.author_name])).toEqual([
      ['Hi Dan', false, 'company', 'Bob Employer'],
      ['Hello', false, 'seeker', null],
    ]);
    ok(await client().adminSend(eve, world.answered, say('The platform here')));
    const after = ok<HistoryDto>(await client().adminHistory(eve, world.answered));
    expect(after.message[0]).toMatchObject({ is_my: true, author_kind: 'platform', author_name: 'Globex' });
    // The company side sees the platform's answer as its own side's.
    const employerView = ok<HistoryDto>(await client().history(world.globex, world.answered));
    expect(employerView.message.map((m) => [m.author_kind, m.is_my])).toEqual([
      ['platform', true],
      ['company', true],
      ['seeker', false],
    ]);
  });

  it('answers 404 for a missing chat and for an assistant chat, 400 for a bad id, 403 to others', async () => {
    // A seeker of its own: the assistant's reply notifies them, not the seekers of the other tests.
    const asker = await seeker(ctx.app);
    const template = present(ok<ChatDto[]>(await client().list(asker)).find((chat) => chat.is_template));
    const assistant = ok<Sent>(await client().send(asker, template.id, say('help me'))).chat_id;
    expect((await client().adminHistory(eve, 999_999)).statusCode).toBe(404);
    expect((await client().adminHistory(eve, assistant)).statusCode).toBe(404);
    expect((await client().adminHistory(eve, template.id)).statusCode).toBe(404);
    const bad = await client().adminHistory(eve, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'params.id' })]);
    expect((await client().adminHistory(world.acme, world.waiting)).statusCode).toBe(403);
  });
});

describe('POST /admin/chats/{id}/send', () => {
  it('answers as the platform on the company’s behalf and notifies the seeker', async () => {
    const openedAt = Date.now();
    const acmeVacancy = await vacancy(ctx.database.handle, world.acme.companyId);
    const sent = ok<Sent>(await client().adminSend(eve, world.waiting, say('We will call you tomorrow', acmeVacancy)));
    expect(sent.chat_id).toBe(world.waiting);

    const seen = ok<HistoryDto>(await client().history(world.ann, world.waiting)).message[0];
    expect(seen).toMatchObject({
      text: 'We will call you tomorrow',
      author_kind: 'platform',
      author_name: 'Acme',
      is_my: false,
      vacancy_id: acmeVacancy,
      vacancy_title: 'Backend developer',
    });
    // The company's own employers see it as their side's.
    expect(ok<HistoryDto>(await client().history(world.acme, world.waiting)).message[0]).toMatchObject({
      is_my: true,
      author_kind: 'platform',
    });
    const notes = ok<NotificationDto[]>(await client().notifies(world.ann, openedAt));
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        title: 'Acme',
        text: 'We will call you tomorrow',
        icon: '/uploads/acme.png',
        chat_id: world.waiting,
        link: null,
      },
    ]);
    expect(ok<NotificationDto[]>(await client().notifies(world.acme, openedAt))).toEqual([]);
    const listed = ok<ChatDto[]>(await client().adminList(eve)).find((chat) => chat.id === world.waiting);
    expect(listed).toMatchObject({ unanswered: false, last_message: 'We will call you tomorrow' });
  });

  it('is idempotent by client_message_id and validates like any send', async () => {
    const clientId = newClientId();
    const first = ok<Sent>(await client().adminSend(eve, world.answered, say('once', 0, clientId)));
    expect(ok<Sent>(await client().adminSend(eve, world.answered, say('once', 0, clientId)))).toEqual(first);
    const foreign = await vacancy(ctx.database.handle, world.acme.companyId);
    const wrongVacancy = await client().adminSend(eve, world.answered, say('hi', foreign));
    expect(wrongVacancy.statusCode).toBe(400);
    expect(wrongVacancy.json().error.details).toEqual([expect.objectContaining({ field: 'body.vacancy_id' })]);
    const blank = await client().adminSend(eve, world.answered, say('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([expect.objectContaining({ field: 'body.message' })]);
  });

  it('answers 403 to seekers and employers and 404 for a missing chat', async () => {
    expect((await client().adminSend(world.acme, world.waiting, say('hi'))).statusCode).toBe(403);
    expect((await client().adminSend(world.ann, world.waiting, say('hi'))).statusCode).toBe(403);
    expect((await client().adminSend(eve, 999_999, say('hi'))).statusCode).toBe(404);
  });
});
