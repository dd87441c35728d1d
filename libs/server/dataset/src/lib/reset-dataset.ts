import { sql } from 'drizzle-orm';
import {
  categories,
  companies,
  seekerProfiles,
  uploadFiles,
  uploads,
  users,
  vacancies,
  type Database,
} from '@jobs/server-db';

/**
 * Empties the tables the generator fills (vacancies, seeker profiles, users, companies,
 * categories) and restarts their ids, keeping rows that belong to none of them (the assistant
 * template chats a migration creates).
 *
 * Vacancies and resumes are truncated (CASCADE also empties what points at vacancies: messages,
 * and through them notifications). Users, companies and categories are then deleted row by row so
 * that each foreign key's own rule applies: sessions and the seekers' and companies' chats go with
 * their owners, template chats stay. Deleting vacancies one by one instead would be far slower:
 * each removed user then scans them for `created_by`, which has no index. Every account goes,
 * editors included. The generated company logos go too (their records and their stored bytes).
 */
export const resetDataset = async (db: Database): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate table ${vacancies}, ${seekerProfiles} restart identity cascade`);
    await tx.delete(users);
    await tx.delete(companies);
    await tx.delete(categories);
    // The generated logos' upload records (real uploads stay).
    await tx.execute(sql`delete from ${uploads} where ${uploads.path} like 'logos/company-%'`);
    await tx.execute(sql`delete from ${uploadFiles} where ${uploadFiles.path} like 'logos/company-%'`);
    for (const table of ['users', 'companies', 'categories']) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), 1, false)`);
    }
  });
};
