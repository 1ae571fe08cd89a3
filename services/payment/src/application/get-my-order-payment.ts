import { paymentOrderReasons } from '@shop/contracts';
import { AppError, defineQuery } from '@shop/service-kit';
import { OrderPayment, type OrderPaymentRecord } from '../db/entities.js';
import { ourId, userOf } from './shared/callers.js';

/** One of the caller's order payments; anyone else's is order_payment_not_found, as is an id that is not one. */
export const getMyOrderPayment = defineQuery('GetMyOrderPayment', async ({ em, caller }, request: { id: string }): Promise<OrderPaymentRecord> => {
  const id = ourId(request.id);
  const payment = id ? await em.findOne(OrderPayment, { id, buyerId: userOf(caller) }) : null;
  if (!payment) throw new AppError('NOT_FOUND', paymentOrderReasons.orderPaymentNotFound);
  return payment;
});
