import { LockMode } from '@mikro-orm/core';
import { defineCommand, plainRecord, type UseCaseRunner } from '@shop/service-kit';
import { Payout, type PayoutRecord } from '../db/entities.js';
import type { PaymentGateway, PayoutState } from '../gateway/gateway.js';
import { gatewayCall } from './shared/callers.js';
import { checkWithGateway } from './shared/gateway-calls.js';
import { applyPayoutState, sendPayout, type AppliedPayout } from './shared/payout-state.js';
import type { DueCheck } from './reconcile-charge.js';
import type { PaymentWorkflows } from './workflows/index.js';

/** The payout under way whose callback has not come for `checkAfterMs`, heard of longest ago, skip locked; marked heard now. */
const claimSilentPayout = defineCommand(
  'ClaimSilentPayout',
  async ({ em, now }, request: DueCheck): Promise<PayoutRecord | undefined> => {
    const silentSince = new Date(Math.min(now.getTime() - request.checkAfterMs, request.roundStartedAt.getTime() - 1));
    const payout = await em.findOne(Payout, { status: 'accepted', heardAt: { $lte: silentSince } }, { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
    if (!payout) return undefined;
    payout.heardAt = now;
    return plainRecord(payout);
  },
  { withoutKeyBecause: 'a claim only marks the payout asked about' },
);

/** What the gateway answered of a claimed payout, applied to it locked again; one it settles is signalled to the payout's run. */
function applyCheckedPayout(workflows: Pick<PaymentWorkflows, 'payoutApplied'>) {
  return defineCommand(
    'ApplyCheckedPayout',
    async (context, request: { withdrawalId: string; state: PayoutState }): Promise<AppliedPayout & { withdrawalId: string }> => {
      const payout = await context.em.findOneOrFail(Payout, { withdrawalId: request.withdrawalId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const applied = applyPayoutState(payout, request.state, context.now);
      await workflows.payoutApplied(context, payout, applied);
      return { ...applied, withdrawalId: payout.withdrawalId };
    },
    { withoutKeyBecause: "the payout's state machine applies what the gateway says once" },
  );
}

/**
 * Reconciliation of one payout under way whose callback has not come (`checkWithGateway`): the
 * gateway is asked for its status (one it does not know, after a gateway restart say, is sent
 * again under the same reference), and one it settles is signalled to the payout's run. Nothing
 * due: undefined.
 */
export function recheckPayout(runner: UseCaseRunner, gateway: PaymentGateway, workflows: Pick<PaymentWorkflows, 'payoutApplied'>) {
  const apply = applyCheckedPayout(workflows);
  return (request: DueCheck) =>
    checkWithGateway({
      claim: () => runner.command(claimSilentPayout, request, gatewayCall),
      ask: async (payout) => (await gateway.payoutStatus(payout.withdrawalId)) ?? (await sendPayout(gateway, payout)),
      apply: (payout, state) => runner.command(apply, { withdrawalId: payout.withdrawalId, state }, gatewayCall),
    });
}
