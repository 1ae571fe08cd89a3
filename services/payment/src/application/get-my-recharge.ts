import { paymentReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { Recharge, type RechargeRecord } from '../db/entities.js';
import { userOf } from './callers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the caller's recharges; anyone else's is recharge_not_found, as is an id that is not one. */
export const getMyRecharge = defineQuery('GetMyRecharge', async ({ em, caller }, request: { id: string }): Promise<RechargeRecord> => {
  const recharge = UUID.test(request.id) ? await em.findOne(Recharge, { id: request.id.toLowerCase(), userId: userOf(caller) }) : null;
  if (!recharge) throw new AppError('NOT_FOUND', paymentReasons.rechargeNotFound);
  return recharge;
});
