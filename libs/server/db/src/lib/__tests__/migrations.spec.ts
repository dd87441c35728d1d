import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMigrationsDir } from '../client';

describe('findMigrationsDir', () => {
  it('finds the migrations of the sources', () => {
    expect(findMigrationsDir()).toMatch(/libs\/server\/db\/src\/migrations$/);
  });

  it('finds migrations copied next to a bundle', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jobs-bundle-'));
    try {
      mkdirSync(join(dir, 'migrations', 'meta'), { recursive: true });
      writeFileSync(join(dir, 'migrations', 'meta', '_journal.json'), '{}');
      expect(findMigrationsDir(dir)).toBe(join(dir, 'migrations'));
      expect(() => findMigrationsDir(join(dir, 'migrations', 'meta'))).toThrow(/No migrations folder/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
