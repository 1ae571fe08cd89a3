import { fundV1 } from '@shop/contracts';
import { askSource, type Clock, type ConfirmedEventHandler } from '@shop/service-kit';
import type { PaymentWorkflows } from '../../application/workflows/index.js';
import type { FundCalls } from '../../clients/fund.js';
import { Payout } from '../../db/entities.js';
import { approvalProblem, type WithdrawalToPay } from '../../domain/payout-status.js';

/**
 * An approved withdrawal becomes a payout row (once: the withdrawal id is its key) and its run
 * (application/workflows/payout.ts), which sends it to the gateway after the commit. If the
 * gateway cannot be reached then, the payout stays `created` and the run is tried again.
 *
 * The event alone moves nothing: the fund service is asked for the withdrawal first, and one it
 * does not have, that is not approved and unpaid (paying), or whose user, net amount or bank
 * account differ from the event's is refused (logged, skipped). The payout is made of what the
 * fund answered, not of what the event says.
 */
export function onWithdrawalApproved(
  workflows: Pick<PaymentWorkflows, 'startPayout'>,
  fund: Pick<FundCalls, 'getWithdrawalForPayout'>,
  clock: Clock,
): ConfirmedEventHandler<'fund.withdrawal.approved.v1', WithdrawalToPay> {
  return {
    async confirm(event) {
      const answer = await askSource(() => fund.getWithdrawalForPayout({ id: event.payload.withdrawalId }));
      const withdrawal = answer?.withdrawal && {
        withdrawalId: answer.withdrawal.id,
        userId: answer.withdrawal.userId,
        paying: answer.withdrawal.status === fundV1.WithdrawalStatus.WITHDRAWAL_STATUS_PAYING,
        netAmount: answer.withdrawal.netAmount,
        bankCode: answer.withdrawal.bankAccount?.bankCode ?? '',
        accountName: answer.withdrawal.bankAccount?.accountName ?? '',
        accountNumber: answer.withdrawal.bankAccount?.accountNumber ?? '',
      };
      const problem = approvalProblem(event.payload, withdrawal);
      return problem ? { refused: problem } : { confirmed: withdrawal! };
    },
    async apply(_event, withdrawal, em, { afterCommit }) {
      const { withdrawalId, userId, netAmount, bankCode, accountName, accountNumber } = withdrawal;
      const now = new Date();
      const inserted = await em
        .createQueryBuilder(Payout)
        .insert({ withdrawalId, userId, amount: netAmount, bankCode, accountName, accountNumber, status: 'created', gatewayStatus: null, failureReason: null, createdAt: now, settledAt: null, heardAt: now })
        .onConflict('withdrawalId')
        .ignore()
        .execute('run');
      if (inserted.affectedRows === 0) return;
      await workflows.startPayout({ em, now: clock(), afterCommit }, withdrawalId);
    },
  };
}
