import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

/** Where uploads and the optimiser's results live: `DATA_DIR/uploads` and `DATA_DIR/img-cache`. */
export type ImageStore = {
  uploadsDir: string;
  cacheDir: string;
  /** The absolute file of an upload path (`2026/11/ab12….webp`); throws on anything outside the folder. */
  uploadFile: (path: string) => string;
  /** A new upload path for this month: `yyyy/mm/<32 hex>.webp`. */
  newUploadPath: (now?: Date) => string;
  /** Writes a file whole or not at all (temporary name, then rename). */
  writeAtomically: (file: string, data: Buffer) => Promise<void>;
};

export const createImageStore = (dataDir: string): ImageStore => {
  const root = resolve(dataDir);
  const uploadsDir = join(root, 'uploads');
  const cacheDir = join(root, 'img-cache');
  return {
    uploadsDir,
    cacheDir,
    uploadFile: (path) => {
      const file = resolve(uploadsDir, path);
      if (!file.startsWith(uploadsDir + sep)) throw new Error(`upload path outside the uploads folder: ${path}`);
      return file;
    },
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
