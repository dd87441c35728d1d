import { RUB_PER_CURRENCY } from '@jobs/contracts';
import { chats, companies, messages, seekerProfiles, vacancies } from '@jobs/server-db';
import { eq, inArray, sql } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import {
  api,
  employer,
  ok,
  say,
  seeker,
  type ChatDto,
  type NotificationDto,
} from '../../../__tests__/support/chat-helpers';
import { linkedIds, seedVacancy, setLocale, templateBySlug, waitForReply } from './assistant-helpers';

const ctx = useTestApp();
const client = () => api(ctx.app);

type Sent = { id: number; chat_id: number };

/** The vacancies of the world: which ones a "remote React from 200 000" request must find. */
const world = {
  companyId: 0,
  wanted: [] as number[],
  others: [] as number[],
  moscow: 0,
  kazan: 0,
};

beforeAll(async () => {
  const bob = await employer(ctx.app);
  world.companyId = bob.companyId;
  const seed = (values: Parameters<typeof seedVacancy>[2]) => seedVacancy(ctx.database.handle, bob.companyId, values);
  world.wanted = [
    await seed({
      title: 'Frontend-разработчик',
      skills: ['React', 'TypeScript'],
      salaryFrom: 250_000,
      salaryTo: 300_000,
    }),
    // Only the top of the range reaches 200 000: still a match.
    await seed({
      title: 'React developer',
      skills: ['react', 'Redux'],
      salaryFrom: 150_000,
      salaryTo: 220_000,
      city: 'Kazan',
    }),
    await seed({ title: 'Senior frontend engineer', skills: ['React'], salaryFrom: 400_000, experience: '6+' }),
    // Pay in other currencies counts in roubles at search's rates (€4,800 ≈ 470 000 ₽, $3,000 ≈ 270 000 ₽).
    await seed({
      title: 'Frontend-разработчик (React)',
      skills: ['React', 'TypeScript'],
      salaryFrom: 3500,
      salaryTo: 4800,
      currency: 'EUR',
    }),
    await seed({ title: 'React developer (dollars)', skills: ['React'], salaryFrom: 3000, currency: 'USD' }),
  ];
  world.others = [
    await seed({ title: 'Junior React developer', skills: ['React'], salaryFrom: 100_000, salaryTo: 150_000 }), // pay
    await seed({ title: 'React developer (office)', skills: ['React'], salaryFrom: 300_000, schedule: 'office' }), // schedule
    await seed({ title: 'Vue developer', skills: ['Vue'], salaryFrom: 300_000 }), // skill
    await seed({ title: 'React developer (draft)', skills: ['React'], salaryFrom: 300_000, status: 'draft' }), // unpublished
    await seed({ title: 'React developer (archived)', skills: ['React'], salaryFrom: 300_000, status: 'archived' }),
    await seed({ title: 'React developer (few dollars)', skills: ['React'], salaryFrom: 2000, currency: 'USD' }), // ≈ 180 000 ₽
    await seed({ title: 'React developer (no pay)', skills: ['React'] }), // no salary stated
  ];
  world.moscow = await seed({
    title: 'Java-программист',
    skills: ['Java', 'Spring'],
    city: 'Moscow',
    schedule: 'office',
    salaryFrom: 200_000,
  });
  world.kazan = await seed({
    title: 'Java developer',
    skills: ['Java'],
    city: 'Казань',
    schedule: 'office',
    salaryFrom: 200_000,
  });
});

/** Asks a template and waits for the reply; answers the new chat and the reply. */
const ask = async (who: { token: string }, text: string, slug = 'find-job', chatId?: number) => {
  const target = chatId ?? (await templateBySlug(client(), who, slug)).id;
  const sent = ok<Sent>(await client().send(who, target, say(text)));
  const { reply } = await waitForReply(client(), who, sent.chat_id);
  return { chatId: sent.chat_id, reply };
};

