import { createWorkflowEngine, type CallInfo, type Clock, type EnclosingWork, type Logger, type Orm, type StepProgress, type WorkflowEngine } from '@shop/service-kit';
import type { FundCalls } from '../../clients/fund.js';
import type { OrderCalls } from '../../clients/order.js';
import type { OrderPaymentRecord, PayoutRecord } from '../../db/entities.js';
import { isSettled } from '../../domain/payout-status.js';
import { publishPayoutSettled } from '../../events/publish/payout-settled.js';
import type { PaymentGateway } from '../../gateway/gateway.js';
import type { AppliedCharge } from '../shared/charge-state.js';
import type { AppliedPayout } from '../shared/payout-state.js';
import { orderPaymentWorkflow } from './order-payment.js';
import { payoutWorkflow } from './payout.js';

/** The payment service's workflows, driven by one engine: a payment of orders, an approved withdrawal's payout. */
export interface PaymentWorkflows {
  engine: WorkflowEngine;
  /** Runs a payment of the caller's orders: a balance one answered paid, a gateway one once its charge is open. */
  payOrders(request: { orderIds: string[]; method: string }, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<OrderPaymentRecord>;
  /**
   * After the gateway's word was applied to an order payment's charge (locked by the enclosing
   * work): one it has just ended is signalled to its run. Answers false when the payment has no run
   * (opened before payments ran as workflows): its postings are then the caller's to make.
   */
  chargeApplied(work: EnclosingWork, payment: OrderPaymentRecord, applied: AppliedCharge): Promise<boolean>;
  /** Starts the payout of a withdrawal recorded in the enclosing work. */
  startPayout(work: EnclosingWork, withdrawalId: string): Promise<void>;
  /**
   * After the gateway's word was applied to a payout (locked by the enclosing work): one it has
   * just settled is signalled to its run, which announces it; one recorded before payouts ran as
   * workflows, with no run, is announced here, in the same transaction.
   */
  payoutApplied(work: EnclosingWork, payout: PayoutRecord, applied: AppliedPayout): Promise<void>;
}

export interface PaymentWorkflowSettings {
  clock: Clock;
  logger: Logger;
  onProgress?: ((progress: StepProgress) => Promise<void> | void) | undefined;
}

export function paymentWorkflows(orm: Orm, deps: { gateway: PaymentGateway; orders: OrderCalls; fund: FundCalls }, settings: PaymentWorkflowSettings): PaymentWorkflows {
  const payout = payoutWorkflow(deps.gateway);
  const orderPayment = orderPaymentWorkflow(deps);
  const engine = createWorkflowEngine(orm, { service: 'payment', workflows: [orderPayment, payout], clock: settings.clock, logger: settings.logger, onProgress: settings.onProgress });
  return {
    engine,
    payOrders: (request, call) => engine.run(orderPayment, request, call),

    async chargeApplied(work, payment, applied) {
      const run = { runId: payment.id };
      if (applied.outcome === 'applied' && payment.status !== 'pending') {
        if (await engine.signalWithin(work, orderPayment, run, 'charge', { status: payment.status })) return true;
      }
      // A run not waiting yet finds the payment's status when it records its charge.
      return (await engine.standing(work.em, orderPayment, run)) !== undefined;
    },
    startPayout: (work, withdrawalId) => engine.startWithin(work, payout, withdrawalId, { withdrawalId }),

    async payoutApplied(work, record, applied) {
      const { status } = record;
      if (applied.outcome !== 'applied' || !isSettled(status)) return;
      if (await engine.signalWithin(work, payout, record.withdrawalId, 'outcome', { status })) return;
      // Its run has not reached the wait: it finds the payout settled when it does.
      if (await engine.standing(work.em, payout, record.withdrawalId)) return;
      publishPayoutSettled(work.em, record, status, record.settledAt!);
    },
  };
}
