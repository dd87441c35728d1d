// The labels and formats are shared with the other apps (@jobs/ui); the paragraphs are this page's.
export {
  SALARY_NOT_SPECIFIED,
  employmentLabel,
  experienceLabel,
  formatPublishedDate,
  formatSalary,
  salaryTaxNote,
  scheduleLabel,
} from '@jobs/ui';

/** A text field as paragraphs: blank lines separate them, single line breaks stay inside one. */
export const toParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
