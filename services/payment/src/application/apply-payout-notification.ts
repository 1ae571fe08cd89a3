import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Payout } from '../db/entities.js';
import type { PayoutState } from '../gateway/gateway.js';
import { ourId } from './shared/callers.js';
import { applyPayoutState, type AppliedPayout } from './shared/payout-state.js';
import type { PaymentWorkflows } from './workflows/index.js';

/** A verified payout callback (its reference is the withdrawal id), applied to the locked payout; one it settles is signalled to the payout's run. */
export function applyPayoutNotification(workflows: Pick<PaymentWorkflows, 'payoutApplied'>) {
  return defineCommand(
    'ApplyPayoutNotification',
    async (context, request: { referenceNo: string; state: PayoutState }): Promise<AppliedPayout> => {
      const { em, now } = context;
      const withdrawalId = ourId(request.referenceNo);
      const payout = withdrawalId ? await em.findOne(Payout, { withdrawalId }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
      if (!payout) return { outcome: 'unknown', status: undefined };
      const applied = applyPayoutState(payout, request.state, now);
      await workflows.payoutApplied(context, payout, applied);
      return applied;
    },
    { withoutKeyBecause: "the payout's state machine applies a callback once, however often the gateway sends it" },
  );
}
