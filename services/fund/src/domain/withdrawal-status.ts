import { fundReasons, type WithdrawalStatus } from '@shop/contracts';

export { withdrawalStatuses, type WithdrawalStatus } from '@shop/contracts';

/**
 * A withdrawal's review: one in review becomes paying (approved, paid out through the gateway)
 * or rejected (the hold is released), once.
 */
export function reviewedStatus(current: WithdrawalStatus, approve: boolean): 'paying' | 'rejected' | typeof fundReasons.withdrawalAlreadyReviewed {
  if (current !== 'in_review') return fundReasons.withdrawalAlreadyReviewed;
  return approve ? 'paying' : 'rejected';
}

/**
 * The payout's outcome: a paying withdrawal becomes paid (the hold is taken) or failed (the hold
 * is released). Any other status means the outcome was applied already: nothing changes.
 */
export function settledStatus(current: WithdrawalStatus, outcome: 'paid' | 'failed'): 'paid' | 'failed' | 'unchanged' {
  return current === 'paying' ? outcome : 'unchanged';
}
