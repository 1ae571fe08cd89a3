import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import type { Caller } from '../grpc/types.js';

/**
 * Signed caller assertions: every gRPC call says, under the calling deployable's Ed25519 key, which
 * deployable calls, for which user (and roles), for which target service and until when. Asymmetric
 * keys mean a service that can verify another's assertions cannot mint them.
 *
 * Wire form: `<keyId>.<base64url(JSON claims)>.<base64url(signature over "<keyId>.<claims>")>`.
 *
 * The request id is not signed: it correlates logs and protects nothing (whoever could replay an
 * assertion could reuse its request id), and leaving it out lets a caller reuse one assertion per
 * (audience, user) for a few seconds and a service verify each assertion once.
 */
export const CALLER_ASSERTION_HEADER = 'x-caller-assertion';

/** Long enough for a deadline and a retry; short enough that a leaked assertion soon expires. */
export const ASSERTION_TTL_SECONDS = 60;
/** A caller signs afresh after this, so an assertion it sends has at least 50 s left. */
const REUSE_SECONDS = 10;
/** Bounds each cache (distinct users per audience within the reuse window). */
const CACHE_ENTRIES = 10_000;
/** Clocks of two pods may disagree by this much. */
const CLOCK_SKEW_SECONDS = 5;
const MAX_ASSERTION_LENGTH = 4_096;

const SERVICE_NAME = /^[a-z][a-z0-9-]{0,62}$/;
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The deployable's own key: it signs as `issuer` under `keyId`. */
export interface SigningKey {
  issuer: string;
  keyId: string;
  privateKey: KeyObject;
}

/** A public key a service accepts assertions of `issuer` under. */
export interface TrustedKey {
  issuer: string;
  keyId: string;
  publicKey: KeyObject;
}

/** Trusted keys by key id (key ids are unique across issuers). */
export type TrustedKeys = ReadonlyMap<string, TrustedKey>;

export interface AssertionClaims {
  /** Issuer: the calling deployable. */
  iss: string;
  /** Audience: the one service the assertion is for. */
  aud: string;
  /** The user the call acts for, absent for a service's own work. */
  sub?: string;
  roles: string[];
  /** Issued at and expiry, in Unix seconds. */
  iat: number;
  exp: number;
}

export type AssertionRejection = 'malformed' | 'unknown_key' | 'bad_signature' | 'wrong_issuer' | 'wrong_audience' | 'expired' | 'not_yet_valid';

export class AssertionRejected extends Error {
  override name = 'AssertionRejected';
  constructor(readonly rejection: AssertionRejection) {
    super(`caller assertion rejected: ${rejection}`);
  }
}

export interface AssertionSubject {
  audience: string;
  user?: { id: string; roles: readonly string[] } | undefined;
}

export function signAssertion(key: SigningKey, subject: AssertionSubject, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims: AssertionClaims = {
    iss: key.issuer,
    aud: subject.audience,
    ...(subject.user ? { sub: subject.user.id } : {}),
    roles: subject.user ? [...subject.user.roles] : [],
    iat,
    exp: iat + ASSERTION_TTL_SECONDS,
  };
  const signed = `${key.keyId}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signed}.${sign(null, Buffer.from(signed), key.privateKey).toString('base64url')}`;
}

export interface VerifiedAssertion {
  caller: Caller;
  /** Unix milliseconds after which the assertion is refused. */
  expiresAt: number;
}

/** Checks signature, issuer, audience and time; throws AssertionRejected with the first problem. */
export function verifyAssertion(token: string, trusted: TrustedKeys, audience: string, nowMs: number): VerifiedAssertion {
  if (token.length > MAX_ASSERTION_LENGTH) throw new AssertionRejected('malformed');
  const parts = token.split('.');
  if (parts.length !== 3) throw new AssertionRejected('malformed');
  const [keyId, payload, signature] = parts as [string, string, string];
  const key = trusted.get(keyId);
  if (!key) throw new AssertionRejected('unknown_key');
  if (!verify(null, Buffer.from(`${keyId}.${payload}`), key.publicKey, Buffer.from(signature, 'base64url'))) {
    throw new AssertionRejected('bad_signature');
  }
  const claims = parseClaims(payload);
  if (claims.iss !== key.issuer) throw new AssertionRejected('wrong_issuer');
  if (claims.aud !== audience) throw new AssertionRejected('wrong_audience');
  const now = nowMs / 1000;
  if (claims.exp <= now) throw new AssertionRejected('expired');
  // An assertion from the future, or one minted to live longer than the rule allows, is not honoured.
  if (claims.iat > now + CLOCK_SKEW_SECONDS || claims.exp - claims.iat > ASSERTION_TTL_SECONDS) throw new AssertionRejected('not_yet_valid');
  return {
    caller: { service: claims.iss, ...(claims.sub ? { userId: claims.sub } : {}), roles: claims.roles },
    expiresAt: claims.exp * 1000,
  };
}

