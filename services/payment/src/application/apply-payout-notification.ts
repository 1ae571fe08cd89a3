import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Payout } from '../db/entities.js';
import type { PayoutState } from '../gateway/gateway.js';
import { ourId } from './shared/callers.js';
import { applyPayoutState, type AppliedPayout } from './shared/payout-state.js';

/** A verified payout callback (its reference is the withdrawal id), applied to the locked payout. */
export const applyPayoutNotification = defineCommand(
  'ApplyPayoutNotification',
  async ({ em, now }, request: { referenceNo: string; state: PayoutState }): Promise<AppliedPayout> => {
    const withdrawalId = ourId(request.referenceNo);
    const payout = withdrawalId ? await em.findOne(Payout, { withdrawalId }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!payout) return { outcome: 'unknown', status: undefined };
    return applyPayoutState(em, payout, request.state, now);
  },
  { withoutKeyBecause: "the payout's state machine applies a callback once, however often the gateway sends it" },
);
