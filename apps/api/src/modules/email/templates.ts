import {
  APPLICATION_STATUS_NAMES,
  PASSWORD_RESET_TTL_MINUTES,
  EMAIL_VERIFY_TTL_HOURS,
  formatInterviewTime,
  type ApplicationStatus,
  type Locale,
} from '@jobs/contracts';
import { Eta } from 'eta';
import { ruPlural } from '../text/text';

/**
 * The e-mails the platform sends, in the recipient's language, as HTML and plain text. Each
 * template turns its data into words (below); one layout (eta, HTML-escaped by default) makes the
 * HTML and the text. Links are absolute (built by the caller with the app's origin).
 */

export type EmailContent = {
  subject: string;
  /** The first line a mail client previews. */
  preheader: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A list of links under the paragraphs (e.g. the vacancies of a saved-search alert). */
  links?: EmailLink[];
  /** Extra lines under the action (e.g. "ignore this if it was not you"). */
  notes?: string[];
};

export type EmailLink = { label: string; url: string };

export type RenderedEmail = { subject: string; html: string; text: string };

export type DigestEntry = { template: string; data: Record<string, unknown> };

type Template<D> = {
  content: (locale: Locale, data: D) => EmailContent;
  /** One line in a daily digest. */
  summary: (locale: Locale, data: D) => string;
  /** Links listed under its line in a daily digest. */
  links?: (locale: Locale, data: D) => EmailLink[];
};

const str = (value: unknown): string => (typeof value === 'string' ? value : String(value ?? ''));

const defineTemplate = <D>(template: Template<D>) => template as unknown as Template<Record<string, unknown>>;

type PasswordResetData = { name: string; url: string };
type TeamInviteData = { company: string; inviter: string; days: number; url: string };
type VerifyData = { name: string; url: string };
type EmailChangeData = { name: string; url: string; newEmail: string };
type EmailChangeNoticeData = { name: string; newEmail: string; settingsUrl: string };
type ChatUnreadData = {
  name: string;
  from: string;
  /** The latest message. */
  text: string;
  count: number;
  /** The latest unread messages, oldest first (an e-mail queued before they were listed has none). */
  messages?: string[];
  url: string;
};

/** The messages an unread-messages e-mail quotes: the listed ones, else the latest. */
const quotedMessages = (d: ChatUnreadData): string[] => (d.messages && d.messages.length > 0 ? d.messages : [d.text]);
type ApplicationStatusData = { name: string; vacancy: string; company: string; status: ApplicationStatus; url: string };
type VacancyReviewData = {
  name: string;
  vacancy: string;
  decision: 'approved' | 'rejected';
  reason: string | null;
  url: string;
};
type InvitationData = { name: string; vacancy: string; company: string; message: string; url: string };
type InvitationDeclinedData = { name: string; vacancy: string; who: string | null; reason: string | null; url: string };
type ReportOutcomeData = {
  name: string;
  target: string;
  outcome: 'dismissed' | 'hidden' | 'company_blocked';
  url: string;
};
type CompanyBlockedData = { name: string; reason: string | null; url: string };

/**
 * What a blocked company's employers are told (issue 27): that it was blocked, and why when the editor
 * said. The e-mail and the in-app notification (notify/notification-texts.ts) both say this.
 */
export const companyBlockedNotification = (locale: Locale, reason: string | null): { title: string; text: string } =>
  locale === 'ru'
    ? {
        title: 'Компания заблокирована',
        text: `После жалоб пользователей модераторы заблокировали вашу компанию, её вакансии сняты с публикации${
          reason ? `. Причина: ${reason}` : ''
        }. Если вы не согласны, напишите в поддержку.`,
      }
    : {
        title: 'Your company was blocked',
        text: `After reports from users the editors blocked your company and took its vacancies down${
          reason ? `. Reason: ${reason}` : ''
        }. If you disagree, write to support.`,
      };
