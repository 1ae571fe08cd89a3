import type { Clock, EventHandler } from '@shop/service-kit';
import type { PaymentWorkflows } from '../../application/workflows/index.js';
import { Payout } from '../../db/entities.js';

/**
 * An approved withdrawal becomes a payout row (once: the withdrawal id is its key) and its run
 * (application/workflows/payout.ts), which sends it to the gateway after the commit. If the
 * gateway cannot be reached then, the payout stays `created` and the run is tried again.
 */
export function onWithdrawalApproved(workflows: Pick<PaymentWorkflows, 'startPayout'>, clock: Clock): EventHandler<'fund.withdrawal.approved.v1'> {
  return async (event, em, { afterCommit }) => {
    const { withdrawalId, userId, netAmount, bankCode, accountName, accountNumber } = event.payload;
    const now = new Date();
    const inserted = await em
      .createQueryBuilder(Payout)
      .insert({ withdrawalId, userId, amount: netAmount, bankCode, accountName, accountNumber, status: 'created', gatewayStatus: null, failureReason: null, createdAt: now, settledAt: null, heardAt: now })
      .onConflict('withdrawalId')
      .ignore()
      .execute('run');
    if (inserted.affectedRows === 0) return;
    await workflows.startPayout({ em, now: clock(), afterCommit }, withdrawalId);
  };
}
