import type { PayoutRecord } from '../../db/entities.js';
import { isSettled, payoutTransition, type PayoutStatus } from '../../domain/payout-status.js';
import { GatewayRefused, type PaymentGateway, type PayoutState } from '../../gateway/gateway.js';
import { atGateway } from './gateway-calls.js';

/** What applying the gateway's word on a payout did (as for charges; `unknown`: no such payout). */
export type PayoutOutcome = 'applied' | 'unchanged' | 'after-final' | 'mismatch' | 'ignored' | 'unknown';

export interface AppliedPayout {
  outcome: PayoutOutcome;
  status: PayoutStatus | undefined;
}

/**
 * Applies the gateway's word on a payout to it (held locked by the caller): it only moves
 * forward. Reaching paid or failed (`applied`, a settled status) happens once: the payout's run
 * announces it (workflows/payout.ts), told by the caller (`payoutApplied`) unless it is the run.
 */
export function applyPayoutState(payout: PayoutRecord, state: PayoutState, now: Date): AppliedPayout {
  const result = (outcome: PayoutOutcome): AppliedPayout => ({ outcome, status: payout.status });
  if (!state.report) return result('ignored');
  const transition = payoutTransition(payout, state.report);
  if (transition.kind !== 'move') {
    if (transition.kind === 'unchanged' && !isSettled(payout.status)) payout.heardAt = now;
    return result(transition.kind);
  }
  Object.assign(payout, { status: transition.to, gatewayStatus: state.gatewayStatus, heardAt: now });
  if (isSettled(transition.to)) {
    Object.assign(payout, { settledAt: now, failureReason: transition.to === 'failed' ? state.report.reason || state.gatewayStatus : null });
  }
  return result('applied');
}

/**
 * Sends the payout to the gateway (again, if need be: its reference makes a repeat create nothing
 * new) and answers what the gateway said. A refusal is the payout failing, with the gateway's
 * reason; an unreachable gateway is UNAVAILABLE, which rolls the calling command back whole.
 */
export async function sendPayout(gateway: PaymentGateway, payout: PayoutRecord): Promise<PayoutState> {
  const request = { referenceNo: payout.withdrawalId, amount: payout.amount, bankCode: payout.bankCode, accountName: payout.accountName, accountNumber: payout.accountNumber };
  try {
    return await atGateway(() => gateway.payout(request));
  } catch (error) {
    if (error instanceof GatewayRefused) return { gatewayStatus: 'rejected', report: { status: 'failed', amount: payout.amount, reason: error.message } };
    throw error;
  }
}
