import type { EntityManager } from '@mikro-orm/postgresql';
import { fundReasons, fundRecordTypes, type FundRecordType } from '@shop/contracts';
import { AppError, defineCommand } from '@shop/service-kit';
import { findJournal, postJournal, releaseHold, takeHold, type JournalRow, type Posted } from '../db/ledger-repository.js';
import { amountProblem, MEMO_MAX_LENGTH, referenceProblem, type Poster } from '../domain/ledger.js';
import { assertUserId, posterOf } from './shared/callers.js';

/**
 * A posting as its poster asks for it. Credit, debit and hold name the record type (undefined when
 * the wire leaves it unspecified); release and take name the hold they settle by its reference,
 * and a take (a paid-out withdrawal's hold) the fee kept from it.
 */
export type PostingRequest =
  | { operation: 'credit' | 'debit' | 'hold'; userId: string; amount: number; type: string | undefined; reference: string; memo: string }
  | { operation: 'release'; userId: string; holdReference: string; reference: string }
  | { operation: 'take'; userId: string; holdReference: string; fee: number; reference: string };

export function isRecordType(type: string | undefined): type is FundRecordType {
  return (fundRecordTypes as readonly (string | undefined)[]).includes(type);
}

/**
 * Postings are deduplicated by their reference, not by an idempotency key: the reference is unique
 * for ever (a key lives a day), chosen per posting by the poster, and checked by the journal's own
 * unique index, so a repeat with any key (or none, from an event) answers the first posting.
 */
const REFERENCE_IS_THE_KEY = 'the reference is the key: a repeat with the same reference and values answers the first posting';

const invalid = (reason: string, field: string) => new AppError('INVALID_ARGUMENT', reason, `invalid ${field}`, { field });

/**
 * The one door into the ledger: a service's Credit, Debit, Hold or Release, and the fund's own
 * postings (a withdrawal's hold and its settling, an adjustment, an event's credit, run with
 * runWithin) are all checked here alike and applied once per reference (a repeat with other values
 * is reference_conflict). Debit and hold refuse with insufficient_balance beyond the available
 * balance, changing nothing. Release and take settle a hold whole, once: it must be the user's,
 * made by Hold, and a service cannot name one of the fund's own.
 */
export const post = defineCommand(
  'Post',
  async ({ em, now, caller }, request: PostingRequest): Promise<Posted> => {
    assertUserId(request.userId);
    const poster = posterOf(caller);
    switch (request.operation) {
      case 'credit':
      case 'debit':
      case 'hold': {
        const { operation, userId, amount, type, reference } = request;
        if (amountProblem(amount)) throw invalid(fundReasons.invalidAmount, 'amount');
        if (!isRecordType(type)) throw invalid(fundReasons.invalidRecordType, 'type');
        if (referenceProblem(reference, poster)) throw invalid(fundReasons.invalidReference, 'reference');
        const memo = request.memo.trim();
        if ([...memo].length > MEMO_MAX_LENGTH) throw invalid('reason_too_long', 'memo');
        return postJournal(em, { reference, operation, recordType: type, userId, amount, memo, holdId: null }, { operation, type, amount }, now);
      }
      case 'release':
      case 'take': {
        if (referenceProblem(request.reference, poster)) throw invalid(fundReasons.invalidReference, 'reference');
        const hold = await holdToSettle(em, request, poster);
        if (request.operation === 'release') return releaseHold(em, hold, request.reference, now);
        if (!Number.isSafeInteger(request.fee) || request.fee < 0 || request.fee > hold.amount) throw invalid(fundReasons.invalidAmount, 'fee');
        return takeHold(em, hold, request.fee, request.reference, now);
      }
    }
  },
  { withoutKeyBecause: REFERENCE_IS_THE_KEY },
);

/** The hold a release or take settles: made by Hold, the user's, and for a service none of the fund's own. */
async function holdToSettle(em: EntityManager, request: { userId: string; holdReference: string }, poster: Poster): Promise<JournalRow> {
  const hold = referenceProblem(request.holdReference, poster) ? undefined : await findJournal(em, { reference: request.holdReference });
  if (!hold || hold.operation !== 'hold' || hold.userId !== request.userId) throw new AppError('NOT_FOUND', fundReasons.holdNotFound);
  return hold;
}
