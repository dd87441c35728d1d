import { getDummyHash, hashPassword, isCommonPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from '../password';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('uses OWASP scrypt parameters by default and records them in the hash', async () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
  }, 30_000);

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('s3cret passphrase', FAST);
    expect(await verifyPassword('s3cret passphrase', hash)).toBe(true);
    expect(await verifyPassword('s3cret passphrasE', hash)).toBe(false);
  });

  it('salts: two hashes of one password differ', async () => {
    expect(await hashPassword('same password', FAST)).not.toBe(await hashPassword('same password', FAST));
  });

  it('normalises Unicode so composed and decomposed input match', async () => {
    const hash = await hashPassword('pässword-long', FAST);
    expect(await verifyPassword('pa\u0308ssword-long', hash)).toBe(true);
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('asks for a rehash when a hash is weaker than the current parameters', async () => {
    const weak = await hashPassword('pw-long-enough', FAST);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, FAST)).toBe(false);
  });

  it('keeps one dummy hash per parameter set', async () => {
    expect(await getDummyHash(FAST)).toBe(await getDummyHash(FAST));
    expect(await verifyPassword('anything', await getDummyHash(FAST))).toBe(false);
  });
});

describe('common passwords', () => {
  it('refuses the most common passwords whatever their case', () => {
    for (const password of ['password', 'Password1', 'qwertyuiop', '12345678', 'iloveyou']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
  });

  it('accepts an uncommon passphrase', () => {
    expect(isCommonPassword('violet tractor umbrella 42')).toBe(false);
  });
});
