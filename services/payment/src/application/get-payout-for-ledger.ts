import { paymentReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { Payout, type PayoutRecord } from '../db/entities.js';
import { ourId } from './shared/callers.js';

/**
 * Fund: the payout of a withdrawal as payment has it, which the fund service checks a settled
 * event against before taking or returning the hold (the outcome it applies is this one's, not
 * the event's). NOT_FOUND payout_not_found when there is none.
 */
export const getPayoutForLedger = defineQuery('GetPayoutForLedger', async ({ em }, request: { withdrawalId: string }): Promise<PayoutRecord> => {
  const withdrawalId = ourId(request.withdrawalId);
  const payout = withdrawalId ? await em.findOne(Payout, { withdrawalId }) : null;
  if (!payout) throw new AppError('NOT_FOUND', paymentReasons.payoutNotFound);
  return payout;
});
