import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CODE_LENGTH } from '@shop/contracts';

const TOKEN_BYTES = 32;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** An opaque session token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function isSessionTokenShape(token: string): boolean {
  return tokenPattern.test(token);
}

/** SHA-256 is enough here: the token has 256 bits of entropy, nothing to guess. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newVerificationCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}
