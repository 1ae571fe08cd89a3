import { describe, expect, it } from '@jest/globals';
import { generateServiceKeys, serviceKeyEnv } from '@shop/test-kit';
import { checkAccess, type AccessPolicy } from '../../src/identity/access.js';
import {
  ASSERTION_TTL_SECONDS,
  AssertionRejected,
  AssertionSigner,
  AssertionVerifier,
  parseSigningKey,
  parseTrustedKeys,
  signAssertion,
  signingKeyOf,
  verifyAssertion,
  type AssertionRejection,
  type SigningKey,
} from '../../src/identity/caller-assertion.js';

const keys = generateServiceKeys(['bff', 'catalog', 'identity']);
const keyOf = (name: string): SigningKey => signingKeyOf(name, parseSigningKey(serviceKeyEnv(keys, name).SERVICE_IDENTITY_KEY));
const trusted = parseTrustedKeys(serviceKeyEnv(keys, 'identity').SERVICE_TRUSTED_KEYS);
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const shopper = { id: 'user-1', roles: ['shopper'] };

function rejection(run: () => unknown): AssertionRejection | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AssertionRejected) return error.rejection;
    throw error;
  }
  return undefined;
}

describe('caller assertions', () => {
  it('carry the issuer, the user and the roles to the audience', () => {
    const token = signAssertion(keyOf('bff'), { audience: 'identity', user: shopper }, now);
    expect(verifyAssertion(token, trusted, 'identity', now + 1_000)).toEqual({
      caller: { service: 'bff', userId: 'user-1', roles: ['shopper'] },
      expiresAt: now + ASSERTION_TTL_SECONDS * 1000,
    });
  });

  it('name no user for a service acting on its own', () => {
    const token = signAssertion(keyOf('catalog'), { audience: 'identity' }, now);
    expect(verifyAssertion(token, trusted, 'identity', now).caller).toEqual({ service: 'catalog', roles: [] });
  });

  it('are refused for another audience, after expiry and from the future', () => {
    const token = signAssertion(keyOf('bff'), { audience: 'catalog', user: shopper }, now);
    expect(rejection(() => verifyAssertion(token, trusted, 'identity', now))).toBe('wrong_audience');
    const forIdentity = signAssertion(keyOf('bff'), { audience: 'identity' }, now);
    expect(rejection(() => verifyAssertion(forIdentity, trusted, 'identity', now + ASSERTION_TTL_SECONDS * 1000))).toBe('expired');
    expect(rejection(() => verifyAssertion(forIdentity, trusted, 'identity', now + (ASSERTION_TTL_SECONDS - 1) * 1000))).toBeUndefined();
    expect(rejection(() => verifyAssertion(forIdentity, trusted, 'identity', now - 60_000))).toBe('not_yet_valid');
  });

  it('are refused when a claim is changed after signing', () => {
    const token = signAssertion(keyOf('bff'), { audience: 'identity', user: shopper }, now);
    const [keyId, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    expect(rejection(() => verifyAssertion(`${keyId}.${forged}.${signature}`, trusted, 'identity', now))).toBe('bad_signature');
  });

  it('are refused under an unknown key id, or signed by a key the id does not name', () => {
    const stranger = generateServiceKeys(['bff'], 'stranger');
    const strangerKey = signingKeyOf('bff', parseSigningKey(serviceKeyEnv(stranger, 'bff').SERVICE_IDENTITY_KEY));
    const unknown = signAssertion(strangerKey, { audience: 'identity' }, now);
    expect(rejection(() => verifyAssertion(unknown, trusted, 'identity', now))).toBe('unknown_key');
    // The stranger claims bff's key id: the signature does not match bff's public key.
    const impostor = signAssertion({ ...strangerKey, keyId: keyOf('bff').keyId }, { audience: 'identity' }, now);
    expect(rejection(() => verifyAssertion(impostor, trusted, 'identity', now))).toBe('bad_signature');
  });

  it('are refused when one service signs in another one’s name', () => {
    const token = signAssertion({ ...keyOf('catalog'), issuer: 'bff' }, { audience: 'identity', user: shopper }, now);
    expect(rejection(() => verifyAssertion(token, trusted, 'identity', now))).toBe('wrong_issuer');
  });

  it('are refused when malformed', () => {
    for (const token of ['', 'a.b', 'a.b.c.d', `${keyOf('bff').keyId}.not-json.sig`, 'x'.repeat(5_000)]) {
      expect(rejection(() => verifyAssertion(token, trusted, 'identity', now))).toMatch(/malformed|bad_signature/);
    }
  });
});

describe('AssertionSigner', () => {
  it('reuses the assertion of a user for 10 s, then signs a fresh one', () => {
    const signer = new AssertionSigner(keyOf('bff'), 'identity');
    const first = signer.assertionFor(shopper, now);
    expect(signer.assertionFor(shopper, now + 9_999)).toBe(first);
    expect(signer.assertionFor({ ...shopper, roles: ['operator'] }, now)).not.toBe(first);
    expect(signer.assertionFor(undefined, now)).not.toBe(first);
    const renewed = signer.assertionFor(shopper, now + 10_000);
    expect(renewed).not.toBe(first);
    // What it hands out always has at least 50 s left.
    expect(verifyAssertion(renewed, trusted, 'identity', now + 10_000 + 49_000).caller.userId).toBe('user-1');
  });
});

describe('AssertionVerifier', () => {
  it('answers a verified assertion from memory until it expires, and never a changed one', () => {
    const verifier = new AssertionVerifier(trusted, 'identity');
    const token = signAssertion(keyOf('bff'), { audience: 'identity', user: shopper }, now);
    expect(verifier.verify(token, now).caller.userId).toBe('user-1');
    expect(verifier.verify(token, now + 59_000).caller.userId).toBe('user-1');
    expect(rejection(() => verifier.verify(token, now + 60_000))).toBe('expired');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(rejection(() => verifier.verify(tampered, now))).toMatch(/bad_signature|malformed/);
  });
});

describe('key settings', () => {
  it('accept several keys per issuer, for rotation', () => {
    const next = generateServiceKeys(['bff'], 'next');
    const both = parseTrustedKeys(`${serviceKeyEnv(keys, 'identity').SERVICE_TRUSTED_KEYS},${next.get('bff')!.trustedKey}`);
    const nextKey = signingKeyOf('bff', parseSigningKey(next.get('bff')!.signingKey));
    for (const key of [keyOf('bff'), nextKey]) {
      expect(verifyAssertion(signAssertion(key, { audience: 'identity' }, now), both, 'identity', now).caller.service).toBe('bff');
    }
  });

  it('reject malformed entries, duplicate key ids and non-Ed25519 keys without echoing the key', () => {
    const entry = keys.get('bff')!.trustedKey;
    expect(() => parseTrustedKeys(`${entry},${entry}`)).toThrow(/listed twice/);
    expect(() => parseTrustedKeys('bff:k1')).toThrow(/expected <issuer>:<keyId>/);
    expect(() => parseTrustedKeys('Bad Issuer:k1:AAAA')).toThrow(/expected/);
    expect(() => parseTrustedKeys('bff:k1:AAAA')).toThrow(/not an SPKI public key/);
    const secret = keys.get('bff')!.signingKey;
    expect(() => parseSigningKey(`${secret}:extra`)).toThrow(/expected <keyId>/);
    let message = '';
    try {
      parseSigningKey(`k1:${secret.split(':')[1]!.slice(0, 30)}`);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('key k1 is not a PKCS#8 private key');
    expect(() => signingKeyOf('Not A Name', parseSigningKey(secret))).toThrow(/invalid service name/);
  });
});

describe('checkAccess', () => {
  const bffForUsers: AccessPolicy = { callers: ['bff'], user: 'required' };
  it('lets a listed caller with a user through', () => {
    expect(checkAccess(bffForUsers, { service: 'bff', userId: 'u', roles: [] })).toBeUndefined();
    expect(checkAccess({ callers: ['bff', 'order'], user: 'optional' }, { service: 'order', roles: [] })).toBeUndefined();
  });

  it('refuses another caller, a missing user and a missing role', () => {
    expect(checkAccess(bffForUsers, { service: 'catalog', userId: 'u', roles: [] })).toBe('caller_not_allowed');
    expect(checkAccess(bffForUsers, { service: 'bff', roles: [] })).toBe('user_required');
    const operators: AccessPolicy = { callers: ['bff'], user: 'optional', roles: ['operator'] };
    expect(checkAccess(operators, { service: 'bff', roles: ['operator'] })).toBe('user_required');
    expect(checkAccess(operators, { service: 'bff', userId: 'u', roles: ['shopper'] })).toBe('role_required');
    expect(checkAccess(operators, { service: 'bff', userId: 'u', roles: ['shopper', 'operator'] })).toBeUndefined();
  });
});
