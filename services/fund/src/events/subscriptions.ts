import type { Clock, EventHandlers } from '@shop/service-kit';
import { onPayoutSettled } from './payout-settled.js';
import { onRechargePaid } from './recharge-paid.js';

/** Every event this service consumes, in one place. */
export function subscriptions(clock: Clock): EventHandlers {
  return {
    'payment.recharge.paid.v1': onRechargePaid(clock),
    'payment.payout.settled.v1': onPayoutSettled(clock),
  };
}
