import type { POSTED_WITHIN_DAYS } from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The labels and formats are shared with the other apps (@jobs/ui: each takes the Lingui instance
// to speak in, `useLingui().i18n` in a component); the "posted within" labels and the paragraphs
// are this app's.
export {
  employmentLabel,
  experienceLabel,
  formatPublishedDate,
  formatSalary,
  salaryTaxNote,
  scheduleLabel,
} from '@jobs/ui';

/** The search's "posted within" filter. */
export const POSTED_LABELS: Record<(typeof POSTED_WITHIN_DAYS)[number], MessageDescriptor> = {
  1: msg`Last 24 hours`,
  3: msg`Last 3 days`,
  7: msg`Last week`,
  30: msg`Last month`,
};

/** A text field as paragraphs: blank lines separate them, single line breaks stay inside one. */
export const toParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
