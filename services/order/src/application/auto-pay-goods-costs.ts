import { defineCommand, type CallInfo, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { CustomerOrder } from '../db/entities.js';
import { claimOrders } from '../db/order-repository.js';
import { debitGoodsCost } from './goods-cost.js';
import { activeStores } from './stores.js';

/**
 * How long a round's claim on an order lasts. A round that dies after claiming (its process killed)
 * never records; once the claim has run out another round takes the order, and the debit's
 * reference makes a debit the dead round already made apply once.
 */
export const GOODS_COST_CLAIM_MS = 60_000;

/** Paid orders whose goods cost is awaiting, not yet tried and not claimed by a live round, claimed: no other round or replica takes them meanwhile. */
const claimDueGoodsCosts = defineCommand(
  'ClaimDueGoodsCosts',
  async ({ em, now }, request: { batch: number }) => {
    const claimRunOut = new Date(now.getTime() - GOODS_COST_CLAIM_MS);
    const orders = await claimOrders(
      em,
      { goodsCostStatus: 'awaiting', goodsCostTriedAt: null, $or: [{ goodsCostClaimedAt: null }, { goodsCostClaimedAt: { $lte: claimRunOut } }] },
      request.batch,
    );
    for (const order of orders) order.goodsCostClaimedAt = now;
    return orders.map(({ id, orderNo, storeId, storeOwnerId, goodsCost }) => ({ id, orderNo, storeId, storeOwnerId, goodsCost }));
  },
  { withoutKeyBecause: 'a job step; each order is claimed by one round at a time' },
);

/**
 * What the round did: goods costs debited are paid; orders tried and not debited (no autoPay, a
 * short balance) are tried, left to the merchant; orders whose debit failed are released, for the
 * next round.
 */
const recordGoodsCostDebits = defineCommand(
  'RecordGoodsCostDebits',
  async ({ em, now }, request: { paid: string[]; tried: string[]; failed: string[] }) => {
    const awaiting = (ids: string[]) => ({ id: { $in: ids }, goodsCostStatus: 'awaiting' as const });
    if (request.paid.length > 0) await em.nativeUpdate(CustomerOrder, awaiting(request.paid), { goodsCostStatus: 'paid', goodsCostClaimedAt: null, updatedAt: now });
    if (request.tried.length > 0) await em.nativeUpdate(CustomerOrder, awaiting(request.tried), { goodsCostTriedAt: now, goodsCostClaimedAt: null });
    if (request.failed.length > 0) await em.nativeUpdate(CustomerOrder, awaiting(request.failed), { goodsCostClaimedAt: null });
  },
  { withoutKeyBecause: 'a job step; paying a paid goods cost changes nothing' },
);

/**
 * Job step: paid orders whose goods cost is awaiting and not yet tried are paid from the store
 * owner's balance when the store has autoPay on; a short balance leaves it awaiting for the
 * merchant. The orders are claimed in one short transaction and the debits made after it, so no
 * order row stays locked while fund and merchant answer; the references make a debit asked twice
 * (a merchant paying by hand meanwhile, a round taking over a dead one's claim) apply once. A debit
 * that fails releases its order (and those after it) to the next round, and fails the step.
 */
export function autoPayGoodsCosts(runner: UseCaseRunner, deps: Collaborators) {
  return async (request: { batch: number }, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<number> => {
    const due = await runner.command(claimDueGoodsCosts, request, call);
    if (due.length === 0) return 0;
    const paid: string[] = [];
    const tried: string[] = [];
    try {
      const stores = await activeStores(deps.merchant, due.map((order) => order.storeId));
      for (const order of due) {
        if (stores.get(order.storeId)?.autoPay && (await debitGoodsCost(deps.fund, order))) paid.push(order.id);
        else tried.push(order.id);
      }
    } finally {
      // The orders are taken in turn until one fails: those not reached are the failed ones.
      const failed = due.slice(paid.length + tried.length).map((order) => order.id);
      await runner.command(recordGoodsCostDebits, { paid, tried, failed }, call);
    }
    return due.length;
  };
}
