import type { ApplicationActor, ApplicationStatus } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { JobDefinition } from '../../lib/jobs';
import type { Outbox } from './outbox';
import type { EmailService } from './email.service';

/** The e-mail jobs of the durable queue: one per outbox e-mail, and two recurring scans. */
export const emailJobs = (
  emailService: () => EmailService,
  { unreadEveryMs, digestEveryMs }: { unreadEveryMs: number; digestEveryMs: number },
): Record<string, JobDefinition> => ({
  'email.send': {
    // 10 s, 20 s, 40 s … up to the queue's cap: an SMTP server down for hours still gets the mail.
    maxAttempts: 15,
    run: async (payload) => {
      const id = Number(payload['id']);
      if (Number.isInteger(id) && id > 0) await emailService().sendOne(id);
    },
  },
  'email.unread-messages': {
    everyMs: unreadEveryMs,
    run: async (_payload, { log }) => {
      const emailed = await emailService().scanUnread();
      if (emailed > 0) log.info({ emailed }, 'unread-message e-mails queued');
    },
  },
  'email.digest': {
    everyMs: digestEveryMs,
    run: async (_payload, { log }) => {
      const sent = await emailService().sendDigests();
      if (sent > 0) log.info({ sent }, 'daily digests queued');
    },
  },
});

/** Statuses the seeker is not e-mailed about: their own first step and the company's first look. */
const QUIET_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['new', 'viewed']);

/**
 * The seeker's e-mail about a status change of their application (made by the company or the
 * platform, not by the seeker), per their `applications` setting; in the change's transaction.
 */
export const applicationStatusEmail =
  (outbox: Outbox) =>
  async (
    tx: Database,
    row: { seekerId: number; vacancyTitle: string; companyName: string; id: number },
    to: ApplicationStatus,
    by: ApplicationActor,
  ): Promise<void> => {
    if (by === 'seeker' || QUIET_STATUSES.has(to)) return;
    await outbox.enqueueEmail(tx, {
      userId: row.seekerId,
      kind: 'applications',
      template: 'application_status',
      data: { vacancy: row.vacancyTitle, company: row.companyName, status: to },
      path: `/applications/${row.id}`,
    });
  };
