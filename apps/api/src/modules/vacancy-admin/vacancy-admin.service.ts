import type {
  CollectionSlug,
  CreateVacancyBody,
  ManagedVacancy,
  UpdateVacancyBody,
  VacancyChanges,
  VacancyInput,
} from '@jobs/contracts';
import { FIELD_ERROR_MESSAGES } from '@jobs/contracts';
import type { Database, vacancies } from '@jobs/server-db';
import { AppError, fieldDetail, fieldError } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import {
  auditSnapshot,
  effectiveFields,
  fieldsToColumns,
  liveFields,
  type VacancyColumns,
  type VacancyFields,
  type VacancyRow,
} from './managed-vacancy';
import { createVacancyAdminRepository, type Executor, type VacancyAdminRepository } from './vacancy-admin.repository';
import { decideMove, moveForStatus, type WorkflowMove, type WorkflowRole } from './vacancy-workflow';

export type Actor = { id: number; role: WorkflowRole; companyId: number | null };

type EditorUpdate = {
  version: number;
  changes?: VacancyChanges;
  status?: 'draft' | 'published' | 'archived';
};

type EditorCreate = VacancyInput & { company_id: number; publish: boolean };

const notFound = () => new AppError('NOT_FOUND', 'Vacancy not found');

const staleError = (current: ManagedVacancy, message = 'The vacancy was changed since it was loaded') =>
  new AppError('CONFLICT', message, { current });

/** Salary "from" must not exceed "to" on the fields the vacancy will have. */
const checkSalary = (fields: Pick<VacancyFields, 'salary_from' | 'salary_to'>, prefix: string) => {
  if (fields.salary_from !== null && fields.salary_to !== null && fields.salary_from > fields.salary_to) {
    throw fieldError(`${prefix}salary_to`, 'salary_order');
  }
};

const checkCategory = async (
  repo: VacancyAdminRepository,
  tx: Executor,
  categoryId: number | null | undefined,
  prefix: string,
) => {
  if (categoryId === null || categoryId === undefined) return;
  if (!(await repo.categoryExists(tx, categoryId))) throw fieldError(`${prefix}category_id`, 'unknown_category');
};

/** The columns a status move changes besides `status` itself. */
const moveColumns = (move: WorkflowMove, row: VacancyRow, actor: Actor, now: Date, reason?: string): VacancyColumns => {
  switch (move) {
    case 'submit':
      return { submittedAt: now, rejectionReason: null, archivedAt: null };
    case 'to_draft':
      return { archivedAt: null };
    case 'archive':
      return { archivedAt: now };
    case 'publish':
      return { publishedAt: now, archivedAt: null, rejectionReason: null, reviewedAt: now, reviewedBy: actor.id };
    case 'approve':
      return {
        ...(row.status === 'published' ? {} : { publishedAt: now }),
        rejectionReason: null,
        reviewedAt: now,
        reviewedBy: actor.id,
      };
    case 'reject':
      return { rejectionReason: reason ?? null, reviewedAt: now, reviewedBy: actor.id };
    case 'edit':
      return {};
  }
};

/** Employers must have confirmed their e-mail before a vacancy of theirs goes to review. */
/** Nothing of a company an editor blocked after reports goes to review again (issue 27). */
const requireNotBlocked = async (
  repo: VacancyAdminRepository,
  tx: Executor,
  actor: Actor,
  field: string,
): Promise<void> => {
  if (actor.role !== 'employer' || actor.companyId === null) return;
  if (await repo.companyBlocked(tx, actor.companyId))
    throw new AppError('FORBIDDEN', FIELD_ERROR_MESSAGES.company_blocked, [fieldDetail(field, 'company_blocked')]);
};

/** An employer sends a vacancy to review only with a confirmed e-mail and an unblocked company. */
const requireMaySubmit = async (
  repo: VacancyAdminRepository,
  tx: Executor,
  actor: Actor,
  field: string,
): Promise<void> => {
  if (actor.role !== 'employer') return;
  if (!(await repo.emailVerified(tx, actor.id)))
    throw new AppError('FORBIDDEN', FIELD_ERROR_MESSAGES.email_unverified, [fieldDetail(field, 'email_unverified')]);
  await requireNotBlocked(repo, tx, actor, field);
};

