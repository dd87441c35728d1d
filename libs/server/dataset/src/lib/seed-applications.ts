import { applicationStatusNote, REPLY_WITHIN_DAYS_DEFAULT } from '@jobs/contracts';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  applications,
  chats,
  companies,
  messages,
  seekerProfiles,
  users,
  vacancies,
  type ApplicationHistoryRow,
  type Database,
} from '@jobs/server-db';
import { DEMO_COMPANY_NAME, demoAccount } from './demo-accounts';

type Status = (typeof APPLICATION_STATUSES)[number];

/** The way each demo status was reached. */
const PATH: Record<Status, Status[]> = {
  new: ['new'],
  viewed: ['new', 'viewed'],
  invited: ['new', 'viewed', 'invited'],
  offer: ['new', 'viewed', 'invited', 'offer'],
  hired: ['new', 'viewed', 'invited', 'offer', 'hired'],
  rejected: ['new', 'viewed', 'rejected'],
  withdrawn: ['new', 'viewed', 'withdrawn'],
  expired: ['new', 'expired'],
};

const COMPANY_WORDS: Partial<Record<Status, (name: string, vacancy: string) => string>> = {
  invited: (name, vacancy) =>
    `Здравствуйте, ${name}! Спасибо за отклик на вакансию «${vacancy}». Приглашаем вас на собеседование — когда вам удобно?`,
  offer: (name, vacancy) =>
    `${name}, мы готовы сделать вам предложение по вакансии «${vacancy}». Детали пришлём здесь.`,
  hired: (name) => `${name}, поздравляем — вы в команде! Скоро напишем о первых шагах.`,
  rejected: (name, vacancy) =>
    `Здравствуйте, ${name}! Спасибо за интерес к вакансии «${vacancy}». К сожалению, сейчас мы не готовы продолжить.`,
};

/** The demo company's candidates: statuses across the funnel, two thirds answered (responsiveness shows). */
const DEMO_COMPANY_PLAN: Status[] = [
  'new',
  'new',
  'new',
  'viewed',
  'viewed',
  'invited',
  'invited',
  'offer',
  'hired',
  'rejected',
  'rejected',
  'withdrawn',
];

const HOUR = 3_600_000;

type SeekerRow = {
  id: number;
  name: string;
  email: string;
  profile: typeof seekerProfiles.$inferSelect;
};

const resumeOf = (seeker: SeekerRow) => ({
  name: seeker.name,
  desired_position: seeker.profile.desiredPosition,
  city: seeker.profile.city,
  citizenship: seeker.profile.citizenship,
  salary_expectation: seeker.profile.salaryExpectation,
  currency: seeker.profile.currency,
  schedule: seeker.profile.schedule,
  experience: seeker.profile.experience,
  skills: seeker.profile.skills,
  work_experience: seeker.profile.workExperience.map((entry) => ({
    company: entry.company,
    position: entry.position,
    from: entry.from,
    to: entry.to ?? null,
    description: entry.description ?? '',
  })),
  education: seeker.profile.education.map((entry) => ({
    institution: entry.institution,
    degree: entry.degree ?? '',
    year: entry.year ?? null,
  })),
  languages: seeker.profile.languages,
  about: seeker.profile.about,
  updated_at: seeker.profile.updatedAt.toISOString(),
});

/**
 * One application with its chat story: the seeker's letter, then a status note per step and the
 * company's words at the steps that have them, at the times the history says.
 */
