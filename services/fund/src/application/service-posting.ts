import { fundReasons, fundRecordTypes, type FundRecordType } from '@shop/contracts';
import { AppError, defineCommand, type Command } from '@shop/service-kit';
import { postJournal, type Posted } from '../db/ledger-repository.js';
import { amountProblem, MEMO_MAX_LENGTH, referenceProblem } from '../domain/ledger.js';
import { assertUserId } from './callers.js';

/** A service's posting as it arrives (the record type mapped from the wire, undefined when unspecified). */
export interface PostingRequest {
  userId: string;
  amount: number;
  type: string | undefined;
  reference: string;
  memo: string;
}

export function isRecordType(type: string | undefined): type is FundRecordType {
  return (fundRecordTypes as readonly (string | undefined)[]).includes(type);
}

/**
 * Postings are deduplicated by their reference, not by an idempotency key: the reference is unique
 * for ever (a key lives a day), chosen per posting by the caller, and checked by the journal's own
 * unique index, so a repeat with any key (or none, from an event) answers the first posting.
 */
export const REFERENCE_IS_THE_KEY = 'the reference is the key: a repeat with the same reference and values answers the first posting';

/**
 * A service's credit, debit or hold on a user's wallet, once per reference (a repeat with other
 * values is reference_conflict). Debit and hold refuse with insufficient_balance beyond the
 * available balance, changing nothing.
 */
function servicePosting(name: string, operation: 'credit' | 'debit' | 'hold'): Command<PostingRequest, Posted> {
  return defineCommand(
    name,
    async ({ em, now }, request: PostingRequest): Promise<Posted> => {
      assertUserId(request.userId);
      const refuse = (reason: string, field: keyof PostingRequest) => new AppError('INVALID_ARGUMENT', reason, `invalid ${field}`, { field });
      if (amountProblem(request.amount)) throw refuse(fundReasons.invalidAmount, 'amount');
      if (!isRecordType(request.type)) throw refuse(fundReasons.invalidRecordType, 'type');
      if (referenceProblem(request.reference)) throw refuse(fundReasons.invalidReference, 'reference');
      const memo = request.memo.trim();
      if ([...memo].length > MEMO_MAX_LENGTH) throw refuse('reason_too_long', 'memo');
      const { userId, amount, type, reference } = request;
      return postJournal(em, { reference, operation, recordType: type, userId, amount, memo, holdId: null }, { operation, type, amount }, now);
    },
    { withoutKeyBecause: REFERENCE_IS_THE_KEY },
  );
}

export const credit = servicePosting('Credit', 'credit');
export const debit = servicePosting('Debit', 'debit');
/** Moves available to held (an order's payment in flight); Release moves it back. */
export const hold = servicePosting('Hold', 'hold');
