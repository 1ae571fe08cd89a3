import { postingReferences } from '@shop/contracts';
import { defineWorkflow, localStep, onlyWhen, runWithin, waitStep, type EnclosingWork } from '@shop/service-kit';
import { Withdrawal, type WithdrawalRecord } from '../../db/entities.js';
import { lockWithdrawal } from '../../db/withdrawal-repository.js';
import { settledStatus } from '../../domain/withdrawal-status.js';
import { publishWithdrawalApproved } from '../../events/publish/withdrawal-approved.js';
import { SERVICE_NAME, userOf } from '../shared/callers.js';
import { post } from '../post.js';
import { withdrawalTerms } from '../quote-withdrawal.js';

/** An operator's review, as ReviewWithdrawal records it (its status, reviewer and reason) and signals it. */
export interface Review {
  approve: boolean;
}

/** The payout's outcome, as payment.payout.settled.v1 tells it. */
export interface PayoutOutcome {
  outcome: 'paid' | 'failed';
  /** The gateway's reason for a failure. */
  reason: string;
  /** ISO 8601. */
  settledAt: string;
}

export interface WithdrawalState {
  amount: number;
  /** The withdrawal as requested (its id is the run's): RequestWithdrawal's answer. */
  withdrawal?: WithdrawalRecord;
  approved?: boolean;
  payout?: PayoutOutcome;
}

const approved = (state: WithdrawalState) => state.approved === true;
const rejected = (state: WithdrawalState) => state.approved === false;

/**
 * A withdrawal, from the user's request to its money leaving or coming back. RequestWithdrawal
 * runs it and answers at its first pause, the withdrawal in review; ReviewWithdrawal signals the
 * review, the payment.payout.settled.v1 handler the payout's outcome. Every posting goes through
 * the ledger's one door (`post`), under the withdrawal's references, each once.
 *
 * 1. hold: the amount is held (a `withdrawal` record of −amount) and the withdrawal stored in review.
 * 2. review: waits for an operator, who approves it (paying) or rejects it with a reason.
 * 3. rejected: the hold goes back to the balance (+amount, memo "returned"); the run ends.
 * 4. approved: fund.withdrawal.approved.v1 asks the payment service to pay the net amount out.
 * 5. payout: waits for the payout's outcome.
 * 6. settle: paid, the hold is taken (held −amount, payout clearing +net, fee revenue +fee);
 *    failed, it goes back to the balance, with the gateway's reason.
 */
export const withdrawalWorkflow = defineWorkflow('Withdrawal', {
  begin: (input: { amount: number }): WithdrawalState => ({ amount: input.amount }),
  steps: [
    localStep<WithdrawalState>('hold', async (context, { amount }) => ({ withdrawal: await holdForWithdrawal(context, context.runId, userOf(context.caller), amount) })),
    waitStep<WithdrawalState, Review>('review', (_, review) => ({ approved: review.approve })),
    onlyWhen(rejected, localStep<WithdrawalState>('return the hold', async (context, { withdrawal }) => returnHold(context, withdrawal!))),
    onlyWhen(approved, localStep<WithdrawalState>('ask for the payout', async ({ em }, { withdrawal }) => publishWithdrawalApproved(em, withdrawal!))),
    onlyWhen(approved, waitStep<WithdrawalState, PayoutOutcome>('payout', (_, payout) => ({ payout }))),
    onlyWhen(approved, localStep<WithdrawalState>('settle', async (context, { withdrawal, payout }) => settleWithdrawal(context, withdrawal!.id, payout!))),
  ],
  finish: (state) => state.withdrawal!,
});

/**
 * Holds `amount` of the user's available balance for withdrawal `id` to the bound bank account,
 * charged the fee in effect now, and stores it in review. Refused as QuoteWithdrawal refuses; the
 * balance is checked again under the accounts' lock (insufficient_balance if it went meanwhile).
 */
async function holdForWithdrawal(context: EnclosingWork, id: string, userId: string, amount: number): Promise<WithdrawalRecord> {
  const { em, now } = context;
  const terms = await withdrawalTerms(em, userId, amount, now);
  const hold = await runWithin(SERVICE_NAME, context, post, { operation: 'hold', userId, amount, type: 'withdrawal', reference: postingReferences.withdrawalHold(id), memo: '' });
  const { bankCode, accountName, accountNumber } = terms.bankAccount;
  const withdrawal: WithdrawalRecord = {
    id,
    userId,
    status: 'in_review',
    amount,
    fee: terms.fee,
    netAmount: terms.netAmount,
    feeVersion: terms.feeSettings.version,
    feeBp: terms.feeSettings.withdrawalFeeBp,
    feeMin: terms.feeSettings.withdrawalFeeMin,
    bankCode,
    accountName,
    accountNumber,
    reason: null,
    reviewerId: null,
    holdJournalId: hold.journalId,
    requestedAt: now,
    reviewedAt: null,
    settledAt: null,
  };
  em.create(Withdrawal, withdrawal);
  return withdrawal;
}

/** A rejected withdrawal's hold goes back to the balance: a `withdrawal` record of +amount, memo "returned". */
export async function returnHold(context: EnclosingWork, { id, userId }: Pick<WithdrawalRecord, 'id' | 'userId'>): Promise<void> {
  await runWithin(SERVICE_NAME, context, post, { operation: 'release', userId, holdReference: postingReferences.withdrawalHold(id), reference: postingReferences.withdrawalReturned(id) });
}

/**
 * The payout's outcome, applied to a paying withdrawal (any other status: applied already, nothing
 * changes). Paid: the hold is taken, status paid. Failed: the hold goes back to the balance,
 * status failed with the gateway's reason.
 */
export async function settleWithdrawal(context: EnclosingWork, withdrawalId: string, payout: PayoutOutcome): Promise<void> {
  const withdrawal = await lockWithdrawal(context.em, withdrawalId);
  if (!withdrawal) throw new Error(`withdrawal ${withdrawalId} to settle is not in this ledger`);
  const status = settledStatus(withdrawal.status, payout.outcome);
  if (status === 'unchanged') return;
  const { id, userId, fee } = withdrawal;
  const holdReference = postingReferences.withdrawalHold(id);
  await runWithin(
    SERVICE_NAME,
    context,
    post,
    status === 'paid'
      ? { operation: 'take', userId, holdReference, fee, reference: postingReferences.withdrawalPaid(id) }
      : { operation: 'release', userId, holdReference, reference: postingReferences.withdrawalReturned(id) },
  );
  Object.assign(withdrawal, { status, settledAt: new Date(payout.settledAt), reason: status === 'failed' ? payout.reason.trim() || null : withdrawal.reason });
  await context.em.flush();
}
