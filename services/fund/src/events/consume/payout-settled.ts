import { paymentV1 } from '@shop/contracts';
import { askSource, type Clock, type ConfirmedEventHandler } from '@shop/service-kit';
import type { FundWorkflows } from '../../application/workflows/index.js';
import type { PaymentCalls } from '../../clients/payment.js';
import { lockWithdrawal } from '../../db/withdrawal-repository.js';
import { payoutSettledProblem, type SourcePayout } from '../../domain/source-confirmation.js';
import { settledStatus } from '../../domain/withdrawal-status.js';

const outcomeOf = (status: paymentV1.PayoutStatus): SourcePayout['outcome'] =>
  status === paymentV1.PayoutStatus.PAYOUT_STATUS_PAID ? 'paid' : status === paymentV1.PayoutStatus.PAYOUT_STATUS_FAILED ? 'failed' : undefined;

/**
 * The payout of an approved withdrawal ended: its run (application/workflows/withdrawal.ts) is
 * told, and settles it. Paid: the hold is taken (held −amount, payout clearing +net, fee revenue
 * +fee), status paid. Failed: the hold goes back to the balance (a `withdrawal` record of +amount,
 * memo "returned"), status failed with the gateway's reason. Only a paying withdrawal changes, so
 * a repeated or late outcome does nothing.
 *
 * The event alone moves nothing: payment is asked for the payout first (no transaction open), and
 * one it does not have, that has not settled, or whose user, outcome or reason differ from the
 * event's is refused (logged, skipped). The outcome applied is the one payment recorded.
 */
export function onPayoutSettled(
  workflows: Pick<FundWorkflows, 'signalPayout'>,
  payment: Pick<PaymentCalls, 'getPayoutForLedger'>,
  clock: Clock,
): ConfirmedEventHandler<'payment.payout.settled.v1', SourcePayout & { outcome: 'paid' | 'failed' }> {
  return {
    async confirm(event) {
      const answer = await askSource(() => payment.getPayoutForLedger({ withdrawalId: event.payload.withdrawalId }));
      const payout = answer?.payout && {
        withdrawalId: answer.payout.withdrawalId,
        userId: answer.payout.userId,
        outcome: outcomeOf(answer.payout.status),
        reason: answer.payout.failureReason,
        settledAt: answer.payout.settledAt,
      };
      const problem = payoutSettledProblem(event.payload, payout);
      return problem ? { refused: problem } : { confirmed: { ...payout!, outcome: payout!.outcome! } };
    },
    async apply(_event, payout, em, { afterCommit }) {
      const { withdrawalId, userId, outcome, reason, settledAt } = payout;
      const withdrawal = await lockWithdrawal(em, withdrawalId);
      if (!withdrawal || withdrawal.userId !== userId) throw new Error(`payout settled for withdrawal ${withdrawalId} of user ${userId}, which this ledger does not have`);
      if (settledStatus(withdrawal.status, outcome) === 'unchanged') return;
      await workflows.signalPayout({ em, now: clock(), afterCommit }, withdrawal, { outcome, reason, settledAt });
    },
  };
}
