import type { Database } from '@jobs/server-db';
import type { SQL } from 'drizzle-orm';

/** The rows of a raw SQL statement (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** The rows of a raw statement's result already in hand (`db.execute`'s answer). */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
