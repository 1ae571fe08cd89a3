import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Recharge } from '../db/entities.js';
import { reconciledReport } from '../domain/recharge-status.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { applyChargeState, type AppliedCharge } from './shared/charge-state.js';
import { atGateway } from './shared/gateway-calls.js';

/**
 * Reconciliation of one pending charge: the one heard of longest ago among those past their expiry
 * or silent for `checkAfterMs`, and not yet looked at this round (`roundStartedAt`). The gateway is
 * asked for its status; a charge it has not paid expires here once past its expiry. The row stays
 * locked (skip locked) for the check, so replicas running the job take different charges. Nothing
 * due: undefined. The gateway unreachable: UNAVAILABLE, nothing changed.
 */
export function reconcileCharge(gateway: PaymentGateway) {
  return defineCommand(
    'ReconcileCharge',
    async ({ em, now }, request: { checkAfterMs: number; roundStartedAt: Date }): Promise<(AppliedCharge & { rechargeId: string }) | undefined> => {
      const silentSince = new Date(now.getTime() - request.checkAfterMs);
      const recharge = await em.findOne(
        Recharge,
        { status: 'pending', heardAt: { $lt: request.roundStartedAt }, $or: [{ heardAt: { $lte: silentSince } }, { expiresAt: { $lte: now } }] },
        { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!recharge) return undefined;
      const checked = await atGateway(() => gateway.chargeStatus(recharge.id));
      // Asked now: the next question waits another checkAfterMs (or the next round, once past its expiry).
      recharge.heardAt = now;
      const report = reconciledReport(recharge, checked?.report, now);
      const gatewayStatus = checked?.gatewayStatus ?? recharge.gatewayStatus;
      const applied = report
        ? applyChargeState(em, recharge, { gatewayStatus, report }, now)
        : { outcome: 'unchanged' as const, status: recharge.status, reported: undefined };
      return { ...applied, rechargeId: recharge.id };
    },
    { withoutKeyBecause: "the recharge's state machine applies what the gateway says once" },
  );
}
