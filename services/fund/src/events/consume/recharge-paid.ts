import { paymentV1, postingReferences } from '@shop/contracts';
import { askSource, runWithin, type Clock, type ConfirmedEventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';
import type { PaymentCalls } from '../../clients/payment.js';
import { rechargePaidProblem, type SourceRecharge } from '../../domain/source-confirmation.js';

/**
 * Credits a paid recharge to the wallet under reference recharge:<id>: once, however often the
 * event (or another event of the same recharge) arrives.
 *
 * The event alone moves nothing: payment is asked for the recharge first (no transaction open),
 * and one it does not have, that is not paid, or whose user or amount differ from the event's is
 * refused (logged, skipped). The credit is made of payment's answer, not of the event.
 */
export function onRechargePaid(payment: Pick<PaymentCalls, 'getRechargeForLedger'>, clock: Clock): ConfirmedEventHandler<'payment.recharge.paid.v1', SourceRecharge> {
  return {
    async confirm(event) {
      const answer = await askSource(() => payment.getRechargeForLedger({ id: event.payload.rechargeId }));
      const recharge = answer?.recharge && {
        rechargeId: answer.recharge.id,
        userId: answer.recharge.userId,
        amount: answer.recharge.amount,
        paid: answer.recharge.status === paymentV1.RechargeStatus.RECHARGE_STATUS_PAID,
      };
      const problem = rechargePaidProblem(event.payload, recharge);
      return problem ? { refused: problem } : { confirmed: recharge! };
    },
    async apply(event, recharge, em, { afterCommit }) {
      await runWithin(SERVICE_NAME, { em, now: clock(), afterCommit }, post, {
        operation: 'credit',
        userId: recharge.userId,
        amount: recharge.amount,
        type: 'recharge',
        reference: postingReferences.recharge(recharge.rechargeId),
        memo: event.payload.method,
      });
    },
  };
}
