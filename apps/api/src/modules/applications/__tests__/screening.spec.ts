import { answerFits, type AnswerValue, type ScreeningQuestion } from '@jobs/contracts';
import { vacancies } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { jobRows, pendingJobs } from '../../../__tests__/support/job-helpers';
import { useTestApp } from '../../../__tests__/support/harness';
import { employer, ok, vacancy, type Employer } from '../../../__tests__/support/chat-helpers';
import { caller, fieldsOf, vacancyInput } from '../../vacancy-admin/__tests__/vacancy-admin-helpers';
import { SCREENING_REJECT_JOB } from '../index';
import { appApi, seekerWithResume, type ApplicationDto, type EmployerListDto } from './application-helpers';

// Screening questions (issue 26): a vacancy's questions, checked strictly; answers checked against
// them when applying; a knock-out missed is stored, then rejected by a durable job after
// SCREENING_REJECT_DELAY_MINUTES (never at once); the pipeline's filters; earlier answers offered
// again; another company sees none of it.

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(ctx.app)(...args);
const MINUTE = 60_000;

const QUESTIONS = [
  { id: 'permit', kind: 'yes_no', text: 'Do you have a work permit?', required_answer: true },
  { id: 'english', kind: 'choice', text: 'Your English?', options: ['A2', 'B2', 'C1'], required_answer: 'C1' },
  { id: 'stack', kind: 'multi_choice', text: 'Which do you use?', options: ['Go', 'TS', 'SQL'] },
  { id: 'years', kind: 'number', text: 'Years with PostgreSQL?', required_answer: { min: 2 } },
  { id: 'why', kind: 'text', text: 'Why us?' },
];

const GOOD = [
  { question_id: 'permit', value: true },
  { question_id: 'english', value: 'C1' },
  { question_id: 'stack', value: ['TS', 'SQL'] },
  { question_id: 'years', value: 4 },
  { question_id: 'why', value: 'The product' },
];

type Screened = ApplicationDto & {
  answers: { question_id: string; value: unknown; passed: boolean | null; text: string }[];
  screening: string | null;
  rejection: { reason_code: string; message: string | null } | null;
};

const withQuestions = async (bob: Employer, questions: unknown[] = QUESTIONS) => {
  const id = await vacancy(ctx.database.handle, bob.companyId);
  await db()
    .update(vacancies)
    .set({ questions: questions as never })
    .where(eq(vacancies.id, id));
  return id;
};

const answersWith = (id: string, value: unknown) =>
  GOOD.map((answer) => (answer.question_id === id ? { question_id: id, value } : answer));

