import { z } from 'zod';
import type { Locale } from './constants';

/** The statuses of an application (their own file: chat messages name them too). */
export const APPLICATION_STATUSES = [
  'new',
  'viewed',
  'invited',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** A status in words, as the platform's own notes in the chat name it. */
export const APPLICATION_STATUS_NAMES: Record<Locale, Record<ApplicationStatus, string>> = {
  ru: {
    new: 'новый',
    viewed: 'просмотрен',
    invited: 'приглашение на собеседование',
    offer: 'предложение о работе',
    hired: 'принят на работу',
    rejected: 'отказ',
    withdrawn: 'отозван кандидатом',
    expired: 'истёк срок ответа',
  },
  en: {
    new: 'new',
    viewed: 'viewed',
    invited: 'invited to an interview',
    offer: 'job offer',
    hired: 'hired',
    rejected: 'rejected',
    withdrawn: 'withdrawn by the candidate',
    expired: 'expired without an answer',
  },
};

/**
 * The short system note a status change posts in the company chat (in the seeker's language). It
 * is also the notification's text, and a toast shows 55 characters: what happened comes first
 * («Приглашение на собеседование: …»), the vacancy after.
 */
export const applicationStatusNote = (locale: Locale, status: ApplicationStatus, vacancy: string): string => {
  const name = APPLICATION_STATUS_NAMES[locale][status];
  return `${name.charAt(0).toLocaleUpperCase(locale)}${name.slice(1)}: ${vacancy}`;
};

/**
 * A status note as one reader reads it: the note stored in the seeker's language, said again in
 * `locale` (the status and the vacancy are stored with the message). Any other text is left as it is.
 */
export const statusNoteFor = (
  locale: Locale,
  stored: { text: string; status: ApplicationStatus; vacancy: string | null },
): string => {
  if (stored.vacancy === null) return stored.text;
  const vacancy = stored.vacancy;
  const isNote = (['ru', 'en'] as const).some((l) => applicationStatusNote(l, stored.status, vacancy) === stored.text);
  return isNote ? applicationStatusNote(locale, stored.status, vacancy) : stored.text;
};
