import { fundReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { Withdrawal, type WithdrawalRecord } from '../db/entities.js';
import { isUuid } from './shared/callers.js';

/**
 * Payment: a withdrawal as the ledger has it, which the payment service checks an approval event
 * against before paying anything out (the status, net amount and bank account it pays are these,
 * not the event's). NOT_FOUND withdrawal_not_found when there is none.
 */
export const getWithdrawalForPayout = defineQuery('GetWithdrawalForPayout', async ({ em }, request: { id: string }): Promise<WithdrawalRecord> => {
  const withdrawal = isUuid(request.id) ? await em.findOne(Withdrawal, { id: request.id }) : null;
  if (!withdrawal) throw new AppError('NOT_FOUND', fundReasons.withdrawalNotFound);
  return withdrawal;
});
