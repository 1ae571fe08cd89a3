import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { OrderPayment, Recharge } from '../db/entities.js';
import type { ChargeState } from '../gateway/gateway.js';
import { ourId } from './shared/callers.js';
import { applyChargeState, type AppliedCharge } from './shared/charge-state.js';
import { applyOrderChargeState } from './shared/order-payment-state.js';
import type { PaymentWorkflows } from './workflows/index.js';

/** What a charge notification did, and the order payment without a run whose postings are now due (paid, not posted yet). */
export type NotifiedCharge = AppliedCharge & { toPost: string | undefined };

/**
 * A verified charge notification: its order id is a recharge's or an order payment's (the one
 * found by id is locked, so duplicates arriving together queue, and each sees what the one before
 * it applied). An order payment's charge that ended is signalled to its run, which posts a paid
 * one; one opened before payments ran as workflows (no run) is posted after the commit (`toPost`).
 */
export function applyChargeNotification(workflows: Pick<PaymentWorkflows, 'chargeApplied'>) {
  return defineCommand(
    'ApplyChargeNotification',
    async (context, request: { orderId: string; state: ChargeState }): Promise<NotifiedCharge> => {
      const { em, now } = context;
      const id = ourId(request.orderId);
      const unknown: NotifiedCharge = { outcome: 'unknown', status: undefined, reported: request.state.report?.status, toPost: undefined };
      if (!id) return unknown;
      const recharge = await em.findOne(Recharge, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (recharge) return { ...applyChargeState(em, recharge, request.state, now), toPost: undefined };
      const payment = await em.findOne(OrderPayment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment || payment.method === 'balance') return unknown;
      const applied = await applyOrderChargeState(em, payment, request.state, now);
      if (await workflows.chargeApplied(context, payment, applied)) return { ...applied, toPost: undefined };
      return { ...applied, toPost: payment.status === 'paid' && !payment.posted ? payment.id : undefined };
    },
    { withoutKeyBecause: "the recharges' state machine applies a notification once, however often the gateway sends it" },
  );
}
