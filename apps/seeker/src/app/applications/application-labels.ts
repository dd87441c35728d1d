import type { ApplicationStatus, RejectionReasonCode } from '@jobs/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each status as the seeker reads it («Просмотрено», «Приглашение»…). */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg({ context: 'application status', message: 'Sent' }),
  viewed: msg({ context: 'application status', message: 'Viewed' }),
  invited: msg({ context: 'application status', message: 'Invited' }),
  offer: msg({ context: 'application status', message: 'Offer' }),
  hired: msg({ context: 'application status', message: 'Hired' }),
  rejected: msg({ context: 'application status', message: 'Rejected' }),
  withdrawn: msg({ context: 'application status', message: 'Withdrawn' }),
  expired: msg({ context: 'application status', message: 'No answer' }),
};

/** What a step of the history says happened. */
export const STEP_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg`You applied`,
  viewed: msg`The company viewed your application`,
  invited: msg`The company invited you to an interview`,
  offer: msg`The company made you an offer`,
  hired: msg`You were hired`,
  rejected: msg`The company declined`,
  withdrawn: msg`You withdrew the application`,
  expired: msg`The application expired without an answer`,
};

/** The company's reason for a rejection, in the seeker's language. */
export const REJECTION_REASON_LABELS: Record<RejectionReasonCode, MessageDescriptor> = {
  experience: msg`Your experience does not match what the job needs`,
  skills: msg`Your skills do not match the job’s requirements`,
  salary: msg`Your salary expectations and the company’s offer are too far apart`,
  location: msg`The job’s location does not suit`,
  position_filled: msg`The position has already been filled`,
  screening: msg`Your answers did not meet the vacancy’s requirements`,
  other: msg`The company chose other candidates`,
};

export const statusLabel = (status: ApplicationStatus, i18n: I18n): string => i18n._(STATUS_LABELS[status]);

/** The tone of a status badge. */
export const statusTone = (status: ApplicationStatus): 'progress' | 'good' | 'bad' | 'neutral' => {
  if (status === 'invited' || status === 'offer' || status === 'hired') return 'good';
  if (status === 'rejected') return 'bad';
  if (status === 'withdrawn' || status === 'expired') return 'neutral';
  return 'progress';
};

/** "1 May 2024" / «1 мая 2024 г.», in the interface language. */
export const formatApplicationDate = (iso: string, i18n: I18n): string =>
  i18n.date(iso, { day: 'numeric', month: 'long', year: 'numeric' });
