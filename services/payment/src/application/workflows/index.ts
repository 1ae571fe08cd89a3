import { createWorkflowEngine, type Clock, type EnclosingWork, type Logger, type Orm, type StepProgress, type WorkflowEngine } from '@shop/service-kit';
import type { PayoutRecord } from '../../db/entities.js';
import { isSettled } from '../../domain/payout-status.js';
import { publishPayoutSettled } from '../../events/payout-settled.js';
import type { PaymentGateway } from '../../gateway/gateway.js';
import type { AppliedPayout } from '../payout-state.js';
import { payoutWorkflow } from './payout.js';

/** The payment service's workflows, driven by one engine: an approved withdrawal's payout. */
export interface PaymentWorkflows {
  engine: WorkflowEngine;
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

export function paymentWorkflows(orm: Orm, gateway: PaymentGateway, settings: PaymentWorkflowSettings): PaymentWorkflows {
  const payout = payoutWorkflow(gateway);
  const engine = createWorkflowEngine(orm, { service: 'payment', workflows: [payout], clock: settings.clock, logger: settings.logger, onProgress: settings.onProgress });
  return {
    engine,
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
