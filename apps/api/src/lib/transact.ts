import type { Database } from '@jobs/server-db';

/** What a unit of work leaves for after its transaction. */
export type UnitOfWork = {
  /** Runs once the transaction has committed (events, caches), in the order added. */
  afterCommit: (work: () => Promise<void> | void) => void;
  /** Runs when it rolled back instead (what was noted meanwhile is forgotten). */
  afterRollback: (work: () => void) => void;
};

/**
 * The caller's writes in one transaction, and what must follow them only once they are durable:
 * every service's unit of work (applications, service requests, …).
 */
export const transact = async <T>(db: Database, work: (tx: Database, unit: UnitOfWork) => Promise<T>): Promise<T> => {
  const committed: Array<() => Promise<void> | void> = [];
  const rolledBack: Array<() => void> = [];
  const unit: UnitOfWork = {
    afterCommit: (next) => void committed.push(next),
    afterRollback: (next) => void rolledBack.push(next),
  };
  let result: T;
  try {
    result = await db.transaction(async (t) => work(t as unknown as Database, unit));
  } catch (error) {
    for (const undo of rolledBack) undo();
    throw error;
  }
  for (const next of committed) await next();
  return result;
};
