import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Payout } from '../db/entities.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { atGateway } from './shared/gateway-calls.js';
import { applyPayoutState, sendPayout, type AppliedPayout } from './shared/payout-state.js';
import type { PaymentWorkflows } from './workflows/index.js';

/**
 * Reconciliation of one payout under way whose callback has not come for `checkAfterMs`: the
 * gateway is asked for its status (one it does not know, after a gateway restart say, is sent
 * again under the same reference), and one it settles is signalled to the payout's run. Skip
 * locked, as for charges; nothing due: undefined.
 */
export function recheckPayout(gateway: PaymentGateway, workflows: Pick<PaymentWorkflows, 'payoutApplied'>) {
  return defineCommand(
    'RecheckPayout',
    async (context, request: { checkAfterMs: number; roundStartedAt: Date }): Promise<(AppliedPayout & { withdrawalId: string }) | undefined> => {
      const { em, now } = context;
      const silentSince = new Date(Math.min(now.getTime() - request.checkAfterMs, request.roundStartedAt.getTime() - 1));
      const payout = await em.findOne(Payout, { status: 'accepted', heardAt: { $lte: silentSince } }, { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      if (!payout) return undefined;
      const state = (await atGateway(() => gateway.payoutStatus(payout.withdrawalId))) ?? (await sendPayout(gateway, payout));
      payout.heardAt = now;
      const applied = applyPayoutState(payout, state, now);
      await workflows.payoutApplied(context, payout, applied);
      return { ...applied, withdrawalId: payout.withdrawalId };
    },
    { withoutKeyBecause: "the payout's state machine applies what the gateway says once" },
  );
}
