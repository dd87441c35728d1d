import type { Locale } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { transact } from '../../lib/transact';
import type { Notify } from '../notify/notify.service';
import { ruPlural } from '../text/text';
import type { ApplicationsRepository } from './applications.repository';
import { DAY_MS } from '../../lib/days';

// The reply promise (issue 26): each vacancy states in how many days its company answers an
// application; each application is due then. Two durable jobs keep the promise visible: the seeker
// is told once when the due time passes unanswered, and the company's employers get one digest a
// day of what falls due tomorrow.

/** The overdue notice's job: a recurring sweep (every 15 minutes). */
export const REPLY_OVERDUE_JOB = 'applications.reply-overdue';
export const REPLY_OVERDUE_EVERY_MS = 15 * 60_000;
/** The employers' daily digest of what falls due tomorrow (midnight UTC, 03:00 in Moscow). */
export const REPLY_DIGEST_JOB = 'applications.reply-digest';
export const REPLY_DIGEST_EVERY_MS = 24 * 3_600_000;

const BATCH = 100;
/** "Tomorrow" is Moscow's (UTC+3 all year), the platform's default time zone. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** Tomorrow in Moscow as [start, end) instants. */
export const tomorrowInMoscow = (now: Date): { from: Date; to: Date } => {
  const startOfToday = Math.floor((now.getTime() + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
  return { from: new Date(startOfToday + DAY_MS), to: new Date(startOfToday + 2 * DAY_MS) };
};

const days = (locale: Locale, n: number) =>
  locale === 'ru' ? `${n} ${ruPlural(n, 'день', 'дня', 'дней')}` : `${n} ${n === 1 ? 'day' : 'days'}`;

/** The seeker's notice: the company did not answer within its promise. */
export const replyOverdueText = (locale: Locale, row: { vacancy: string; company: string; days: number }) =>
  locale === 'ru'
    ? {
        title: `Компания «${row.company}» не ответила за ${days('ru', row.days)}`,
        text: `Отклик на «${row.vacancy}» без ответа. Можно отозвать отклик или подождать.`,
      }
    : {
        title: `${row.company} did not reply within ${days('en', row.days)}`,
        text: `Your application for “${row.vacancy}” is unanswered. You can withdraw it or keep waiting.`,
      };

/** The employers' digest: how many applications fall due tomorrow, and for which vacancies. */
export const replyDigestText = (locale: Locale, row: { count: number; vacancies: string[] }) =>
  locale === 'ru'
    ? {
        title: `Завтра истекает срок ответа: ${row.count} ${ruPlural(row.count, 'отклик', 'отклика', 'откликов')}`,
        text: row.vacancies.map((title) => `«${title}»`).join(', '),
      }
    : {
        title: `Replies due tomorrow: ${row.count} ${row.count === 1 ? 'application' : 'applications'}`,
        text: row.vacancies.map((title) => `“${title}”`).join(', '),
      };

export const createReplyPromise = ({
  db,
  repo,
  notify,
}: {
  db: Database;
  repo: Pick<ApplicationsRepository, 'takeOverdue' | 'takeDueBetween'>;
  notify: Pick<Notify, 'personIn' | 'companyEmployersIn'>;
}) => ({
  /**
   * Tells each seeker whose application passed its due time unanswered, once (the mark and the
   * notice commit together; a second run finds nothing); returns how many were told.
   */
  notifyOverdue: async (): Promise<number> => {
    let told = 0;
    for (;;) {
      const count = await transact(db, async (tx, unit) => {
        const rows = await repo.takeOverdue(tx, BATCH);
        for (const row of rows) {
          await notify.personIn(tx, unit, {
            userId: row.seekerId,
            kind: 'applications',
            texts: (locale) => replyOverdueText(locale, row),
            link: { inApp: '/applications', app: '/applications' },
            email: {
              template: 'reply_overdue',
              data: { vacancy: row.vacancy, company: row.company, days: row.days },
            },
          });
        }
        return rows.length;
      });
      told += count;
      if (count < BATCH) return told;
    }
  },

  /**
   * One digest per company of its unanswered applications falling due tomorrow (Moscow), to its
   * employers, in-app and by e-mail per their `applications` setting; each application is listed
   * once. Returns how many companies were told.
   */
  sendDueDigest: async (now = new Date()): Promise<number> => {
    const { from, to } = tomorrowInMoscow(now);
    return transact(db, async (tx, unit) => {
      const rows = await repo.takeDueBetween(tx, from, to);
      for (const row of rows) {
        await notify.companyEmployersIn(tx, unit, {
          companyId: row.companyId,
          kind: 'applications',
          texts: (locale) => replyDigestText(locale, row),
          link: { inApp: '/employer/candidates', app: '/employer/candidates' },
          email: { template: 'reply_due_digest', data: { count: row.count, vacancies: row.vacancies } },
        });
      }
      return rows.length;
    });
  },
});
