import { identityReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery } from '@shop/service-kit';
import { isSessionTokenShape, tokenHash } from '../crypto/tokens.js';
import { deleteSession, findSessionUser } from '../db/session-repository.js';

/** The user of a live session token. */
export const authenticate = defineQuery('Authenticate', async ({ em, now }, request: { token: string }) => {
  const userId = isSessionTokenShape(request.token) ? await findSessionUser(em, tokenHash(request.token), now) : undefined;
  if (!userId) throw new AppError('UNAUTHENTICATED', identityReasons.sessionInvalid);
  return userId;
});

/** Revokes a session; an unknown or already revoked token is fine. */
export const signOut = defineCommand(
  'SignOut',
  async ({ em }, request: { token: string }) => {
    if (isSessionTokenShape(request.token)) await deleteSession(em, tokenHash(request.token));
  },
  { withoutKeyBecause: 'revoking a token twice changes nothing' },
);
