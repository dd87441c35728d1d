import type { Database } from '@jobs/server-db';
import type { SQL } from 'drizzle-orm';

/** The rows of a raw SQL statement (both drivers answer `{ rows }`). */
export const rowsOf = async <T>(db: Database, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
