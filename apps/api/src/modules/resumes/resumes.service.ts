import {
  INVITATION_TTL_DAYS,
  type Application,
  type EmployerInvitationsQuery,
  type EmployerInvitationsResponse,
  type EmployerResume,
  type Invitation,
  type InvitationDeclineReason,
  type InvitationStatus,
  type InviteBody,
  type Locale,
  type ResumeSearchQuery,
  type ResumeSearchResponse,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, rateLimited } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import type { AuthUser } from '../auth/auth.plugin';
import type { Notify } from '../notify';
import { textPlan } from '../search/search.sql';
import { buildVocabulary, type Vocabulary } from '../text/query';
import { createResumesRepository } from './resumes.repository';

export type ResumesDeps = {
  db: Database;
  notify: Notify;
  /** Accepting an invitation makes an application (the applications module's service). */
  applications: {
    fromInvitation: (
      user: AuthUser,
      vacancyId: number,
      line: string,
      accepted: (tx: Database, applicationId: number) => Promise<void>,
    ) => Promise<Application>;
  };
  invitationsPerDay: number;
  log: FastifyBaseLogger;
};

/** How long a search waits for the typo vocabulary's rebuild when an older one can serve. */
const VOCABULARY_WAIT_MS = 250;

const notFound = () => new AppError('NOT_FOUND', 'Résumé not found');
const invitationNotFound = () => new AppError('NOT_FOUND', 'Invitation not found');

/** The line the seeker's acceptance opens the company chat with, in the seeker's language. */
const acceptLine = (locale: Locale, vacancy: string): string =>
  locale === 'ru' ? `Принимаю приглашение на вакансию «${vacancy}».` : `I accept your invitation to “${vacancy}”.`;

const inviteTexts = (company: string, vacancy: string) => (locale: Locale) =>
  locale === 'ru'
    ? { title: company, text: `Приглашает вас на вакансию «${vacancy}»` }
    : { title: company, text: `Invites you to “${vacancy}”` };

const DECLINE_REASONS: Record<Locale, Record<InvitationDeclineReason, string>> = {
  ru: {
    salary: 'не устраивает зарплата',
    location: 'не подходит место',
    not_interested: 'не интересно',
    other: 'другое',
  },
  en: { salary: 'the salary', location: 'the location', not_interested: 'not interested', other: 'other' },
};

const declineTexts =
  (who: string | null, vacancy: string, reason: InvitationDeclineReason | null) => (locale: Locale) => {
    const person = who ?? (locale === 'ru' ? 'Кандидат' : 'A candidate');
    const why = reason
      ? locale === 'ru'
        ? ` (причина: ${DECLINE_REASONS.ru[reason]})`
        : ` (reason: ${DECLINE_REASONS.en[reason]})`
      : '';
    return locale === 'ru'
      ? { title: person, text: `Отклонил(а) приглашение на «${vacancy}»${why}` }
      : { title: person, text: `Declined the invitation to “${vacancy}”${why}` };
  };

/**
 * The résumé database: employers search the résumés visible to their company (the vacancy
 * search's words: text/query.ts and search.sql.ts, over the résumés' own document and vocabulary),
 * open one (anonymised when it must be; a view recorded), and invite; seekers answer invitations
 * and see who viewed them.
 */
