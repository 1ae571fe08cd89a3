import { paymentReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { Recharge, type RechargeRecord } from '../db/entities.js';
import { ourId } from './shared/callers.js';

/**
 * Fund: a recharge as payment has it, which the fund service checks a paid event against before
 * crediting anything (the user and amount it credits are these, not the event's). NOT_FOUND
 * recharge_not_found when there is none.
 */
export const getRechargeForLedger = defineQuery('GetRechargeForLedger', async ({ em }, request: { id: string }): Promise<RechargeRecord> => {
  const id = ourId(request.id);
  const recharge = id ? await em.findOne(Recharge, { id }) : null;
  if (!recharge) throw new AppError('NOT_FOUND', paymentReasons.rechargeNotFound);
  return recharge;
});
