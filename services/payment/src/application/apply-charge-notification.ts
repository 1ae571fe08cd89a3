import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Recharge } from '../db/entities.js';
import type { ChargeState } from '../gateway/gateway.js';
import { ourId } from './callers.js';
import { applyChargeState, type AppliedCharge } from './charge-state.js';

/**
 * A verified charge notification: the recharge (its order id) is locked, so duplicates arriving
 * together queue, and each sees what the one before it applied.
 */
export const applyChargeNotification = defineCommand(
  'ApplyChargeNotification',
  async ({ em, now }, request: { orderId: string; state: ChargeState }): Promise<AppliedCharge> => {
    const id = ourId(request.orderId);
    const recharge = id ? await em.findOne(Recharge, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!recharge) return { outcome: 'unknown', status: undefined, reported: request.state.report?.status };
    return applyChargeState(em, recharge, request.state, now);
  },
  { withoutKeyBecause: "the recharge's state machine applies a notification once, however often the gateway sends it" },
);