const expectRemoteReactFrom200k = async (ids: number[]) => {
  expect(ids.length).toBeGreaterThan(0);
  const rows = await ctx.database.handle.db.select().from(vacancies).where(inArray(vacancies.id, ids));
  expect(rows).toHaveLength(new Set(ids).size); // every id exists
  for (const row of rows) {
    expect(row.status).toBe('published');
    expect(row.schedule).toBe('remote');
    expect(row.skills.map((skill) => skill.toLowerCase())).toContain('react');
    expect(Math.max(row.salaryFrom ?? 0, row.salaryTo ?? 0) * RUB_PER_CURRENCY[row.currency]).toBeGreaterThanOrEqual(
      200_000,
    );
  }
  expect([...new Set(ids)].sort()).toEqual([...world.wanted].sort());
};

describe('the built-in assistant', () => {
  it('answers "ищу удалённую работу react от 200 000" in Russian with exactly the matching published vacancies', async () => {
    const ann = await seeker(ctx.app);
    const { reply } = await ask(ann, 'ищу удалённую работу react от 200 000');
    expect(reply).toMatchObject({ author_kind: 'assistant', is_my: false, author_name: null });
    expect(reply.text).toMatch(/^Нашёл 5 вакансий/);
    expect(reply.text).toContain('Подходит: навыки: React');
    expect(reply.text).toContain('удалённо');
    await expectRemoteReactFrom200k(linkedIds(reply.text));
  });

  it('understands the English equivalents and answers in English', async () => {
    const ann = await seeker(ctx.app);
    for (const request of [
      'looking for a remote React job from 200,000',
      'remote react jobs, 200k+ rub',
      'React, work from home, salary 200 000',
    ]) {
      const { reply } = await ask(ann, request);
      expect(reply.text).toMatch(/^Found 5 vacancies/);
      expect(reply.text).toContain('Why: skills: React');
      await expectRemoteReactFrom200k(linkedIds(reply.text));
    }
  });

  it('understands word forms and synonyms: «реакт», «удалёнка», «200 тыс»', async () => {
    const ann = await seeker(ctx.app);
    const { reply } = await ask(ann, 'нужна удаленка на реакте, 200 тыс');
    await expectRemoteReactFrom200k(linkedIds(reply.text));
  });

  it('matches a city by its Russian case form or English name, in either spelling of the data', async () => {
    const ann = await seeker(ctx.app);
    const moscow = await ask(ann, 'вакансии java в Москве');
    expect(linkedIds(moscow.reply.text)).toEqual([world.moscow]);
    expect(moscow.reply.text).toContain('город: Moscow');
    const kazan = await ask(ann, 'Java jobs in Kazan');
    expect(linkedIds(kazan.reply.text)).toEqual([world.kazan]);
  });

  it('says so when nothing matches, and links nothing', async () => {
    const ann = await seeker(ctx.app);
    const { reply } = await ask(ann, 'ищу работу на Haskell в Москве от 900 000');
    expect(reply.text).toMatch(/опубликованных вакансий сейчас нет/);
    expect(linkedIds(reply.text)).toEqual([]);
  });

  it('shows the typing state right after the send, and not once the reply is stored', async () => {
    const ann = await seeker(ctx.app);
    const template = await templateBySlug(client(), ann, 'find-job');
    const sent = ok<Sent>(await client().send(ann, template.id, say('remote React from 200k')));
    // Right after the send the reply is being written, or already there.
    const first = ok<{ message: { author_kind: string }[]; assistant_typing?: boolean; assistant_draft?: string }>(
      await client().history(ann, sent.chat_id),
    );
    expect(first.assistant_typing === true || first.message[0]?.author_kind === 'assistant').toBe(true);
    // The built-in assistant streams nothing: no draft.
    expect(first).not.toHaveProperty('assistant_draft');
    const { history } = await waitForReply(client(), ann, sent.chat_id);
    expect(history.assistant_typing).toBe(false);
    expect(history).not.toHaveProperty('assistant_draft');
    expect(history.message.map((m) => m.author_kind)).toEqual(['assistant', 'seeker']);
  });

  it('delivers the reply like any message: unread in the list, and a notification', async () => {
    const ann = await seeker(ctx.app);
    const openedAt = Date.now();
    const template = await templateBySlug(client(), ann, 'find-job');
    const sent = ok<Sent>(await client().send(ann, template.id, say('remote React from 200k')));
    for (let tries = 0; ; tries++) {
      const own = ok<ChatDto[]>(await client().list(ann)).find((chat) => chat.id === sent.chat_id);
      if (own?.unread_count === 1) {
        expect(own.last_message).toMatch(/^Found 5/);
        break;
      }
      if (tries > 250) throw new Error('no unread reply');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const notes = ok<NotificationDto[]>(await client().notifies(ann, openedAt));
    expect(notes).toEqual([
      expect.objectContaining({
        chat_id: sent.chat_id,
        title: template.title,
        text: expect.stringMatching(/^Found 5/),
      }),
    ]);
  });

  it('answers in the account language when the message has no words to tell by', async () => {
    const ann = await seeker(ctx.app);
    await setLocale(ctx.database.handle, ann.user.id, 'en');
    const { reply } = await ask(ann, 'React 200k');
    expect(reply.text).toMatch(/^Found/);
  });

  describe('with a profile', () => {
    const withProfile = async () => {
      const ann = await seeker(ctx.app);
      await ctx.database.handle.db.insert(seekerProfiles).values({
        userId: ann.user.id,
        desiredPosition: 'Frontend developer',
        city: 'Москва',
        experience: '1-3',
        skills: ['React', 'JavaScript'],
        workExperience: [
          { company: 'Vector', position: 'Frontend developer', from: '2022-01', to: null, description: '' },
        ],
      });
      return ann;
    };

    it('tells what the profile lacks for a vacancy', async () => {
      const ann = await withProfile();
      const [target] = world.wanted;
      const { reply } = await ask(ann, `Чего мне не хватает для вакансии ${target}?`, 'improve-resume');
      expect(reply.text).toContain(`/vacancies/${target}`);
      expect(reply.text).toContain('Есть в профиле: React');
      expect(reply.text).toContain('Не хватает навыков: TypeScript');
      const senior = world.wanted[2];
      const second = await ask(ann, `what am I missing for vacancy ${senior}`, 'improve-resume');
      expect(second.reply.text).toContain('Experience: the vacancy asks for 6+ years of experience');
    });

    it('drafts a cover letter the seeker sends themselves', async () => {
      const ann = await withProfile();
      const [target] = world.wanted;
      const { reply } = await ask(ann, `сопроводительное письмо к вакансии ${target}`, 'improve-resume');
      expect(reply.text).toContain('Отредактируйте его и отправьте компании сами');
      expect(reply.text).toContain('Меня заинтересовала вакансия «Frontend-разработчик»');
      expect(reply.text).toContain('я работаю с React');
      expect(reply.text).toContain('Ann Seeker');
    });

    it('finds the vacancy of a cover letter by its title and company, as seekers name it', async () => {
      const ann = await withProfile();
      const eur = world.wanted[3] as number;
      const [company] = await ctx.database.handle.db
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, world.companyId));
      const { reply } = await ask(
        ann,
        `Сопроводительное письмо для "Frontend-разработчик (React) at ${company?.name ?? ''}"`,
        'improve-resume',
      );
      // «Frontend-разработчик» of the same company is inside the named title: the longer one is meant.
      expect(linkedIds(reply.text)).toEqual([eur]);
      expect(reply.text).toContain(`[Frontend-разработчик (React)](/vacancies/${eur})`);
      expect(reply.text).toContain('Меня заинтересовала вакансия «Frontend-разработчик (React)»');
      expect(reply.text).not.toMatch(/номер/);
    });

    it('offers the candidates when the vacancy is named only by role or skill, and asks without numbers', async () => {
      const ann = await withProfile();
      const { reply } = await ask(ann, 'напиши сопроводительное письмо на вакансию Java', 'improve-resume');
      expect(reply.text).toMatch(/^Какую вакансию вы имеете в виду\?/);
      expect(linkedIds(reply.text).sort()).toEqual([world.moscow, world.kazan].sort());
      expect(reply.text).toContain('«сопроводительное письмо к вакансии Java');
      const nothing = await ask(ann, 'сопроводительное письмо', 'improve-resume');
      expect(nothing.reply.text).toContain('Назовите вакансию — её название и компанию');
      expect(nothing.reply.text).not.toMatch(/номер|\/vacancies\/\d/);
    });

    it('finds vacancies by the profile skills when the request names nothing', async () => {
      const ann = await withProfile();
      const { reply } = await ask(ann, 'найди мне работу');
      expect(reply.text).toContain('по навыкам из вашего профиля');
      const ids = linkedIds(reply.text);
      expect(ids.length).toBeGreaterThan(0);
      const rows = await ctx.database.handle.db.select().from(vacancies).where(inArray(vacancies.id, ids));
      expect(rows.every((row) => row.status === 'published')).toBe(true);
    });
  });

  it('gives interview questions from the vacancy skills, in the template chat of that name', async () => {
    const ann = await seeker(ctx.app);
    const [target] = world.wanted;
    const { reply } = await ask(ann, `вопросы к собеседованию для вакансии ${target}`, 'prepare-interview');
    expect(reply.text).toContain('Типичные вопросы на собеседовании');
    expect(reply.text).toContain('React');
    expect(reply.text).toContain('TypeScript');
    const english = await ask(ann, 'interview questions for a Python developer', 'prepare-interview');
    expect(english.reply.text).toContain('GIL');
  });

  it('never links a vacancy that is not published', async () => {
    const ann = await seeker(ctx.app);
    const draft = world.others[3] as number;
    const { reply } = await ask(ann, `what am I missing for vacancy ${draft}`, 'improve-resume');
    expect(reply.text).toContain(`There is no published vacancy #${draft}`);
    expect(linkedIds(reply.text)).toEqual([]);
  });

  it('greets and explains itself', async () => {
    const ann = await seeker(ctx.app);
    const { reply, chatId } = await ask(ann, 'Привет!');
    expect(reply.text).toContain('Что я умею');
    // A second message in the same chat is answered too, in order.
    const next = await ask(ann, 'hello', 'find-job', chatId);
    expect(next.chatId).toBe(chatId);
    expect(next.reply.text).toContain('What I can do');
  });

  it('stores a seeker’s message and its reply job together, or neither (no message left unanswered by a crash)', async () => {
    const ann = await seeker(ctx.app);
    const template = await templateBySlug(client(), ann, 'find-job');
    const db = ctx.database.handle.db;
    // The reply job cannot be stored (its table refuses it): neither is the message, nor the chat a
    // first message would have opened.
    await db.execute(sql`
      create function test_refuse_reply() returns trigger language plpgsql as $$
      begin
        if new.name = 'assistant.reply' then raise exception 'the job table refuses it'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger test_refuse_reply before insert on pgboss.job_common
      for each row execute function test_refuse_reply()`);
    try {
      expect((await client().send(ann, template.id, say('Neither, first'))).statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger test_refuse_reply on pgboss.job_common`);
      await db.execute(sql`drop function test_refuse_reply()`);
    }
    expect(await db.select().from(messages).where(eq(messages.text, 'Neither, first'))).toEqual([]);
    expect(await db.select().from(chats).where(eq(chats.seekerId, ann.user.id))).toEqual([]);

    // The same message again is answered: both are stored now.
    const { chatId, reply } = await ask(ann, 'Neither, first');
    expect(reply.author_kind).toBe('assistant');
    expect(
      (await db.select().from(messages).where(eq(messages.chatId, chatId))).map((row) => row.authorKind).sort(),
    ).toEqual(['assistant', 'seeker']);
  });

  it('does not answer in company chats', async () => {
    const ann = await seeker(ctx.app);
    const chat = ok<{ id: number }>(await client().companyChat(ann, world.companyId)).id;
    ok(await client().send(ann, chat, say('ищу удалённую работу react от 200 000')));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const history = ok<{ message: { author_kind: string }[]; assistant_typing?: boolean }>(
      await client().history(ann, chat),
    );
    expect(history.message.map((m) => m.author_kind)).toEqual(['seeker']);
    expect(history.assistant_typing).toBeUndefined();
  });
});
