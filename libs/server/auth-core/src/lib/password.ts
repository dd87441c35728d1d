import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keylen, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

export type ScryptParams = { N: number; r: number; p: number };

/** OWASP's current scrypt recommendation: N=2^17, r=8, p=1 (128 MiB per hash). */
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;
const maxmem = (N: number, r: number) => 256 * N * r;

/**
 * `scrypt$N$r$p$salt$hash`, base64: the parameters travel with the hash, so the cost can rise later.
 * `params` lower than the default are for tests only (the API refuses them in production).
 */
export const hashPassword = async (password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> => {
  const salt = randomBytes(16);
  const { N, r, p } = params;
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmem(N, r) });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const R = Number(r);
  const P = Number(p);
  if (!Number.isInteger(N) || !Number.isInteger(R) || !Number.isInteger(P)) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N,
    r: R,
    p: P,
    maxmem: maxmem(N, R),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
};

/** Whether a stored hash was made with weaker parameters than today's (rehash on next login). */
export const needsRehash = (stored: string, params: ScryptParams = SCRYPT_PARAMS): boolean => {
  const [, n, r, p] = stored.split('$');
  return Number(n) < params.N || Number(r) < params.r || Number(p) < params.p;
};

const dummyHashes = new Map<string, Promise<string>>();
/** A hash to verify against when the e-mail is unknown, so both failures take the same time. */
export const getDummyHash = (params: ScryptParams = SCRYPT_PARAMS): Promise<string> => {
  const key = `${params.N}$${params.r}$${params.p}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'), params);
    dummyHashes.set(key, hash);
  }
  return hash;
};

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** The most common leaked passwords (zxcvbn's list of 30,000) are refused at sign-up. */
export const isCommonPassword = (password: string): boolean => COMMON_PASSWORDS.has(password.toLowerCase());