/** A map that forgets its oldest entry beyond `maxEntries` (Map keeps insertion order). */
function remember<V>(cache: Map<string, V>, key: string, value: V): V {
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * A client's signer for one audience: reuses the assertion of a (user, roles) for REUSE_SECONDS,
 * so most calls cost a map lookup instead of a signature.
 */
export class AssertionSigner {
  private readonly issued = new Map<string, { token: string; renewAt: number }>();

  constructor(
    private readonly key: SigningKey,
    private readonly audience: string,
  ) {}

  assertionFor(user: AssertionSubject['user'], nowMs: number): string {
    const cacheKey = user ? `${user.id}\n${user.roles.join(',')}` : '';
    const cached = this.issued.get(cacheKey);
    if (cached && cached.renewAt > nowMs) return cached.token;
    const token = signAssertion(this.key, { audience: this.audience, user }, nowMs);
    return remember(this.issued, cacheKey, { token, renewAt: nowMs + REUSE_SECONDS * 1000 }).token;
  }
}

/**
 * A service's verifier: checks each distinct assertion's signature once, then answers from
 * memory until it expires. Only verified assertions are kept, keyed by their exact text.
 */
export class AssertionVerifier {
  private readonly verified = new Map<string, VerifiedAssertion>();

  constructor(
    private readonly trusted: TrustedKeys,
    private readonly audience: string,
  ) {}

  verify(token: string, nowMs: number): VerifiedAssertion {
    const cached = this.verified.get(token);
    if (cached) {
      if (cached.expiresAt > nowMs) return cached;
      this.verified.delete(token);
    }
    return remember(this.verified, token, verifyAssertion(token, this.trusted, this.audience, nowMs));
  }
}

function parseClaims(payload: string): AssertionClaims {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw new AssertionRejected('malformed');
  }
  const claims = value as Partial<AssertionClaims> | null;
  const valid =
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.iss === 'string' &&
    typeof claims.aud === 'string' &&
    (claims.sub === undefined || (typeof claims.sub === 'string' && claims.sub.length > 0)) &&
    Array.isArray(claims.roles) &&
    claims.roles.every((role) => typeof role === 'string') &&
    Number.isInteger(claims.iat) &&
    Number.isInteger(claims.exp);
  if (!valid) throw new AssertionRejected('malformed');
  return claims as AssertionClaims;
}

/** A deployable's private key as configured, before it is bound to the deployable's name. */
export type ConfiguredSigningKey = Omit<SigningKey, 'issuer'>;

/**
 * Parses a deployable's private key as configured: `<keyId>:<base64 PKCS#8 DER of an Ed25519 key>`.
 * Throws a message naming what is wrong, never the key itself.
 */
export function parseSigningKey(text: string): ConfiguredSigningKey {
  const [keyId, der, extra] = text.trim().split(':');
  if (!keyId || !KEY_ID.test(keyId) || !der || extra !== undefined) throw new Error('expected <keyId>:<base64 PKCS#8 Ed25519 private key>');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'pkcs8' });
  } catch {
    throw new Error(`key ${keyId} is not a PKCS#8 private key`);
  }
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`key ${keyId} is not an Ed25519 key`);
  return { keyId, privateKey };
}

/** The configured key signing as the deployable `issuer`. */
export function signingKeyOf(issuer: string, key: ConfiguredSigningKey): SigningKey {
  if (!SERVICE_NAME.test(issuer)) throw new Error(`invalid service name "${issuer}"`);
  return { issuer, ...key };
}

/**
 * Parses the trust list: comma-separated `<issuer>:<keyId>:<base64 SPKI DER of an Ed25519 public key>`.
 * Several keys per issuer are how a key is rotated; a key id may appear only once.
 */
export function parseTrustedKeys(text: string): TrustedKeys {
  const keys = new Map<string, TrustedKey>();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [issuer, keyId, der, extra] = entry.split(':');
    if (!issuer || !SERVICE_NAME.test(issuer) || !keyId || !KEY_ID.test(keyId) || !der || extra !== undefined) {
      throw new Error(`expected <issuer>:<keyId>:<base64 SPKI Ed25519 public key>, got an entry starting "${entry.slice(0, 40)}"`);
    }
    if (keys.has(keyId)) throw new Error(`key id ${keyId} is listed twice`);
    let publicKey: KeyObject;
    try {
      publicKey = createPublicKey({ key: Buffer.from(der, 'base64'), format: 'der', type: 'spki' });
    } catch {
      throw new Error(`key ${keyId} is not an SPKI public key`);
    }
    if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error(`key ${keyId} is not an Ed25519 key`);
    keys.set(keyId, { issuer, keyId, publicKey });
  }
  return keys;
}
