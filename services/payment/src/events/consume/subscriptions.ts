import type { EventHandlers, Logger, UseCaseRunner } from '@shop/service-kit';
import { submitPayout } from '../../application/submit-payout.js';
import type { PaymentGateway } from '../../gateway/gateway.js';
import { onWithdrawalApproved } from './withdrawal-approved.js';

/** Every event this service consumes, in one place. */
export function subscriptions(runner: UseCaseRunner, gateway: PaymentGateway, logger: Logger): EventHandlers {
  return {
    'fund.withdrawal.approved.v1': onWithdrawalApproved(runner, submitPayout(gateway), logger),
  };
}
