import type { EntityManager } from '@mikro-orm/postgresql';
import type { RechargeRecord } from '../../db/entities.js';
import { rechargeTransition, type RechargeStatus } from '../../domain/recharge-status.js';
import { publishRechargePaid } from '../../events/publish/recharge-paid.js';
import type { ChargeState } from '../../gateway/gateway.js';

/**
 * What applying the gateway's word did: `applied` (the recharge moved), `unchanged` (nothing new),
 * `after-final` (it is already paid, expired or failed), `mismatch` (another amount or currency:
 * nothing changed), `ignored` (a status that is no recharge's business), `unknown` (no such recharge).
 */
export type ChargeOutcome = 'applied' | 'unchanged' | 'after-final' | 'mismatch' | 'ignored' | 'unknown';

export interface AppliedCharge {
  outcome: ChargeOutcome;
  /** The recharge's status afterwards (undefined for an unknown one). */
  status: RechargeStatus | undefined;
  /** What the gateway said, as a recharge status (undefined when it is none). */
  reported: RechargeStatus | undefined;
}

/**
 * Applies the gateway's word on a charge to its recharge, which the caller holds locked: the
 * state machine decides; a recharge becoming paid records payment.recharge.paid.v1 in the same
 * transaction. Hearing that a pending charge is still pending is news too (reconciliation waits
 * longer before asking).
 */
export function applyChargeState(em: EntityManager, recharge: RechargeRecord, state: ChargeState, now: Date): AppliedCharge {
  const reported = state.report?.status;
  const result = (outcome: ChargeOutcome): AppliedCharge => ({ outcome, status: recharge.status, reported });
  if (!state.report) return result('ignored');
  const transition = rechargeTransition(recharge, state.report);
  if (transition.kind !== 'move') {
    if (transition.kind === 'unchanged' && recharge.status === 'pending') recharge.heardAt = now;
    return result(transition.kind);
  }
  Object.assign(recharge, { status: transition.to, gatewayStatus: state.gatewayStatus, heardAt: now });
  if (transition.to === 'paid') {
    recharge.paidAt = now;
    publishRechargePaid(em, recharge, now);
  }
  return result('applied');
}
