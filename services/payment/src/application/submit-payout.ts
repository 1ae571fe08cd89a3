import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Payout } from '../db/entities.js';
import type { PaymentGateway } from '../gateway/gateway.js';
import { applyPayoutState, sendPayout, type AppliedPayout } from './shared/payout-state.js';

/**
 * Sends a payout the gateway has not accepted yet: the one of `withdrawalId` (just recorded from
 * its approval), or the oldest not yet tried this round (`roundStartedAt`, reconciliation). The
 * row stays locked (skip locked) while the gateway is asked, so a replica, the job and the
 * consumer never send the same payout at once; a payout already taken or sent is skipped
 * (undefined). The gateway unreachable: UNAVAILABLE, the payout stays to be sent.
 */
export function submitPayout(gateway: PaymentGateway) {
  return defineCommand(
    'SubmitPayout',
    async ({ em, now }, request: { withdrawalId: string } | { roundStartedAt: Date }): Promise<(AppliedPayout & { withdrawalId: string }) | undefined> => {
      const which = 'withdrawalId' in request ? { withdrawalId: request.withdrawalId } : { heardAt: { $lt: request.roundStartedAt } };
      const payout = await em.findOne(Payout, { status: 'created', ...which }, { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      if (!payout) return undefined;
      const state = await sendPayout(gateway, payout);
      payout.heardAt = now;
      return { ...applyPayoutState(em, payout, state, now), withdrawalId: payout.withdrawalId };
    },
    { withoutKeyBecause: 'the payout reference (the withdrawal id) makes the gateway create it once' },
  );
}
