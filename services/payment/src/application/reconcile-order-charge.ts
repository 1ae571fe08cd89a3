import { LockMode } from '@mikro-orm/core';
import { defineCommand, type UseCaseRunner } from '@shop/service-kit';
import { OrderPayment } from '../db/entities.js';
import { reconciledReport } from '../domain/recharge-status.js';
import type { ChargeState, PaymentGateway } from '../gateway/gateway.js';
import { gatewayCall } from './shared/callers.js';
import type { AppliedCharge } from './shared/charge-state.js';
import { checkWithGateway } from './shared/gateway-calls.js';
import { applyOrderChargeState } from './shared/order-payment-state.js';
import type { DueCheck } from './reconcile-charge.js';
import type { PaymentWorkflows } from './workflows/index.js';

/** The next pending gateway order payment due a check, chosen and claimed as a recharge's charge (`reconcileCharge`). */
const claimDueOrderCharge = defineCommand(
  'ClaimDueOrderCharge',
  async ({ em, now }, request: DueCheck): Promise<string | undefined> => {
    const silentSince = new Date(now.getTime() - request.checkAfterMs);
    const payment = await em.findOne(
      OrderPayment,
      { status: 'pending', method: { $ne: 'balance' }, expiresAt: { $ne: null }, heardAt: { $lt: request.roundStartedAt }, $or: [{ heardAt: { $lte: silentSince } }, { expiresAt: { $lte: now } }] },
      { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (!payment) return undefined;
    payment.heardAt = now;
    return payment.id;
  },
  { withoutKeyBecause: 'a claim only marks the payment asked about' },
);

/**
 * What the gateway answered of a claimed payment's charge: unpaid past its expiry, it expires and
 * its orders are payable again. A charge that ends is signalled to the payment's run, which posts a
 * paid one; one without a run (opened before payments ran as workflows) is posted by the job's next step.
 */
function applyCheckedOrderCharge(workflows: Pick<PaymentWorkflows, 'chargeApplied'>) {
  return defineCommand(
    'ApplyCheckedOrderCharge',
    async (context, request: { paymentId: string; checked: ChargeState | undefined }): Promise<AppliedCharge & { paymentId: string }> => {
      const { em, now } = context;
      const payment = await em.findOneOrFail(OrderPayment, { id: request.paymentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const report = reconciledReport({ ...payment, expiresAt: payment.expiresAt! }, request.checked?.report, now);
      const gatewayStatus = request.checked?.gatewayStatus ?? payment.gatewayStatus ?? 'pending';
      const applied = report
        ? await applyOrderChargeState(em, payment, { gatewayStatus, report }, now)
        : { outcome: 'unchanged' as const, status: payment.status, reported: undefined };
      await workflows.chargeApplied(context, payment, applied);
      return { ...applied, paymentId: payment.id };
    },
    { withoutKeyBecause: "the recharges' state machine applies what the gateway says once" },
  );
}

/** Reconciliation of one pending order payment's charge (`checkWithGateway`). Nothing due: undefined. */
export function reconcileOrderCharge(runner: UseCaseRunner, gateway: Pick<PaymentGateway, 'chargeStatus'>, workflows: Pick<PaymentWorkflows, 'chargeApplied'>) {
  const apply = applyCheckedOrderCharge(workflows);
  return (request: DueCheck) =>
    checkWithGateway({
      claim: () => runner.command(claimDueOrderCharge, request, gatewayCall),
      ask: (paymentId) => gateway.chargeStatus(paymentId),
      apply: (paymentId, checked) => runner.command(apply, { paymentId, checked }, gatewayCall),
    });
}
