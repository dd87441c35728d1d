import { useTestApp } from '../../../__tests__/support/harness';
import { bearer } from '../../../__tests__/support/auth-helpers';
import {
  api,
  editor,
  employer,
  ok,
  present,
  say,
  seeker,
  type ChatDto,
  type HistoryDto,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

type ServiceDto = { id: number; slug: string; title: string; description: string; price_rub: number | null };

const services = async (query = '') =>
  ok<ServiceDto[]>(await ctx.app.inject({ method: 'GET', url: `/api/services${query}` }));
const request = (who: { token: string } | null, id: number | string) =>
  ctx.app.inject({ method: 'POST', url: `/api/services/${id}/request`, headers: who ? bearer(who.token) : {} });

describe('GET /services', () => {
  it('lists the three platform services, in Russian by default and in English on request', async () => {
    const ru = await services();
    expect(ru.map((service) => service.slug)).toEqual(['resume-review', 'career-consultation', 'interview-practice']);
    expect(ru[0]).toMatchObject({ title: 'Проверка резюме', price_rub: null });
    const en = await services('?locale=en');
    expect(en.map((service) => service.title)).toEqual(['Résumé review', 'Career consultation', 'Interview practice']);
    expect(en.every((service) => service.description.length > 40)).toBe(true);
  });

  it('answers 400 naming a bad locale', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/services?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('query.locale');
  });
});

describe('POST /services/{id}/request', () => {
  it('opens the seeker’s chat with the platform team, once, waiting in the editors’ inbox', async () => {
    const [review] = await services('?locale=en');
    const ann = await seeker(ctx.app);
    const chat = ok<ChatDto>(await request(ann, present(review).id));
    expect(chat).toMatchObject({ title: 'Проверка резюме', is_template: false, company_id: null, unread_count: 0 });
    expect(chat.last_message).toBe('Здравствуйте! Хочу заказать услугу «Проверка резюме».');
    // A second request returns the same chat and adds nothing.
    expect(ok<ChatDto>(await request(ann, present(review).id)).id).toBe(chat.id);
    const history = ok<HistoryDto>(await client().history(ann, chat.id));
    expect(history.message).toHaveLength(1);
    expect(history.message[0]).toMatchObject({ is_my: true, author_kind: 'seeker' });
    expect(ok<ChatDto[]>(await client().list(ann)).map((item) => item.id)).toContain(chat.id);

    const eve = await editor(ctx.app, ctx.database.handle);
    const inbox = ok<ChatDto[]>(await client().adminList(eve, '?unanswered=true'));
    expect(inbox.find((item) => item.id === chat.id)).toMatchObject({
      title: 'Ann Seeker — Проверка резюме',
      unanswered: true,
    });
    const since = Date.now() - 1000;
    ok(await client().adminSend(eve, chat.id, say('Send us your résumé, please.')));
    const notes = ok<NotificationDto[]>(await client().notifies(ann, since));
    expect(notes).toEqual([expect.objectContaining({ chat_id: chat.id, title: 'Проверка резюме' })]);
    // The seeker answers in the same chat.
    ok(await client().send(ann, chat.id, say('Here it is')));
    const adminHistory = ok<HistoryDto>(await client().adminHistory(eve, chat.id));
    expect(adminHistory.message.map((message) => message.text)).toEqual([
      'Here it is',
      'Send us your résumé, please.',
      'Здравствуйте! Хочу заказать услугу «Проверка резюме».',
    ]);
  });

  it('keeps one chat per service and seeker', async () => {
    const [review, consultation] = await services();
    const bob = await seeker(ctx.app);
    const dan = await seeker(ctx.app);
    const one = ok<ChatDto>(await request(bob, present(review).id)).id;
    const two = ok<ChatDto>(await request(bob, present(consultation).id)).id;
    const other = ok<ChatDto>(await request(dan, present(review).id)).id;
    expect(new Set([one, two, other]).size).toBe(3);
    // Dan cannot read Bob's service chat.
    expect((await client().history(dan, one)).statusCode).toBe(404);
  });

  it('is for seekers: 401 without a token, 403 for employers and editors, 404 unknown, 400 bad id', async () => {
    const [review] = await services();
    const id = present(review).id;
    expect((await request(null, id)).statusCode).toBe(401);
    expect((await request(await employer(ctx.app), id)).statusCode).toBe(403);
    expect((await request(await editor(ctx.app, ctx.database.handle), id)).statusCode).toBe(403);
    const ann = await seeker(ctx.app);
    expect((await request(ann, 999_999)).statusCode).toBe(404);
    const bad = await request(ann, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('params.id');
  });
});