describe('screening questions on a vacancy', () => {
  it('keeps valid questions of every kind, gives ids to those without, and shows them on the public page', async () => {
    const bob = await employer(ctx.app);
    const questions = [...QUESTIONS.slice(0, 4), { kind: 'text', text: 'Why us?' }];
    const created = ok<{ id: number; questions: { id: string; kind: string }[] }>(
      await call('POST', '/employer/vacancies', bob, vacancyInput({ questions })),
      201,
    );
    expect(created.questions.map((q) => q.id)).toEqual(['permit', 'english', 'stack', 'years', 'q1']);
    expect(created.questions[1]).toEqual(QUESTIONS[1]);
    // Left out on an edit: unchanged.
    const fetched = ok<{ questions: unknown[]; version: number }>(
      await call('GET', `/employer/vacancies/${created.id}`, bob),
    );
    expect(fetched.questions).toHaveLength(5);
    const id = await withQuestions(bob);
    const shown = ok<{ questions: unknown[] }>(await call('GET', `/vacancies/${id}`));
    expect(shown.questions).toEqual(QUESTIONS);
  });

  it('rejects wrong questions with a 400 naming the part at fault', async () => {
    const bob = await employer(ctx.app);
    const cases: [unknown, string[]][] = [
      [Array.from({ length: 11 }, (_, i) => ({ kind: 'text', text: `Q${i}` })), ['body.questions']],
      [[{ kind: 'choice', text: 'One option', options: ['A'] }], ['body.questions.0.options']],
      [[{ kind: 'multi_choice', text: 'Repeats', options: ['A', 'a'] }], ['body.questions.0.options']],
      [[{ kind: 'yes_no', text: 'Options?', options: ['A', 'B'] }], ['body.questions.0.options']],
      [
        [
          { kind: 'text', text: 'Fine' },
          { kind: 'choice', text: 'Not an option', options: ['A', 'B'], required_answer: 'C' },
        ],
        ['body.questions.1.required_answer'],
      ],
      [[{ kind: 'text', text: 'Knock-out text', required_answer: 'yes' }], ['body.questions.0.required_answer']],
      [[{ kind: 'yes_no', text: 'Yes?', required_answer: 'yes' }], ['body.questions.0.required_answer']],
      [[{ kind: 'number', text: 'Range', required_answer: { min: 5, max: 1 } }], ['body.questions.0.required_answer']],
      [[{ kind: 'maybe', text: 'Kind' }], ['body.questions.0.kind']],
      [[{ kind: 'text', text: '   ' }], ['body.questions.0.text']],
      [
        [
          { id: 'a', kind: 'text', text: 'One' },
          { id: 'a', kind: 'text', text: 'Two' },
        ],
        ['body.questions.1.id'],
      ],
      ['many', ['body.questions']],
    ];
    for (const [questions, fields] of cases) {
      expect(fieldsOf(await call('POST', '/employer/vacancies', bob, vacancyInput({ questions })))).toEqual(fields);
    }
  });
});

