import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from '../lib/jwt-secret';

describe('resolveJwtSecret', () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobs-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses JWT_SECRET when it is set', () => {
    const secret = resolveJwtSecret({ JWT_SECRET: 'k'.repeat(32), NODE_ENV: 'production', DATA_DIR: dir });
    expect(new TextDecoder().decode(secret)).toBe('k'.repeat(32));
  });

  it('generates one secret in development, keeps it in DATA_DIR/.jwt-secret with mode 600 and reuses it', () => {
    const first = resolveJwtSecret({ NODE_ENV: 'development', DATA_DIR: dir });
    const file = join(dir, '.jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret({ NODE_ENV: 'development', DATA_DIR: dir })).toEqual(first);
  });

  it('makes a random secret per process in tests and refuses to run without one in production', () => {
    expect(resolveJwtSecret({ NODE_ENV: 'test', DATA_DIR: dir })).not.toEqual(
      resolveJwtSecret({ NODE_ENV: 'test', DATA_DIR: dir }),
    );
    expect(() => resolveJwtSecret({ NODE_ENV: 'production', DATA_DIR: dir })).toThrow(/JWT_SECRET/);
  });
});
