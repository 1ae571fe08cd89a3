import { LockMode, raw } from '@mikro-orm/core';
import { AppError, defineCommand } from '@shop/service-kit';
import type { FundCalls } from '../clients/fund.js';
import { OrderPayment, type OrderPaymentRecord } from '../db/entities.js';
import { isInsufficientBalance, markPosted, postToFund, releaseClaims } from './shared/order-payment-state.js';

/** Which payment: one just opened (by id), or the job's next one silent for `checkAfterMs` and not yet tried this round. */
export type PaymentToSettle = { paymentId: string } | { checkAfterMs: number; roundStartedAt: Date };

export interface SettledPayment {
  payment: OrderPaymentRecord;
  /** The balance did not cover it: the payment failed and its orders are payable again. */
  insufficientBalance: boolean;
}

function due(request: PaymentToSettle, now: Date) {
  if ('paymentId' in request) return { id: request.paymentId };
  return { heardAt: { $lt: request.roundStartedAt, $lte: new Date(now.getTime() - request.checkAfterMs) }, id: { $nin: withoutRun } };
}

/**
 * The job's payments are those opened before payments ran as workflows (no run): a payment with a
 * run is its run's to settle or post.
 */
const withoutRun = raw(`(select id from workflow_run where workflow = 'OrderPayment')`);

/**
 * Takes a pending balance payment from the buyer's wallet: fund Debit prd_order_pay under
 * `order-payment:<id>`, then paid and payment.order.paid.v1 in one transaction. A payment whose
 * first try was interrupted is finished by the reconciliation the same way (the reference makes the
 * debit apply once). Insufficient balance: failed, the claims go. The row stays locked for the
 * debit (the job skips it), so one payment is debited once whoever settles it. By id, a payment
 * already settled answers as it is; the job with nothing due: undefined.
 */
export function settleBalancePayment(fund: FundCalls) {
  return defineCommand(
    'SettleBalancePayment',
    async ({ em, now }, request: PaymentToSettle): Promise<SettledPayment | undefined> => {
      const byId = 'paymentId' in request;
      const payment = await em.findOne(
        OrderPayment,
        { method: 'balance', ...(byId ? {} : { status: 'pending' }), ...due(request, now) },
        { orderBy: { heardAt: 'asc' }, lockMode: byId ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      if (!payment) return undefined;
      if (payment.status !== 'pending') return { payment, insufficientBalance: payment.status === 'failed' };
      try {
        await postToFund(fund, payment);
      } catch (error) {
        if (!isInsufficientBalance(error)) throw error;
        Object.assign(payment, { status: 'failed', heardAt: now });
        await releaseClaims(em, payment.id);
        return { payment, insufficientBalance: true };
      }
      markPosted(em, payment, now);
      return { payment, insufficientBalance: false };
    },
    { withoutKeyBecause: 'the debit reference (order-payment:<id>) applies once, and a settled payment is not settled again' },
  );
}

export interface PostedPayment {
  payment: OrderPaymentRecord;
  /** The fund's reason when it refused a posting (the payment stays unposted for the next round). */
  refusal: string | undefined;
}

/**
 * Finishes a gateway payment marked paid whose postings are not done (just paid, or interrupted):
 * fund Credit recharge under `order-charge:<id>`, Debit prd_order_pay under `order-payment:<id>`,
 * then posted and payment.order.paid.v1 in one transaction. A refusal (the buyer spent the
 * credited money meanwhile) is answered and leaves it for a later round. Skip locked for the job; nothing due:
 * undefined.
 */
export function postOrderPayment(fund: FundCalls) {
  return defineCommand(
    'PostOrderPayment',
    async ({ em, now }, request: { paymentId: string } | { roundStartedAt: Date }): Promise<PostedPayment | undefined> => {
      const which = 'paymentId' in request ? { id: request.paymentId } : { heardAt: { $lt: request.roundStartedAt }, id: { $nin: withoutRun } };
      const payment = await em.findOne(OrderPayment, { status: 'paid', posted: false, ...which }, { orderBy: { heardAt: 'asc' }, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE });
      if (!payment) return undefined;
      // Tried now, whatever the fund says: the job's round moves on to the next one.
      payment.heardAt = now;
      try {
        await postToFund(fund, payment);
      } catch (error) {
        if (error instanceof AppError && error.code !== 'UNAVAILABLE') return { payment, refusal: error.reason };
        throw error;
      }
      markPosted(em, payment, now);
      return { payment, refusal: undefined };
    },
    { withoutKeyBecause: 'the postings carry per-payment references and a posted payment is not posted again' },
  );
}
