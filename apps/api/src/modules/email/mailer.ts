import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
  /** A calendar invitation (an interview's .ics): sent as a text/calendar part and attachment. */
  icalEvent?: { method: string; filename: string; content: string };
};

/** Sends one message; throws on failure (the queue retries). */
export type Mailer = { send: (message: MailMessage) => Promise<void>; close: () => void };

/**
 * SMTP through nodemailer (`SMTP_URL`, e.g. smtp://localhost:1025 for MailDev, or
 * smtps://user:pass@host:465). Without one, messages are only logged (development without MailDev).
 */
export const createMailer = (smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer => {
  if (!smtpUrl) {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    return {
      send: async (message) => {
        await transport.sendMail(message);
        log.info({ to: message.to, subject: message.subject }, 'e-mail not sent: no SMTP_URL configured');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
};
