import { formatInterviewTime, type Locale } from '@jobs/contracts';

// What an interview's steps say: the chat line (in both languages: each reader reads their own),
// the notification for the other side, and the reminders. Every time is named with its zone.

export type InterviewStep =
  | { step: 'proposed'; by: 'seeker' | 'employer'; slots: string[]; reschedule: boolean }
  | { step: 'scheduled'; startsAt: string }
  | { step: 'cancelled'; by: 'seeker' | 'employer'; reason: string };

export type StepContext = { vacancy: string; company: string; candidate: string; timeZone: string };

const list = (locale: Locale, slots: string[], timeZone: string) =>
  slots.map((slot) => `• ${formatInterviewTime(slot, locale, timeZone)}`).join('\n');

/** The chat line of a step (the platform's, in the chat of the application). */
export const interviewLine = (locale: Locale, step: InterviewStep, context: StepContext): string => {
  const ru = locale === 'ru';
  switch (step.step) {
    case 'proposed': {
      const who = step.by === 'employer' ? context.company : context.candidate;
      const head = ru
        ? step.reschedule
          ? `${who} предлагает перенести собеседование по вакансии «${context.vacancy}». Варианты:`
          : `${who} предлагает время собеседования по вакансии «${context.vacancy}»:`
        : step.reschedule
          ? `${who} proposes to move the interview for “${context.vacancy}”. Options:`
          : `${who} proposes interview times for “${context.vacancy}”:`;
      return `${head}\n${list(locale, step.slots, context.timeZone)}`;
    }
    case 'scheduled':
      return ru
        ? `Собеседование по вакансии «${context.vacancy}» назначено: ${formatInterviewTime(step.startsAt, locale, context.timeZone)}.`
        : `The interview for “${context.vacancy}” is set: ${formatInterviewTime(step.startsAt, locale, context.timeZone)}.`;
    case 'cancelled': {
      const who = step.by === 'employer' ? context.company : context.candidate;
      return ru
        ? `${who} отменяет собеседование по вакансии «${context.vacancy}». Причина: ${step.reason}`
        : `${who} cancelled the interview for “${context.vacancy}”. Reason: ${step.reason}`;
    }
  }
};

/** The notification's title and text for the other side. */
export const interviewNotice = (
  locale: Locale,
  step: InterviewStep,
  context: StepContext,
): { title: string; text: string } => {
  const ru = locale === 'ru';
  switch (step.step) {
    case 'proposed':
      return {
        title: ru
          ? step.reschedule
            ? 'Собеседование: предложено другое время'
            : 'Приглашение на собеседование'
          : step.reschedule
            ? 'Interview: other times proposed'
            : 'Interview invitation',
        text: ru
          ? `«${context.vacancy}»: ${step.slots.length} вариант(а) времени, ближайший — ${formatInterviewTime(step.slots[0] ?? '', locale, context.timeZone)}`
          : `“${context.vacancy}”: ${step.slots.length} time option(s), the first ${formatInterviewTime(step.slots[0] ?? '', locale, context.timeZone)}`,
      };
    case 'scheduled':
      return {
        title: ru ? 'Собеседование назначено' : 'Interview scheduled',
        text: `«${context.vacancy}»: ${formatInterviewTime(step.startsAt, locale, context.timeZone)}`,
      };
    case 'cancelled':
      return {
        title: ru ? 'Собеседование отменено' : 'Interview cancelled',
        text: ru ? `«${context.vacancy}»: ${step.reason}` : `“${context.vacancy}”: ${step.reason}`,
      };
  }
};

/** A reminder, `hours` before, in the reader's time zone. */
export const reminderText = (
  locale: Locale,
  hours: number,
  row: { vacancy: string; startsAt: string; timeZone: string; where: string | null },
): { title: string; text: string } => {
  const when = formatInterviewTime(row.startsAt, locale, row.timeZone);
  const where = row.where ? ` · ${row.where}` : '';
  return locale === 'ru'
    ? {
        title: hours >= 24 ? 'Собеседование завтра' : 'Собеседование через час',
        text: `«${row.vacancy}»: ${when}${where}`,
      }
    : {
        title: hours >= 24 ? 'Interview tomorrow' : 'Interview in an hour',
        text: `“${row.vacancy}”: ${when}${where}`,
      };
};
