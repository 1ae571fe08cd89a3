import { ownCall, runPeriodically, startWorkflowResumer, type Logger, type RunningExtra, type UseCaseRunner } from '@shop/service-kit';
import { cancelUnpaidOrders } from '../application/cancel-unpaid-orders.js';
import { completeOrders } from '../application/complete-orders.js';
import { confirmReceipts } from '../application/confirm-receipts.js';
import { refundReturns } from '../application/refund-returns.js';
import { shipOrders } from '../application/ship-orders.js';
import type { OrderWorkflows } from '../application/workflows/index.js';

/** Batches one step may take in a round while it keeps finding full ones. */
const MAX_BATCHES_PER_ROUND = 20;

export interface OrderJobSettings {
  intervalMs: number;
  batch: number;
  receiptPeriodMs: number;
  returnWindowMs: number;
  returnReceiptDelayMs: number;
}

/**
 * The order lifecycle's timed steps, every `intervalMs`: cancel unpaid orders, ship, confirm
 * receipt, refund returned goods, complete. Each step takes a batch in one transaction holding its
 * rows with `for update skip locked`, so replicas share the work; a step that took a full batch
 * takes another at once; a step that fails is logged and tried again next round. The multi-step
 * work they start (stock going back) and payments start (goods costs) runs as workflows: the runs
 * a crash or an outage left behind, the resumer takes up on the same interval.
 */
export function startOrderJobs(options: { runner: UseCaseRunner; workflows: OrderWorkflows; settings: OrderJobSettings; logger: Logger }): RunningExtra {
  const { runner, workflows, settings, logger } = options;
  const call = ownCall('order');
  const batch = settings.batch;
  const steps: [string, () => Promise<number>][] = [
    ['cancel unpaid', () => runner.command(cancelUnpaidOrders(workflows.startStockRelease), { batch }, call)],
    ['ship', () => runner.command(shipOrders, { batch }, call)],
    ['confirm receipt', () => runner.command(confirmReceipts, { batch, receiptPeriodMs: settings.receiptPeriodMs }, call)],
    ['refund returns', () => runner.command(refundReturns(workflows.startStockRelease), { batch, receiptDelayMs: settings.returnReceiptDelayMs }, call)],
    ['complete', () => runner.command(completeOrders, { batch, returnWindowMs: settings.returnWindowMs }, call)],
  ];
  const lifecycle = runPeriodically(
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
  const resumer = startWorkflowResumer(workflows.engine, { intervalMs: settings.intervalMs, batch, logger });
  return {
    async stop() {
      await Promise.all([lifecycle.stop(), resumer.stop()]);
    },
  };
}
