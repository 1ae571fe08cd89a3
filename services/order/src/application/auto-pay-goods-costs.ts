import { defineCommand, type CallInfo, type UseCaseRunner } from '@shop/service-kit';
import type { Collaborators } from '../clients/clients.js';
import { CustomerOrder } from '../db/entities.js';
import { claimOrders } from '../db/order-repository.js';
import { debitGoodsCost } from './goods-cost.js';
import { activeStores } from './stores.js';

/** Paid orders whose goods cost is awaiting and not yet tried, marked tried: no other round or replica takes them. */
const claimDueGoodsCosts = defineCommand(
  'ClaimDueGoodsCosts',
  async ({ em, now }, request: { batch: number }) => {
    const orders = await claimOrders(em, { goodsCostStatus: 'awaiting', goodsCostTriedAt: null }, request.batch);
    for (const order of orders) order.goodsCostTriedAt = now;
    return orders.map(({ id, orderNo, storeId, storeOwnerId, goodsCost }) => ({ id, orderNo, storeId, storeOwnerId, goodsCost }));
  },
  { withoutKeyBecause: 'a job step; each order is claimed once' },
);

/** The debits made are recorded (goods cost paid); orders whose debit failed are left untried, for the next round. */
const recordGoodsCostDebits = defineCommand(
  'RecordGoodsCostDebits',
  async ({ em, now }, request: { paid: string[]; failed: string[] }) => {
    if (request.paid.length > 0) await em.nativeUpdate(CustomerOrder, { id: { $in: request.paid }, goodsCostStatus: 'awaiting' }, { goodsCostStatus: 'paid', updatedAt: now });
    if (request.failed.length > 0) await em.nativeUpdate(CustomerOrder, { id: { $in: request.failed }, goodsCostStatus: 'awaiting' }, { goodsCostTriedAt: null });
  },
  { withoutKeyBecause: 'a job step; paying a paid goods cost changes nothing' },
);

/**
 * Job step: paid orders whose goods cost is awaiting and not yet tried are paid from the store
 * owner's balance when the store has autoPay on; a short balance leaves it awaiting for the
 * merchant. The orders are claimed in one short transaction and the debits made after it, so no
 * order row stays locked while fund and merchant answer; the references make a debit asked twice
 * (a merchant paying by hand meanwhile) apply once. A debit that fails leaves its order (and
 * those after it) to the next round, and fails the step; a crash between the claim and the record
 * leaves them awaiting, tried, for the merchant to pay (the same reference: one debit at most).
 */
export function autoPayGoodsCosts(runner: UseCaseRunner, deps: Collaborators) {
  return async (request: { batch: number }, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<number> => {
    const due = await runner.command(claimDueGoodsCosts, request, call);
    if (due.length === 0) return 0;
    const paid: string[] = [];
    const settled = new Set<string>();
    try {
      const stores = await activeStores(deps.merchant, due.map((order) => order.storeId));
      for (const order of due) {
        if (stores.get(order.storeId)?.autoPay && (await debitGoodsCost(deps.fund, order))) paid.push(order.id);
        settled.add(order.id);
      }
    } finally {
      await runner.command(recordGoodsCostDebits, { paid, failed: due.filter((order) => !settled.has(order.id)).map((order) => order.id) }, call);
    }
    return due.length;
  };
}
