import { LockMode } from '@mikro-orm/core';
import { defineCommand } from '@shop/service-kit';
import { Recharge } from '../db/entities.js';
import type { ChargeState } from '../gateway/gateway.js';
import { applyChargeState, type AppliedCharge } from './charge-state.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified charge notification: the recharge (its order id) is locked, so duplicates arriving
 * together queue, and each sees what the one before it applied.
 */
export const applyChargeNotification = defineCommand(
  'ApplyChargeNotification',
  async ({ em, now }, request: { orderId: string; state: ChargeState }): Promise<AppliedCharge> => {
    const recharge = UUID.test(request.orderId) ? await em.findOne(Recharge, { id: request.orderId.toLowerCase() }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
    if (!recharge) return { outcome: 'unknown', status: undefined, reported: request.state.report?.status };
    return applyChargeState(em, recharge, request.state, now);
  },
  { withoutKeyBecause: "the recharge's state machine applies a notification once, however often the gateway sends it" },
);