describe('applying with answers', () => {
  it('answers 400 naming each question unanswered or answered out of kind', async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    expect(fieldsOf(await client.apply(ann, id, {}))).toEqual(QUESTIONS.map((q) => `body.answers.${q.id}`));
    expect(fieldsOf(await client.apply(ann, id, { answers: answersWith('english', 'B1') }))).toEqual([
      'body.answers.english',
    ]);
    expect(fieldsOf(await client.apply(ann, id, { answers: answersWith('permit', 'yes') }))).toEqual([
      'body.answers.permit',
    ]);
    expect(fieldsOf(await client.apply(ann, id, { answers: answersWith('years', '4') }))).toEqual([
      'body.answers.years',
    ]);
    expect(fieldsOf(await client.apply(ann, id, { answers: answersWith('why', '  ') }))).toEqual(['body.answers.why']);
    expect(fieldsOf(await client.apply(ann, id, { answers: [...GOOD, { question_id: 'nope', value: true }] }))).toEqual(
      ['body.answers.5.question_id'],
    );
    expect(fieldsOf(await client.apply(ann, id, { answers: 'all' }))).toEqual(['body.answers']);
    // Nothing was stored.
    expect(ok<{ total: number }>(await client.mine(ann)).total).toBe(0);
  });

  it('answers hostile answers with a 400, never a 5xx (a probe of each question against wrong values)', async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    const wrong: unknown[] = [null, {}, [], [null], [1, 2], 'x'.repeat(5000), 'a\u0000b', 1e308, -0, NaN, '', [{}]];
    for (const question of QUESTIONS) {
      // Each wrong for this question's kind (an empty selection is a multi-choice answer; 1e308 a number).
      for (const value of wrong.filter((v) => !answerFits(question as ScreeningQuestion, v as AnswerValue))) {
        const response = await client.apply(ann, id, { answers: answersWith(question.id, value) });
        expect(response.statusCode, `${question.id}: ${JSON.stringify(value)}`).toBe(400);
      }
    }
    for (const answers of [null, {}, [null], [{ question_id: {}, value: true }], Array(11).fill(GOOD[0])]) {
      expect((await client.apply(ann, id, { answers })).statusCode).toBe(400);
    }
  });

  it('keeps the answers; one who passes every knock-out is not scheduled for rejection', async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    const applied = ok<Screened>(await client.apply(ann, id, { answers: GOOD }), 201);
    expect(applied.answers.map((a) => [a.question_id, a.passed])).toEqual([
      ['permit', true],
      ['english', true],
      ['stack', null],
      ['years', true],
      ['why', null],
    ]);
    const seen = ok<Screened>(await client.candidate(bob, applied.id));
    expect(seen.screening).toBe('passed');
    expect(seen.answers[0]).toMatchObject({ text: 'Do you have a work permit?', value: true });
    const pending = await pendingJobs(db(), SCREENING_REJECT_JOB);
    expect(pending.filter((job) => job.data['application_id'] === applied.id)).toEqual([]);
  });

  it('stores a knock-out miss and rejects it only when its durable job is due, through the status change', async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    const before = Date.now();
    const applied = ok<Screened>(await client.apply(ann, id, { answers: answersWith('years', 1) }), 201);
    expect(applied.status).toBe('new');
    const jobs = (await jobRows(db(), SCREENING_REJECT_JOB)).filter((job) => job.data['application_id'] === applied.id);
    expect(jobs).toHaveLength(1);
    const due = jobs[0]?.start_after.getTime() ?? 0;
    // SCREENING_REJECT_DELAY_MINUTES (60 by default) from the application.
    expect(due).toBeGreaterThanOrEqual(before + 60 * MINUTE - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 60 * MINUTE + 1000);

    // Not due yet: running the due jobs leaves it as it is.
    await ctx.app.jobQueue.runDue(10, [SCREENING_REJECT_JOB]);
    expect(ok<Screened>(await client.one(ann, applied.id)).status).toBe('new');
    expect(ok<Screened>(await client.candidate(bob, applied.id)).screening).toBe('screened_out');

    // The clock moves past the due time.
    await db().execute(
      sql`update pgboss.job set start_after = now() - interval '1 minute' where name = ${SCREENING_REJECT_JOB} and data->>'application_id' = ${String(applied.id)}`,
    );
    const notified = async () =>
      Number(
        (
          (await db().execute(
            sql`select count(*)::int as n from notifications where user_id = ${ann.user.id}`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n ?? 0,
      );
    const noticesBefore = await notified();
    expect(await ctx.app.jobQueue.runDue(10, [SCREENING_REJECT_JOB])).toBeGreaterThanOrEqual(1);
    const rejected = ok<Screened>(await client.one(ann, applied.id));
    expect(rejected.status).toBe('rejected');
    expect(rejected.rejection?.reason_code).toBe('screening');
    expect(rejected.rejection?.message).toContain('Backend developer');
    expect(await notified()).toBeGreaterThan(noticesBefore);
    // A second run of the job changes nothing.
    expect(await ctx.app.applications.rejectScreenedOut(applied.id)).toBe(false);
  });

  it("uses the company's own screening text, and leaves alone a candidate the company has moved", async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const client = appApi(ctx.app);
    const templates = ok<Record<string, string>>(await client.templates(bob));
    expect(templates['screening']).toBeTruthy();
    ok(await client.saveTemplates(bob, { ...templates, screening: 'Sorry {name}, the permit is a must.' }));
    // Saved without it: kept.
    const { screening: _kept, ...steps } = templates;
    ok(await client.saveTemplates(bob, steps));
    expect(ok<Record<string, string>>(await client.templates(bob))['screening']).toBe(
      'Sorry {name}, the permit is a must.',
    );

    const ann = await seekerWithResume(ctx.app);
    const first = ok<Screened>(await client.apply(ann, id, { answers: answersWith('permit', false) }), 201);
    expect(await ctx.app.applications.rejectScreenedOut(first.id)).toBe(true);
    expect(ok<Screened>(await client.one(ann, first.id)).rejection).toEqual({
      reason_code: 'screening',
      message: 'Sorry Ann Seeker, the permit is a must.',
    });

    const cid = await seekerWithResume(ctx.app);
    const second = ok<Screened>(await client.apply(cid, id, { answers: answersWith('english', 'A2') }), 201);
    const seen = ok<Screened & { version: number }>(await client.candidate(bob, second.id));
    ok(await client.move(bob, second.id, { status: 'invited', version: seen.version }));
    expect(await ctx.app.applications.rejectScreenedOut(second.id)).toBe(false);
    expect(ok<Screened>(await client.one(cid, second.id)).status).toBe('invited');
  });
});

