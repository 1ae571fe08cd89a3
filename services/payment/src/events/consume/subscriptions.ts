import type { Clock, EventHandlers } from '@shop/service-kit';
import type { PaymentWorkflows } from '../../application/workflows/index.js';
import type { FundCalls } from '../../clients/fund.js';
import { onWithdrawalApproved } from './withdrawal-approved.js';

/** Every event this service consumes, in one place. */
export function subscriptions(workflows: Pick<PaymentWorkflows, 'startPayout'>, fund: Pick<FundCalls, 'getWithdrawalForPayout'>, clock: Clock): EventHandlers {
  return {
    'fund.withdrawal.approved.v1': onWithdrawalApproved(workflows, fund, clock),
  };
}
