import { uploadFiles, uploads, type Database } from '@jobs/server-db';
import { eq, isNull } from 'drizzle-orm';
import type { UploadFileStore } from './image-store';

/** `upload_files` in the database every instance uses. */
export const createDatabaseFileStore = (db: Database): UploadFileStore => ({
  put: async (path, data) => {
    await db.insert(uploadFiles).values({ path, data }).onConflictDoUpdate({ target: uploadFiles.path, set: { data } });
  },
  get: async (path) => {
    const [row] = await db.select({ data: uploadFiles.data }).from(uploadFiles).where(eq(uploadFiles.path, path));
    return row?.data;
  },
  delete: async (path) => {
    await db.delete(uploadFiles).where(eq(uploadFiles.path, path));
  },
});

/** Uploads whose original is not in `upload_files` yet (kept on an instance's disk by an older release). */
export const uploadsWithoutFile = (db: Database): Promise<{ path: string }[]> =>
  db
    .select({ path: uploads.path })
    .from(uploads)
    .leftJoin(uploadFiles, eq(uploadFiles.path, uploads.path))
    .where(isNull(uploadFiles.path));