describe("the company's pipeline and the seeker's earlier answers", () => {
  it('filters by outcome and by answer, counts the screened out, and hides answers from another company', async () => {
    const bob = await employer(ctx.app);
    const id = await withQuestions(bob);
    const client = appApi(ctx.app);
    const passed = ok<Screened>(await client.apply(await seekerWithResume(ctx.app), id, { answers: GOOD }), 201);
    const out = ok<Screened>(
      await client.apply(await seekerWithResume(ctx.app), id, {
        answers: answersWith('english', 'A2').map((a) => (a.question_id === 'stack' ? { ...a, value: ['Go'] } : a)),
      }),
      201,
    );
    const ids = (response: EmployerListDto) => response.items.map((item) => item.id).sort();
    const list = async (query: string) =>
      ok<EmployerListDto & { screening_counts: Record<string, number> }>(
        await client.candidates(bob, `?vacancy_id=${id}${query}`),
      );
    const all = await list('');
    expect(all.screening_counts).toEqual({ passed: 1, screened_out: 1 });
    expect(ids(await list('&screening=screened_out'))).toEqual([out.id]);
    expect(ids(await list('&screening=passed'))).toEqual([passed.id]);
    expect(ids(await list('&question_id=english&answer=A2'))).toEqual([out.id]);
    expect(ids(await list('&question_id=stack&answer=SQL'))).toEqual([passed.id]);
    expect(ids(await list('&question_id=permit&answer=true'))).toEqual([passed.id, out.id].sort());
    expect(ids(await list('&question_id=years&answer=4'))).toEqual([passed.id, out.id].sort());
    expect(fieldsOf(await client.candidates(bob, '?screening=maybe'))).toEqual(['query.screening']);
    // The vacancy list counts the screened out per vacancy.
    const mine = ok<{ items: { id: number; screened_out_count?: number }[] }>(
      await call('GET', '/employer/vacancies', bob),
    );
    expect(mine.items.find((item) => item.id === id)?.screened_out_count).toBe(1);

    const eve = await employer(ctx.app);
    expect((await client.candidate(eve, out.id)).statusCode).toBe(404);
    const theirs = ok<EmployerListDto>(await client.candidates(eve, `?vacancy_id=${id}&screening=screened_out`));
    expect(theirs.items).toEqual([]);
  });

  it("offers the seeker's newest answer to a question of the same text and kind", async () => {
    const bob = await employer(ctx.app);
    const first = await withQuestions(bob);
    const second = await withQuestions(bob, [
      { id: 'x', kind: 'number', text: 'years with postgresql?  ', required_answer: { min: 1 } },
    ]);
    const ann = await seekerWithResume(ctx.app);
    const client = appApi(ctx.app);
    expect(ok<{ items: unknown[] }>(await client.call('GET', '/profile/answers', ann)).items).toEqual([]);
    ok(await client.apply(ann, first, { answers: answersWith('years', 3) }), 201);
    ok(await client.apply(ann, second, { answers: [{ question_id: 'x', value: 7 }] }), 201);
    const { items } = ok<{ items: { text: string; kind: string; value: unknown }[] }>(
      await client.call('GET', '/profile/answers', ann),
    );
    expect(items).toHaveLength(5);
    expect(items[0]).toEqual({ text: 'years with postgresql?  ', kind: 'number', value: 7 });
    expect(items.find((item) => item.text === 'Why us?')?.value).toBe('The product');
    // Only the seeker's own: another seeker has none; an employer may not ask.
    expect(
      ok<{ items: unknown[] }>(await client.call('GET', '/profile/answers', await seekerWithResume(ctx.app))).items,
    ).toEqual([]);
    expect((await client.call('GET', '/profile/answers', bob)).statusCode).toBe(403);
  });
});
