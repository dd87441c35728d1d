import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AppConfig } from '../config';

/**
 * The key that signs access tokens: JWT_SECRET when set (required in production); in tests a
 * random one per process; in development one generated once and kept in DATA_DIR/.jwt-secret
 * (mode 600), so restarts do not sign everyone out.
 */
export const resolveJwtSecret = (config: Pick<AppConfig, 'JWT_SECRET' | 'NODE_ENV' | 'DATA_DIR'>): Uint8Array => {
  if (config.JWT_SECRET) return new TextEncoder().encode(config.JWT_SECRET);
  if (config.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production');
  if (config.NODE_ENV === 'test') return randomBytes(32);
  const dir = resolve(config.DATA_DIR);
  const file = join(dir, '.jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return new TextEncoder().encode(stored);
  }
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return new TextEncoder().encode(secret);
};
