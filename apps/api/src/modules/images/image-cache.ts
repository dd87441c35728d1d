import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ImageStore } from '../uploads/image-store';

/**
 * The optimiser's results on disk (DATA_DIR/img-cache), bounded in bytes and in files: past
 * either, the least recently used results are deleted (they are made again when asked for). The
 * index is this process's; at start it is read from the folder, oldest first.
 */
export class ImageCache {
  /** File → size; the Map's order is the use order, least recent first. */
  private readonly entries = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly store: Pick<ImageStore, 'cacheDir' | 'writeAtomically'>,
    private readonly maxBytes: number,
    private readonly maxFiles: number,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Reads what the folder holds (a previous run's results), then trims it to the bounds. */
  async load(): Promise<void> {
    let names: string[];
    try {
      names = (await readdir(this.store.cacheDir, { recursive: true })) as string[];
    } catch {
      return;
    }
    const found: { file: string; size: number; used: number }[] = [];
    for (const name of names) {
      const file = join(this.store.cacheDir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) continue;
        // A write cut short by a crash.
        if (name.endsWith('.tmp')) await unlink(file);
        else found.push({ file, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
      } catch {
        // Gone meanwhile.
      }
    }
    found.sort((a, b) => a.used - b.used);
    for (const { file, size } of found) this.remember(file, size);
    await this.evict();
  }

  /** The cached result, or undefined; a hit counts as a use. */
  async read(file: string): Promise<Buffer | undefined> {
    try {
      const data = await readFile(file);
      this.remember(file, data.length);
      return data;
    } catch {
      this.forget(file);
      return undefined;
    }
  }

  async write(file: string, data: Buffer): Promise<void> {
    await this.store.writeAtomically(file, data);
    this.remember(file, data.length);
    await this.evict();
  }

  get size(): { bytes: number; files: number } {
    return { bytes: this.bytes, files: this.entries.size };
  }

  private remember(file: string, size: number): void {
    this.forget(file);
    this.entries.set(file, size);
    this.bytes += size;
  }

  private forget(file: string): void {
    const size = this.entries.get(file);
    if (size === undefined) return;
    this.entries.delete(file);
    this.bytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.bytes > this.maxBytes || this.entries.size > this.maxFiles) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
      try {
        await unlink(oldest);
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOENT')
          this.log?.warn({ err: error }, 'could not evict a cached image');
      }
    }
  }
}
