import type { Clock, EventHandlers } from '@shop/service-kit';
import type { FundWorkflows } from '../../application/workflows/index.js';
import { onOrderCompleted } from './order-completed.js';
import { onOrderRefunded } from './order-refunded.js';
import { onPayoutSettled } from './payout-settled.js';
import { onRechargePaid } from './recharge-paid.js';

/** Every event this service consumes, in one place. */
export function subscriptions(workflows: Pick<FundWorkflows, 'signalPayout'>, clock: Clock): EventHandlers {
  return {
    'payment.recharge.paid.v1': onRechargePaid(clock),
    'payment.payout.settled.v1': onPayoutSettled(workflows, clock),
    'order.order.completed.v1': onOrderCompleted(clock),
    'order.order.refunded.v1': onOrderRefunded(clock),
  };
}