const insertApplication = async (
  db: Database,
  input: {
    seeker: SeekerRow;
    vacancy: { id: number; title: string; companyId: number };
    status: Status;
    createdAt: Date;
    stepHours: number;
    employerId: number | null;
  },
) => {
  const { seeker, vacancy, status } = input;
  await db
    .insert(chats)
    .values({ kind: 'company', seekerId: seeker.id, companyId: vacancy.companyId, createdAt: input.createdAt })
    .onConflictDoNothing({ target: [chats.seekerId, chats.companyId] });
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.seekerId, seeker.id), eq(chats.companyId, vacancy.companyId)))
    .limit(1);
  if (!chat) throw new Error('demo chat missing');
  const steps = PATH[status];
  const at = (index: number) => new Date(input.createdAt.getTime() + index * input.stepHours * HOUR);
  const history: ApplicationHistoryRow[] = steps.map((step, index) => ({
    status: step,
    at: at(index).toISOString(),
    by: step === 'new' || step === 'withdrawn' ? 'seeker' : step === 'expired' ? 'system' : 'employer',
  }));
  const answered = steps.findIndex(
    (step) => step !== 'new' && step !== 'viewed' && step !== 'withdrawn' && step !== 'expired',
  );
  const last = at(steps.length - 1);
  const dueAt = new Date(input.createdAt.getTime() + REPLY_WITHIN_DAYS_DEFAULT * 24 * HOUR);
  const letter = `Здравствуйте! Откликаюсь на вакансию «${vacancy.title}». ${
    seeker.profile.about ? seeker.profile.about.split('. ')[0]?.replace(/\.?$/, '.') : ''
  } Буду рад обсудить детали.`.replace(/\s+/g, ' ');
  await db.insert(applications).values({
    vacancyId: vacancy.id,
    companyId: vacancy.companyId,
    seekerId: seeker.id,
    chatId: chat.id,
    status,
    version: steps.length,
    coverLetter: letter,
    resume: resumeOf(seeker),
    candidateName: seeker.name,
    desiredPosition: seeker.profile.desiredPosition,
    searchText: [seeker.name, seeker.profile.desiredPosition, seeker.email]
      .map((part) => part.toLowerCase())
      .join('\n'),
    rejectionReasonCode: status === 'rejected' ? 'experience' : null,
    rejectionMessage: status === 'rejected' ? (COMPANY_WORDS.rejected?.(seeker.name, vacancy.title) ?? null) : null,
    history,
    viewedAt: steps.includes('viewed') ? at(1) : null,
    firstResponseAt: answered > 0 ? at(answered) : null,
    lastActionAt: last,
    // The reply promise: the vacancies' default days from when it was sent. One already past is
    // history: its seeker counts as told (the overdue job does not notify demo seekers at start).
    replyDueAt: dueAt,
    replyOverdueNotifiedAt: dueAt.getTime() < Date.now() ? dueAt : null,
    createdAt: input.createdAt,
    updatedAt: last,
  });
  const rows: (typeof messages.$inferInsert)[] = [
    {
      chatId: chat.id,
      senderUserId: seeker.id,
      authorKind: 'seeker',
      text: letter,
      vacancyId: vacancy.id,
      createdAt: input.createdAt,
    },
  ];
  steps.forEach((step, index) => {
    if (index === 0) return;
    rows.push({
      chatId: chat.id,
      senderUserId: null,
      authorKind: 'system',
      text: applicationStatusNote('ru', step, vacancy.title),
      vacancyId: vacancy.id,
      applicationStatus: step,
      createdAt: at(index),
    });
    const words = COMPANY_WORDS[step];
    if (words && input.employerId !== null) {
      rows.push({
        chatId: chat.id,
        senderUserId: input.employerId,
        authorKind: 'company',
        text: words(seeker.name, vacancy.title),
        vacancyId: vacancy.id,
        createdAt: new Date(at(index).getTime() + 1000),
      });
    }
  });
  const inserted = await db
    .insert(messages)
    .values(rows)
    .returning({ id: messages.id, text: messages.text, at: messages.createdAt, kind: messages.authorKind });
  const people = inserted.filter((row) => row.kind !== 'system');
  const newest = inserted[inserted.length - 1];
  const lastPerson = people[people.length - 1];
  if (newest) {
    await db
      .update(chats)
      .set({
        lastMessageId: newest.id,
        lastMessageAt: newest.at,
        lastMessageText: newest.text,
        lastMessageAuthorKind: lastPerson?.kind ?? 'seeker',
        updatedAt: newest.at,
      })
      .where(eq(chats.id, chat.id));
  }
};

/**
 * Demo applications: the demo company gets a dozen candidates across the funnel (answered within
 * days, so its responsiveness shows), the demo seeker a few applications of its own, and two
 * other companies enough applications to show theirs. Does nothing when applications exist.
 */
