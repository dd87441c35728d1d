import type { HistoryMessage, ManagedVacancy, Vacancy } from '@jobs/contracts';
import { categories, messages, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { RISK_REJUDGE_JOB } from '..';
import {
  api,
  editor,
  employer,
  ok,
  openCompanyChat,
  present,
  say,
  seeker,
  type Party,
} from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { vacancyInput } from '../../../__tests__/support/vacancy-input';
import { caller, expectStatus } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);

const SCAM =
  'Оператор на телефоне, удалённо. Доход от 90 000 ₽. Стоимость обучения 3900 руб., оплачивается один раз, ' +
  'затем вы сразу выходите на линию и принимаете звонки клиентов по готовым скриптам. ' +
  'График свободный, работать можно из любого города, нужен только ноутбук и наушники.';
const HARMLESS =
  'Водитель-экспедитор. Оплата проезда до объекта компенсируется, топливная карта и служебный автомобиль, ' +
  'обучение за счёт компании, зарплата на карту два раза в месяц. Маршруты по Москве и области, ' +
  'график пять через два, официальное оформление с первого дня.';

/** The finance category's id: the market the salary checks compare with. */
const financeCategoryId = async () => {
  const [category] = await ctx.database.handle.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'finance'));
  return present(category).id;
};

/** Twelve published accountants of the company in `city` at 50–82k: enough vacancies for a market. */
const fillMarket = async (companyId: number, categoryId: number, city: string) => {
  await ctx.database.handle.db.insert(vacancies).values(
    Array.from({ length: 12 }, (_, i) => ({
      companyId,
      categoryId,
      title: 'Бухгалтер',
      description: 'Учёт',
      city,
      salaryFrom: 50_000 + i * 2_000,
      salaryTo: 60_000 + i * 2_000,
      experience: '1-3' as const,
      employment: 'full' as const,
      schedule: 'office' as const,
      status: 'published' as const,
      publishedAt: new Date(),
    })),
  );
  await ctx.app.salaries.refresh();
};

