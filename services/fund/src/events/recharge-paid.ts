import type { Clock, EventHandler } from '@shop/service-kit';
import { postJournal } from '../db/ledger-repository.js';

/**
 * Credits a paid recharge to the wallet under reference recharge:<id>: once, however often the
 * event (or another event of the same recharge) arrives. The same reference with another amount
 * or user is reference_conflict: the event goes to the dead letters for a person to look at.
 */
export function onRechargePaid(clock: Clock): EventHandler<'payment.recharge.paid.v1'> {
  return async (event, em) => {
    const { rechargeId, userId, amount, method } = event.payload;
    await postJournal(
      em,
      { reference: `recharge:${rechargeId}`, operation: 'credit', recordType: 'recharge', userId, amount, memo: method, holdId: null },
      { operation: 'credit', type: 'recharge', amount },
      clock(),
    );
  };
}