type DigestData = { name: string; entries: DigestEntry[]; url: string };
type ReplyOverdueData = { name: string; vacancy: string; company: string; days: number; url: string };
type ReplyDueDigestData = { name: string; count: number; vacancies: string[]; url: string };
const ruDays = (n: number) => `${n} ${ruPlural(n, 'день', 'дня', 'дней')}`;
const enDays = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
/** A vacancy in an alert e-mail: its title, company and absolute link. */
export type AlertVacancy = { title: string; company: string; url: string };
type SavedSearchAlertData = {
  name: string;
  /** The saved search's name. */
  search: string;
  kind: 'instant' | 'daily';
  /** New matches announced (the vacancies listed may be fewer: the newest ones, still published). */
  count: number;
  vacancies: AlertVacancy[];
  url: string;
};

const vacancyLinks = (vacancies: AlertVacancy[] | undefined): EmailLink[] =>
  (vacancies ?? []).map((vacancy) => ({
    label: vacancy.company ? `${vacancy.title} — ${vacancy.company}` : vacancy.title,
    url: vacancy.url,
  }));

/** What a reporter is told of the outcome, not the details: the e-mail and the in-app notification both say this. */
export const reportOutcomeNotification = (
  locale: Locale,
  outcome: ReportOutcomeData['outcome'],
  target: string,
): { title: string; text: string } => {
  if (locale === 'ru') {
    const done =
      outcome === 'dismissed'
        ? 'не нашли нарушений'
        : outcome === 'hidden'
          ? 'скрыли это с сайта'
          : 'заблокировали компанию';
    return { title: 'Ваша жалоба рассмотрена', text: `Мы проверили «${target}» и ${done}. Спасибо, что сообщили.` };
  }
  const done =
    outcome === 'dismissed' ? 'found no violation' : outcome === 'hidden' ? 'took it down' : 'blocked the company';
  return { title: 'Your report was reviewed', text: `We checked “${target}” and ${done}. Thank you for telling us.` };
};

const excerpt = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A notice's e-mail: the greeting, the in-app notification's words, and a link to open it. */
const noticeContent = (
  locale: Locale,
  d: { name: string; url: string },
  { title, text }: { title: string; text: string },
) => ({
  subject: title,
  preheader: excerpt(text, 120),
  paragraphs: [locale === 'ru' ? `Здравствуйте, ${d.name}!` : `Hello ${d.name},`, text],
  action: { label: locale === 'ru' ? 'Открыть' : 'Open', url: d.url },
});

/** An interview's step or reminder (modules/interviews); times in the recipient's zone (`timeZone`). */
type InterviewData = {
  name: string;
  url: string;
  timeZone?: string;
  step: 'proposed' | 'rescheduled' | 'scheduled' | 'cancelled' | 'reminder';
  vacancy: string;
  company: string;
  /** The other side: the company for the seeker, the candidate for the employers. */
  other: string;
  slots?: string[];
  startsAt?: string | null;
  durationMinutes: number;
  where?: string | null;
  reason?: string | null;
  message?: string | null;
  hours?: number;
};

