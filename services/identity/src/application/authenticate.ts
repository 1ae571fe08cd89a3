import { identityReasons } from '@shop/contracts';
import { AppError, defineCommand, defineQuery } from '@shop/service-kit';
import { isSessionTokenShape, tokenHash } from '../crypto/tokens.js';
import { deleteSession, findSessionPrincipal } from '../db/session-repository.js';

/** The user of a live session token and the platform roles they hold. */
export const authenticate = defineQuery('Authenticate', async ({ em, now }, request: { token: string }) => {
  const principal = isSessionTokenShape(request.token) ? await findSessionPrincipal(em, tokenHash(request.token), now) : undefined;
  if (!principal) throw new AppError('UNAUTHENTICATED', identityReasons.sessionInvalid);
  return principal;
});

/** Revokes a session; an unknown or already revoked token is fine. */
export const signOut = defineCommand(
  'SignOut',
  async ({ em }, request: { token: string }) => {
    if (isSessionTokenShape(request.token)) await deleteSession(em, tokenHash(request.token));
  },
  { withoutKeyBecause: 'revoking a token twice changes nothing' },
);
