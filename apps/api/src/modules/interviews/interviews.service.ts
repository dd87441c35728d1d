import {
  interviewTransition,
  type CancelInterviewBody,
  type ConfirmInterviewBody,
  type CounterProposeBody,
  type Interview,
  type InterviewAction,
  type InterviewsQuery,
  type ProposeInterviewBody,
} from '@jobs/contracts';
import type { Database, InterviewHistoryRow, interviews } from '@jobs/server-db';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error';
import type { JobQueue } from '../../lib/jobs';
import { transact, type UnitOfWork } from '../../lib/transact';
import type { ApplicationsService } from '../applications/applications.service';
import type { AuthUser } from '../auth/auth.plugin';
import type { ChatService } from '../chat/chat.service';
import type { Notify } from '../notify/notify.service';
import { interviewCalendar } from './calendar';
import {
  createInterviewsRepository,
  readerInterviews,
  readerScope,
  type InterviewRow,
  type JoinedInterview,
} from './interviews.repository';
import { interviewLine, interviewNotice, reminderText, type InterviewStep, type StepContext } from './texts';

// Interview scheduling (issue 26, third round). One state machine (INTERVIEW_TRANSITIONS in the
// contracts) decides every step; each step is one transaction: the row and its history, a line in
// the application's chat, the other side's notification through the one event path (kind
// `interviews`: in-app with a link, live, push and e-mail per their settings and quiet hours), the
// calendar invitation when the interview is (re)scheduled or cancelled, and the reminders' jobs.

export const REMIND_JOB = 'interviews.remind';
export const FINISH_JOB = 'interviews.finish';
export const FINISH_EVERY_MS = 15 * 60_000;
/** Reminders this many hours before a scheduled interview. */
export const REMINDER_HOURS = [24, 1] as const;

type Row = InterviewRow;
type Side = 'seeker' | 'employer';
type ChatTx = ReturnType<ChatService['inTransaction']>;

type Joined = JoinedInterview;
type InterviewInsert = typeof interviews.$inferInsert;

export type InterviewsDeps = {
  db: Database;
  chat: Pick<ChatService, 'inTransaction'>;
  notify: Pick<Notify, 'personIn'>;
  applications: Pick<ApplicationsService, 'inviteForInterview'>;
  queue: Pick<JobQueue, 'enqueue'>;
  /** The organizer's address in the invitations (the platform's sender) and the UID's domain. */
  mailFrom: string;
  domain: string;
  log: FastifyBaseLogger;
};

const notFound = () => new AppError('NOT_FOUND', 'Interview not found');

const addressOf = (from: string): string => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

const sideOf = (user: AuthUser): Side => (user.role === 'seeker' ? 'seeker' : 'employer');

/** Times as UTC ISO strings to the minute (what a calendar holds), earliest first. */
const normalized = (slots: string[]) =>
  [...slots]
    .map((slot) => new Date(Math.floor(Date.parse(slot) / 60_000) * 60_000).toISOString())
    .sort((a, b) => Date.parse(a) - Date.parse(b));

export const seekerInterviewsPath = '/applications';
export const employerInterviewsPath = (applicationId: number) => `/employer/candidates/${applicationId}`;