export type VacancyAdminHooks = {
  /**
   * A vacancy became public (published, or published again), inside the write's transaction:
   * what must follow it (saved-search alerts) is enqueued with it, durably.
   */
  onPublished?: (tx: Database, vacancyId: number) => Promise<void>;
  /** Any vacancy written (created or updated), inside the write's transaction: its risk is judged again. */
  onWritten?: (tx: Database, row: VacancyRow) => Promise<unknown>;
};

export const createVacancyAdminService = (db: Database, hooks: VacancyAdminHooks = {}) => {
  const repo = createVacancyAdminRepository(db);

  /** Tells `onPublished` of a row that has just become public (it was not, or got a new publication time). */
  const published = async (tx: Executor, before: Pick<VacancyRow, 'status'> | undefined, after: VacancyRow) => {
    if (!hooks.onPublished || after.status !== 'published' || before?.status === 'published') return;
    await hooks.onPublished(tx, after.id);
  };

  const audit = async (
    tx: Executor,
    actor: Actor,
    action: string,
    entityType: string,
    entityId: number | null,
    before: unknown,
    after: unknown,
  ) => {
    if (actor.role !== 'editor') return;
    await repo.insertAudit(tx, {
      actorUserId: actor.id,
      actorRole: actor.role,
      action,
      entityType,
      entityId,
      before: before ?? null,
      after: after ?? null,
    });
  };

  const scope = (actor: Actor) => (actor.role === 'employer' ? (actor.companyId ?? -1) : undefined);

  /** The row a write starts from: 404 when missing or another company's, 409 when `version` is stale. */
  const loadForWrite = async (tx: Executor, actor: Actor, id: number, version?: number) => {
    const row = await repo.findRow(tx, id, scope(actor));
    if (!row) throw notFound();
    if (version !== undefined && row.version !== version) {
      throw staleError((await repo.findManaged(tx, id)) as ManagedVacancy);
    }
    return row;
  };

  /** A responsible member must be an active employer of the vacancy's company. */
  const checkMember = async (tx: Executor, companyId: number, userId: number, field: string): Promise<void> => {
    if (!(await repo.isActiveMember(tx, companyId, userId))) throw fieldError(field, 'not_team_member');
  };

  /** `UPDATE … WHERE id = ? AND version = ?`, version + 1; a lost race is a 409 with the current vacancy. */
  const versionedUpdate = async (tx: Executor, row: VacancyRow, columns: VacancyColumns): Promise<VacancyRow> => {
    const updated = await repo.updateVersioned(tx, row, columns);
    if (!updated) throw staleError((await repo.findManaged(tx, row.id)) as ManagedVacancy);
    await published(tx, row, updated);
    await hooks.onWritten?.(tx, updated);
    return updated;
  };

  const managed = async (tx: Executor, id: number) => (await repo.findManaged(tx, id)) as ManagedVacancy;

  /**
   * An edit and/or a status move, as the machine allows them for the actor: the edit first (an
   * employer's edit of a published vacancy goes to `pending_changes`), then the move.
   */
  const planUpdate = async (
    tx: Executor,
    actor: Actor,
    row: VacancyRow,
    body: { changes?: VacancyChanges; status?: string; responsible_user_id?: number },
  ): Promise<{ columns: VacancyColumns; action: string } | null> => {
    const now = new Date();
    let state = row.status;
    let pending = row.pendingChanges ?? null;
    let columns: VacancyColumns = {};
    const actions: string[] = [];
    const changes = body.changes && Object.keys(body.changes).length > 0 ? body.changes : undefined;

    if (changes) {
      const decision = decideMove({ role: actor.role, from: state, move: 'edit', hasPendingChanges: pending !== null });
      if (!decision.allowed) throw fieldError('body.changes', decision.code);
      await checkCategory(repo, tx, changes.category_id, 'body.changes.');
      if (decision.pending === 'set') {
        await requireNotBlocked(repo, tx, actor, 'body.changes');
        pending = { ...pending, ...changes };
        checkSalary({ ...liveFields(row), ...(pending as VacancyChanges) }, 'body.changes.');
        columns = { pendingChanges: pending, submittedAt: now, rejectionReason: null };
      } else {
        checkSalary({ ...liveFields(row), ...changes }, 'body.changes.');
        columns = fieldsToColumns(changes);
      }
      actions.push('update');
    }

    if (body.status !== undefined && body.status !== state) {
      const move = moveForStatus(body.status as 'on_review' | 'draft' | 'archived' | 'published');
      const decision = decideMove({ role: actor.role, from: state, move, hasPendingChanges: pending !== null });
      if (!decision.allowed) throw fieldError('body.status', decision.code);
      if (decision.to === 'on_review') await requireMaySubmit(repo, tx, actor, 'body.status');
      columns = { ...columns, ...moveColumns(move, row, actor, now), status: decision.to };
      if (decision.pending === 'drop') columns.pendingChanges = null;
      state = decision.to;
      actions.push(move);
    }

    if (body.responsible_user_id !== undefined && body.responsible_user_id !== row.responsibleUserId) {
      await checkMember(tx, row.companyId, body.responsible_user_id, 'body.responsible_user_id');
      columns = { ...columns, responsibleUserId: body.responsible_user_id };
      actions.push('assign');
    }
    return actions.length > 0 ? { columns, action: actions.join('+') } : null;
  };

  const update = async (actor: Actor, id: number, body: UpdateVacancyBody | EditorUpdate) =>
    transact(db, async (tx) => {
      const row = await loadForWrite(tx, actor, id, body.version);
      const plan = await planUpdate(tx, actor, row, body);
      if (!plan) return managed(tx, id);
      const updated = await versionedUpdate(tx, row, plan.columns);
      await audit(tx, actor, plan.action, 'vacancy', id, auditSnapshot(row), auditSnapshot(updated));
      return managed(tx, id);
    });

  const archive = async (actor: Actor, id: number) =>
    transact(db, async (tx) => {
      const row = await loadForWrite(tx, actor, id);
      // Archiving an archived vacancy changes nothing (DELETE is idempotent).
      if (row.status === 'archived') return managed(tx, id);
      const decision = decideMove({
        role: actor.role,
        from: row.status,
        move: 'archive',
        hasPendingChanges: row.pendingChanges !== null,
      });
      if (!decision.allowed) throw fieldError('params.id', decision.code);
      const updated = await versionedUpdate(tx, row, {
        ...moveColumns('archive', row, actor, new Date()),
        status: decision.to,
        ...(decision.pending === 'drop' ? { pendingChanges: null } : {}),
      });
      await audit(tx, actor, 'archive', 'vacancy', id, auditSnapshot(row), auditSnapshot(updated));
      return managed(tx, id);
    });

  /** An editor's decision: approve (publish, or apply the pending changes) or reject with a reason. */
  const decide = async (actor: Actor, id: number, version: number, move: 'approve' | 'reject', reason?: string) =>
    transact(db, async (tx) => {
      const row = await loadForWrite(tx, actor, id, version);
      const decision = decideMove({
        role: actor.role,
        from: row.status,
        move,
        hasPendingChanges: row.pendingChanges !== null,
      });
      if (!decision.allowed) throw staleError(await managed(tx, id), decision.reason);
      let columns: VacancyColumns = { ...moveColumns(move, row, actor, new Date(), reason), status: decision.to };
      if (decision.pending === 'apply') {
        const applied = effectiveFields(row);
        checkSalary(applied, 'pending_changes.');
        await checkCategory(repo, tx, (row.pendingChanges as VacancyChanges).category_id, 'pending_changes.');
        columns = { ...columns, ...fieldsToColumns(row.pendingChanges as VacancyChanges), pendingChanges: null };
      } else if (decision.pending === 'drop') {
        columns.pendingChanges = null;
      }
      const updated = await versionedUpdate(tx, row, columns);
      await audit(tx, actor, move, 'vacancy', id, auditSnapshot(row), auditSnapshot(updated));
      return managed(tx, id);
    });

  const insertVacancy = async (tx: Executor, columns: typeof vacancies.$inferInsert) => {
    const row = await repo.insertVacancy(tx, columns);
    await published(tx, undefined, row);
    await hooks.onWritten?.(tx, row);
    return row;
  };

  return {
    repo,

    get: async (actor: Actor, id: number) => {
      const found = await repo.findManaged(db, id, scope(actor));
      if (!found) throw notFound();
      return found;
    },

    createForEmployer: async (actor: Actor, body: CreateVacancyBody) =>
      transact(db, async (tx) => {
        const { submit, responsible_user_id: responsible, ...fields } = body;
        await checkCategory(repo, tx, fields.category_id, 'body.');
        if (responsible !== undefined) {
          await checkMember(tx, actor.companyId as number, responsible, 'body.responsible_user_id');
        }
        const now = new Date();
        let columns: typeof vacancies.$inferInsert = {
          ...(fieldsToColumns(fields) as typeof vacancies.$inferInsert),
          companyId: actor.companyId as number,
          createdBy: actor.id,
          responsibleUserId: responsible ?? actor.id,
          status: 'draft',
        };
        if (submit) {
          const decision = decideMove({ role: 'employer', from: 'draft', move: 'submit', hasPendingChanges: false });
          if (!decision.allowed) throw fieldError('body.submit', decision.code);
          await requireMaySubmit(repo, tx, actor, 'body.submit');
          columns = { ...columns, ...moveColumns('submit', {} as VacancyRow, actor, now), status: decision.to };
        }
        const row = await insertVacancy(tx, columns);
        return managed(tx, row.id);
      }),

    createForEditor: async (actor: Actor, body: EditorCreate) =>
      transact(db, async (tx) => {
        const { publish, company_id: companyId, ...fields } = body;
        if (!(await repo.companyExists(tx, companyId))) throw fieldError('body.company_id', 'unknown_company');
        await checkCategory(repo, tx, fields.category_id, 'body.');
        const now = new Date();
        const row = await insertVacancy(tx, {
          ...(fieldsToColumns(fields) as typeof vacancies.$inferInsert),
          companyId,
          createdBy: actor.id,
          status: 'draft',
          ...(publish ? { ...moveColumns('publish', {} as VacancyRow, actor, now), status: 'published' } : {}),
        });
        await audit(tx, actor, 'create', 'vacancy', row.id, null, auditSnapshot(row));
        return managed(tx, row.id);
      }),

    update,
    archive,
    approve: (actor: Actor, id: number, version: number) => decide(actor, id, version, 'approve'),
    reject: (actor: Actor, id: number, version: number, reason: string) => decide(actor, id, version, 'reject', reason),

    /** A new draft with the fields the vacancy has (its pending changes included). */
    duplicate: async (actor: Actor, id: number) =>
      transact(db, async (tx) => {
        const row = await loadForWrite(tx, actor, id);
        const copy = await insertVacancy(tx, {
          ...(fieldsToColumns(effectiveFields(row)) as typeof vacancies.$inferInsert),
          companyId: row.companyId,
          createdBy: actor.id,
          status: 'draft',
        });
        await audit(tx, actor, 'duplicate', 'vacancy', copy.id, null, auditSnapshot(copy));
        return managed(tx, copy.id);
      }),

    /** Each vacancy moves in its own transaction; one that cannot move is reported, not failed. */
    bulk: async (actor: Actor, action: 'publish' | 'archive', ids: number[]) => {
      const updated: number[] = [];
      const skipped: { id: number; reason: string }[] = [];
      for (const id of ids) {
        const outcome = await transact(db, async (tx) => {
          const row = await repo.findRow(tx, id);
          if (!row) return 'Vacancy not found';
          const decision = decideMove({
            role: actor.role,
            from: row.status,
            move: action,
            hasPendingChanges: row.pendingChanges !== null,
          });
          if (!decision.allowed) return decision.reason;
          const changed = await repo.updateVersioned(tx, row, {
            ...moveColumns(action, row, actor, new Date()),
            status: decision.to,
            ...(decision.pending === 'drop' ? { pendingChanges: null } : {}),
          });
          if (!changed) return 'The vacancy changed meanwhile';
          await published(tx, row, changed);
          await audit(tx, actor, `bulk_${action}`, 'vacancy', id, auditSnapshot(row), auditSnapshot(changed));
          return null;
        });
        if (outcome === null) updated.push(id);
        else skipped.push({ id, reason: outcome });
      }
      return { updated, skipped };
    },

    collection: (slug: CollectionSlug) => repo.collection(db, slug),

    /** Replaces a collection's ordered ids (published vacancies only), with an audit entry. */
    putCollection: async (actor: Actor, slug: CollectionSlug, ids: number[]) =>
      transact(db, async (tx) => {
        if (ids.length > 0) {
          const published = await repo.publishedOf(tx, ids);
          const bad = ids.filter((id) => !published.has(id));
          if (bad.length > 0) {
            throw fieldError(
              'body.vacancy_ids',
              'vacancies_not_published',
              { ids: bad.join(', ') },
              `Only published vacancies can be added (not: ${bad.join(', ')})`,
            );
          }
        }
        const before = await repo.replaceCollection(tx, slug, ids, actor.id);
        await audit(
          tx,
          actor,
          'collection_update',
          'collection',
          null,
          { slug, vacancy_ids: before },
          { slug, vacancy_ids: ids },
        );
        return repo.collection(tx, slug);
      }),
  };
};

export type VacancyAdminService = ReturnType<typeof createVacancyAdminService>;
