/**
 * The cover letter being written, per vacancy, kept in this tab (sessionStorage) until it is sent:
 * closing the dialog, signing in or completing the résumé on `/profile` loses nothing.
 */
const keyOf = (vacancyId: number) => `jobs.cover-letter.${vacancyId}`;

export const coverLetterDraft = {
  read(vacancyId: number): string {
    try {
      return sessionStorage.getItem(keyOf(vacancyId)) ?? '';
    } catch {
      return '';
    }
  },
  write(vacancyId: number, text: string): void {
    try {
      if (text) sessionStorage.setItem(keyOf(vacancyId), text);
      else sessionStorage.removeItem(keyOf(vacancyId));
    } catch {
      // Storage full or blocked: the letter stays in the dialog only.
    }
  },
  clear(vacancyId: number): void {
    try {
      sessionStorage.removeItem(keyOf(vacancyId));
    } catch {
      // Nothing kept.
    }
  },
};
