import { expect } from '@playwright/test';
/** start-api.mjs starts MailDev with its REST API here. */
const MAILDEV_WEB_PORT = 1080;

export const MAILDEV_URL = `http://127.0.0.1:${MAILDEV_WEB_PORT}`;

type MaildevEmail = { subject: string; text: string; html: string; to: { address: string }[] };

/** The newest e-mail to `address` whose subject is `subject`, as MailDev 3’s REST API (`GET /api/email`) has it. */
export const waitForEmail = async (address: string, subject: string): Promise<MaildevEmail> => {
  let found: MaildevEmail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${MAILDEV_URL}/api/email`);
        const emails = (await response.json()) as MaildevEmail[];
        found = emails
          .filter((email) => email.subject === subject && email.to.some((to) => to.address === address))
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail "${subject}" to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found as MaildevEmail;
};

/** The first link in the text that starts with `prefix`. */
export const linkIn = (text: string, prefix: string): string => {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]+`).exec(text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
};
