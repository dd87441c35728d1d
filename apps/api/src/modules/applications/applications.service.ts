import {
  APPLICATION_UNDO_WINDOW_MS,
  applicationStatusNote,
  canMoveApplication,
  fillMessageTemplate,
  OPEN_APPLICATION_STATUSES,
  type Application,
  type ApplicationActor,
  type ApplicationStatus,
  type ApplyBody,
  type BulkMoveBody,
  type BulkMoveResponse,
  type EmployerApplication,
  type EmployerApplicationsQuery,
  type EmployerApplicationsResponse,
  type Locale,
  type MessageTemplates,
  type MoveApplicationBody,
  type SeekerApplicationsQuery,
  type WithdrawBody,
  answerFits,
  answerKey,
  isKnockout,
  passesKnockout,
  SCREENING_REJECT_DELAY_MINUTES_DEFAULT,
  type AnswerInput,
  type ErrorDetail,
  type PreviousAnswers,
  type ScreeningAnswer,
  type ScreeningOutcome,
  type ScreeningQuestion,
} from '@jobs/contracts';
import { applications, type Database } from '@jobs/server-db';
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldDetail } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.plugin';
import { transact as runInTransaction } from '../../lib/transact';
import type { ChatService } from '../chat/chat.service';
import type { NotifyPlan } from '../chat/chat.repository';
import { createProfileRepository } from '../profile/profile.repository';
import { streamCompletion, type ProviderConfig } from '../assistant/provider';
import {
  createApplicationsRepository,
  FIRST_RESPONSE_NOW,
  historyActorIds,
  TRANSACTION_NOW,
  toApplication,
  toEmployerApplication,
  undoOf,
  type ApplicationRow,
} from './applications.repository';
import { composeApplicationLetter, letterPrompt } from './cover-letter';
import { DEFAULT_MESSAGE_TEMPLATES, defaultApplyLine, undoNote } from './texts';
import { DAY_MS } from '../../lib/days';

type Deps = {
  db: Database;
  chat: ChatService;
  log: FastifyBaseLogger;
  /** The assistant's provider, when configured: drafts cover letters (the composer otherwise). */
  provider?: ProviderConfig;
  /**
   * Schedules the screening rejection of an application that missed a knock-out, in the
   * application's own transaction (a durable job due at `runAt`).
   */
  scheduleScreeningReject?: (tx: Database, applicationId: number, runAt: Date) => Promise<void>;
  /** Minutes between a screened-out application and its rejection (SCREENING_REJECT_DELAY_MINUTES). */
  screeningRejectDelayMinutes?: number;
  /** Runs in the transaction of every status change (the seeker's e-mail goes through the outbox). */
  onStatusChange?: (tx: Database, row: ApplicationRow, to: ApplicationStatus, by: ApplicationActor) => Promise<void>;
};

type ChatTx = ReturnType<ChatService['inTransaction']>;
type ApplicationInsert = typeof applications.$inferInsert;

const notFound = () => new AppError('NOT_FOUND', 'Application not found');

const OPEN = OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[];

/** What the employer's `q` matches: the name, desired position and e-mail as sent, lower-cased. */
export const searchTextOf = (name: string, position: string, email: string) =>
  [name, position, email].map((part) => part.trim().toLowerCase()).join('\n');

/** Where the people involved open an application from a notification. */
export const seekerLink = () => '/applications';
export const candidateLink = (id: number) => `/employer/candidates/${id}`;

type MoveOutcome = { ok: true } | { ok: false; reason: 'not_found' | 'not_allowed' | 'same_status' | 'stale' };

/**
 * The answers to a vacancy's questions, checked against them: one per question, of its kind (a 400
 * naming each question at fault: `body.answers.<question id>`), kept with the question as asked.
 */
