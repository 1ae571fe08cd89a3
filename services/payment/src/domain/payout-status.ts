/**
 * A payout's life here: `created` (recorded from the approved withdrawal, not yet accepted by the
 * gateway) → `accepted` (the gateway has it: queued, approved, at the bank) → `paid` | `failed`.
 */
export const payoutStatuses = ['created', 'accepted', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

/** What the gateway says of a payout: where it is, for how much, and why it failed. */
export interface PayoutReport {
  status: Exclude<PayoutStatus, 'created'>;
  /** Whole rupiah; undefined when the gateway's figure is not a whole number of rupiah. */
  amount: number | undefined;
  /** The gateway's reason for a failure; empty otherwise. */
  reason: string;
}

/**
 * What a report does to a stored payout: it only moves forward (created → accepted → paid |
 * failed, or straight to the end); paid and failed are final (the fund service has settled the
 * hold by then); a report for another amount changes nothing.
 */
export type PayoutTransition = { kind: 'move'; to: Exclude<PayoutStatus, 'created'> } | { kind: 'unchanged' } | { kind: 'after-final' } | { kind: 'mismatch' };

const rank: Record<PayoutStatus, number> = { created: 0, accepted: 1, paid: 2, failed: 2 };

export function payoutTransition(payout: { status: PayoutStatus; amount: number }, report: PayoutReport): PayoutTransition {
  if (report.amount !== payout.amount) return { kind: 'mismatch' };
  if (report.status === payout.status) return { kind: 'unchanged' };
  if (rank[payout.status] === 2) return { kind: 'after-final' };
  if (rank[report.status] <= rank[payout.status]) return { kind: 'unchanged' };
  return { kind: 'move', to: report.status };
}

/** The settled event's outcome for a final status. */
export function isSettled(status: PayoutStatus): status is 'paid' | 'failed' {
  return status === 'paid' || status === 'failed';
}

/** The reason the settled event may carry (the event allows 300 characters). */
export function settledReason(reason: string): string {
  return reason.slice(0, 300);
}

/** A withdrawal as the fund service has it, which a payout is made of. */
export interface WithdrawalToPay {
  withdrawalId: string;
  userId: string;
  /** Approved and not yet paid out (the fund's `paying`). */
  paying: boolean;
  netAmount: number;
  bankCode: string;
  accountName: string;
  accountNumber: string;
}

/**
 * Why an approval event is not to be paid out, or undefined: the fund service has no such
 * withdrawal, it is not approved and unpaid, or the event names another user, amount or account.
 */
export function approvalProblem(event: Omit<WithdrawalToPay, 'paying'>, withdrawal: WithdrawalToPay | undefined): string | undefined {
  if (!withdrawal) return 'the fund service has no such withdrawal';
  if (!withdrawal.paying) return 'the withdrawal is not approved and unpaid';
  const differing = (['userId', 'netAmount', 'bankCode', 'accountName', 'accountNumber'] as const).filter((field) => event[field] !== withdrawal[field]);
  return differing.length > 0 ? `the event's ${differing.join(', ')} differ from the withdrawal's` : undefined;
}
