import type {
  ApplicationStatus,
  BulkMoveResponse,
  EmployerMoveStatus,
  MessageTemplates,
  RejectionReasonCode,
} from '@jobs/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A status in words (the funnel's tabs, the badges, the history). */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  new: msg({ context: 'application status', message: 'New' }),
  viewed: msg({ context: 'application status', message: 'Viewed' }),
  invited: msg({ context: 'application status', message: 'Invited' }),
  offer: msg({ context: 'application status', message: 'Offer' }),
  hired: msg({ context: 'application status', message: 'Hired' }),
  rejected: msg({ context: 'application status', message: 'Rejected' }),
  withdrawn: msg({ context: 'application status', message: 'Withdrawn' }),
  expired: msg({ context: 'application status', message: 'Expired' }),
};

/** The button that makes a move. */
export const MOVE_LABELS: Record<EmployerMoveStatus, MessageDescriptor> = {
  invited: msg`Invite to an interview`,
  offer: msg`Make an offer`,
  hired: msg`Hire`,
  rejected: msg`Reject`,
};

/** The move dialog's title. */
export const MOVE_TITLES: Record<EmployerMoveStatus, MessageDescriptor> = {
  invited: msg`Invite to an interview`,
  offer: msg`Make a job offer`,
  hired: msg`Hire the candidate`,
  rejected: msg`Reject the candidate`,
};

/** What happened, for the toast after a move. */
export const MOVED_NOTICES: Record<EmployerMoveStatus, MessageDescriptor> = {
  invited: msg`Invited to an interview.`,
  offer: msg`Offer sent.`,
  hired: msg`Marked as hired.`,
  rejected: msg`Rejected.`,
};

/** The templates page's field per step. */
export const TEMPLATE_LABELS: Record<keyof MessageTemplates, MessageDescriptor> = {
  invited: msg`Invitation to an interview`,
  offer: msg`Job offer`,
  hired: msg`Hired`,
  rejected: msg`Rejection`,
  screening: msg`Rejection after the screening questions (sent automatically)`,
};

/** A rejection reason as people say it (the API keeps the code). */
export const REASON_LABELS: Record<RejectionReasonCode, MessageDescriptor> = {
  experience: msg`Not enough experience`,
  skills: msg`Skills do not match`,
  salary: msg`Salary expectations do not match`,
  location: msg`Location does not fit`,
  position_filled: msg`The position has been filled`,
  screening: msg`Did not meet a required answer`,
  other: msg`Another reason`,
};

/** Why a bulk move left a candidate where they were. */
export const SKIP_REASON_LABELS: Record<BulkMoveResponse['skipped'][number]['reason'], MessageDescriptor> = {
  not_found: msg`no longer found`,
  not_allowed: msg`this move is not possible from their status`,
  same_status: msg`already has this status`,
};
