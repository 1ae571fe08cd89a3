import type { Clock, EventHandlers } from '@shop/service-kit';
import type { FundWorkflows } from '../../application/workflows/index.js';
import type { OrderCalls } from '../../clients/order.js';
import type { PaymentCalls } from '../../clients/payment.js';
import { onOrderCompleted } from './order-completed.js';
import { onOrderRefunded } from './order-refunded.js';
import { onPayoutSettled } from './payout-settled.js';
import { onRechargePaid } from './recharge-paid.js';

/** The services the consumers confirm each event with before the ledger moves. */
export interface EventSources {
  payment: Pick<PaymentCalls, 'getRechargeForLedger' | 'getPayoutForLedger'>;
  order: Pick<OrderCalls, 'getOrderForLedger'>;
}

/** Every event this service consumes, in one place. */
export function subscriptions(workflows: Pick<FundWorkflows, 'signalPayout'>, sources: EventSources, clock: Clock): EventHandlers {
  return {
    'payment.recharge.paid.v1': onRechargePaid(sources.payment, clock),
    'payment.payout.settled.v1': onPayoutSettled(workflows, sources.payment, clock),
    'order.order.completed.v1': onOrderCompleted(sources.order, clock),
    'order.order.refunded.v1': onOrderRefunded(sources.order, clock),
  };
}
