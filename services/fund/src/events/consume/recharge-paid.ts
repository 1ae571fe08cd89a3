import { postingReferences } from '@shop/contracts';
import { runWithin, type Clock, type EventHandler } from '@shop/service-kit';
import { SERVICE_NAME } from '../../application/shared/callers.js';
import { post } from '../../application/post.js';

/**
 * Credits a paid recharge to the wallet under reference recharge:<id>: once, however often the
 * event (or another event of the same recharge) arrives. The same reference with another amount
 * or user is reference_conflict: the event goes to the dead letters for a person to look at.
 */
export function onRechargePaid(clock: Clock): EventHandler<'payment.recharge.paid.v1'> {
  return async (event, em, { afterCommit }) => {
    const { rechargeId, userId, amount, method } = event.payload;
    await runWithin(SERVICE_NAME, { em, now: clock(), afterCommit }, post, {
      operation: 'credit',
      userId,
      amount,
      type: 'recharge',
      reference: postingReferences.recharge(rechargeId),
      memo: method,
    });
  };
}
