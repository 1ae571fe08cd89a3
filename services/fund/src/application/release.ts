import { fundReasons } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { findJournal, releaseHold, type Posted } from '../db/ledger-repository.js';
import { referenceProblem } from '../domain/ledger.js';
import { assertUserId } from './callers.js';
import { REFERENCE_IS_THE_KEY } from './service-posting.js';

/**
 * A service moves one of its holds back to the user's available balance, whole, once: the hold
 * must be the user's, made by Hold (a withdrawal's hold is the fund service's own) and not
 * settled by another release.
 */
export const release = defineCommand(
  'Release',
  async ({ em, now }, request: { userId: string; holdReference: string; reference: string }): Promise<Posted> => {
    assertUserId(request.userId);
    if (referenceProblem(request.reference)) throw new AppError('INVALID_ARGUMENT', fundReasons.invalidReference, 'invalid reference', { field: 'reference' });
    const hold = referenceProblem(request.holdReference) ? undefined : await findJournal(em, { reference: request.holdReference });
    if (!hold || hold.operation !== 'hold' || hold.userId !== request.userId) throw new AppError('NOT_FOUND', fundReasons.holdNotFound);
    return releaseHold(em, hold, request.reference, now);
  },
  { withoutKeyBecause: REFERENCE_IS_THE_KEY },
);