export const screenAnswers = (
  questions: readonly ScreeningQuestion[],
  given: readonly AnswerInput[],
): { answers: ScreeningAnswer[]; screening: ScreeningOutcome | null } => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const details: ErrorDetail[] = [];
  const seen = new Set<string>();
  given.forEach((answer, at) => {
    if (!byId.has(answer.question_id)) {
      details.push(fieldDetail(`body.answers.${at}.question_id`, 'unknown_question'));
    } else if (seen.has(answer.question_id)) {
      details.push(fieldDetail(`body.answers.${at}.question_id`, 'duplicate'));
    }
    seen.add(answer.question_id);
  });
  const values = new Map(given.map((answer) => [answer.question_id, answer.value]));
  const answers: ScreeningAnswer[] = [];
  for (const question of questions) {
    const value = values.get(question.id);
    const field = `body.answers.${question.id}`;
    if (value === undefined || (typeof value === 'string' && value.trim() === '' && question.kind === 'text')) {
      details.push(fieldDetail(field, 'answer_required', { question_id: question.id }));
      continue;
    }
    if (!answerFits(question, value)) {
      details.push(fieldDetail(field, 'answer_kind', { question_id: question.id, kind: question.kind }));
      continue;
    }
    answers.push({
      question_id: question.id,
      kind: question.kind,
      text: question.text,
      value: typeof value === 'string' ? value.trim() : value,
      passed: isKnockout(question) ? passesKnockout(question, value) : null,
    });
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'Answer the screening questions', details);
  const knockouts = answers.filter((answer) => answer.passed !== null);
  return {
    answers,
    screening: knockouts.length === 0 ? null : knockouts.every((answer) => answer.passed) ? 'passed' : 'screened_out',
  };
};