const interviewContent = (locale: Locale, d: InterviewData): EmailContent => {
  const zone = d.timeZone || 'Europe/Moscow';
  const at = (iso: string) => formatInterviewTime(iso, locale, zone);
  const ru = locale === 'ru';
  const when = d.startsAt ? at(d.startsAt) : '';
  const minutes = ru ? `${d.durationMinutes} мин` : `${d.durationMinutes} min`;
  const where = d.where ? [ru ? `Где: ${d.where}` : `Where: ${d.where}`] : [];
  const greeting = ru ? `Здравствуйте, ${d.name}!` : `Hello ${d.name},`;
  const message = d.message ? [`«${excerpt(d.message)}»`] : [];
  const open = { label: ru ? 'Открыть собеседование' : 'Open the interview', url: d.url };
  switch (d.step) {
    case 'proposed':
    case 'rescheduled': {
      const slots = (d.slots ?? []).map(at);
      return {
        subject: ru
          ? d.step === 'rescheduled'
            ? `Собеседование «${d.vacancy}»: предложено другое время`
            : `Собеседование «${d.vacancy}»: выберите время`
          : d.step === 'rescheduled'
            ? `Interview for “${d.vacancy}”: other times proposed`
            : `Interview for “${d.vacancy}”: pick a time`,
        preheader: slots[0] ?? '',
        paragraphs: [
          greeting,
          ru
            ? `${d.other} предлагает время собеседования по вакансии «${d.vacancy}» (${minutes}):`
            : `${d.other} proposes interview times for “${d.vacancy}” (${minutes}):`,
          ...slots,
          ...where,
          ...message,
        ],
        action: open,
      };
    }
    case 'scheduled':
      return {
        subject: ru ? `Собеседование назначено: ${when}` : `Interview scheduled: ${when}`,
        preheader: `${d.vacancy} · ${d.company}`,
        paragraphs: [
          greeting,
          ru
            ? `Собеседование по вакансии «${d.vacancy}» (${d.company}) назначено: ${when}, ${minutes}.`
            : `The interview for “${d.vacancy}” (${d.company}) is set: ${when}, ${minutes}.`,
          ...where,
          ru ? 'Приглашение для календаря — во вложении.' : 'The calendar invitation is attached.',
        ],
        action: open,
      };
    case 'cancelled':
      return {
        subject: ru ? `Собеседование отменено: «${d.vacancy}»` : `Interview cancelled: “${d.vacancy}”`,
        preheader: d.reason ?? '',
        paragraphs: [
          greeting,
          ru
            ? `${d.other} отменяет собеседование по вакансии «${d.vacancy}»${when ? ` (${when})` : ''}.`
            : `${d.other} cancelled the interview for “${d.vacancy}”${when ? ` (${when})` : ''}.`,
          ...(d.reason ? [ru ? `Причина: ${d.reason}` : `Reason: ${d.reason}`] : []),
        ],
        action: open,
      };
    case 'reminder':
      return {
        subject: ru
          ? (d.hours ?? 0) >= 24
            ? `Завтра собеседование: ${when}`
            : `Через час собеседование: ${when}`
          : (d.hours ?? 0) >= 24
            ? `Interview tomorrow: ${when}`
            : `Interview in an hour: ${when}`,
        preheader: `${d.vacancy} · ${d.company}`,
        paragraphs: [
          greeting,
          ru
            ? `Напоминаем: собеседование по вакансии «${d.vacancy}» (${d.company}) — ${when}, ${minutes}.`
            : `A reminder: the interview for “${d.vacancy}” (${d.company}) is ${when}, ${minutes}.`,
          ...where,
        ],
        action: open,
      };
  }
};

