import type { EntityManager } from '@mikro-orm/postgresql';
import { fundReasons, recordTypeProto } from '@shop/contracts';
import { AppError } from '@shop/service-kit';
import type { FundCalls } from '../../clients/fund.js';
import { OrderPaymentClaim, type OrderPaymentRecord } from '../../db/entities.js';
import { orderPaymentMemo, orderPaymentReferences } from '../../domain/order-payment.js';
import { rechargeTransition } from '../../domain/recharge-status.js';
import { publishOrderPaid } from '../../events/publish/order-paid.js';
import type { ChargeState } from '../../gateway/gateway.js';
import type { AppliedCharge, ChargeOutcome } from './charge-state.js';

/** The orders of a payment that failed or expired go back to being payable. */
export async function releaseClaims(em: EntityManager, paymentId: string): Promise<void> {
  await em.nativeDelete(OrderPaymentClaim, { paymentId });
}

/**
 * Applies the gateway's word on an order payment's charge (held locked by the caller) through the
 * recharges' state machine. Paid: marked so here, its postings follow after the commit
 * (`postOrderPayment`); expired or failed: the claims go, so the buyer can pay again.
 */
export async function applyOrderChargeState(em: EntityManager, payment: OrderPaymentRecord, state: ChargeState, now: Date): Promise<AppliedCharge> {
  const reported = state.report?.status;
  const result = (outcome: ChargeOutcome): AppliedCharge => ({ outcome, status: payment.status, reported });
  if (!state.report) return result('ignored');
  const transition = rechargeTransition(payment, state.report);
  if (transition.kind !== 'move') {
    if (transition.kind === 'unchanged' && payment.status === 'pending') payment.heardAt = now;
    return result(transition.kind);
  }
  Object.assign(payment, { status: transition.to, gatewayStatus: state.gatewayStatus, heardAt: now });
  if (transition.to === 'paid') payment.paidAt = now;
  else await releaseClaims(em, payment.id);
  return result('applied');
}

/** Whether the answer is the fund refusing a debit beyond the balance. */
export function isInsufficientBalance(error: unknown): error is AppError {
  return error instanceof AppError && error.reason === fundReasons.insufficientBalance;
}

/**
 * The fund postings of a payment (repeats answer the first posting: the references are per
 * payment): a gateway payment's money is credited as a recharge, then every payment is debited as
 * prd_order_pay. The fund's refusal comes back as its AppError.
 */
export async function postToFund(fund: FundCalls, payment: OrderPaymentRecord): Promise<void> {
  const references = orderPaymentReferences(payment.id);
  const posting = { userId: payment.buyerId, amount: payment.amount };
  if (payment.method !== 'balance') {
    await fund.credit({ posting: { ...posting, type: recordTypeProto.recharge, reference: references.charge, memo: payment.method } });
  }
  await fund.debit({ posting: { ...posting, type: recordTypeProto.prd_order_pay, reference: references.payment, memo: orderPaymentMemo(payment.orderNos) } });
}

/** The postings are done: the payment is paid and the orders' service hears of it, in one transaction. */
export function markPosted(em: EntityManager, payment: OrderPaymentRecord, now: Date): void {
  Object.assign(payment, { status: 'paid', paidAt: payment.paidAt ?? now, posted: true, heardAt: now });
  publishOrderPaid(em, payment, payment.paidAt ?? now);
}
