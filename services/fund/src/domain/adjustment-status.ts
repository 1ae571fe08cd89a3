import { fundReasons, type AdjustmentStatus } from '@shop/contracts';

export { adjustmentStatuses, type AdjustmentStatus } from '@shop/contracts';

/** Four eyes: an adjustment larger than the threshold, either way, waits for a second operator. */
export function needsSecondOperator(amount: number, approvalAbove: number): boolean {
  return Math.abs(amount) > approvalAbove;
}

/** A pending adjustment's review: approved (its posting follows) or rejected, once. */
export function reviewedAdjustmentStatus(current: AdjustmentStatus, approve: boolean): 'approved' | 'rejected' | typeof fundReasons.adjustmentAlreadyReviewed {
  if (current !== 'pending') return fundReasons.adjustmentAlreadyReviewed;
  return approve ? 'approved' : 'rejected';
}
