import { paymentReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { Recharge, type RechargeRecord } from '../db/entities.js';
import { ourId, userOf } from './shared/callers.js';

/** One of the caller's recharges; anyone else's is recharge_not_found, as is an id that is not one. */
export const getMyRecharge = defineQuery('GetMyRecharge', async ({ em, caller }, request: { id: string }): Promise<RechargeRecord> => {
  const id = ourId(request.id);
  const recharge = id ? await em.findOne(Recharge, { id, userId: userOf(caller) }) : null;
  if (!recharge) throw new AppError('NOT_FOUND', paymentReasons.rechargeNotFound);
  return recharge;
});
