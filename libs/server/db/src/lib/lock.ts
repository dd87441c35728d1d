import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';

/** Raised when another live process holds a data folder. */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

export type DataDirLock = {
  path: string;
  release: () => void;
};

type LockContent = { pid: number; hostname: string; startedAt: string };

// Locks this process holds, so a second open in the same process is refused too, while a lock
// file naming our own pid that we do not hold (a container restarted as pid 1) counts as stale.
const heldByThisProcess = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readLock = (path: string): LockContent | undefined => {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return undefined;
    return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt ?? '') };
  } catch {
    return undefined;
  }
};

const isHeld = (path: string, lock: LockContent | undefined): boolean => {
  if (!lock) return false; // unreadable or half-written: stale
  if (lock.hostname !== hostname()) return true; // cannot check a process on another machine
  if (lock.pid === process.pid) return heldByThisProcess.has(path);
  return isAlive(lock.pid);
};

/**
 * Takes the lock file of an embedded database folder: PGlite allows one connection, so a second
 * process (a command-line tool next to a running server) would corrupt the data. A lock whose
 * process is gone is taken over.
 */
export const acquireDataDirLock = (path: string): DataDirLock => {
  const content: LockContent = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(content), { flag: 'wx', mode: 0o644 });
      heldByThisProcess.add(path);
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          const current = readLock(path);
          if (current && current.pid === content.pid && current.startedAt === content.startedAt) {
            try {
              unlinkSync(path);
            } catch {
              // already gone
            }
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const existing = readLock(path);
      if (isHeld(path, existing)) {
        throw new DatabaseLockedError(
          `The database folder is in use by another process (pid ${existing?.pid} on ${existing?.hostname}, ` +
            `since ${existing?.startedAt}). PGlite allows one process at a time: stop that process, or go ` +
            `through its API. If no such process runs, delete ${path}.`,
        );
      }
      try {
        unlinkSync(path); // stale: its process is gone
      } catch {
        // someone else removed it first; try again
      }
    }
  }
  throw new DatabaseLockedError(`Could not take the database lock ${path}: another process keeps taking it.`);
};
