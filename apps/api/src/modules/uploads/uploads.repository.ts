import { uploads, type Database } from '@jobs/server-db';
import { eq } from 'drizzle-orm';

export type UploadRecord = { id: number; path: string; mime: string; width: number; height: number };

export const createUploadsRepository = (db: Database) => ({
  create: async (values: {
    ownerUserId: number;
    path: string;
    mime: string;
    width: number;
    height: number;
    bytes: number;
  }): Promise<UploadRecord> => {
    const [row] = await db.insert(uploads).values(values).returning();
    if (!row) throw new Error('insert returned no upload');
    return row;
  },

  findByPath: async (path: string): Promise<UploadRecord | undefined> => {
    const [row] = await db
      .select({ id: uploads.id, path: uploads.path, mime: uploads.mime, width: uploads.width, height: uploads.height })
      .from(uploads)
      .where(eq(uploads.path, path))
      .limit(1);
    return row;
  },
});

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
