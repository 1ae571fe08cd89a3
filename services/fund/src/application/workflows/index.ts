import { createWorkflowEngine, type CallInfo, type Clock, type EnclosingWork, type Logger, type Orm, type StepProgress, type WorkflowEngine } from '@shop/service-kit';
import type { IdentityCalls } from '../../clients/identity.js';
import type { AdjustmentRecord, WithdrawalRecord } from '../../db/entities.js';
import { publishWithdrawalApproved } from '../../events/publish/withdrawal-approved.js';
import { adjustmentWorkflow, type AdjustmentAnswer, type AdjustmentRequest, type AdjustmentReview } from './adjustment.js';
import { returnHold, settleWithdrawal, withdrawalWorkflow, type PayoutOutcome } from './withdrawal.js';

/**
 * The fund service's workflows, driven by one engine: a withdrawal from its request to its
 * payout's outcome, and an operator's adjustment from its request to its posting.
 */
export interface FundWorkflows {
  engine: WorkflowEngine;
  /** Runs an operator's adjustment; answers it posted, or pending a second operator. */
  adjustWallet(request: AdjustmentRequest, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<AdjustmentAnswer>;
  /** Gives a pending adjustment's run its second operator's review, within the work that records it. */
  signalAdjustmentReview(work: EnclosingWork, adjustment: AdjustmentRecord, review: AdjustmentReview): Promise<void>;
  /** Runs a withdrawal for the caller; answers it in review once its amount is held. */
  requestWithdrawal(request: { amount: number }, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<WithdrawalRecord>;
  /** Gives an in-review withdrawal's run its review, within the work that records it. */
  signalReview(work: EnclosingWork, withdrawal: WithdrawalRecord, review: { approve: boolean }): Promise<void>;
  /** Gives a paying withdrawal's run its payout's outcome, within the work that consumes it. */
  signalPayout(work: EnclosingWork, withdrawal: WithdrawalRecord, payout: PayoutOutcome): Promise<void>;
}

export interface FundWorkflowSettings {
  /** Identity, asked whether the user an adjustment names exists. */
  identity: IdentityCalls;
  /** Adjustments up to this many rupiah either way post at once; larger ones wait for a second operator. */
  adjustmentApprovalAbove: number;
  clock: Clock;
  logger: Logger;
  onProgress?: ((progress: StepProgress) => Promise<void> | void) | undefined;
}

export function fundWorkflows(orm: Orm, settings: FundWorkflowSettings): FundWorkflows {
  const adjustment = adjustmentWorkflow(settings.identity, settings.adjustmentApprovalAbove);
  const engine = createWorkflowEngine(orm, { service: 'fund', workflows: [withdrawalWorkflow, adjustment], clock: settings.clock, logger: settings.logger, onProgress: settings.onProgress });
  // A withdrawal's run has the withdrawal's id, an adjustment's the adjustment's.
  const runOf = (record: { id: string }) => ({ runId: record.id });
  return {
    engine,
    requestWithdrawal: (request, call) => engine.run(withdrawalWorkflow, request, call),
    adjustWallet: (request, call) => engine.run(adjustment, request, call),

    async signalAdjustmentReview(work, pending, review) {
      // Every pending adjustment has a run waiting for its review: one refusing it would be a fault.
      if (!(await engine.signalWithin(work, adjustment, runOf(pending), 'approval', review))) throw new Error(`adjustment ${pending.id} pending, its run not waiting for the approval`);
    },

    async signalReview(work, withdrawal, review) {
      if (await engine.signalWithin(work, withdrawalWorkflow, runOf(withdrawal), 'review', review)) return;
      // An in-review withdrawal with a run waits for its review: one refusing it would be a fault.
      if (await engine.standing(work.em, withdrawalWorkflow, runOf(withdrawal))) throw new Error(`withdrawal ${withdrawal.id} in review, its run not waiting for the review`);
      // Requested before withdrawals ran as workflows (or by a replica of that release during the update): answered as then, in this transaction.
      if (review.approve) publishWithdrawalApproved(work.em, withdrawal);
      else await returnHold(work, withdrawal);
    },

    async signalPayout(work, withdrawal, payout) {
      if (await engine.signalWithin(work, withdrawalWorkflow, runOf(withdrawal), 'payout', payout)) return;
      const run = await engine.standing(work.em, withdrawalWorkflow, runOf(withdrawal));
      // Its run has the outcome already and is settling it: a repeated or late outcome changes nothing.
      if (run && !(run.status === 'waiting' && run.step === 'review')) return;
      // No run (requested before withdrawals ran as workflows), or one still waiting for a review a
      // replica of that release gave during the update: settled as then, in this transaction.
      await settleWithdrawal(work, withdrawal.id, payout);
    },
  };
}
