import { APPLICATION_STATUSES, applicationStatusNote, type ApplicationStatus, type Locale } from '@jobs/contracts';
import { companyBlockedNotification, reportOutcomeNotification } from '../email/templates';

// The reporter's and the blocked company's words are the e-mail's (one text for both channels).
export { companyBlockedNotification, reportOutcomeNotification };

// What the platform tells people, as codes with parameters (stored on the notification: migration
// 0024) and their words in each language: the in-app list, push and e-mail each say them in the
// reader's language, whoever caused the event and in whatever language.

/** The notification an employer gets when an editor decides on one of the company's vacancies. */
export const reviewNotification = (
  locale: Locale,
  decision: 'approved' | 'rejected',
  vacancy: string,
  reason?: string | null,
): { title: string; text: string } =>
  locale === 'ru'
    ? decision === 'approved'
      ? { title: 'Вакансия опубликована', text: `Модератор одобрил вакансию «${vacancy}».` }
      : {
          title: 'Вакансия отклонена',
          text: `Модератор отклонил вакансию «${vacancy}»${reason ? `: ${reason}` : '.'}`,
        }
    : decision === 'approved'
      ? { title: 'Vacancy published', text: `An editor approved “${vacancy}”.` }
      : { title: 'Vacancy rejected', text: `An editor rejected “${vacancy}”${reason ? `: ${reason}` : '.'}` };

/** What a saved-search alert tells: the search, instant or daily, how many, the instant one's vacancy. */
export type SavedSearchAlertNotice = {
  savedSearch: { id: number; name: string };
  kind: 'instant' | 'daily';
  count: number;
  vacancy?: { id: number; title: string } | undefined;
};

/**
 * An alert's words in `locale`. The link opens the saved search in the seeker app
 * (`/saved-searches/{id}`: marks its matches seen, then shows them).
 */
export const savedSearchAlertText = (
  locale: Locale,
  event: SavedSearchAlertNotice,
): { title: string; text: string; link: string } => {
  const link = `/saved-searches/${event.savedSearch.id}`;
  const name = event.savedSearch.name;
  const instant = event.kind === 'instant' && event.vacancy;
  // The toast shows 55 characters of the text: the vacancy's title is the text, the search the title.
  if (locale === 'ru') {
    return instant
      ? { title: `Новая вакансия по поиску «${name}»`, text: event.vacancy?.title ?? '', link }
      : { title: `Новые вакансии по поиску «${name}»`, text: `Новых вакансий за день: ${event.count}`, link };
  }
  return instant
    ? { title: `New vacancy for “${name}”`, text: event.vacancy?.title ?? '', link }
    : { title: `New vacancies for “${name}”`, text: `New vacancies today: ${event.count}`, link };
};

/**
 * The notification of an account whose address a company invited to its team (the invitation's
 * e-mail goes to the address as well): who invites, to which company, and that the e-mail holds
 * the link that accepts (the notification holds no token: its link opens the accepting page bare).
 */
export const teamInviteNotification = (
  locale: Locale,
  company: string,
  inviter: string,
): { title: string; text: string } =>
  locale === 'ru'
    ? {
        title: 'Приглашение в команду',
        text: `${inviter} приглашает вас в команду компании «${company}». Ссылка для входа в команду — в письме на ваш адрес.`,
      }
    : {
        title: 'Team invitation',
        text: `${inviter} invites you to join the team of “${company}”. The link to join is in the e-mail sent to your address.`,
      };

/** What happened, as stored on a notification: a code and its parameters (JSON). */
export type Notice =
  | { code: 'application_status'; params: { status: ApplicationStatus; vacancy: string } }
  | {
      code: 'vacancy_review';
      params: { decision: 'approved' | 'rejected'; vacancy: string; reason: string | null };
    }
  | { code: 'report_outcome'; params: { outcome: 'dismissed' | 'hidden' | 'company_blocked'; target: string } }
  | { code: 'company_blocked'; params: { reason: string | null } }
  | { code: 'team_invite'; params: { company: string; inviter: string } }
  | {
      code: 'saved_search_alert';
      params: { search: string; search_id: number; kind: 'instant' | 'daily'; count: number; vacancy: string | null };
    };

export type NoticeCode = Notice['code'];

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * A stored notice's words in `locale`: the title (undefined: the stored one stands, e.g. the
 * company's name over a status note) and the text. Undefined for no code, or an unknown or broken
 * one (the stored words are shown then).
 */
export const renderNotice = (
  code: string | null | undefined,
  params: unknown,
  locale: Locale,
): { title?: string; text: string } | undefined => {
  if (!code || typeof params !== 'object' || params === null) return undefined;
  const p = params as Record<string, unknown>;
  switch (code) {
    case 'application_status': {
      const status = str(p['status']);
      const vacancy = str(p['vacancy']);
      if (!status || vacancy === undefined || !(APPLICATION_STATUSES as readonly string[]).includes(status)) {
        return undefined;
      }
      return { text: applicationStatusNote(locale, status as ApplicationStatus, vacancy) };
    }
    case 'vacancy_review': {
      const decision = str(p['decision']);
      const vacancy = str(p['vacancy']);
      if ((decision !== 'approved' && decision !== 'rejected') || vacancy === undefined) return undefined;
      return reviewNotification(locale, decision, vacancy, str(p['reason']) ?? null);
    }
    case 'report_outcome': {
      const outcome = str(p['outcome']);
      const target = str(p['target']);
      if ((outcome !== 'dismissed' && outcome !== 'hidden' && outcome !== 'company_blocked') || target === undefined) {
        return undefined;
      }
      return reportOutcomeNotification(locale, outcome, target);
    }
    case 'company_blocked':
      return companyBlockedNotification(locale, str(p['reason']) ?? null);
    case 'team_invite': {
      const company = str(p['company']);
      const inviter = str(p['inviter']);
      if (company === undefined || inviter === undefined) return undefined;
      return teamInviteNotification(locale, company, inviter);
    }
    case 'saved_search_alert': {
      const name = str(p['search']);
      const kind = str(p['kind']);
      if (name === undefined || (kind !== 'instant' && kind !== 'daily')) return undefined;
      const vacancy = str(p['vacancy']);
      const { title, text } = savedSearchAlertText(locale, {
        savedSearch: { id: Number(p['search_id']), name },
        kind,
        count: Number(p['count'] ?? 0),
        vacancy: vacancy === undefined ? undefined : { id: 0, title: vacancy },
      });
      return { title, text };
    }
    default:
      return undefined;
  }
};

/** A notice's words in both languages (for the statements that pick each recipient's). */
export const noticeTexts = (notice: Notice): Record<Locale, { title?: string; text: string }> => ({
  ru: renderNotice(notice.code, notice.params, 'ru') ?? { text: '' },
  en: renderNotice(notice.code, notice.params, 'en') ?? { text: '' },
});
