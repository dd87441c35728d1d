import { ACCESS_TOKEN_TTL_SECONDS } from '@jobs/contracts';
import { randomBytes } from 'node:crypto';
import { createTokenSigner } from '../tokens';

const claims = { userId: 7, role: 'seeker' as const, sessionId: 'session-7' };

describe('access tokens', () => {
  it('verifies a token once and answers repeats from memory, until the token expires', async () => {
    let clock = Date.now();
    const signer = createTokenSigner(randomBytes(32), { now: () => clock });
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await signer.verify(token)).toBeNull();
  });

  it('answers verifyKnown only for tokens verify accepted, and null once they expire', async () => {
    let clock = Date.now();
    const signer = createTokenSigner(randomBytes(32), { now: () => clock });
    const token = await signer.sign(claims);
    expect(signer.verifyKnown(token)).toBeUndefined();
    expect(await signer.verify(`${token}x`)).toBeNull();
    expect(signer.verifyKnown(`${token}x`)).toBeUndefined();
    expect(await signer.verify(token)).toEqual(claims);
    expect(signer.verifyKnown(token)).toEqual(claims);
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(signer.verifyKnown(token)).toBeNull();
    expect(signer.verifyKnown(token)).toBeUndefined();
  });

  it('refuses an expired token that was never seen before', async () => {
    let clock = Date.now();
    const signer = createTokenSigner(randomBytes(32), { now: () => clock });
    const token = await signer.sign(claims);
    clock += (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000;
    expect(await signer.verify(token)).toBeNull();
  });

  it('refuses a token signed with another secret or altered, even after a valid one was cached', async () => {
    const signer = createTokenSigner(randomBytes(32));
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const foreign = await createTokenSigner(randomBytes(32)).sign(claims);
    expect(await signer.verify(foreign)).toBeNull();
    const [header, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...claims, sub: '8', role: 'seeker', sid: 'x' })).toString(
      'base64url',
    );
    expect(await signer.verify(`${header}.${payload}.${signature}`)).toBeNull();
  });
});
