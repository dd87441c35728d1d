import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Database } from '@jobs/server-db';
import type { FastifyBaseLogger } from 'fastify';
import { uploadsWithoutFile } from './upload-files.repository';

/**
 * Where the originals of uploads live: one store every API instance reads (never one instance's
 * disk). Keys are upload paths (`2026/11/<32 hex>.webp`, `logos/company-7.webp`). Today the
 * database (`upload_files`, bytea); an S3-compatible bucket could implement the same three calls.
 */
export type UploadFileStore = {
  /** Stores the bytes under `path` (replacing what was there). */
  put: (path: string, data: Buffer) => Promise<void>;
  /** The bytes stored under `path`, or undefined. */
  get: (path: string) => Promise<Buffer | undefined>;
  delete: (path: string) => Promise<void>;
};

/**
 * Uploads' originals (`files`, shared by all instances) and the optimiser's rendered variants
 * (`DATA_DIR/img-cache`, local to each instance: any instance renders any variant again from the
 * original).
 */
export type ImageStore = {
  files: UploadFileStore;
  cacheDir: string;
  /** A new upload path for this month: `yyyy/mm/<32 hex>.webp`. */
  newUploadPath: (now?: Date) => string;
  /** Writes a local file whole or not at all (temporary name, then rename): the render cache. */
  writeAtomically: (file: string, data: Buffer) => Promise<void>;
};

export const createImageStore = (dataDir: string, files: UploadFileStore): ImageStore => {
  const root = resolve(dataDir);
  return {
    files,
    cacheDir: join(root, 'img-cache'),
    newUploadPath: (now = new Date()) => {
      const month = String(now.getUTCMonth() + 1).padStart(2, '0');
      return `${now.getUTCFullYear()}/${month}/${randomBytes(16).toString('hex')}.webp`;
    },
    writeAtomically: async (file, data) => {
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, data, { flag: 'wx' });
      await rename(temporary, file);
    },
  };
};

/**
 * Before uploads lived in the database they were files under `DATA_DIR/uploads/<path>`. At start,
 * each recorded upload whose bytes are not in the store yet is read from there and stored (safe
 * on every start and on several instances at once: only what is missing is read, and a path is
 * written whole). What none of the instances has on disk stays missing (the image answers 404);
 * the folder can be deleted once the log reports nothing missing.
 */
export const importUploadsFromDisk = async (
  db: Database,
  files: UploadFileStore,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<{ imported: number; missing: number }> => {
  const folder = resolve(dataDir, 'uploads');
  const absent = await uploadsWithoutFile(db);
  let imported = 0;
  let missing = 0;
  for (const { path } of absent) {
    const file = resolve(folder, path);
    if (!file.startsWith(folder + sep)) {
      missing++;
      continue;
    }
    let data: Buffer;
    try {
      data = await readFile(file);
    } catch {
      missing++;
      continue;
    }
    await files.put(path, data);
    imported++;
  }
  if (imported > 0 || missing > 0) {
    log.info(
      { imported, missing, folder },
      'uploads: files from the uploads folder stored in the database; the ones still missing answer 404',
    );
  }
  return { imported, missing };
};