export const EMAIL_TEMPLATES: Record<string, Template<Record<string, unknown>>> = {
  password_reset: defineTemplate<PasswordResetData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: 'Восстановление пароля',
            preheader: 'Ссылка для нового пароля',
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Кто-то (надеемся, вы) попросил сменить пароль. Ссылка работает ${PASSWORD_RESET_TTL_MINUTES} минут и только один раз.`,
            ],
            action: { label: 'Задать новый пароль', url: d.url },
            notes: ['Если вы не просили сменить пароль, просто не обращайте внимания на это письмо.'],
          }
        : {
            subject: 'Reset your password',
            preheader: 'A link to set a new password',
            paragraphs: [
              `Hello ${d.name},`,
              `Someone (we hope you) asked to reset your password. The link works for ${PASSWORD_RESET_TTL_MINUTES} minutes, once.`,
            ],
            action: { label: 'Set a new password', url: d.url },
            notes: ['If you did not ask for this, you can ignore this e-mail.'],
          },
    summary: (locale) => (locale === 'ru' ? 'Восстановление пароля' : 'Password reset'),
  }),

  /** To someone invited to a company's team: the link to join (no account yet). */
  team_invite: defineTemplate<TeamInviteData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Приглашение в команду «${d.company}»`,
            preheader: `${d.inviter} приглашает вас работать с кандидатами`,
            paragraphs: [
              'Здравствуйте!',
              `${d.inviter} приглашает вас в команду компании «${d.company}»: вакансии, кандидаты и заметки о них. Ссылка работает ${d.days} дней и только один раз.`,
            ],
            action: { label: 'Присоединиться', url: d.url },
            notes: ['Если вы не ждали этого письма, просто не обращайте на него внимания.'],
          }
        : {
            subject: `Join the ${d.company} team`,
            preheader: `${d.inviter} invites you to work with candidates`,
            paragraphs: [
              'Hello,',
              `${d.inviter} invites you to the ${d.company} team: its vacancies, candidates and notes on them. The link works for ${d.days} days, once.`,
            ],
            action: { label: 'Join the team', url: d.url },
            notes: ['If you did not expect this e-mail, you can ignore it.'],
          },
    summary: (locale, d) => (locale === 'ru' ? `Приглашение в команду «${d.company}»` : `Join the ${d.company} team`),
  }),

  email_verify: defineTemplate<VerifyData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: 'Подтвердите e-mail',
            preheader: 'Один щелчок — и адрес подтверждён',
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Подтвердите, что это ваш адрес. Ссылка работает ${EMAIL_VERIFY_TTL_HOURS} часов.`,
            ],
            action: { label: 'Подтвердить e-mail', url: d.url },
            notes: ['Если вы не регистрировались, просто не обращайте внимания на это письмо.'],
          }
        : {
            subject: 'Confirm your e-mail',
            preheader: 'One click and your address is confirmed',
            paragraphs: [
              `Hello ${d.name},`,
              `Please confirm that this address is yours. The link works for ${EMAIL_VERIFY_TTL_HOURS} hours.`,
            ],
            action: { label: 'Confirm e-mail', url: d.url },
            notes: ['If you did not sign up, you can ignore this e-mail.'],
          },
    summary: (locale) => (locale === 'ru' ? 'Подтверждение e-mail' : 'E-mail confirmation'),
  }),

  /** To the new address of an address change: the link that moves the account to it. */
  email_change: defineTemplate<EmailChangeData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: 'Подтвердите новый e-mail',
            preheader: 'Один щелчок — и вход по этому адресу',
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Вы попросили входить по адресу ${d.newEmail}. Подтвердите его: ссылка работает ${EMAIL_VERIFY_TTL_HOURS} часов и только один раз.`,
            ],
            action: { label: 'Подтвердить новый адрес', url: d.url },
            notes: ['Если вы не просили сменить адрес, просто не обращайте внимания на это письмо.'],
          }
        : {
            subject: 'Confirm your new e-mail',
            preheader: 'One click and you sign in with this address',
            paragraphs: [
              `Hello ${d.name},`,
              `You asked to sign in with ${d.newEmail} from now on. Please confirm it: the link works for ${EMAIL_VERIFY_TTL_HOURS} hours, once.`,
            ],
            action: { label: 'Confirm the new address', url: d.url },
            notes: ['If you did not ask for this, you can ignore this e-mail.'],
          },
    summary: (locale) => (locale === 'ru' ? 'Смена e-mail' : 'E-mail change'),
  }),

  /** To the old address of an address change: what was asked, and what to do if it was not them. */
  email_change_notice: defineTemplate<EmailChangeNoticeData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: 'Запрошена смена e-mail',
            preheader: `Новый адрес: ${d.newEmail}`,
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Для вашей учётной записи запрошена смена адреса на ${d.newEmail}. Адрес сменится, когда по ссылке из письма на новый адрес перейдут.`,
            ],
            action: { label: 'Открыть настройки', url: d.settingsUrl },
            notes: ['Если это были не вы, смените пароль: кто-то знает его.'],
          }
        : {
            subject: 'A change of your e-mail was requested',
            preheader: `New address: ${d.newEmail}`,
            paragraphs: [
              `Hello ${d.name},`,
              `Someone asked to change the e-mail of your account to ${d.newEmail}. It changes once the link sent to the new address is opened.`,
            ],
            action: { label: 'Open the settings', url: d.settingsUrl },
            notes: ['If this was not you, change your password: someone knows it.'],
          },
    summary: (locale) => (locale === 'ru' ? 'Смена e-mail' : 'E-mail change'),
  }),

  chat_unread: defineTemplate<ChatUnreadData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Новое сообщение: ${d.from}`,
            preheader: excerpt(d.text, 100),
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              d.count > 1
                ? `${d.from} написал(а) вам, непрочитанных сообщений: ${d.count}. ${quotedMessages(d).length > 1 ? 'Последние:' : 'Последнее:'}`
                : `${d.from} написал(а) вам:`,
              ...quotedMessages(d).map((text) => `«${excerpt(text)}»`),
            ],
            action: { label: 'Открыть чат', url: d.url },
          }
        : {
            subject: `New message from ${d.from}`,
            preheader: excerpt(d.text, 100),
            paragraphs: [
              `Hello ${d.name},`,
              d.count > 1
                ? `${d.from} wrote to you; ${d.count} unread messages. The latest:`
                : `${d.from} wrote to you:`,
              ...quotedMessages(d).map((text) => `“${excerpt(text)}”`),
            ],
            action: { label: 'Open the chat', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru' ? `${d.from}: «${excerpt(d.text, 120)}»` : `${d.from}: “${excerpt(d.text, 120)}”`,
  }),

  application_status: defineTemplate<ApplicationStatusData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Отклик на «${d.vacancy}»: ${APPLICATION_STATUS_NAMES.ru[d.status]}`,
            preheader: `${d.company}: ${APPLICATION_STATUS_NAMES.ru[d.status]}`,
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `${d.company} изменила статус вашего отклика на вакансию «${d.vacancy}»: ${APPLICATION_STATUS_NAMES.ru[d.status]}.`,
            ],
            action: { label: 'Мои отклики', url: d.url },
          }
        : {
            subject: `Application for “${d.vacancy}”: ${APPLICATION_STATUS_NAMES.en[d.status]}`,
            preheader: `${d.company}: ${APPLICATION_STATUS_NAMES.en[d.status]}`,
            paragraphs: [
              `Hello ${d.name},`,
              `${d.company} changed the status of your application for “${d.vacancy}”: ${APPLICATION_STATUS_NAMES.en[d.status]}.`,
            ],
            action: { label: 'My applications', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru'
        ? `«${d.vacancy}», ${d.company}: ${APPLICATION_STATUS_NAMES.ru[d.status]}`
        : `“${d.vacancy}”, ${d.company}: ${APPLICATION_STATUS_NAMES.en[d.status]}`,
  }),

  reply_overdue: defineTemplate<ReplyOverdueData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Компания «${d.company}» не ответила на отклик: «${d.vacancy}»`,
            preheader: `Обещали ответить за ${ruDays(d.days)}`,
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Компания «${d.company}» обещала ответить на отклик на вакансию «${d.vacancy}» за ${ruDays(d.days)} и не ответила.`,
              'Можно отозвать отклик или подождать.',
            ],
            action: { label: 'Мои отклики', url: d.url },
          }
        : {
            subject: `${d.company} has not answered: “${d.vacancy}”`,
            preheader: `They promised an answer within ${enDays(d.days)}`,
            paragraphs: [
              `Hello ${d.name},`,
              `${d.company} promised to answer your application for “${d.vacancy}” within ${enDays(d.days)} and has not.`,
              'You can withdraw the application or keep waiting.',
            ],
            action: { label: 'My applications', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru'
        ? `«${d.vacancy}», ${d.company}: нет ответа за ${ruDays(d.days)}`
        : `“${d.vacancy}”, ${d.company}: no answer within ${enDays(d.days)}`,
  }),

  reply_due_digest: defineTemplate<ReplyDueDigestData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Завтра истекает срок ответа: ${d.count}`,
            preheader: d.vacancies.join(', '),
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `Откликов без ответа, срок которых истекает завтра: ${d.count}. Вакансии: ${d.vacancies.join(', ')}.`,
            ],
            action: { label: 'Открыть кандидатов', url: d.url },
          }
        : {
            subject: `Replies due tomorrow: ${d.count}`,
            preheader: d.vacancies.join(', '),
            paragraphs: [
              `Hello ${d.name},`,
              `Unanswered applications due tomorrow: ${d.count}. Vacancies: ${d.vacancies.join(', ')}.`,
            ],
            action: { label: 'Open the candidates', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru' ? `Завтра истекает срок ответа: ${d.count}` : `Replies due tomorrow: ${d.count}`,
  }),

  interview: defineTemplate<InterviewData>({
    content: interviewContent,
    summary: (locale, d) =>
      locale === 'ru' ? `Собеседование «${d.vacancy}»: ${d.company}` : `Interview for “${d.vacancy}”: ${d.company}`,
  }),

  invitation: defineTemplate<InvitationData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `${d.company} приглашает вас: «${d.vacancy}»`,
            preheader: excerpt(d.message, 120),
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `${d.company} нашла ваше резюме и приглашает вас на вакансию «${d.vacancy}».`,
              `«${excerpt(d.message)}»`,
              'Примите приглашение, чтобы открыть чат с компанией, или откажитесь. Приглашение действует 14 дней.',
            ],
            action: { label: 'Открыть приглашения', url: d.url },
          }
        : {
            subject: `${d.company} invites you: “${d.vacancy}”`,
            preheader: excerpt(d.message, 120),
            paragraphs: [
              `Hello ${d.name},`,
              `${d.company} found your résumé and invites you to “${d.vacancy}”.`,
              `“${excerpt(d.message)}”`,
              'Accept it to open a chat with the company, or decline. The invitation is valid for 14 days.',
            ],
            action: { label: 'Open my invitations', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru' ? `${d.company} приглашает на «${d.vacancy}»` : `${d.company} invites you to “${d.vacancy}”`,
  }),

  invitation_declined: defineTemplate<InvitationDeclinedData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject: `Приглашение на «${d.vacancy}» отклонено`,
            preheader: d.who ?? 'Кандидат',
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              `${d.who ?? 'Кандидат'} отклонил(а) приглашение на вакансию «${d.vacancy}».`,
            ],
            action: { label: 'Открыть резюме', url: d.url },
          }
        : {
            subject: `Invitation to “${d.vacancy}” declined`,
            preheader: d.who ?? 'A candidate',
            paragraphs: [`Hello ${d.name},`, `${d.who ?? 'A candidate'} declined the invitation to “${d.vacancy}”.`],
            action: { label: 'Open the résumé', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru'
        ? `${d.who ?? 'Кандидат'}: приглашение на «${d.vacancy}» отклонено`
        : `${d.who ?? 'A candidate'} declined “${d.vacancy}”`,
  }),

  vacancy_review: defineTemplate<VacancyReviewData>({
    content: (locale, d) =>
      locale === 'ru'
        ? {
            subject:
              d.decision === 'approved'
                ? `Вакансия опубликована: «${d.vacancy}»`
                : `Вакансия отклонена: «${d.vacancy}»`,
            preheader:
              d.decision === 'approved' ? 'Модератор одобрил вакансию' : (d.reason ?? 'Модератор отклонил вакансию'),
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              d.decision === 'approved'
                ? `Модератор одобрил вакансию «${d.vacancy}»: она опубликована.`
                : `Модератор отклонил вакансию «${d.vacancy}»${d.reason ? `: ${d.reason}` : '.'}`,
            ],
            action: { label: 'Открыть вакансию', url: d.url },
          }
        : {
            subject:
              d.decision === 'approved' ? `Vacancy published: “${d.vacancy}”` : `Vacancy rejected: “${d.vacancy}”`,
            preheader:
              d.decision === 'approved'
                ? 'An editor approved your vacancy'
                : (d.reason ?? 'An editor rejected your vacancy'),
            paragraphs: [
              `Hello ${d.name},`,
              d.decision === 'approved'
                ? `An editor approved “${d.vacancy}”: it is published.`
                : `An editor rejected “${d.vacancy}”${d.reason ? `: ${d.reason}` : '.'}`,
            ],
            action: { label: 'Open the vacancy', url: d.url },
          },
    summary: (locale, d) =>
      locale === 'ru'
        ? `«${d.vacancy}»: ${d.decision === 'approved' ? 'опубликована' : 'отклонена'}`
        : `“${d.vacancy}”: ${d.decision === 'approved' ? 'published' : 'rejected'}`,
  }),

  report_outcome: defineTemplate<ReportOutcomeData>({
    content: (locale, d) => noticeContent(locale, d, reportOutcomeNotification(locale, d.outcome, d.target)),
    summary: (locale, d) => reportOutcomeNotification(locale, d.outcome, d.target).text,
  }),

  company_blocked: defineTemplate<CompanyBlockedData>({
    content: (locale, d) => noticeContent(locale, d, companyBlockedNotification(locale, d.reason)),
    summary: (locale, d) => companyBlockedNotification(locale, d.reason).text,
  }),

  saved_search_alert: defineTemplate<SavedSearchAlertData>({
    content: (locale, d) => {
      const links = vacancyLinks(d.vacancies);
      const more = Math.max(0, d.count - links.length);
      return locale === 'ru'
        ? {
            subject:
              d.kind === 'instant' && links[0]
                ? `Новая вакансия по поиску «${d.search}»: ${d.vacancies[0]?.title ?? ''}`
                : `Новые вакансии по поиску «${d.search}»: ${d.count}`,
            preheader: links.map((link) => link.label).join(', '),
            paragraphs: [
              `Здравствуйте, ${d.name}!`,
              d.kind === 'instant'
                ? `По вашему сохранённому поиску «${d.search}» опубликована новая вакансия:`
                : `По вашему сохранённому поиску «${d.search}» за день опубликовано новых вакансий: ${d.count}.`,
            ],
            links,
            action: { label: 'Все вакансии по поиску', url: d.url },
            notes: more > 0 ? [`И ещё ${more} — по ссылке выше.`] : [],
          }
        : {
            subject:
              d.kind === 'instant' && links[0]
                ? `New vacancy for “${d.search}”: ${d.vacancies[0]?.title ?? ''}`
                : `New vacancies for “${d.search}”: ${d.count}`,
            preheader: links.map((link) => link.label).join(', '),
            paragraphs: [
              `Hello ${d.name},`,
              d.kind === 'instant'
                ? `A new vacancy matches your saved search “${d.search}”:`
                : `New vacancies matching your saved search “${d.search}” today: ${d.count}.`,
            ],
            links,
            action: { label: 'All vacancies of the search', url: d.url },
            notes: more > 0 ? [`And ${more} more — follow the link above.`] : [],
          };
    },
    summary: (locale, d) =>
      locale === 'ru' ? `Поиск «${d.search}»: новых вакансий ${d.count}` : `Saved search “${d.search}”: ${d.count} new`,
    links: (_locale, d) => vacancyLinks(d.vacancies),
  }),

  digest: defineTemplate<DigestData>({
    content: (locale, d) => {
      const lines: string[] = [];
      const links: EmailLink[] = [];
      for (const entry of d.entries) {
        const template = EMAIL_TEMPLATES[entry.template];
        if (!template) continue;
        lines.push(`• ${template.summary(locale, entry.data)}`);
        links.push(...(template.links?.(locale, entry.data) ?? []));
      }
      return locale === 'ru'
        ? {
            subject: `Сводка за день: ${d.entries.length}`,
            preheader: 'Что произошло за день',
            paragraphs: [`Здравствуйте, ${d.name}!`, 'Что произошло за день:', ...lines],
            links,
            action: { label: 'Открыть', url: d.url },
          }
        : {
            subject: `Your daily summary: ${d.entries.length}`,
            preheader: 'What happened today',
            paragraphs: [`Hello ${d.name},`, 'What happened today:', ...lines],
            links,
            action: { label: 'Open', url: d.url },
          };
    },
    summary: (locale, d) => (locale === 'ru' ? `Сводка: ${d.entries.length}` : `Summary: ${d.entries.length}`),
  }),
};

