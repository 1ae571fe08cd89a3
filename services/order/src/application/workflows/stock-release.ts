import { defineWorkflow, remoteStep } from '@shop/service-kit';
import type { Collaborators } from '../../clients/clients.js';

/**
 * An order's reserved stock goes back on sale at the catalog (by the order id, idempotent): a
 * cancelled order's, or a returned one's goods. Started in the transaction that cancels or
 * refunds the order, so the stock goes back only once that is committed: released first, a
 * cancellation then lost would leave an order a payment could still pay, its stock on sale.
 */
export function stockReleaseWorkflow(deps: Collaborators) {
  return defineWorkflow('StockRelease', {
    begin: (input: { orderId: string }) => input,
    steps: [remoteStep<{ orderId: string }>('release', async ({ orderId }) => void (await deps.catalog.releaseStock({ reservationId: orderId })))],
    finish: () => undefined,
  });
}
