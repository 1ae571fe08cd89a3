import type { Clock, EventHandlers } from '@shop/service-kit';
import type { StartGoodsCost } from '../../application/workflows/index.js';
import { onOrderPaid } from './order-paid.js';

/** Every event this service consumes, in one place. */
export function subscriptions(startGoodsCost: StartGoodsCost, clock: Clock): EventHandlers {
  return {
    'payment.order.paid.v1': onOrderPaid(startGoodsCost, clock),
  };
}
