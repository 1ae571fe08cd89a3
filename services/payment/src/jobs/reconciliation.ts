import { AppError, runPeriodically, type Clock, type Logger, type PeriodicJob, type RunningExtra, type UseCaseRunner } from '@shop/service-kit';
import { gatewayCall } from '../application/shared/callers.js';
import type { AppliedCharge } from '../application/shared/charge-state.js';
import type { AppliedPayout } from '../application/shared/payout-state.js';
import { recheckPayout } from '../application/recheck-payout.js';
import { reconcileCharge } from '../application/reconcile-charge.js';
import { reconcileOrderCharge } from '../application/reconcile-order-charge.js';
import { postOrderPayment, settleBalancePayment, type PostedPayment, type SettledPayment } from '../application/settle-order-payment.js';
import { startRecordedPayouts } from '../application/start-recorded-payouts.js';
import type { PaymentWorkflows } from '../application/workflows/index.js';
import type { FundCalls } from '../clients/fund.js';
import type { PaymentGateway } from '../gateway/gateway.js';

export interface ReconciliationSettings {
  intervalMs: number;
  rechargeCheckAfterMs: number;
  payoutCheckAfterMs: number;
  /** At most this many of each kind of item (charges, order payments, payouts) per round. */
  batch: number;
}

/**
 * The reconciliation job: every `intervalMs`, a round asks the gateway about pending charges of
 * recharges and order payments it has been silent on (or that are past their expiry, which then
 * expire unless paid), settles balance payments whose debit was interrupted, posts gateway
 * payments marked paid whose postings were interrupted, and asks about payouts under way whose
 * callback has not come (signalling the runs of those it settles). It also drives the workflow
 * runs nobody drives (a payout whose sending a crash or the gateway interrupted), and starts runs
 * for payouts recorded unsent before payouts ran as workflows. A charge or payout is claimed in a
 * short transaction (`for update skip locked`, marked heard, so replicas running the job side by
 * side share the work), the gateway is asked with no transaction open, and its answer applied in
 * another short transaction (`checkWithGateway`). The gateway (or the fund service) unreachable
 * ends the round; the next one tries again.
 */
export function startReconciliation(options: {
  runner: UseCaseRunner;
  workflows: PaymentWorkflows;
  gateway: PaymentGateway;
  fund: FundCalls;
  settings: ReconciliationSettings;
  logger: Logger;
  clock: Clock;
}): RunningExtra {
  const { runner, settings, logger } = options;
  const charges = reconcileCharge(runner, options.gateway);
  const orderCharges = reconcileOrderCharge(runner, options.gateway, options.workflows);
  const balancePayments = settleBalancePayment(options.fund);
  const unposted = postOrderPayment(options.fund);
  const recordedPayouts = startRecordedPayouts(options.workflows);
  const payoutsUnderWay = recheckPayout(runner, options.gateway, options.workflows);

  async function drain<R extends object>(job: PeriodicJob, step: () => Promise<R | undefined>, log: (result: R) => void): Promise<void> {
    for (let done = 0; done < settings.batch && !job.stopped; done++) {
      const result = await step();
      if (!result) return;
      log(result);
    }
  }

  async function runRound(job: PeriodicJob): Promise<void> {
    const roundStartedAt = options.clock();
    try {
      await drain(job, () => charges({ checkAfterMs: settings.rechargeCheckAfterMs, roundStartedAt }), logCharge);
      await drain(job, () => orderCharges({ checkAfterMs: settings.rechargeCheckAfterMs, roundStartedAt }), logOrderCharge);
      await drain(job, () => runner.command(balancePayments, { checkAfterMs: settings.rechargeCheckAfterMs, roundStartedAt }, gatewayCall), logBalancePayment);
      await drain(job, () => runner.command(unposted, { roundStartedAt }, gatewayCall), logPosting);
      await runner.command(recordedPayouts, { batch: settings.batch }, gatewayCall);
      await options.workflows.engine.resumeDue(settings.batch);
      await drain(job, () => payoutsUnderWay({ checkAfterMs: settings.payoutCheckAfterMs, roundStartedAt }), logPayout);
    } catch (error) {
      // The gateway's calls and the fund's postings both answer UNAVAILABLE when their peer is down.
      if (error instanceof AppError && error.code === 'UNAVAILABLE') logger.warn({ reason: error.message }, 'the gateway or the fund service unreachable: reconciliation tries again next round');
      else logger.error({ err: error }, 'reconciliation round failed');
    }
  }

  function logCharge(result: AppliedCharge & { rechargeId: string }): void {
    const fields = { rechargeId: result.rechargeId, outcome: result.outcome, status: result.status };
    if (result.outcome === 'applied') logger.info(fields, 'reconciliation settled a recharge');
    else if (result.outcome === 'mismatch') logger.error(fields, 'the gateway reports another amount or currency for a recharge');
    else if (result.outcome === 'after-final' && result.reported === 'paid') logger.error(fields, 'charge paid at the gateway after its recharge closed: refund the payer');
  }

  function logOrderCharge(result: AppliedCharge & { paymentId: string }): void {
    const fields = { paymentId: result.paymentId, outcome: result.outcome, status: result.status };
    if (result.outcome === 'applied') logger.info(fields, 'reconciliation settled an order payment charge');
    else if (result.outcome === 'mismatch') logger.error(fields, 'the gateway reports another amount or currency for an order payment');
    else if (result.outcome === 'after-final' && result.reported === 'paid') logger.error(fields, 'charge paid at the gateway after its order payment closed: refund the payer');
  }

  function logBalancePayment(result: SettledPayment): void {
    logger.info({ paymentId: result.payment.id, status: result.payment.status }, 'reconciliation settled a balance payment');
  }

  function logPosting(result: PostedPayment): void {
    const fields = { paymentId: result.payment.id, reason: result.refusal };
    if (result.refusal) logger.error(fields, 'order payment paid at the gateway but not posted: the fund refused');
    else logger.info(fields, 'reconciliation posted an order payment');
  }

  function logPayout(result: AppliedPayout & { withdrawalId: string }): void {
    const fields = { withdrawalId: result.withdrawalId, outcome: result.outcome, status: result.status };
    if (result.outcome === 'applied') logger.info(fields, 'reconciliation moved a payout');
    else if (result.outcome === 'mismatch') logger.error(fields, 'the gateway reports another amount for a payout');
  }

  return runPeriodically('reconciliation', settings.intervalMs, runRound, logger);
}
