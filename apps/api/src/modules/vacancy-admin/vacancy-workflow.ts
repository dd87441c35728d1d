import { FIELD_ERROR_MESSAGES, type CustomFieldErrorCode, type VACANCY_STATUSES } from '@jobs/contracts';

export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

/** Who asks: the company's own staff or an editor. */
export type WorkflowRole = 'employer' | 'editor';

/**
 * What can be asked of a vacancy. `edit` changes its fields; the others move its status:
 * `submit` (→ on_review), `to_draft` (withdraw from review, restore from the archive, or an
 * editor's unpublish), `archive`, `publish` (an editor's direct publish), `approve` and `reject`
 * (an editor's decision on a vacancy on review or on the pending changes of a published one).
 */
export const WORKFLOW_MOVES = ['edit', 'submit', 'to_draft', 'archive', 'publish', 'approve', 'reject'] as const;
export type WorkflowMove = (typeof WORKFLOW_MOVES)[number];

/**
 * What happens to `pending_changes`: `keep` them, `set` (an employer's edit of a published vacancy
 * is stored there, the live version stays), `apply` them to the live version, or `drop` them.
 */
export type PendingEffect = 'keep' | 'set' | 'apply' | 'drop';

export type WorkflowDecision =
  | { allowed: true; to: VacancyStatus; pending: PendingEffect }
  | { allowed: false; code: VacancyMoveRefusal; reason: string };

export type WorkflowInput = {
  role: WorkflowRole;
  from: VacancyStatus;
  move: WorkflowMove;
  /** The vacancy is published and has an edit waiting for review. */
  hasPendingChanges: boolean;
};

const allow = (to: VacancyStatus, pending: PendingEffect = 'keep'): WorkflowDecision => ({
  allowed: true,
  to,
  pending,
});
/** Why a move is refused: a field error code of the contracts, with its English sentence. */
export type VacancyMoveRefusal = Extract<CustomFieldErrorCode, `vacancy_${string}`>;

const deny = (code: VacancyMoveRefusal): WorkflowDecision => ({
  allowed: false,
  code,
  reason: FIELD_ERROR_MESSAGES[code],
});

const employerMove = (from: VacancyStatus, move: WorkflowMove, pending: boolean): WorkflowDecision => {
  switch (move) {
    case 'edit':
      if (from === 'draft' || from === 'rejected') return allow(from);
      if (from === 'published') return allow('published', 'set');
      if (from === 'on_review') return deny('vacancy_on_review_locked');
      return deny('vacancy_archived_locked');
    case 'submit':
      if (from === 'draft' || from === 'rejected') return allow('on_review');
      if (from === 'published') return deny('vacancy_published_submit');
      if (from === 'on_review') return deny('vacancy_already_on_review');
      return deny('vacancy_archived_submit');
    case 'to_draft':
      if (from === 'on_review' || from === 'archived') return allow('draft');
      if (from === 'draft') return deny('vacancy_already_draft');
      if (from === 'published') return deny('vacancy_published_to_draft');
      return deny('vacancy_rejected_to_draft');
    case 'archive':
      if (from === 'archived') return deny('vacancy_already_archived');
      return allow('archived', pending ? 'drop' : 'keep');
    case 'publish':
    case 'approve':
    case 'reject':
      return deny('vacancy_editors_only');
  }
};

const editorMove = (from: VacancyStatus, move: WorkflowMove, pending: boolean): WorkflowDecision => {
  switch (move) {
    case 'edit':
      return allow(from);
    case 'submit':
      return deny('vacancy_editor_submit');
    case 'to_draft':
      if (from === 'draft') return deny('vacancy_already_draft');
      return allow('draft', pending ? 'drop' : 'keep');
    case 'archive':
      if (from === 'archived') return deny('vacancy_already_archived');
      return allow('archived', pending ? 'drop' : 'keep');
    case 'publish':
      if (from === 'published') return deny('vacancy_already_published');
      return allow('published');
    case 'approve':
      if (from === 'on_review') return allow('published');
      if (from === 'published' && pending) return allow('published', 'apply');
      return deny('vacancy_not_approvable');
    case 'reject':
      if (from === 'on_review') return allow('rejected');
      if (from === 'published' && pending) return allow('published', 'drop');
      return deny('vacancy_not_rejectable');
  }
};

/**
 * The one status machine of vacancies (employer and editor routes both ask it): whether `role`
 * may make `move` on a vacancy in state `from`, and if so the next state and what becomes of its
 * pending changes. Pure: no database, no clock.
 */
export const decideMove = ({ role, from, move, hasPendingChanges }: WorkflowInput): WorkflowDecision => {
  const pending = from === 'published' && hasPendingChanges;
  return role === 'employer' ? employerMove(from, move, pending) : editorMove(from, move, pending);
};

/** The move a requested target status means (PATCH sends a status, the machine thinks in moves). */
export const moveForStatus = (target: 'on_review' | 'draft' | 'archived' | 'published'): WorkflowMove => {
  switch (target) {
    case 'on_review':
      return 'submit';
    case 'draft':
      return 'to_draft';
    case 'archived':
      return 'archive';
    case 'published':
      return 'publish';
  }
};
