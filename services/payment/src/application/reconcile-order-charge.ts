import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { OrderPayment } from '../db/entities.js';
import { reconciledReport } from '../domain/recharge-status.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import type { AppliedCharge } from './shared/charge-state.js';
import { atGateway } from './shared/gateway-calls.js';
import { applyOrderChargeState } from './shared/order-payment-state.js';
import type { PaymentWorkflows } from './workflows/index.js';

/**
 * Reconciliation of one pending order payment's charge, chosen and checked as a recharge's
 * (`reconcileCharge`): silent for `checkAfterMs` or past its expiry, not yet looked at this round,
 * held skip locked while the gateway is asked; unpaid past its expiry, it expires here and its
 * orders are payable again. A charge that ends is signalled to the payment's run, which posts a
 * paid one; one without a run (opened before payments ran as workflows) is posted by the job's next step.
 */
export function reconcileOrderCharge(gateway: PaymentGateway, workflows: Pick<PaymentWorkflows, 'chargeApplied'>) {
  return defineCommand(
    'ReconcileOrderCharge',
    async (context, request: { checkAfterMs: number; roundStartedAt: Date }): Promise<(AppliedCharge & { paymentId: string }) | undefined> => {
      const { em, now } = context;
      const silentSince = new Date(now.getTime() - request.checkAfterMs);
      const payment = await em.findOne(
        OrderPayment,
        { status: 'pending', method: { $ne: 'balance' }, heardAt: { $lt: request.roundStartedAt }, $or: [{ heardAt: { $lte: silentSince } }, { expiresAt: { $lte: now } }] },
        { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!payment?.expiresAt) return undefined;
      const checked = await atGateway(() => gateway.chargeStatus(payment.id));
      payment.heardAt = now;
      const report = reconciledReport({ ...payment, expiresAt: payment.expiresAt }, checked?.report, now);
      const gatewayStatus = checked?.gatewayStatus ?? payment.gatewayStatus ?? 'pending';
      const applied = report
        ? await applyOrderChargeState(em, payment, { gatewayStatus, report }, now)
        : { outcome: 'unchanged' as const, status: payment.status, reported: undefined };
      await workflows.chargeApplied(context, payment, applied);
      return { ...applied, paymentId: payment.id };
    },
    { withoutKeyBecause: "the recharges' state machine applies what the gateway says once" },
  );
}
