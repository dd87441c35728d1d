import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DatabaseLockedError } from '../lock';
import { openDatabase, pgliteDirs } from '../client';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const writeLock = (path: string, pid: number, host = hostname()) =>
  writeFileSync(path, JSON.stringify({ pid, hostname: host, startedAt: '2026-01-01T00:00:00.000Z' }));

describe('data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const path = join(tempDir(), 'pglite.lock');
    const lock = acquireDataDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
    lock.release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses a second lock in the same process until the first is released', () => {
    const path = join(tempDir(), 'pglite.lock');
    const lock = acquireDataDirLock(path);
    expect(() => acquireDataDirLock(path)).toThrow(DatabaseLockedError);
    lock.release();
    acquireDataDirLock(path).release();
  });

  it('refuses with a clear message when another live process holds it', async () => {
    const path = join(tempDir(), 'pglite.lock');
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeLock(path, child.pid ?? 0);
      expect(() => acquireDataDirLock(path)).toThrow(
        new RegExp(
          `in use by another process \\(pid ${child.pid} .*delete ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
        ),
      );
    } finally {
      child.kill();
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const path = join(tempDir(), 'pglite.lock');
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await new Promise((resolve) => child.on('exit', resolve));
    writeLock(path, child.pid ?? 999_999);
    const lock = acquireDataDirLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming our own pid that this process does not hold (a restarted container)', () => {
    const path = join(tempDir(), 'pglite.lock');
    writeLock(path, process.pid);
    acquireDataDirLock(path).release();
  });

  it('takes over an unreadable lock and refuses one held on another host', () => {
    const path = join(tempDir(), 'pglite.lock');
    writeFileSync(path, 'garbage');
    acquireDataDirLock(path).release();
    writeLock(path, 1, 'another-host');
    expect(() => acquireDataDirLock(path)).toThrow(/another-host/);
  });

  it('locks an embedded database folder while it is open and frees it on close', async () => {
    const dataDir = tempDir();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    const { lock } = pgliteDirs(dataDir);
    expect(existsSync(lock)).toBe(true);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await handle.ping();
    await handle.close();
    expect(existsSync(lock)).toBe(false);
  }, 120_000);
});
