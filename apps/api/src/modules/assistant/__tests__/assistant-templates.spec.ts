import { uploads } from '@jobs/server-db';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  say,
  seeker,
  type ChatDto,
} from '../../../__tests__/support/chat-helpers';
import { setLocale, templateBySlug, waitForReply } from './assistant-helpers';

const ctx = useTestApp({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '3' });
const client = () => api(ctx.app);

type Template = {
  id: number;
  slug: string;
  icon: string | null;
  title_ru: string;
  title_en: string;
  greeting_ru: string;
  greeting_en: string;
  instructions_ru: string;
  instructions_en: string;
  updatedAt: string;
};

const put = (who: { token: string }, id: number | string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/editor/assistant-templates/${id}`,
    headers: { authorization: `Bearer ${who.token}` },
    payload: payload as Record<string, unknown>,
  });

/** An icon the editors uploaded (its record; the file is not needed here). */
const ICON = '/uploads/2026/03/find-icon.webp';
beforeAll(async () => {
  await ctx.database.handle.db
    .insert(uploads)
    .values({ path: ICON.slice('/uploads/'.length), mime: 'image/webp', width: 64, height: 64, bytes: 100 });
});

const edited = (template: Template) => ({
  title_ru: 'Найти работу мечты',
  title_en: 'Find my dream job',
  greeting_ru: 'Здравствуйте! Что ищем?',
  greeting_en: 'Hello! What are we looking for?',
  instructions_ru: template.instructions_ru,
  instructions_en: template.instructions_en,
  icon: ICON,
});

describe('assistant templates', () => {
  it('seeds the three templates with texts in both languages and an icon', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const list = ok<Template[]>(await client().call('GET', '/editor/assistant-templates', eve));
    expect(list.map((template) => template.slug)).toEqual(['find-job', 'improve-resume', 'prepare-interview']);
    expect(list.map((template) => template.title_en)).toEqual([
      'Find me a job',
      'Improve my resume',
      'Prepare for an interview',
    ]);
    for (const template of list) {
      expect(template.icon).toMatch(/^data:image\/svg\+xml,/);
      for (const text of [
        template.greeting_ru,
        template.greeting_en,
        template.instructions_ru,
        template.instructions_en,
      ]) {
        expect(text.length).toBeGreaterThan(40);
      }
    }
  });

  it('shows seekers the templates in their language', async () => {
    const ann = await seeker(ctx.app);
    const ru = ok<{ slug: string; title: string; greeting: string }[]>(
      await client().call('GET', '/assistant/templates', ann),
    );
    expect(ru.map((template) => template.title)).toEqual([
      'Найти работу',
      'Улучшить резюме',
      'Подготовиться к собеседованию',
    ]);
    await setLocale(ctx.database.handle, ann.user.id, 'en');
    const en = ok<{ title: string; greeting: string }[]>(await client().call('GET', '/assistant/templates', ann));
    expect(en[0]).toMatchObject({ title: 'Find me a job', greeting: expect.stringMatching(/^Hi!/) });
  });

  it('answers in the interface language the app sends (Accept-Language), over the account’s', async () => {
    const ann = await seeker(ctx.app);
    const inLanguage = async (acceptLanguage: string) =>
      ok<{ title: string }[]>(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/assistant/templates',
          headers: { authorization: `Bearer ${ann.token}`, 'accept-language': acceptLanguage },
        }),
      ).map((template) => template.title);
    expect((await inLanguage('en'))[0]).toBe('Find me a job');
    expect((await inLanguage('en-US,en;q=0.9'))[0]).toBe('Find me a job');
    expect((await inLanguage('ru'))[0]).toBe('Найти работу');
    // A language the platform does not speak: the account's (Russian here).
    expect((await inLanguage('de'))[0]).toBe('Найти работу');
  });

  it('titles the template chats and the chats started from them in the interface language', async () => {
    const ann = await seeker(ctx.app);
    const listIn = async (acceptLanguage: string) =>
      ok<{ id: number; title: string; is_template: boolean; template_id: number | null }[]>(
        await ctx.app.inject({
          method: 'GET',
          url: '/api/chat/list',
          headers: { authorization: `Bearer ${ann.token}`, 'accept-language': acceptLanguage },
        }),
      );
    const template = (await listIn('ru')).find((chat) => chat.title === 'Найти работу');
    expect(template?.is_template).toBe(true);
    expect((await listIn('en')).find((chat) => chat.id === template?.id)?.title).toBe('Find me a job');

    const sent = ok<{ chat_id: number }>(
      await client().call('POST', `/chat/${template?.id}/send`, ann, {
        message: 'hello',
        vacancy_id: 0,
        client_message_id: 'title-check-1',
      }),
    );
    const own = (await listIn('en')).find((chat) => chat.id === sent.chat_id);
    expect(own).toMatchObject({ is_template: false, template_id: template?.id, title: 'Find me a job' });
    expect((await listIn('ru')).find((chat) => chat.id === sent.chat_id)?.title).toBe('Найти работу');
  });

  it('lets editors edit a template; seekers see the new texts and the assistant greets with them', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const [first] = ok<Template[]>(await client().call('GET', '/editor/assistant-templates', eve));
    if (!first) throw new Error('no template');
    const saved = ok<Template>(await put(eve, first.id, edited(first)));
    expect(saved).toMatchObject({
      id: first.id,
      slug: 'find-job',
      title_ru: 'Найти работу мечты',
      icon: ICON,
    });

    const ann = await seeker(ctx.app);
    const templates = ok<{ id: number; greeting: string }[]>(await client().call('GET', '/assistant/templates', ann));
    expect(templates[0]).toMatchObject({ id: first.id, greeting: 'Здравствуйте! Что ищем?' });
    // The assistant greets with the new text.
    const sent = ok<{ chat_id: number }>(await client().send(ann, first.id, say('привет')));
    const { reply } = await waitForReply(client(), ann, sent.chat_id);
    expect(reply.text).toMatch(/^Здравствуйте! Что ищем\?/);
  });

  it('refuses bad input naming the field, other roles, and unknown templates', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const [first] = ok<Template[]>(await client().call('GET', '/editor/assistant-templates', eve));
    if (!first) throw new Error('no template');
    const empty = await put(eve, first.id, { ...edited(first), title_en: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details).toEqual([expect.objectContaining({ field: 'body.title_en' })]);
    const script = await put(eve, first.id, { ...edited(first), icon: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.details).toEqual([expect.objectContaining({ field: 'body.icon' })]);
    expect((await put(eve, 'abc', edited(first))).statusCode).toBe(400);
    expect((await put(eve, 999_999, edited(first))).statusCode).toBe(404);
    const ann = await seeker(ctx.app);
    expect((await put(ann, first.id, edited(first))).statusCode).toBe(403);
    expect((await client().call('GET', '/editor/assistant-templates', ann)).statusCode).toBe(403);
    expect((await client().call('GET', '/editor/assistant-templates')).statusCode).toBe(401);
    expect((await client().call('GET', '/assistant/templates', eve)).statusCode).toBe(403);
  });
});

describe('assistant template icons', () => {
  it('are only our own uploads: no off-site address, no data URL, no file that was never uploaded', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const templates = ok<Template[]>(await client().call('GET', '/editor/assistant-templates', eve));
    const template = templates[2];
    if (!template) throw new Error('no template');
    for (const icon of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      '/\\/evil.example/x.png',
      'https://evil.example/pixel.png',
      'http://localhost:3000/api/_img/w_40/2026/03/find-icon.webp',
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
      'data:image/png;base64,iVBORw0KGgo=',
      '/icons/find.svg',
      '/uploads/2026/03/never-uploaded.webp',
      '/uploads/../secret.webp',
    ]) {
      const response = await put(eve, template.id, { ...edited(template), icon });
      expect(response.statusCode, icon).toBe(400);
      expect(response.json().error.details, icon).toEqual([expect.objectContaining({ field: 'body.icon' })]);
    }
    // An upload, no icon, and the icon it already has (the built-in one, sent back unchanged) are fine.
    expect(ok<Template>(await put(eve, template.id, { ...edited(template), icon: ICON })).icon).toBe(ICON);
    expect(ok<Template>(await put(eve, template.id, { ...edited(template), icon: null })).icon).toBeNull();
    const restored = ok<Template>(await put(eve, template.id, { ...edited(template), icon: ICON }));
    expect(ok<Template>(await put(eve, template.id, { ...edited(template), icon: restored.icon })).icon).toBe(ICON);
  });

  it('keep a built-in icon when the template is saved with it unchanged', async () => {
    const eve = await editor(ctx.app, ctx.database.handle);
    const templates = ok<Template[]>(await client().call('GET', '/editor/assistant-templates', eve));
    const template = templates.find((candidate) => candidate.icon?.startsWith('data:image/svg+xml,'));
    if (!template) throw new Error('no template with its built-in icon');
    const saved = ok<Template>(await put(eve, template.id, { ...edited(template), icon: template.icon }));
    expect(saved.icon).toBe(template.icon);
  });
});

describe('the assistant rate limit', () => {
  it('answers 429 with Retry-After past the per-user allowance, for assistant chats only', async () => {
    const ann = await seeker(ctx.app);
    const template = await templateBySlug(client(), ann, 'prepare-interview');
    const first = ok<{ chat_id: number }>(await client().send(ann, template.id, say('React interview')));
    ok(await client().send(ann, first.chat_id, say('Python interview')));
    ok(await client().send(ann, first.chat_id, say('Go interview')));
    const limited = await client().send(ann, first.chat_id, say('Java interview'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // A new chat from a template counts too; nothing was stored for the refused sends.
    expect((await client().send(ann, template.id, say('again'))).statusCode).toBe(429);
    const own = ok<ChatDto[]>(await client().list(ann)).filter((chat) => !chat.is_template);
    expect(own).toHaveLength(1);

    // Company chats are not limited by it, and another seeker has their own allowance.
    const bob = await employer(ctx.app);
    const companyChat = await openCompanyChat(client(), ann, bob.companyId);
    ok(await client().send(ann, companyChat, say('Hello, company')));
    const ben = await seeker(ctx.app);
    ok(await client().send(ben, template.id, say('React interview')));
  });
});
