import type { EventHandler, Logger, UseCaseRunner } from '@shop/service-kit';
import { Payout } from '../../db/entities.js';
import { gatewayCall } from '../../application/shared/callers.js';
import type { submitPayout } from '../../application/submit-payout.js';

/**
 * An approved withdrawal becomes a payout row (once: the withdrawal id is its key), which is sent
 * to the gateway after the commit. If the gateway cannot be reached then, the payout stays
 * `created` and the reconciliation job sends it.
 */
export function onWithdrawalApproved(runner: UseCaseRunner, submit: ReturnType<typeof submitPayout>, logger: Logger): EventHandler<'fund.withdrawal.approved.v1'> {
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
    afterCommit(async () => {
      try {
        await runner.command(submit, { withdrawalId }, gatewayCall);
      } catch (error) {
        logger.warn({ err: error, withdrawalId }, 'payout not sent yet; reconciliation will send it');
      }
    });
  };
}
