import { LockMode } from '@mikro-orm/core';
import { defineCommand, type UseCaseRunner } from '@shop/service-kit';
import { Recharge } from '../db/entities.js';
import { reconciledReport } from '../domain/recharge-status.js';
import type { ChargeState, PaymentGateway } from '../gateway/gateway.js';
import { gatewayCall } from './shared/callers.js';
import { applyChargeState, type AppliedCharge } from './shared/charge-state.js';
import { checkWithGateway } from './shared/gateway-calls.js';

export interface DueCheck {
  checkAfterMs: number;
  roundStartedAt: Date;
}

/**
 * The pending charge heard of longest ago among those past their expiry or silent for
 * `checkAfterMs`, and not yet looked at this round (`roundStartedAt`), skipping rows another
 * replica holds; marked heard now (asked now: the next question waits another checkAfterMs, or the
 * next round once past its expiry).
 */
const claimDueCharge = defineCommand(
  'ClaimDueCharge',
  async ({ em, now }, request: DueCheck): Promise<string | undefined> => {
    const silentSince = new Date(now.getTime() - request.checkAfterMs);
    const recharge = await em.findOne(
      Recharge,
      { status: 'pending', heardAt: { $lt: request.roundStartedAt }, $or: [{ heardAt: { $lte: silentSince } }, { expiresAt: { $lte: now } }] },
      { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
    );
    if (!recharge) return undefined;
    recharge.heardAt = now;
    return recharge.id;
  },
  { withoutKeyBecause: 'a claim only marks the charge asked about' },
);

/** What the gateway answered of a claimed charge (undefined: it does not know it); one it has not paid expires once past its expiry. */
const applyCheckedCharge = defineCommand(
  'ApplyCheckedCharge',
  async ({ em, now }, request: { rechargeId: string; checked: ChargeState | undefined }): Promise<AppliedCharge & { rechargeId: string }> => {
    const recharge = await em.findOneOrFail(Recharge, { id: request.rechargeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    const report = reconciledReport(recharge, request.checked?.report, now);
    const gatewayStatus = request.checked?.gatewayStatus ?? recharge.gatewayStatus;
    const applied = report
      ? applyChargeState(em, recharge, { gatewayStatus, report }, now)
      : { outcome: 'unchanged' as const, status: recharge.status, reported: undefined };
    return { ...applied, rechargeId: recharge.id };
  },
  { withoutKeyBecause: "the recharge's state machine applies what the gateway says once" },
);

/**
 * Reconciliation of one pending charge (`checkWithGateway`): the next due one is claimed, the
 * gateway asked for its status, and its answer applied. Nothing due: undefined.
 */
export function reconcileCharge(runner: UseCaseRunner, gateway: Pick<PaymentGateway, 'chargeStatus'>) {
  return (request: DueCheck) =>
    checkWithGateway({
      claim: () => runner.command(claimDueCharge, request, gatewayCall),
      ask: (rechargeId) => gateway.chargeStatus(rechargeId),
      apply: (rechargeId, checked) => runner.command(applyCheckedCharge, { rechargeId, checked }, gatewayCall),
    });
}
