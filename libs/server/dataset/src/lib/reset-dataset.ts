import { readdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { categories, companies, seekerProfiles, users, vacancies, type Database } from '@jobs/server-db';

/**
 * Empties the tables the generator fills (vacancies, seeker profiles, users, companies,
 * categories) and restarts their ids. Rows are deleted rather than truncated so that each foreign
 * key's own rule applies: sessions, seekers' and companies' chats, messages and notifications go
 * with their owners, while rows that belong to nobody (the assistant template chats a migration
 * creates) stay. Every account goes, editors included. With `dataDir`, the generated company
 * logos are deleted too.
 */
export const resetDataset = async (db: Database, options: { dataDir?: string } = {}): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(vacancies);
    await tx.delete(seekerProfiles);
    await tx.delete(users);
    await tx.delete(companies);
    await tx.delete(categories);
    for (const table of ['vacancies', 'users', 'companies', 'categories']) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
    }
  });
  if (options.dataDir) {
    const folder = resolve(options.dataDir, 'uploads', 'logos');
    const files = await readdir(folder).catch(() => [] as string[]);
    await Promise.all(
      files.filter((file) => /^company-\d+\.svg$/.test(file)).map((file) => rm(resolve(folder, file), { force: true })),
    );
  }
};