export const seedDemoApplications = async (db: Database, now: Date): Promise<number> => {
  const [existing] = await db.select({ n: count() }).from(applications);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const [demoCompany] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANY_NAME))
    .limit(1);
  const employer = demoAccount('employer');
  const [employerRow] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'employer'), eq(users.email, employer.email)))
    .limit(1);
  const seekerRows = await db
    .select({ id: users.id, name: users.name, email: users.email, profile: seekerProfiles })
    .from(users)
    .innerJoin(seekerProfiles, eq(seekerProfiles.userId, users.id))
    .where(and(eq(users.role, 'seeker'), ne(seekerProfiles.desiredPosition, '')))
    .orderBy(asc(users.id));
  const demoSeekerEmail = demoAccount('seeker').email;
  const demoSeeker = seekerRows.find((row) => row.email === demoSeekerEmail);
  const others = seekerRows.filter((row) => row.email !== demoSeekerEmail);
  if (!demoCompany || others.length < DEMO_COMPANY_PLAN.length) return 0;

  const published = await db
    .select({ id: vacancies.id, title: vacancies.title, companyId: vacancies.companyId })
    .from(vacancies)
    .where(eq(vacancies.status, 'published'))
    .orderBy(asc(vacancies.id));
  const ofDemo = published.filter((row) => row.companyId === demoCompany.id);
  const elsewhere = published.filter((row) => row.companyId !== demoCompany.id);
  if (ofDemo.length === 0) return 0;
  let made = 0;
  const day = 86_400_000;

  for (const [index, status] of DEMO_COMPANY_PLAN.entries()) {
    const seeker = others[index] as SeekerRow;
    await insertApplication(db, {
      seeker,
      vacancy: ofDemo[index % ofDemo.length] as (typeof ofDemo)[number],
      status,
      // Over the last three weeks, the newest first in the list; steps a day or so apart.
      createdAt: new Date(now.getTime() - (index + 1) * 1.6 * day),
      stepHours: 6 + (index % 4) * 9,
      employerId: employerRow?.id ?? null,
    });
    made++;
  }

  if (demoSeeker) {
    const mine: { vacancy: (typeof published)[number] | undefined; status: Status }[] = [
      { vacancy: ofDemo[ofDemo.length - 1], status: 'invited' },
      { vacancy: elsewhere[0], status: 'viewed' },
      { vacancy: elsewhere[1], status: 'new' },
      { vacancy: elsewhere[2], status: 'rejected' },
    ];
    for (const [index, { vacancy, status }] of mine.entries()) {
      if (!vacancy) continue;
      await insertApplication(db, {
        seeker: demoSeeker as SeekerRow,
        vacancy,
        status,
        createdAt: new Date(now.getTime() - (index + 1) * 2 * day),
        stepHours: 20,
        employerId: null,
      });
      made++;
    }
  }

  // Two more companies with five or more applications each (their responsiveness shows).
  const companyIds = [...new Set(elsewhere.map((row) => row.companyId))].slice(3, 5);
  const statuses: Status[] = ['new', 'viewed', 'invited', 'rejected', 'new', 'offer'];
  let seekerIndex = DEMO_COMPANY_PLAN.length;
  for (const companyId of companyIds) {
    const theirs = elsewhere.filter((row) => row.companyId === companyId);
    const [firstEmployer] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), inArray(users.role, ['employer'])))
      .limit(1);
    for (const [index, status] of statuses.entries()) {
      const seeker = others[seekerIndex++ % others.length] as SeekerRow;
      const vacancy = theirs[index % theirs.length];
      if (!vacancy) continue;
      const [dup] = await db
        .select({ n: count() })
        .from(applications)
        .where(and(eq(applications.seekerId, seeker.id), eq(applications.vacancyId, vacancy.id)));
      if (Number(dup?.n ?? 0) > 0) continue;
      await insertApplication(db, {
        seeker,
        vacancy,
        status,
        createdAt: new Date(now.getTime() - (index + 2) * 3 * day),
        stepHours: 30 + index * 12,
        employerId: firstEmployer?.id ?? null,
      });
      made++;
    }
  }
  await db.execute(sql`analyze applications`);
  return made;
};
