import type { JobDefinition } from '../../lib/jobs';
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