export const createResumesService = ({ db, notify, applications, invitationsPerDay, log }: ResumesDeps) => {
  const repo = createResumesRepository(db);

  // The typo vocabulary of the searchable résumés, rebuilt when one was saved since (their latest
  // `updated_at`: one probe of an index); one build at a time. A search waits for a rebuild at most
  // VOCABULARY_WAIT_MS when there is an older vocabulary (a rebuild takes seconds at a million
  // résumés, and one is saved every few seconds there): it goes on with the older one meanwhile.
  let vocabulary: { version: string; value: Promise<Vocabulary> } | undefined;
  let ready: Vocabulary | undefined;
  const vocabularyOf = async (): Promise<Vocabulary> => {
    const version = await repo.vocabularyVersion();
    if (!vocabulary || vocabulary.version !== version) {
      const value = repo.vocabularyTexts().then(buildVocabulary);
      const building = { version, value };
      value.then(
        (built) => {
          if (vocabulary === building) ready = built;
        },
        (error: unknown) => {
          if (vocabulary === building) vocabulary = undefined;
          log.warn({ err: error }, 'could not build the résumés’ typo vocabulary');
        },
      );
      vocabulary = building;
    }
    const current = vocabulary.value;
    if (!ready) return current;
    const older = ready;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Vocabulary>((resolve) => {
      timer = setTimeout(() => resolve(older), VOCABULARY_WAIT_MS);
      timer.unref();
    });
    try {
      return await Promise.race([current.catch(() => older), late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const companyOf = (user: AuthUser): number => {
    if (user.companyId === null) throw notFound();
    return user.companyId;
  };

  return {
    repo,

    search: async (user: AuthUser, query: ResumeSearchQuery): Promise<ResumeSearchResponse> => {
      const companyId = companyOf(user);
      const { q, ...rest } = query;
      // A browse without words starts the typo vocabulary's build (seconds at a million résumés), so
      // that the first search with words does not wait for all of it.
      if (!q) vocabularyOf().catch(() => undefined);
      const plan = q ? textPlan(q, await vocabularyOf()) : undefined;
      const { items, total, totalRelation, facets } = await repo.search(companyId, { ...rest, plan });
      return {
        items,
        total,
        ...(totalRelation === 'gte' ? { total_relation: totalRelation } : {}),
        facets,
        corrected: plan?.corrected ?? null,
      };
    },

    open: async (user: AuthUser, seekerId: number): Promise<EmployerResume> => {
      const companyId = companyOf(user);
      const resume = await repo.resumeFor(companyId, seekerId);
      if (!resume) throw notFound();
      await repo.recordView(seekerId, companyId, user.id);
      return { ...resume, invitations: await repo.sentInvitations(companyId, seekerId) };
    },

    invite: async (user: AuthUser, seekerId: number, body: InviteBody): Promise<Invitation> => {
      const companyId = companyOf(user);
      if (!(await repo.isVisible(db, companyId, seekerId))) throw notFound();
      const sent = await transact(db, async (tx) => {
        const company = await repo.lockCompany(tx, companyId);
        if (!company) throw notFound();
        const vacancy = await repo.ownPublishedVacancy(tx, companyId, body.vacancy_id);
        if (!vacancy) throw new AppError('NOT_FOUND', 'Vacancy not found');
        if (await repo.alreadyInvolved(tx, seekerId, vacancy.id))
          throw new AppError('CONFLICT', 'Already invited to or applied to this vacancy');
        const today = await repo.sentInLastDay(tx, companyId);
        if (today.count >= invitationsPerDay) {
          const freesAt = (today.oldest?.getTime() ?? Date.now()) + 24 * 3600_000;
          throw rateLimited((freesAt - Date.now()) / 1000);
        }
        const id = await repo.insertInvitation(tx, {
          seekerId,
          companyId,
          vacancyId: vacancy.id,
          invitedBy: user.id,
          message: body.message,
          ttlDays: INVITATION_TTL_DAYS,
        });
        if (id === undefined) throw new AppError('CONFLICT', 'Already invited to this vacancy');
        return { id, company: company.name, vacancy: vacancy.title };
      });
      try {
        await notify.person({
          userId: seekerId,
          kind: 'invitations',
          texts: inviteTexts(sent.company, sent.vacancy),
          link: { inApp: '/invitations', app: '/invitations' },
          email: {
            template: 'invitation',
            data: { vacancy: sent.vacancy, company: sent.company, message: body.message },
          },
        });
      } catch (error) {
        // The invitation stands; the seeker finds it in the list.
        log.warn({ err: error }, 'could not notify the seeker of an invitation');
      }
      const invitation = await repo.invitation(sent.id);
      if (!invitation) throw invitationNotFound();
      return invitation;
    },

    invitations: (user: AuthUser, status: InvitationStatus | undefined) => repo.invitationsOf(user.id, status),

    /** The company's invitations in its pipeline (another company's vacancy: 404). */
    companyInvitations: async (
      user: AuthUser,
      query: EmployerInvitationsQuery,
    ): Promise<EmployerInvitationsResponse> => {
      const companyId = companyOf(user);
      if (query.vacancy_id !== undefined && !(await repo.ownsVacancy(companyId, query.vacancy_id)))
        throw new AppError('NOT_FOUND', 'Vacancy not found');
      return repo.companyInvitations(companyId, query);
    },

    accept: async (user: AuthUser, id: number): Promise<Application> => {
      const locale = await repo.localeOf(user.id);
      const invitation = await repo.invitation(id);
      if (!invitation || invitation.seekerId !== user.id) throw invitationNotFound();
      if (invitation.status !== 'pending') throw new AppError('CONFLICT', `The invitation is ${invitation.status}`);
      return applications.fromInvitation(
        user,
        invitation.vacancy.id,
        acceptLine(locale, invitation.vacancy.title),
        async (tx, applicationId) => {
          if (!(await repo.markAccepted(tx, id, user.id, applicationId)))
            throw new AppError('CONFLICT', 'The invitation is no longer pending');
        },
      );
    },

    decline: async (user: AuthUser, id: number, reason: InvitationDeclineReason | null): Promise<Invitation> => {
      const invitation = await repo.invitation(id);
      if (!invitation || invitation.seekerId !== user.id) throw invitationNotFound();
      if (invitation.status !== 'pending' || !(await repo.markDeclined(id, user.id, reason)))
        throw new AppError(
          'CONFLICT',
          `The invitation is ${invitation.status === 'pending' ? 'no longer pending' : invitation.status}`,
        );
      try {
        const who = await repo.seekerNameFor(invitation.company.id, user.id);
        await notify.companyEmployers({
          companyId: invitation.company.id,
          kind: 'applications',
          texts: declineTexts(who, invitation.vacancy.title, reason),
          link: { inApp: `/employer/resumes/${user.id}`, app: `/resumes/${user.id}` },
          email: {
            template: 'invitation_declined',
            data: { vacancy: invitation.vacancy.title, who, reason },
          },
        });
      } catch (error) {
        log.warn({ err: error }, 'could not notify the company of a declined invitation');
      }
      const updated = await repo.invitation(id);
      if (!updated) throw invitationNotFound();
      return updated;
    },
  };
};

export type ResumesService = ReturnType<typeof createResumesService>;
