import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '@jobs/server-db';

/**
 * Empties the tables the generator fills (vacancies, seeker profiles, users, companies,
 * categories) and restarts their ids. CASCADE also empties every table that points at them
 * (sessions, refresh tokens, and whatever later refers to users or vacancies, such as chats).
 * With `dataDir`, the generated company logos are deleted too.
 */
export const resetDataset = async (db: Database, options: { dataDir?: string } = {}): Promise<void> => {
  await db.execute(sql`truncate table vacancies, seeker_profiles, users, companies, categories restart identity cascade`);
  if (options.dataDir) {
    const folder = resolve(options.dataDir, 'uploads', 'logos');
    const files = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(files.filter((file) => /^company-\d+\.svg$/.test(file)).map((file) => rm(resolve(folder, file), { force: true })));
  }
};
