import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL cluster of a test's own: initdb into a temporary folder, on a free port of
 * 127.0.0.1, started and stopped with pg_ctl. Never the shared server. When the process runs as
 * root (PostgreSQL refuses to), the server runs as the `postgres` user (or `nobody`).
 */
export type OwnPostgres = {
  url: string;
  start: () => Promise<void>;
  /** `fast` ends every connection at once (a restart); `immediate` is a crash. */
  stop: (mode?: 'fast' | 'immediate') => Promise<void>;
  destroy: () => Promise<void>;
};

/** The folder of initdb/pg_ctl (the newest installed version), or undefined when none is installed. */
export const findPostgresBin = (): string | undefined => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')) && existsSync(join(root, name, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
};

const freePort = async (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** uid/gid to run the server as: ours, unless we are root. */
const serverIdentity = (): { uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  for (const user of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
      if (uid > 0) return { uid, gid };
    } catch {
      // No such user.
    }
  }
  throw new Error('running as root and no "postgres" or "nobody" user to run PostgreSQL as');
};

const run = (file: string, args: string[], identity?: { uid: number; gid: number }): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(identity ?? {}), cwd: tmpdir() });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${file} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });

export const createOwnPostgres = async (bin: string): Promise<OwnPostgres> => {
  const identity = serverIdentity();
  const dir = mkdtempSync(join(tmpdir(), 'jobs-own-pg-'));
  const data = join(dir, 'data');
  if (identity) chownSync(dir, identity.uid, identity.gid);
  const port = await freePort();
  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C'],
    identity,
  );
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const pgCtl = (...args: string[]) =>
    run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), ...args], identity);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => pgCtl('-o', options, '-w', '-t', '60', 'start'),
    stop: (mode = 'fast') => pgCtl('-m', mode, '-w', '-t', '60', 'stop'),
    destroy: async () => {
      await pgCtl('-m', 'immediate', '-w', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
};
