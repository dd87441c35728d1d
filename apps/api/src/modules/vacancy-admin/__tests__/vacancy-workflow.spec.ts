import {
  decideMove,
  WORKFLOW_MOVES,
  type VacancyStatus,
  type WorkflowMove,
  type WorkflowRole,
} from '../vacancy-workflow';

const STATUSES: VacancyStatus[] = ['draft', 'on_review', 'published', 'rejected', 'archived'];

type Expected = `${VacancyStatus}` | `${VacancyStatus}:${'set' | 'apply' | 'drop'}` | null;

/**
 * The whole machine: for each role, state (with or without pending changes for `published`) and
 * move, the next state (with what happens to pending changes) or null when forbidden.
 */
const TABLE: Record<WorkflowRole, Record<string, Record<WorkflowMove, Expected>>> = {
  employer: {
    draft: {
      edit: 'draft',
      submit: 'on_review',
      to_draft: null,
      archive: 'archived',
      publish: null,
      approve: null,
      reject: null,
    },
    on_review: {
      edit: null,
      submit: null,
      to_draft: 'draft',
      archive: 'archived',
      publish: null,
      approve: null,
      reject: null,
    },
    published: {
      edit: 'published:set',
      submit: null,
      to_draft: null,
      archive: 'archived',
      publish: null,
      approve: null,
      reject: null,
    },
    'published+pending': {
      edit: 'published:set',
      submit: null,
      to_draft: null,
      archive: 'archived:drop',
      publish: null,
      approve: null,
      reject: null,
    },
    rejected: {
      edit: 'rejected',
      submit: 'on_review',
      to_draft: null,
      archive: 'archived',
      publish: null,
      approve: null,
      reject: null,
    },
    archived: {
      edit: null,
      submit: null,
      to_draft: 'draft',
      archive: null,
      publish: null,
      approve: null,
      reject: null,
    },
  },
  editor: {
    draft: {
      edit: 'draft',
      submit: null,
      to_draft: null,
      archive: 'archived',
      publish: 'published',
      approve: null,
      reject: null,
    },
    on_review: {
      edit: 'on_review',
      submit: null,
      to_draft: 'draft',
      archive: 'archived',
      publish: 'published',
      approve: 'published',
      reject: 'rejected',
    },
    published: {
      edit: 'published',
      submit: null,
      to_draft: 'draft',
      archive: 'archived',
      publish: null,
      approve: null,
      reject: null,
    },
    'published+pending': {
      edit: 'published',
      submit: null,
      to_draft: 'draft:drop',
      archive: 'archived:drop',
      publish: null,
      approve: 'published:apply',
      reject: 'published:drop',
    },
    rejected: {
      edit: 'rejected',
      submit: null,
      to_draft: 'draft',
      archive: 'archived',
      publish: 'published',
      approve: null,
      reject: null,
    },
    archived: {
      edit: 'archived',
      submit: null,
      to_draft: 'draft',
      archive: null,
      publish: 'published',
      approve: null,
      reject: null,
    },
  },
};

const cases = (Object.keys(TABLE) as WorkflowRole[]).flatMap((role) =>
  Object.entries(TABLE[role]).flatMap(([state, moves]) =>
    WORKFLOW_MOVES.map((move) => ({ role, state, move, expected: moves[move] })),
  ),
);

describe('the vacancy status machine', () => {
  it('covers every role, state and move', () => {
    expect(cases).toHaveLength(2 * 6 * WORKFLOW_MOVES.length);
    for (const role of Object.keys(TABLE) as WorkflowRole[]) {
      expect(Object.keys(TABLE[role]).sort()).toEqual([...STATUSES, 'published+pending'].sort());
    }
  });

  it.each(cases)('$role: $state --$move--> $expected', ({ role, state, move, expected }) => {
    const from = state.split('+')[0] as VacancyStatus;
    const decision = decideMove({ role, from, move, hasPendingChanges: state.endsWith('+pending') });
    if (expected === null) {
      expect(decision.allowed).toBe(false);
      if (!decision.allowed) expect(decision.reason.length).toBeGreaterThan(5);
      return;
    }
    const [to, pending = 'keep'] = expected.split(':');
    expect(decision).toEqual({ allowed: true, to, pending });
  });

  it('ignores pending changes on anything but a published vacancy', () => {
    expect(decideMove({ role: 'editor', from: 'draft', move: 'approve', hasPendingChanges: true }).allowed).toBe(false);
    expect(decideMove({ role: 'editor', from: 'archived', move: 'to_draft', hasPendingChanges: true })).toEqual({
      allowed: true,
      to: 'draft',
      pending: 'keep',
    });
  });
});
