import { LockMode } from '@mikro-orm/core';
import { fundReasons, paymentReasons, type RechargeMethod } from '@shop/contracts';
import { AppError, defineWorkflow, localStep, onlyWhen, plainRecord, remoteStep, waitStep } from '@shop/service-kit';
import type { FundCalls } from '../../clients/fund.js';
import type { OrderCalls } from '../../clients/order.js';
import { OrderPayment, type OrderPaymentRecord } from '../../db/entities.js';
import type { OpenedCharge, PaymentGateway } from '../../gateway/gateway.js';
import { userOf } from '../shared/callers.js';
import { openCharge } from '../create-recharge.js';
import { atGateway } from '../shared/gateway-calls.js';
import { isInsufficientBalance, markPosted, postToFund, releaseClaims } from '../shared/order-payment-state.js';
import { openPayment, ordersToPay, type OrdersToPay } from '../shared/pay-orders.js';

export interface OrderPaymentRun {
  request: { orderIds: string[]; method: string };
  orders?: OrdersToPay;
  /** The payment as stored (its id is the run's): PayOrders' answer. */
  payment?: OrderPaymentRecord;
  charge?: OpenedCharge;
  /** How a gateway payment's charge ended, as the callback or the reconciliation applied it. */
  charged?: 'paid' | 'expired' | 'failed';
}

const byGateway = (run: OrderPaymentRun) => run.orders?.method !== 'balance';

/**
 * A payment stopped before it moves money (the order service, the gateway or the process down) is
 * its caller's to retry with the same key this long; then it is undone: failed, its orders payable.
 */
const GIVE_UP_AFTER_MS = 2 * 60_000;
const toPost = (run: OrderPaymentRun) => !byGateway(run) || run.charged === 'paid';

/**
 * A payment of a buyer's orders, run by PayOrders under the caller's key. No remote call is made
 * in a transaction, nor under a row lock; the fund's postings carry per-payment references
 * (`order-charge:<id>`, `order-payment:<id>`), so a step run again posts nothing twice.
 *
 * 1. ask the orders: the order service answers the orders as they are now; they must be payable.
 * 2. claim: the payment is stored pending with one claim per order (undone: failed, claims gone).
 * 3. by the gateway: open the charge (the payment's id as the gateway's order id), then record it
 *    on the payment; PayOrders answers here, and the run waits for the charge's end, which the
 *    charge notification or the reconciliation applies and signals (expired or failed: the claims
 *    went with it, and the run ends).
 * 4. post: a gateway payment's money is credited as a recharge, then every payment is debited
 *    (by balance beyond it: insufficient_balance, the payment failed and its orders payable again).
 * 5. mark paid: paid and posted, payment.order.paid.v1; a balance payment's answer.
 *
 * Until it posts, only its caller's retry takes a stopped run forward (a buyer who gave up and paid
 * anew must not find the orders claimed behind their back), and it is undone after
 * `GIVE_UP_AFTER_MS`; from posting on (money may have moved) the reconciliation takes it forward,
 * never back, as it did the payments it settled before.
 */
export function orderPaymentWorkflow(deps: { gateway: PaymentGateway; orders: OrderCalls; fund: FundCalls }) {
  return defineWorkflow('OrderPayment', {
    begin: (request: { orderIds: string[]; method: string }): OrderPaymentRun => ({ request }),
    steps: [
      remoteStep<OrderPaymentRun>('ask the orders', async ({ request }, { caller, now }) => ({ orders: await ordersToPay(deps.orders, userOf(caller), request, now) })),
      localStep<OrderPaymentRun>(
        'claim',
        async ({ em, now, caller, runId }, { orders }) => ({ payment: await openPayment(em, runId, userOf(caller), orders!, now) }),
        async ({ em, now }, { payment }) => {
          await em.nativeUpdate(OrderPayment, { id: payment!.id, status: 'pending' }, { status: 'failed', heardAt: now });
          await releaseClaims(em, payment!.id);
        },
      ),
      onlyWhen(
        byGateway,
        remoteStep<OrderPaymentRun>('open the charge', async ({ payment }) => {
          const { id, amount, method, createdAt, expiresAt } = payment!;
          try {
            return { charge: await openCharge(deps.gateway, { orderId: id, amount, method: method as RechargeMethod, createdAt, expiresAt: expiresAt! }) };
          } catch (error) {
            // The gateway opens one charge per order id: refused, it may be this step's own from an
            // attempt whose answer a crash lost. That one is answered when it shows what the payer needs.
            if (!(error instanceof AppError) || error.code === 'UNAVAILABLE') throw error;
            const earlier = await atGateway(() => deps.gateway.openedCharge(id));
            if (earlier && (earlier.vaNumber ?? earlier.qrString ?? earlier.redirectUrl)) return { charge: earlier };
            throw error;
          }
        }),
      ),
      onlyWhen(
        byGateway,
        localStep<OrderPaymentRun>('record the charge', async ({ em }, { payment, charge }) => {
          const stored = await em.findOneOrFail(OrderPayment, { id: payment!.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          const { vaNumber, billerCode, qrString, redirectUrl, transactionId } = charge!;
          Object.assign(stored, { vaNumber, billerCode, qrString, redirectUrl, gatewayTransactionId: transactionId });
          // A notification may have moved it already (its charge is the gateway's from the call on).
          stored.gatewayStatus ??= 'pending';
          // Ended already (its notification came first, and found the run not yet waiting): the run goes on without waiting.
          return { payment: plainRecord(stored), ...(stored.status === 'pending' ? {} : { charged: stored.status }) };
        }),
      ),
      onlyWhen((run: OrderPaymentRun) => byGateway(run) && run.charged === undefined, waitStep<OrderPaymentRun, { status: 'paid' | 'expired' | 'failed' }>('charge', (_, { status }) => ({ charged: status }))),
      onlyWhen(
        toPost,
        remoteStep<OrderPaymentRun>('post', async ({ payment }, { em }) => {
          const stored = await em.findOneOrFail(OrderPayment, { id: payment!.id });
          if (stored.posted) return;
          try {
            await postToFund(deps.fund, stored);
          } catch (error) {
            if (isInsufficientBalance(error) && stored.method === 'balance') throw new AppError('FAILED_PRECONDITION', fundReasons.insufficientBalance, 'the balance does not cover the orders');
            // Paid at the gateway: the money is the buyer's whatever the fund says now; tried again later.
            if (error instanceof AppError && error.code !== 'UNAVAILABLE') throw new Error(`order payment ${stored.id} paid but not posted: the fund refused (${error.reason})`, { cause: error });
            throw error;
          }
        }),
      ),
      onlyWhen(
        toPost,
        localStep<OrderPaymentRun>('mark paid', async ({ em, now }, { payment }) => {
          const stored = await em.findOneOrFail(OrderPayment, { id: payment!.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
          if (!stored.posted) markPosted(em, stored, now);
          return { payment: plainRecord(stored) };
        }),
      ),
    ],
    finish: (run) => run.payment!,
    resumedBy: 'caller',
    giveUpAfterMs: GIVE_UP_AFTER_MS,
    givenUpAs: () => new AppError('UNAVAILABLE', paymentReasons.gatewayUnavailable, 'the payment could not be opened in time: try again'),
    pointOfNoReturn: 'post',
  });
}