export const createInterviewsService = (deps: InterviewsDeps) => {
  const { db, chat, notify, queue } = deps;

  const repo = createInterviewsRepository(db);
  const timeZoneOf = repo.timeZoneOf;
  const scope = (user: AuthUser, id: number): SQL => readerScope(user, id);

  const toInterview = (row: Joined, viewerTimeZone: string): Interview => ({
    id: row.id,
    application_id: row.applicationId,
    status: row.status,
    slots: row.slots,
    starts_at: row.startsAt ? row.startsAt.toISOString() : null,
    duration_minutes: row.durationMinutes,
    kind: row.kind,
    link: row.link,
    address: row.address,
    time_zone: row.timeZone,
    history: row.history.map(({ by_user_id: _omit, ...entry }) => entry),
    proposed_by: row.proposedBy,
    vacancy: { id: row.vacancyId, title: row.vacancyTitle },
    company: { id: row.companyId, name: row.companyName },
    candidate: { id: row.seekerId, name: row.candidateName },
    viewer_time_zone: viewerTimeZone,
  });

  const viewOf = async (user: AuthUser, id: number): Promise<Interview> => {
    const [row] = await repo.select(scope(user, id), 1);
    if (!row) throw notFound();
    return toInterview(row, await timeZoneOf(user.id));
  };

  /** Locks the interview row as `user` may reach it and reads it with its application. */
  const lock = async (tx: Database, user: AuthUser, id: number): Promise<Joined> => {
    if (!(await repo.lock(tx, scope(user, id)))) throw notFound();
    const row = await repo.byId(id, tx);
    if (!row) throw notFound();
    return row;
  };

  /** The state machine: where `action` leads from the row's status, or a 409 naming both. */
  const next = (row: Pick<Row, 'status'>, action: InterviewAction) => {
    const to = interviewTransition(row.status, action);
    if (!to) throw new AppError('CONFLICT', `An interview that is ${row.status} cannot be ${action}ed`);
    return to;
  };

  const contextOf = (row: Joined): StepContext => ({
    vacancy: row.vacancyTitle,
    company: row.companyName,
    candidate: row.candidateName,
    timeZone: row.timeZone,
  });

  const whereOf = (row: Pick<Row, 'kind' | 'link' | 'address'>): string | null =>
    row.kind === 'online' ? row.link : row.address;

  /** The company's active employers (each reads in their language and time zone). */
  const employersOf = repo.employersOf;

  /** The calendar invitation of the row as it now stands (REQUEST, or CANCEL). */
  const calendarOf = async (tx: Database, row: Joined, cancel: boolean): Promise<string | null> => {
    if (!row.startsAt) return null;
    const employers = await employersOf(tx, row.companyId);
    return interviewCalendar(
      {
        id: row.id,
        sequence: row.sequence,
        startsAt: row.startsAt,
        durationMinutes: row.durationMinutes,
        title: `${row.vacancyTitle} — ${row.companyName} / ${row.candidateName}`,
        description: whereOf(row) ?? '',
        location: whereOf(row),
        url: row.kind === 'online' ? row.link : null,
        organizer: { name: row.companyName, email: addressOf(deps.mailFrom) },
        attendees: [
          { name: row.candidateName, email: row.seekerEmail },
          ...employers.map((employer) => ({ name: employer.name, email: employer.email })),
        ],
      },
      deps.domain,
      cancel,
    );
  };

  /**
   * The chat line of a step (the platform's, in both languages; the notification goes separately)
   * and the people to tell: the other side, or both when the interview is (re)scheduled or
   * cancelled after it was (each gets the calendar invitation).
   */
  const announce = async (
    tx: Database,
    unit: UnitOfWork,
    chatTx: ChatTx,
    row: Joined,
    step: InterviewStep,
    by: Side,
    options: { both?: boolean; calendar?: 'REQUEST' | 'CANCEL'; message?: string | null } = {},
  ): Promise<void> => {
    const context = contextOf(row);
    if (!row.seekerDeleted) {
      await chatTx.post(
        tx,
        row.chatId,
        {
          senderUserId: null,
          authorKind: 'system',
          authorName: null,
          text: interviewLine(row.seekerLocale, step, context),
          vacancyId: row.vacancyId,
          clientMessageId: null,
          localizedText: { ru: interviewLine('ru', step, context), en: interviewLine('en', step, context) },
        },
        { to: 'none' },
      );
    }
    const ics = options.calendar ? await calendarOf(tx, row, options.calendar === 'CANCEL') : null;
    const emailStep =
      step.step === 'proposed'
        ? step.reschedule
          ? 'rescheduled'
          : 'proposed'
        : (step.step as 'scheduled' | 'cancelled');
    const data = (other: string) => ({
      step: emailStep,
      vacancy: row.vacancyTitle,
      company: row.companyName,
      other,
      slots: row.status === 'proposed' ? row.slots : [],
      startsAt: row.startsAt ? row.startsAt.toISOString() : null,
      durationMinutes: row.durationMinutes,
      where: whereOf(row),
      reason: step.step === 'cancelled' ? step.reason : null,
      message: options.message ?? null,
      ...(ics && options.calendar ? { ics, icsMethod: options.calendar } : {}),
    });
    const tellSeeker = (by === 'employer' || options.both) && !row.seekerDeleted;
    const tellEmployers = by === 'seeker' || options.both;
    if (tellSeeker) {
      await notify.personIn(tx, unit, {
        userId: row.seekerId,
        kind: 'interviews',
        texts: (locale) => interviewNotice(locale, step, context),
        link: { inApp: seekerInterviewsPath, app: seekerInterviewsPath },
        email: { template: 'interview', data: data(row.companyName) },
      });
    }
    if (tellEmployers) {
      for (const employer of await employersOf(tx, row.companyId)) {
        await notify.personIn(tx, unit, {
          userId: employer.id,
          kind: 'interviews',
          texts: (locale) => interviewNotice(locale, step, context),
          link: {
            inApp: employerInterviewsPath(row.applicationId),
            app: employerInterviewsPath(row.applicationId),
          },
          email: { template: 'interview', data: data(row.candidateName) },
        });
      }
    }
  };

  /** The reminders of a scheduled interview (24 h and 1 h before; none for a time already past). */
  const scheduleReminders = async (tx: Database, row: Pick<Row, 'id' | 'sequence' | 'startsAt'>): Promise<void> => {
    if (!row.startsAt) return;
    for (const hours of REMINDER_HOURS) {
      const runAt = new Date(row.startsAt.getTime() - hours * 3_600_000);
      if (runAt.getTime() <= Date.now()) continue;
      await queue.enqueue(
        REMIND_JOB,
        { interview_id: row.id, sequence: row.sequence, hours },
        { executor: tx, runAt, key: `${row.id}:${row.sequence}:${hours}` },
      );
    }
  };

  const historyEntry = (entry: Omit<InterviewHistoryRow, 'at'>): InterviewHistoryRow => ({
    at: new Date().toISOString(),
    ...entry,
  });

  const write = async (
    tx: Database,
    id: number,
    changes: Partial<InterviewInsert>,
    entry: InterviewHistoryRow,
  ): Promise<Joined> => {
    const row = await repo.write(tx, id, changes, entry);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** The company proposes times for an application; it moves to `invited`. */
    propose: async (user: AuthUser, applicationId: number, body: ProposeInterviewBody): Promise<Interview> => {
      const id = await transact(db, async (tx, unit) => {
        const chatTx = chat.inTransaction(unit);
        const application = await deps.applications.inviteForInterview(tx, chatTx, user, applicationId);
        const slots = normalized(body.slots);
        const createdId = await repo.insert(tx, {
          applicationId: application.id,
          companyId: application.companyId,
          seekerId: application.seekerId,
          status: 'proposed',
          slots,
          durationMinutes: body.duration_minutes,
          kind: body.kind,
          link: body.kind === 'online' ? (body.link ?? null) : null,
          address: body.kind === 'onsite' ? (body.address ?? null) : null,
          timeZone: await timeZoneOf(user.id, tx),
          proposedBy: 'employer',
          history: [
            historyEntry({
              status: 'proposed',
              action: 'propose',
              by: 'employer',
              by_user_id: user.id,
              slots,
              ...(body.message ? { message: body.message } : {}),
            }),
          ],
        });
        const row = await repo.byId(createdId, tx);
        if (!row) throw notFound();
        await announce(
          tx,
          unit,
          chatTx,
          row,
          { step: 'proposed', by: 'employer', slots, reschedule: false },
          'employer',
          {
            message: body.message ?? null,
          },
        );
        return createdId;
      });
      return viewOf(user, id);
    },

    /** The side that did not propose the times confirms one: scheduled, both get the invitation. */
    confirm: async (user: AuthUser, id: number, body: ConfirmInterviewBody): Promise<Interview> => {
      await transact(db, async (tx, unit) => {
        const row = await lock(tx, user, id);
        const to = next(row, 'confirm');
        const side = sideOf(user);
        if (row.proposedBy === side) {
          throw new AppError('CONFLICT', 'The other side confirms the times you proposed');
        }
        const slot = row.slots.find((candidate) => Date.parse(candidate) === Date.parse(body.slot));
        if (!slot) throw fieldError('body.slot', 'slot_not_proposed');
        if (Date.parse(slot) <= Date.now()) throw new AppError('CONFLICT', 'That time has passed');
        const updated = await write(
          tx,
          id,
          { status: to, startsAt: new Date(slot), sequence: row.startsAt ? row.sequence + 1 : row.sequence },
          historyEntry({ status: to, action: 'confirm', by: side, by_user_id: user.id, starts_at: slot }),
        );
        await announce(tx, unit, chat.inTransaction(unit), updated, { step: 'scheduled', startsAt: slot }, side, {
          both: true,
          calendar: 'REQUEST',
        });
        await scheduleReminders(tx, updated);
      });
      return viewOf(user, id);
    },

    /** Either side proposes other times: a counter-proposal, or a reschedule of a scheduled one. */
    counter: async (user: AuthUser, id: number, body: CounterProposeBody): Promise<Interview> => {
      await transact(db, async (tx, unit) => {
        const row = await lock(tx, user, id);
        const to = next(row, 'propose');
        const side = sideOf(user);
        const slots = normalized(body.slots);
        const reschedule = row.status === 'scheduled';
        // A rescheduled interview keeps its start until a new time is confirmed: the invitation
        // (its UID, a higher SEQUENCE) is sent again then.
        const updated = await write(
          tx,
          id,
          { status: to, slots, proposedBy: side },
          historyEntry({
            status: to,
            action: 'propose',
            by: side,
            by_user_id: user.id,
            slots,
            ...(body.message ? { message: body.message } : {}),
          }),
        );
        await announce(
          tx,
          unit,
          chat.inTransaction(unit),
          updated,
          { step: 'proposed', by: side, slots, reschedule },
          side,
          {
            message: body.message ?? null,
          },
        );
      });
      return viewOf(user, id);
    },

    /** Either side cancels with a reason; a scheduled one's invitation is cancelled (METHOD:CANCEL). */
    cancel: async (user: AuthUser, id: number, body: CancelInterviewBody): Promise<Interview> => {
      await transact(db, async (tx, unit) => {
        const row = await lock(tx, user, id);
        const to = next(row, 'cancel');
        const side = sideOf(user);
        const updated = await write(
          tx,
          id,
          // The cancellation is the invitation's next version.
          { status: to, sequence: row.startsAt ? row.sequence + 1 : row.sequence },
          historyEntry({ status: to, action: 'cancel', by: side, by_user_id: user.id, reason: body.reason }),
        );
        await announce(
          tx,
          unit,
          chat.inTransaction(unit),
          updated,
          { step: 'cancelled', by: side, reason: body.reason },
          side,
          {
            both: row.startsAt !== null,
            ...(row.startsAt ? { calendar: 'CANCEL' as const } : {}),
          },
        );
      });
      return viewOf(user, id);
    },

    /** The seeker's, or the company's, interviews: proposed ones with a time in range, the rest by start. */
    list: async (user: AuthUser, query: InterviewsQuery): Promise<{ items: Interview[]; time_zone: string }> => {
      const from = query.from ? Date.parse(query.from) : -Infinity;
      const to = query.to ? Date.parse(query.to) : Infinity;
      const within = (iso: string | Date) => {
        const at = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
        return at >= from && at < to;
      };
      const rows = await repo.select(readerInterviews(user));
      const viewer = await timeZoneOf(user.id);
      const items = rows
        .filter((row) =>
          row.status === 'proposed' ? row.slots.some(within) : row.startsAt !== null && within(row.startsAt),
        )
        .map((row) => toInterview(row, viewer))
        .sort((a, b) => Date.parse(a.starts_at ?? a.slots[0] ?? '') - Date.parse(b.starts_at ?? b.slots[0] ?? ''));
      return { items, time_zone: viewer };
    },

    /**
     * A reminder's job: tells both sides (each in their language and time zone) when the interview
     * is still scheduled at the same version (a reschedule or a cancel raised the sequence: the
     * stale job tells nobody). Resolves with how many were told.
     */
    remind: async (payload: { interview_id: number; sequence: number; hours: number }): Promise<number> =>
      transact(db, async (tx, unit) => {
        const row = await repo.byId(payload.interview_id, tx);
        if (!row || row.status !== 'scheduled' || row.sequence !== payload.sequence || !row.startsAt) return 0;
        const startsAt = row.startsAt.toISOString();
        const people = [
          ...(row.seekerDeleted
            ? []
            : [{ id: row.seekerId, timeZone: row.seekerTimeZone, path: seekerInterviewsPath }]),
          ...(await employersOf(tx, row.companyId)).map((employer) => ({
            id: employer.id,
            timeZone: employer.timeZone,
            path: employerInterviewsPath(row.applicationId),
          })),
        ];
        for (const person of people) {
          await notify.personIn(tx, unit, {
            userId: person.id,
            kind: 'interviews',
            texts: (locale) =>
              reminderText(locale, payload.hours, {
                vacancy: row.vacancyTitle,
                startsAt,
                timeZone: person.timeZone,
                where: whereOf(row),
              }),
            link: { inApp: person.path, app: person.path },
            email: {
              template: 'interview',
              data: {
                step: 'reminder',
                hours: payload.hours,
                vacancy: row.vacancyTitle,
                company: row.companyName,
                other: row.companyName,
                startsAt,
                durationMinutes: row.durationMinutes,
                where: whereOf(row),
              },
            },
          });
        }
        return people.length;
      }),

    /** Scheduled interviews whose time has passed are `done` (the recurring job). */
    finishPast: (now = new Date()): Promise<number> => repo.finishPast(now),
  };
};

export type InterviewsService = ReturnType<typeof createInterviewsService>;
