import { uploads, type Database } from '@jobs/server-db';
import { and, eq, sql } from 'drizzle-orm';

/** The public form of an upload's path: `/uploads/<path>`. */
export const UPLOAD_URL_PREFIX = '/uploads/';

export type UploadRecord = {
  id: number;
  path: string;
  mime: string;
  width: number;
  height: number;
  /** Who uploaded it (null once they deleted their account and it stayed a company logo). */
  ownerUserId?: number | null;
};

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

  /** What the user keeps uploaded: files and bytes (the upload quota). */
  usageOf: async (ownerUserId: number): Promise<{ files: number; bytes: number }> => {
    const [row] = await db
      .select({ files: sql<number>`count(*)::integer`, bytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)::float8` })
      .from(uploads)
      .where(eq(uploads.ownerUserId, ownerUserId));
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  },

  findByPath: async (path: string): Promise<UploadRecord | undefined> => {
    const [row] = await db
      .select({
        id: uploads.id,
        path: uploads.path,
        mime: uploads.mime,
        width: uploads.width,
        height: uploads.height,
        ownerUserId: uploads.ownerUserId,
      })
      .from(uploads)
      .where(eq(uploads.path, path))
      .limit(1);
    return row;
  },

  /**
   * Whether `url` (`/uploads/<path>`, as POST /uploads answers it) names a recorded upload, of
   * `ownerUserId` when given: what a profile may point at (never another user's file, nor a
   * file that does not exist).
   */
  isUploadUrl: async (url: string, ownerUserId?: number): Promise<boolean> => {
    if (!url.startsWith(UPLOAD_URL_PREFIX)) return false;
    const path = url.slice(UPLOAD_URL_PREFIX.length);
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.path, path), ownerUserId === undefined ? undefined : eq(uploads.ownerUserId, ownerUserId)))
      .limit(1);
    return row !== undefined;
  },
});

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
