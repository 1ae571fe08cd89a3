import { ownCall, runPeriodically, type Logger, type RunningExtra, type UseCaseRunner } from '@shop/service-kit';
import { autoPayGoodsCosts } from '../application/auto-pay-goods-costs.js';
import { cancelUnpaidOrders } from '../application/cancel-unpaid-orders.js';
import { completeOrders } from '../application/complete-orders.js';
import { confirmReceipts } from '../application/confirm-receipts.js';
import { refundReturns } from '../application/refund-returns.js';
import { releaseCancelledStock } from '../application/release-cancelled-stock.js';
import { shipOrders } from '../application/ship-orders.js';
import { sweepPlacingOrders } from '../application/sweep-placing-orders.js';
import type { Collaborators } from '../clients/clients.js';

/** Batches one step may take in a round while it keeps finding full ones. */
const MAX_BATCHES_PER_ROUND = 20;

export interface OrderJobSettings {
  intervalMs: number;
  batch: number;
  receiptPeriodMs: number;
  returnWindowMs: number;
  returnReceiptDelayMs: number;
  placingTimeoutMs: number;
}

/**
 * The order lifecycle's timed steps, every `intervalMs`: sweep placing orders, cancel unpaid ones,
 * give cancelled orders' stock back, pay goods costs automatically, ship, confirm receipt, refund
 * returned goods, complete. Each step takes a batch in one transaction holding its rows with
 * `for update skip locked`, so replicas share the work (paying goods costs claims its batch first
 * and debits after that transaction); a step that took a full batch takes another at once; a step
 * that fails is logged and tried again next round.
 */
export function startOrderJobs(options: { runner: UseCaseRunner; deps: Collaborators; settings: OrderJobSettings; logger: Logger }): RunningExtra {
  const { runner, deps, settings, logger } = options;
  const call = ownCall('order');
  const batch = settings.batch;
  const payGoodsCosts = autoPayGoodsCosts(runner, deps);
  const releaseStock = releaseCancelledStock(deps);
  const steps: [string, () => Promise<number>][] = [
    ['sweep placing', () => runner.command(sweepPlacingOrders(deps), { batch, placingTimeoutMs: settings.placingTimeoutMs }, call)],
    ['cancel unpaid', () => runner.command(cancelUnpaidOrders, { batch }, call)],
    ['release cancelled stock', () => runner.command(releaseStock, { batch }, call)],
    ['pay goods costs', () => payGoodsCosts({ batch }, call)],
    ['ship', () => runner.command(shipOrders, { batch }, call)],
    ['confirm receipt', () => runner.command(confirmReceipts, { batch, receiptPeriodMs: settings.receiptPeriodMs }, call)],
    ['refund returns', () => runner.command(refundReturns(deps), { batch, receiptDelayMs: settings.returnReceiptDelayMs }, call)],
    ['complete', () => runner.command(completeOrders, { batch, returnWindowMs: settings.returnWindowMs }, call)],
  ];
  return runPeriodically(
    'order lifecycle',
    settings.intervalMs,
    async (job) => {
      for (const [name, step] of steps) {
        // A full batch means more are waiting: the step goes on (up to MAX_BATCHES_PER_ROUND) rather than wait for the next round.
        for (let taken = 0; taken < MAX_BATCHES_PER_ROUND && !job.stopped; taken++) {
          try {
            const done = await step();
            if (done > 0) logger.info({ step: name, orders: done }, 'order job step');
            if (done < batch) break;
          } catch (error) {
            logger.warn({ err: error, step: name }, 'order job step failed: tried again next round');
            break;
          }
        }
      }
    },
    logger,
  );
}