describe('risk warnings', () => {
  let eve: Party;
  beforeAll(async () => {
    eve = await editor(ctx.app, ctx.database.handle);
  });

  const publishFor = async (companyId: number, overrides: Record<string, unknown>) =>
    expectStatus<ManagedVacancy>(
      await call('POST', '/editor/vacancies', eve, {
        ...vacancyInput(overrides),
        company_id: companyId,
        publish: true,
      }),
      201,
    );
  const page = async (id: number) => expectStatus<Vacancy>(await call('GET', `/vacancies/${id}`));

  it('marks a vacancy asking for a training fee, and leaves its harmless look-alike alone', async () => {
    const boss = await employer(ctx.app);
    const scam = await publishFor(boss.companyId, { description: SCAM, language: 'ru' });
    const fine = await publishFor(boss.companyId, { description: HARMLESS, language: 'ru' });
    expect((await page(scam.id)).risk).toEqual({ reasons: ['payment_asked'] });
    expect((await page(fine.id)).risk).toBeNull();
    // An edit that takes the fee out takes the warning away.
    const edited = expectStatus<ManagedVacancy>(
      await call('PATCH', `/editor/vacancies/${scam.id}`, eve, {
        version: scam.version,
        changes: { description: HARMLESS },
      }),
    );
    expect(edited.risk).toBeNull();
    expect((await page(scam.id)).risk).toBeNull();
  });

  it('marks one long text posted by three companies, all three', async () => {
    const text = `${HARMLESS} Уникальная фраза ${Date.now()}.`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await publishFor((await employer(ctx.app)).companyId, { description: text })).id);
    for (const id of ids) expect((await page(id)).risk).toEqual({ reasons: ['duplicate_text'] });
    // Two companies with one text is no mark.
    const other = `${HARMLESS} Другая фраза ${Date.now()}.`;
    const a = await publishFor((await employer(ctx.app)).companyId, { description: other });
    await publishFor((await employer(ctx.app)).companyId, { description: other });
    expect((await page(a.id)).risk).toBeNull();
  });

  it('marks a salary far above the market of its category and city', async () => {
    const boss = await employer(ctx.app);
    const categoryId = await financeCategoryId();
    await fillMarket(boss.companyId, categoryId, 'Самара');
    const base = { category_id: categoryId, city: 'Самара', description: HARMLESS };
    const high = await publishFor(boss.companyId, { ...base, salary_from: 300_000, salary_to: 350_000 });
    const usual = await publishFor(boss.companyId, { ...base, salary_from: 70_000, salary_to: 90_000 });
    expect((await page(high.id)).risk).toEqual({ reasons: ['salary_above_market'] });
    expect((await page(usual.id)).risk).toBeNull();
  });

  it('puts risky vacancies first in the editors’ review queue', async () => {
    const boss = await employer(ctx.app);
    const fine = expectStatus<ManagedVacancy>(
      // A text of its own: HARMLESS itself is at three companies by now (a duplicate).
      await call('POST', '/employer/vacancies', boss, {
        ...vacancyInput({ description: `${HARMLESS} Очередь модерации.` }),
        submit: true,
      }),
      201,
    );
    const risky = expectStatus<ManagedVacancy>(
      await call('POST', '/employer/vacancies', boss, { ...vacancyInput({ description: SCAM }), submit: true }),
      201,
    );
    const queue = expectStatus<{ items: ManagedVacancy[] }>(
      await call('GET', `/editor/vacancies?company_id=${boss.companyId}&sort=review_first`, eve),
    );
    expect(queue.items.map((item) => item.id)).toEqual([risky.id, fine.id]);
    expect(queue.items[0]?.risk).toEqual({ reasons: ['payment_asked'] });
  });

  it('marks a company’s message moving the talk to a messenger early, not the seeker’s', async () => {
    const boss = await employer(ctx.app);
    const ann = await seeker(ctx.app);
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, boss.companyId);
    ok(await client.send(ann, chatId, say('Здравствуйте! Напишите мне в телеграм @ann_seeker, пожалуйста.')));
    ok(await client.send(boss, chatId, say('Дальнейшее общение в телеграм, напишите мне @hr_anna_work.')));
    ok(await client.send(boss, chatId, say('Созвонимся завтра в Телемосте?')));
    const history = ok<{ message: HistoryMessage[] }>(await client.history(ann, chatId));
    const [call3, call2, call1] = history.message;
    expect(call1?.risk).toBeNull();
    expect(call2?.risk).toEqual({ reasons: ['messenger_move'] });
    expect(call3?.risk).toBeNull();
    // The employer's side gets the same fields.
    const theirs = ok<{ message: HistoryMessage[] }>(await client.history(boss, chatId));
    expect(theirs.message[1]?.risk).toEqual({ reasons: ['messenger_move'] });
  });

  const db = () => ctx.database.handle.db;
  const stored = async (id: number) => (await db().select().from(vacancies).where(eq(vacancies.id, id)))[0];
  const storedMessage = async (id: number) => (await db().select().from(messages).where(eq(messages.id, id)))[0];

  it('keeps a message’s codes as it is sent: the company’s judged, the seeker’s not', async () => {
    const boss = await employer(ctx.app);
    const ann = await seeker(ctx.app);
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, boss.companyId);
    const asked = ok<{ id: number }>(
      await client.send(ann, chatId, say('Сколько нужно оплатить за обучение? Пришлите номер карты.')),
    );
    const scam = ok<{ id: number }>(
      await client.send(boss, chatId, say('Оплатите обучение 3000 руб. Пришлите фото паспорта.')),
    );
    expect((await storedMessage(asked.id))?.riskReasons).toEqual([]);
    expect((await storedMessage(scam.id))?.riskReasons).toEqual(['payment_asked', 'personal_data_asked']);
    // The history reads the kept codes: a stored verdict is what the seeker sees.
    await db()
      .update(messages)
      .set({ riskReasons: ['messenger_move'] })
      .where(eq(messages.id, scam.id));
    const history = ok<{ message: HistoryMessage[] }>(await client.history(ann, chatId));
    expect(history.message.find((message) => message.id === scam.id)?.risk).toEqual({ reasons: ['messenger_move'] });
  });

  it('judges, by its durable job, the vacancies and messages written without the rules', async () => {
    const boss = await employer(ctx.app);
    const ann = await seeker(ctx.app);
    // As before migration 0036 (or the demo data): written straight to the table.
    const [old] = await db()
      .insert(vacancies)
      .values({
        companyId: boss.companyId,
        title: 'Оператор',
        description: SCAM,
        city: 'Москва',
        experience: 'none' as const,
        employment: 'full' as const,
        schedule: 'remote' as const,
        status: 'published' as const,
        publishedAt: new Date(),
      })
      .returning();
    const oldId = present(old).id;
    expect((await stored(oldId))?.riskJudgedAt).toBeNull();
    expect((await page(oldId)).risk).toBeNull();
    const client = api(ctx.app);
    const chatId = await openCompanyChat(client, ann, boss.companyId);
    const sent = ok<{ id: number }>(
      await client.send(boss, chatId, say('Пишите мне в телеграм @hr_work_ok, там быстрее.')),
    );
    // As before migration 0037: a message without its codes (the history judges it as it reads it meanwhile).
    await db().update(messages).set({ riskReasons: null }).where(eq(messages.id, sent.id));
    const before = ok<{ message: HistoryMessage[] }>(await client.history(ann, chatId));
    expect(before.message.find((message) => message.id === sent.id)?.risk).toEqual({ reasons: ['messenger_move'] });

    await ctx.app.jobQueue.enqueue(RISK_REJUDGE_JOB);
    expect(await ctx.app.jobQueue.runDue(10, [RISK_REJUDGE_JOB])).toBe(1);
    expect((await stored(oldId))?.riskReasons).toEqual(['payment_asked']);
    expect((await stored(oldId))?.riskJudgedAt).toBeInstanceOf(Date);
    expect((await page(oldId)).risk).toEqual({ reasons: ['payment_asked'] });
    expect((await storedMessage(sent.id))?.riskReasons).toEqual(['messenger_move']);
    // Nothing is left: a second run judges nothing.
    expect(await ctx.app.risk.rejudge()).toEqual({ unjudged: 0, marketTurned: 0, messages: 0 });
  });

  it('judges a salary again when its market turns', async () => {
    const boss = await employer(ctx.app);
    const categoryId = await financeCategoryId();
    const city = 'Тверь';
    const base = { category_id: categoryId, city, description: `${HARMLESS} Тверь, ${Date.now()}.` };
    // No market yet (fewer than ten vacancies to compare with): no mark.
    const high = await publishFor(boss.companyId, { ...base, salary_from: 300_000, salary_to: 350_000 });
    expect((await page(high.id)).risk).toBeNull();
    // The market fills up; its figures are recomputed: the job judges the salary again.
    await fillMarket(boss.companyId, categoryId, city);
    const result = await ctx.app.risk.rejudge();
    expect(result.marketTurned).toBeGreaterThanOrEqual(1);
    expect((await page(high.id)).risk).toEqual({ reasons: ['salary_above_market'] });
    // Judged, it is not judged again until the figures change.
    expect((await ctx.app.risk.rejudge()).marketTurned).toBe(0);
  });
});
