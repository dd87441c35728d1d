import type { JobSearchStatus } from '@jobs/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const LABELS = {
  active: msg`Actively looking`,
  open: msg`Open to offers`,
  not_looking: msg`Not looking`,
} as const;

/** A job-search status in words. */
export const jobSearchStatusLabel = (status: JobSearchStatus, i18n: I18n): string => i18n._(LABELS[status]);