export const isEmailTemplate = (name: string): boolean => name in EMAIL_TEMPLATES;

const eta = new Eta({ autoEscape: true, autoTrim: false, useWith: false });

const HTML_LAYOUT = `<!doctype html>
<html lang="<%= it.locale %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.subject %></title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2328">
<div style="display:none;max-height:0;overflow:hidden"><%= it.preheader %></div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#0b57d0">Jobs</p>
<% it.paragraphs.forEach(function (p) { %><p style="margin:0 0 16px;font-size:16px;line-height:1.5"><%= p %></p>
<% }) %><% if (it.links && it.links.length) { %><ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:1.5">
<% it.links.forEach(function (l) { %><li style="margin:0 0 8px"><a href="<%= l.url %>" style="color:#0b57d0"><%= l.label %></a></li>
<% }) %></ul>
<% } %><% if (it.action) { %><p style="margin:24px 0"><a href="<%= it.action.url %>" style="display:inline-block;background:#0b57d0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px"><%= it.action.label %></a></p>
<p style="margin:0 0 16px;font-size:13px;color:#57606a;word-break:break-all"><%= it.action.url %></p>
<% } %><% (it.notes || []).forEach(function (n) { %><p style="margin:0 0 12px;font-size:13px;color:#57606a"><%= n %></p>
<% }) %><% if (it.unsubscribe) { %><p style="margin:24px 0 0;font-size:12px;color:#57606a"><a href="<%= it.unsubscribe.url %>" style="color:#57606a"><%= it.unsubscribe.label %></a></p>
<% } %></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

const TEXT_LAYOUT = `<% it.paragraphs.forEach(function (p) { %><%~ p %>

<% }) %><% ;(it.links || []).forEach(function (l) { %>- <%~ l.label %>
  <%~ l.url %>

<% }) %><% if (it.action) { %><%~ it.action.label %>: <%~ it.action.url %>

<% } %><% (it.notes || []).forEach(function (n) { %><%~ n %>

<% }) %><% if (it.unsubscribe) { %>--
<%~ it.unsubscribe.label %>: <%~ it.unsubscribe.url %>
<% } %>`;

/** The HTML and text of a template's e-mail; `unsubscribeUrl` adds the link to the settings. */
export const renderEmail = (
  template: string,
  locale: Locale,
  data: Record<string, unknown>,
  unsubscribeUrl?: string,
): RenderedEmail => {
  const definition = EMAIL_TEMPLATES[template];
  if (!definition) throw new Error(`Unknown e-mail template "${template}"`);
  const content = definition.content(locale, data);
  const view = {
    ...content,
    locale,
    unsubscribe: unsubscribeUrl
      ? {
          url: unsubscribeUrl,
          label:
            locale === 'ru'
              ? 'Отписаться от таких писем или настроить уведомления'
              : 'Unsubscribe from these e-mails or change notification settings',
        }
      : undefined,
  };
  return {
    subject: str(content.subject),
    html: eta.renderString(HTML_LAYOUT, view),
    text: eta.renderString(TEXT_LAYOUT, view).trim() + '\n',
  };
};
