import { LockMode } from '@mikro-orm/core';
import { defineWorkflow, localStep, onlyWhen, remoteStep, waitStep } from '@shop/service-kit';
import { Payout } from '../../db/entities.js';
import { isSettled } from '../../domain/payout-status.js';
import { publishPayoutSettled } from '../../events/publish/payout-settled.js';
import type { PaymentGateway, PayoutState } from '../../gateway/gateway.js';
import { applyPayoutState, sendPayout } from '../shared/payout-state.js';

export interface PayoutRun {
  /** The payout's key, and its reference at the gateway. */
  withdrawalId: string;
  /** What the gateway answered the submission. */
  answer?: PayoutState;
  /** Paid or failed, once the payout has settled. */
  settled?: 'paid' | 'failed';
}

/**
 * An approved withdrawal's payout, from its row to its outcome announced. The approval's handler
 * records the payout (`created`) and starts the run in the same transaction; the reconciliation
 * starts one for a payout recorded before payouts ran as workflows.
 *
 * 1. submit: the payout goes to the gateway, no transaction open (again after a crash: its
 *    reference, the withdrawal id, makes the gateway create it once and answer the one it has).
 * 2. apply the answer: the gateway's answer moves the payout (accepted, or failed at once when
 *    the gateway refuses it); it may have settled meanwhile through a callback.
 * 3. outcome: not settled yet, it waits for the gateway's final word, which the payout callback or
 *    the reconciliation's recheck applies to the payout and signals.
 * 4. publish settled: payment.payout.settled.v1, once: the fund service takes or returns the hold.
 */
export function payoutWorkflow(gateway: PaymentGateway) {
  return defineWorkflow('Payout', {
    begin: (input: { withdrawalId: string }): PayoutRun => input,
    steps: [
      remoteStep<PayoutRun>('submit', async ({ withdrawalId }, { em }) => {
        const payout = await em.findOneOrFail(Payout, { withdrawalId });
        return { answer: isSettled(payout.status) ? undefined : await sendPayout(gateway, payout) };
      }),
      localStep<PayoutRun>('apply the answer', async ({ em, now }, { withdrawalId, answer }) => {
        const payout = await em.findOneOrFail(Payout, { withdrawalId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (answer) applyPayoutState(payout, answer, now);
        payout.heardAt = now;
        return isSettled(payout.status) ? { settled: payout.status } : {};
      }),
      onlyWhen((run: PayoutRun) => !run.settled, waitStep<PayoutRun, { status: 'paid' | 'failed' }>('outcome', (_, { status }) => ({ settled: status }))),
      localStep<PayoutRun>('publish settled', async ({ em }, { withdrawalId }) => {
        const payout = await em.findOneOrFail(Payout, { withdrawalId });
        if (!isSettled(payout.status)) throw new Error(`payout ${withdrawalId} signalled settled while ${payout.status}`);
        publishPayoutSettled(em, payout, payout.status, payout.settledAt!);
      }),
    ],
    finish: () => undefined,
  });
}
