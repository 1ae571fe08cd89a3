import { AppError } from '@shop/service-kit';
import { isSessionTokenShape, tokenHash } from '../crypto/tokens.js';
import { deleteSession, findSessionUser } from '../db/session-repository.js';
import type { UseCase } from './use-case.js';

/** The user of a live session token. */
export async function authenticate({ em, now }: UseCase, token: string): Promise<string> {
  const userId = isSessionTokenShape(token) ? await findSessionUser(em, tokenHash(token), now) : undefined;
  if (!userId) throw new AppError('UNAUTHENTICATED', 'session_invalid');
  return userId;
}

/** Revokes a session; an unknown or already revoked token is fine. */
export async function signOut({ em }: Pick<UseCase, 'em'>, token: string): Promise<void> {
  if (isSessionTokenShape(token)) await deleteSession(em, tokenHash(token));
}