export const createApplicationsService = ({
  db,
  chat,
  log,
  provider,
  onStatusChange,
  scheduleScreeningReject,
  screeningRejectDelayMinutes = SCREENING_REJECT_DELAY_MINUTES_DEFAULT,
}: Deps) => {
  const repo = createApplicationsRepository(db);
  const profiles = createProfileRepository(db);

  /** The caller's writes and chat messages in one transaction; the chat side learns after the commit. */
  const transact = <T>(work: (tx: Database, chatTx: ChatTx) => Promise<T>): Promise<T> =>
    runInTransaction(db, (tx, unit) => work(tx, chat.inTransaction(unit)));

  /** Locks the application row (as `where` narrows it: its owner) and reads it; undefined when not there. */
  const lockRow = async (tx: Database, where: SQL): Promise<ApplicationRow | undefined> => {
    const lockedId = await repo.lockId(tx, where);
    return lockedId === undefined ? undefined : repo.findById(lockedId, tx);
  };

  const companyScope = (user: AuthUser, id: number) =>
    and(eq(applications.id, id), eq(applications.companyId, user.companyId ?? -1)) as SQL;

  /** The history entry and columns every status change writes; `UPDATE … WHERE version = ?`. */
  const changeStatus = async (
    tx: Database,
    row: ApplicationRow,
    to: ApplicationStatus,
    by: ApplicationActor,
    columns: { [K in keyof ApplicationInsert]?: ApplicationInsert[K] | SQL } = {},
    byUserId?: number,
  ): Promise<Date> => {
    const now = new Date();
    const entry = JSON.stringify([
      { status: to, at: now.toISOString(), by, ...(byUserId === undefined ? {} : { by_user_id: byUserId }) },
    ]);
    if (!(await repo.writeStatus(tx, row, to, entry, now, columns)))
      throw new AppError('CONFLICT', 'The application was changed meanwhile');
    if (!row.seekerDeletedAt) await onStatusChange?.(tx, row, to, by);
    return now;
  };

  /**
   * The status note in the company chat (in the seeker's language), notifying `notify`; none when
   * the seeker deleted the account (the chat is closed: the status and history change alone).
   */
  const postNote = async (
    chatTx: ChatTx,
    tx: Database,
    row: ApplicationRow,
    status: ApplicationStatus,
    text: string,
    notify: NotifyPlan,
  ): Promise<void> => {
    if (row.seekerDeletedAt) return;
    await chatTx.post(
      tx,
      row.chatId,
      {
        senderUserId: null,
        authorKind: 'system',
        authorName: null,
        text,
        vacancyId: row.vacancyId,
        clientMessageId: null,
        applicationStatus: status,
        // The plain note in both languages: each person notified reads it in theirs.
        ...(text === applicationStatusNote(row.seekerLocale, status, row.vacancyTitle)
          ? {
              localizedText: {
                ru: applicationStatusNote('ru', status, row.vacancyTitle),
                en: applicationStatusNote('en', status, row.vacancyTitle),
              },
              notice: { code: 'application_status' as const, params: { status, vacancy: row.vacancyTitle } },
            }
          : { localizedText: null }),
      },
      notify,
    );
  };

  const notifySeeker = (row: ApplicationRow): NotifyPlan => ({
    to: 'seeker-from-company',
    seekerId: row.seekerId,
    companyId: row.companyId,
    link: seekerLink(),
  });

  const notifyEmployers = (row: ApplicationRow): NotifyPlan => ({
    to: 'employers',
    companyId: row.companyId,
    senderId: row.seekerId,
    seekerId: row.seekerId,
    link: candidateLink(row.id),
  });

  const stale = (row: ApplicationRow, message: string) =>
    new AppError('CONFLICT', message, { current: toEmployerApplication(row) });

  /**
   * An employer's move inside a transaction: the state machine, the status, the history, the
   * note (seeker notified) and the company's message, together.
   */
  const moveIn = async (
    tx: Database,
    chatTx: ChatTx,
    user: AuthUser,
    row: ApplicationRow,
    body: { status: MoveApplicationBody['status']; reason_code?: string; message?: string },
    /** Whom the status note notifies: the seeker, unless what caused the move tells them itself. */
    noteNotifies: NotifyPlan = notifySeeker(row),
  ): Promise<void> => {
    const to = body.status;
    const now = new Date();
    await changeStatus(
      tx,
      row,
      to,
      'employer',
      {
        undoTo: row.status,
        undoUntil: new Date(now.getTime() + APPLICATION_UNDO_WINDOW_MS),
        firstResponseAt: FIRST_RESPONSE_NOW,
        lastActionAt: now,
        ...(to === 'rejected'
          ? { rejectionReasonCode: body.reason_code ?? 'other', rejectionMessage: body.message?.trim() || null }
          : { rejectionReasonCode: null, rejectionMessage: null }),
      },
      user.id,
    );
    await postNote(chatTx, tx, row, to, applicationStatusNote(row.seekerLocale, to, row.vacancyTitle), noteNotifies);
    const text = body.message?.trim()
      ? fillMessageTemplate(body.message.trim(), {
          name: row.candidateName,
          vacancy: row.vacancyTitle,
          company: row.companyName,
        })
      : '';
    if (text && !row.seekerDeletedAt) {
      await chatTx.post(
        tx,
        row.chatId,
        {
          senderUserId: user.id,
          authorKind: 'company',
          authorName: null,
          text,
          vacancyId: row.vacancyId,
          clientMessageId: null,
        },
        // The note already told the seeker; the message is in the chat (and its unread count).
        { to: 'none' },
      );
    }
  };

  /** Applications as the company sees them, each move named by the member who made it. */
  const employerViews = async (rows: ApplicationRow[], now = new Date()): Promise<EmployerApplication[]> => {
    const names = await repo.namesOf(historyActorIds(rows));
    return rows.map((row) => toEmployerApplication(row, now, names));
  };

  const employerView = async (id: number): Promise<EmployerApplication> => {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    const [view] = await employerViews([row]);
    return view as EmployerApplication;
  };

  const seekerView = async (id: number): Promise<Application> => {
    const row = await repo.findById(id);
    if (!row) throw notFound();
    return toApplication(row);
  };

  const userLocale = async (userId: number, executor: Database = db): Promise<Locale> => {
    return (await repo.account(userId, executor))?.locale ?? 'ru';
  };

  const templatesOf = async (user: AuthUser): Promise<MessageTemplates> => {
    const saved = await repo.templates(user.companyId ?? -1);
    const defaults = DEFAULT_MESSAGE_TEMPLATES[await userLocale(user.id)];
    if (saved) return { ...saved, screening: saved.screening ?? defaults.screening };
    return defaults;
  };

  const listFor = async (
    filter: { companyId?: number } & EmployerApplicationsQuery,
  ): Promise<EmployerApplicationsResponse> => {
    const now = new Date();
    const { rows, total, counts, screening } = await repo.list({
      companyId: filter.companyId,
      responsibleUserId: filter.responsible_user_id,
      vacancyId: filter.vacancy_id,
      status: filter.status,
      q: filter.q,
      overdue: filter.overdue,
      screening: filter.screening,
      questionId: filter.question_id,
      answer: filter.answer,
      page: filter.page,
    });
    return { items: await employerViews(rows, now), total, counts, screening_counts: screening };
  };

  /** Expires one application if it is still open and idle; whether it did. */
  const expireOne = async (id: number, cutoff: Date): Promise<boolean> =>
    transact(async (tx, chatTx) => {
      const row = await lockRow(
        tx,
        and(
          eq(applications.id, id),
          inArray(applications.status, [...OPEN]),
          lt(applications.lastActionAt, cutoff),
        ) as SQL,
      );
      if (!row || !canMoveApplication('system', row.status, 'expired')) return false;
      await changeStatus(tx, row, 'expired', 'system', { undoTo: null, undoUntil: null });
      await postNote(
        chatTx,
        tx,
        row,
        'expired',
        applicationStatusNote(row.seekerLocale, 'expired', row.vacancyTitle),
        notifySeeker(row),
      );
      return true;
    });

  /** A new application (applied, or from an accepted invitation) and its first line in the company chat. */
  const create = async (
    user: AuthUser,
    vacancyId: number,
    how: {
      coverLetter: string | null;
      answers?: readonly AnswerInput[];
      invited?: { line: string; accepted: (tx: Database, applicationId: number) => Promise<void> };
    },
  ): Promise<Application> => {
    const coverLetter = how.coverLetter;
    const vacancy = await repo.vacancyFor(vacancyId);
    if (!vacancy || vacancy.status !== 'published') throw new AppError('NOT_FOUND', 'Vacancy not found');
    const already = () => repo.idOf(user.id, vacancyId);
    const conflict = (applicationId: number) =>
      new AppError('CONFLICT', 'You have already applied to this vacancy', { application_id: applicationId });
    const existing = await already();
    if (existing !== undefined) throw conflict(existing);
    // An invited seeker was chosen by the company: no screening.
    const screened = how.invited
      ? { answers: [], screening: null }
      : screenAnswers(vacancy.questions ?? [], how.answers ?? []);

    const profile = await profiles.find(user.id);
    if (!profile) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const missing = [
      ...(profile.name.trim()
        ? []
        : [fieldDetail('resume.name', 'resume_incomplete', undefined, 'Your résumé needs your name')]),
      ...(profile.desired_position.trim()
        ? []
        : [
            fieldDetail(
              'resume.desired_position',
              'resume_incomplete',
              undefined,
              'Your résumé needs a desired position',
            ),
          ]),
    ];
    if (missing.length > 0) throw new AppError('VALIDATION_FAILED', 'Complete your résumé to apply', missing);
    const { completeness: _completeness, ...resume } = profile;

    const companyChat = await chat.companyChat(user, vacancy.companyId, vacancy.id);
    const account = await repo.account(user.id);
    const locale: Locale = account?.locale ?? 'ru';
    const email = account?.email ?? '';
    const id = await transact(async (tx, chatTx) => {
      const now = new Date();
      const created = await repo.insert(tx, {
        vacancyId: vacancy.id,
        companyId: vacancy.companyId,
        seekerId: user.id,
        chatId: companyChat.id,
        coverLetter,
        resume,
        candidateName: profile.name.trim(),
        desiredPosition: profile.desired_position.trim(),
        searchText: searchTextOf(profile.name, profile.desired_position, email),
        status: how.invited ? 'invited' : 'new',
        history: how.invited
          ? [
              { status: 'new', at: now.toISOString(), by: 'seeker' },
              { status: 'invited', at: now.toISOString(), by: 'employer' },
            ]
          : [{ status: 'new', at: now.toISOString(), by: 'seeker' }],
        createdAt: now,
        updatedAt: now,
        lastActionAt: now,
        replyDueAt: new Date(now.getTime() + vacancy.replyWithinDays * DAY_MS),
        answers: screened.answers,
        screening: screened.screening,
      });
      if (created === undefined) return undefined;
      // Missed a knock-out: stored as any other, rejected later (never at once) by a durable job.
      if (screened.screening === 'screened_out' && scheduleScreeningReject) {
        await scheduleScreeningReject(tx, created, new Date(now.getTime() + screeningRejectDelayMinutes * 60_000));
      }
      if (how.invited) await how.invited.accepted(tx, created);
      await chatTx.post(
        tx,
        companyChat.id,
        {
          senderUserId: user.id,
          authorKind: 'seeker',
          authorName: null,
          text: how.invited?.line ?? coverLetter ?? defaultApplyLine(locale, vacancy.title),
          vacancyId: vacancy.id,
          clientMessageId: null,
        },
        { to: 'employers', companyId: vacancy.companyId, senderId: user.id, link: candidateLink(created) },
      );
      return created;
    });
    if (id === undefined) {
      // Another request of the same seeker won the race.
      throw conflict((await already()) ?? 0);
    }
    return seekerView(id);
  };

  return {
    repo,

    /** A seeker applies to a published vacancy with the résumé as it is now. */
    apply: (user: AuthUser, vacancyId: number, body: ApplyBody): Promise<Application> =>
      create(user, vacancyId, { coverLetter: body.cover_letter?.trim() || null, answers: body.answers ?? [] }),

    /** The seeker's earlier answers, the newest per question text and kind, to fill the next form. */
    previousAnswers: async (user: AuthUser): Promise<PreviousAnswers> => {
      const seen = new Set<string>();
      const items: PreviousAnswers['items'] = [];
      for (const answer of await repo.previousAnswers(user.id)) {
        const key = answerKey(answer);
        if (seen.has(key)) continue;
        seen.add(key);
        items.push({ text: answer.text, kind: answer.kind, value: answer.value });
      }
      return { items };
    },

    /**
     * Rejects an application screened out by a knock-out (the durable job's handler, due
     * SCREENING_REJECT_DELAY_MINUTES after it was sent): through the one status change, so the
     * seeker is told as for any rejection, with the company's `screening` text in the chat. Nothing
     * when the company has moved it meanwhile (or the seeker withdrew); whether it rejected.
     */
    rejectScreenedOut: async (applicationId: number): Promise<boolean> =>
      transact(async (tx, chatTx) => {
        const row = await lockRow(
          tx,
          and(eq(applications.id, applicationId), eq(applications.screening, 'screened_out')) as SQL,
        );
        if (!row || !canMoveApplication('system', row.status, 'rejected')) return false;
        const saved = await repo.templates(row.companyId, tx);
        const template = saved?.screening ?? DEFAULT_MESSAGE_TEMPLATES[row.seekerLocale].screening ?? '';
        const message = fillMessageTemplate(template, {
          name: row.candidateName,
          vacancy: row.vacancyTitle,
          company: row.companyName,
        });
        await changeStatus(tx, row, 'rejected', 'system', {
          undoTo: null,
          undoUntil: null,
          lastActionAt: TRANSACTION_NOW,
          rejectionReasonCode: 'screening',
          rejectionMessage: message || null,
        });
        await postNote(
          chatTx,
          tx,
          row,
          'rejected',
          applicationStatusNote(row.seekerLocale, 'rejected', row.vacancyTitle),
          notifySeeker(row),
        );
        if (message && !row.seekerDeletedAt) {
          await chatTx.post(
            tx,
            row.chatId,
            {
              senderUserId: null,
              authorKind: 'company',
              authorName: null,
              text: message,
              vacancyId: row.vacancyId,
              clientMessageId: null,
            },
            { to: 'none' },
          );
        }
        return true;
      }),

    /**
     * A seeker accepts a company's invitation: an application in `invited` (the résumé as it is
     * now), the company chat opened with `line`; `accepted` runs in the same transaction.
     */
    fromInvitation: (
      user: AuthUser,
      vacancyId: number,
      line: string,
      accepted: (tx: Database, applicationId: number) => Promise<void>,
    ): Promise<Application> => create(user, vacancyId, { coverLetter: null, invited: { line, accepted } }),

    /** The assistant's draft letter: the provider's when configured and answering, else the composer's. */
    coverLetterDraft: async (user: AuthUser, vacancyId: number, requestLocale: Locale | null): Promise<string> => {
      const vacancy = await repo.vacancyFor(vacancyId);
      if (!vacancy || vacancy.status !== 'published') throw new AppError('NOT_FOUND', 'Vacancy not found');
      const profile = await profiles.find(user.id);
      if (!profile) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      const input = {
        locale: requestLocale ?? (await userLocale(user.id)),
        resume: profile,
        vacancy: {
          title: vacancy.title,
          companyName: vacancy.companyName,
          skills: vacancy.skills,
          city: vacancy.city,
          schedule: vacancy.schedule,
        },
      };
      const composed = composeApplicationLetter(input);
      if (!provider) return composed;
      try {
        const prompt = letterPrompt(input, composed);
        const text = await streamCompletion(provider, [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ]);
        return text.slice(0, 4000);
      } catch (error) {
        log.warn({ err: error }, 'assistant provider failed: the composer drafts the cover letter');
        return composed;
      }
    },

    seekerList: async (user: AuthUser, query: SeekerApplicationsQuery) => {
      const { rows, total } = await repo.list({ seekerId: user.id, status: query.status, page: query.page });
      return { items: rows.map(toApplication), total };
    },

    seekerGet: async (user: AuthUser, id: number): Promise<Application> => {
      const row = await repo.find(and(eq(applications.id, id), eq(applications.seekerId, user.id)) as SQL);
      if (!row) throw notFound();
      return toApplication(row);
    },

    /** The seeker takes back an open application; the company's employers are told. */
    withdraw: async (user: AuthUser, id: number, body: WithdrawBody): Promise<Application> => {
      await transact(async (tx, chatTx) => {
        const row = await lockRow(tx, and(eq(applications.id, id), eq(applications.seekerId, user.id)) as SQL);
        if (!row) throw notFound();
        if (!canMoveApplication('seeker', row.status, 'withdrawn')) {
          throw new AppError('CONFLICT', 'Only an open application can be withdrawn', { current: toApplication(row) });
        }
        await changeStatus(tx, row, 'withdrawn', 'seeker', { undoTo: null, undoUntil: null });
        await postNote(
          chatTx,
          tx,
          row,
          'withdrawn',
          applicationStatusNote(row.seekerLocale, 'withdrawn', row.vacancyTitle),
          notifyEmployers(row),
        );
        const reason = body.reason?.trim();
        if (reason) {
          await chatTx.post(
            tx,
            row.chatId,
            {
              senderUserId: user.id,
              authorKind: 'seeker',
              authorName: null,
              text: reason,
              vacancyId: row.vacancyId,
              clientMessageId: null,
            },
            { to: 'none' },
          );
        }
      });
      return seekerView(id);
    },

    employerList: (user: AuthUser, query: EmployerApplicationsQuery) =>
      listFor({ ...query, companyId: user.companyId ?? -1 }),

    editorList: (query: EmployerApplicationsQuery & { company_id?: number }) =>
      listFor({ ...query, companyId: query.company_id }),

    /** One candidate; the company's first open marks it viewed (and tells the seeker). */
    employerGet: async (user: AuthUser, id: number): Promise<EmployerApplication> => {
      const row = await repo.find(companyScope(user, id));
      if (!row) throw notFound();
      if (row.status !== 'new') return employerView(id);
      await transact(async (tx, chatTx) => {
        const locked = await lockRow(tx, companyScope(user, id));
        if (!locked || !canMoveApplication('employer', locked.status, 'viewed')) return;
        await changeStatus(
          tx,
          locked,
          'viewed',
          'employer',
          { viewedAt: TRANSACTION_NOW, lastActionAt: TRANSACTION_NOW, undoTo: null, undoUntil: null },
          user.id,
        );
        await postNote(
          chatTx,
          tx,
          locked,
          'viewed',
          applicationStatusNote(locked.seekerLocale, 'viewed', locked.vacancyTitle),
          notifySeeker(locked),
        );
      });
      return employerView(id);
    },

    move: async (user: AuthUser, id: number, body: MoveApplicationBody): Promise<EmployerApplication> => {
      await transact(async (tx, chatTx) => {
        const row = await lockRow(tx, companyScope(user, id));
        if (!row) throw notFound();
        if (row.version !== body.version) throw stale(row, 'The application was changed since it was loaded');
        if (row.status === body.status || !canMoveApplication('employer', row.status, body.status)) {
          throw stale(row, `A candidate cannot move from ${row.status} to ${body.status}`);
        }
        await moveIn(tx, chatTx, user, row, body);
      });
      return employerView(id);
    },

    /** Back one step within 24 hours of the company's last move (never out of withdrawn or expired). */
    undo: async (user: AuthUser, id: number, version: number): Promise<EmployerApplication> => {
      await transact(async (tx, chatTx) => {
        const row = await lockRow(tx, companyScope(user, id));
        if (!row) throw notFound();
        if (row.version !== version) throw stale(row, 'The application was changed since it was loaded');
        const undo = undoOf(row);
        if (!undo) throw stale(row, 'There is no move to take back');
        await changeStatus(
          tx,
          row,
          undo.to,
          'employer',
          {
            undoTo: null,
            undoUntil: null,
            lastActionAt: TRANSACTION_NOW,
            ...(row.status === 'rejected' ? { rejectionReasonCode: null, rejectionMessage: null } : {}),
          },
          user.id,
        );
        await postNote(
          chatTx,
          tx,
          row,
          undo.to,
          undoNote(row.seekerLocale, undo.to, row.vacancyTitle),
          notifySeeker(row),
        );
      });
      return employerView(id);
    },

    /** Each candidate moves in its own transaction; the others are listed with the reason. */
    bulk: async (user: AuthUser, body: BulkMoveBody): Promise<BulkMoveResponse> => {
      const templates = body.message === undefined ? await templatesOf(user) : undefined;
      const message = body.message ?? templates?.[body.status] ?? '';
      const moved: number[] = [];
      const skipped: BulkMoveResponse['skipped'] = [];
      for (const id of [...new Set(body.ids)]) {
        let outcome: MoveOutcome;
        try {
          outcome = await transact(async (tx, chatTx): Promise<MoveOutcome> => {
            const row = await lockRow(tx, companyScope(user, id));
            if (!row) return { ok: false, reason: 'not_found' };
            if (row.status === body.status) return { ok: false, reason: 'same_status' };
            if (!canMoveApplication('employer', row.status, body.status)) return { ok: false, reason: 'not_allowed' };
            await moveIn(tx, chatTx, user, row, { status: body.status, reason_code: body.reason_code, message });
            return { ok: true };
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'CONFLICT') outcome = { ok: false, reason: 'not_allowed' };
          else throw error;
        }
        if (outcome.ok) moved.push(id);
        else skipped.push({ id, reason: outcome.reason === 'stale' ? 'not_allowed' : outcome.reason });
      }
      return { moved, skipped };
    },

    /**
     * An interview is proposed (modules/interviews): in the caller's transaction, the company's
     * application (locked) moves to `invited` from `new` or `viewed` (the seeker's status note as
     * any move); `invited` and `offer` stay; a closed one is a 409. Resolves with the row.
     */
    inviteForInterview: async (tx: Database, chatTx: ChatTx, user: AuthUser, id: number): Promise<ApplicationRow> => {
      const row = await lockRow(tx, companyScope(user, id));
      if (!row) throw notFound();
      if (row.seekerDeletedAt) throw stale(row, 'The candidate deleted the account');
      if (row.status === 'invited' || row.status === 'offer') return row;
      if (!canMoveApplication('employer', row.status, 'invited')) {
        throw stale(row, `An interview cannot be proposed to a candidate in ${row.status}`);
      }
      // The note stays in the chat; the interview's own notice (with its times) is the one the seeker gets.
      await moveIn(tx, chatTx, user, row, { status: 'invited' }, { to: 'none' });
      return (await repo.findById(row.id, tx)) ?? row;
    },

    templates: templatesOf,

    saveTemplates: async (user: AuthUser, body: MessageTemplates): Promise<MessageTemplates> => {
      const companyId = user.companyId;
      if (companyId === null) throw new AppError('NOT_FOUND', 'Company not found');
      const values = {
        invited: body.invited,
        offer: body.offer,
        rejected: body.rejected,
        hired: body.hired,
        ...(body.screening === undefined ? {} : { screening: body.screening }),
      };
      await repo.saveTemplates(companyId, values, user.id);
      return templatesOf(user);
    },

    /**
     * Expires the open applications the company has not acted on for `days` days (a batch at a
     * time, each in its own transaction); returns how many expired.
     */
    expireIdle: async (days: number, now = new Date()): Promise<number> => {
      const cutoff = new Date(now.getTime() - days * DAY_MS);
      let expired = 0;
      for (;;) {
        const batch = await repo.idleIds(OPEN, cutoff, 100);
        for (const id of batch) if (await expireOne(id, cutoff)) expired++;
        if (batch.length < 100) return expired;
      }
    },

    responsiveness: (companyId: number) => repo.responsiveness(companyId),

    /** The company's funnel over all its vacancies. */
    funnel: (companyId: number) => repo.counts({ companyId }),
  };
};

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
