import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Payout } from '../db/entities.js';
import type { PayoutState } from '../gateway/gateway.js';
import { applyPayoutState, type AppliedPayout } from './payout-state.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A verified payout callback (its reference is the withdrawal id), applied to the locked payout. */
export const applyPayoutNotification = defineCommand(
  'ApplyPayoutNotification',
  async ({ em, now }, request: { referenceNo: string; state: PayoutState }): Promise<AppliedPayout> => {
    const payout = UUID.test(request.referenceNo) ? await em.findOne(Payout, { withdrawalId: request.referenceNo.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!payout) return { outcome: 'unknown', status: undefined };
    return applyPayoutState(em, payout, request.state, now);
  },
  { withoutKeyBecause: "the payout's state machine applies a callback once, however often the gateway sends it" },
);
