import type { EventHandlers } from '@shop/service-kit';
import { onOrderPaid } from './order-paid.js';

/** Every event this service consumes, in one place. */
export function subscriptions(): EventHandlers {
  return {
    'payment.order.paid.v1': onOrderPaid,
  };
}
