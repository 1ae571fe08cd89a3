import { scryptSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { hashSecret, verifyAgainstDummy, verifySecret } from '../../src/crypto/secrets.js';
import { isSessionTokenShape, newSessionToken, newVerificationCode, tokenHash } from '../../src/crypto/tokens.js';

describe('secret hashing', () => {
  it('stores scrypt parameters and a random salt with each hash', async () => {
    const [a, b] = await Promise.all([hashSecret('demo1234'), hashSecret('demo1234')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right secret only', async () => {
    const hash = await hashSecret('demo1234');
    expect(await verifySecret('demo1234', hash)).toBe(true);
    expect(await verifySecret('demo12345', hash)).toBe(false);
    expect(await verifySecret('demo1234', 'plain$text')).toBe(false);
    expect(await verifyAgainstDummy('demo1234')).toBe(false);
  });

  it('reads the parameters from the stored hash, so older hashes keep working', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('demo1234', salt, 32, { N: 1024, r: 8, p: 1 });
    const older = ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
    expect(await verifySecret('demo1234', older)).toBe(true);
    expect(await verifySecret('demo4321', older)).toBe(false);
  });
});

describe('tokens and codes', () => {
  it('makes 32-byte base64url session tokens, stored as SHA-256', () => {
    const token = newSessionToken();
    expect(isSessionTokenShape(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(isSessionTokenShape('not a token')).toBe(false);
  });

  it('makes six-digit codes', () => {
    const codes = Array.from({ length: 200 }, newVerificationCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
