import type { Operation } from './ledger.js';

// The fund service's consumers move money only on what an event's source confirms: each event is
// compared with the source's answer here, and a problem (a string saying why) refuses it. Kafka
// carries no proof of who produced an event; the source's answer, over an authenticated call, is.

/** Names the fields on which the event and the source's answer differ, or undefined when none do. */
function differing<K extends string>(event: Record<K, unknown>, source: Record<K, unknown>, fields: readonly K[], what: string): string | undefined {
  const named = fields.filter((field) => event[field] !== source[field]);
  return named.length > 0 ? `the event's ${named.join(', ')} differ from the ${what}'s` : undefined;
}

/** A recharge as the payment service has it. */
export interface SourceRecharge {
  rechargeId: string;
  userId: string;
  amount: number;
  paid: boolean;
}

/**
 * Why a paid-recharge event is not to be credited, or undefined: payment has no such recharge,
 * it is not paid, or the event names another user or amount.
 */
export function rechargePaidProblem(event: Omit<SourceRecharge, 'paid'>, recharge: SourceRecharge | undefined): string | undefined {
  if (!recharge) return 'the payment service has no such recharge';
  if (!recharge.paid) return 'the recharge is not paid';
  return differing(event, recharge, ['rechargeId', 'userId', 'amount'], 'recharge');
}

/** A withdrawal's payout as the payment service has it; outcome undefined until it settled. */
export interface SourcePayout {
  withdrawalId: string;
  userId: string;
  outcome: 'paid' | 'failed' | undefined;
  reason: string;
  settledAt: string;
}

/**
 * Why a payout-settled event is not to be applied, or undefined: payment has no payout of the
 * withdrawal, it has not settled, or the event names another user, outcome or reason.
 */
export function payoutSettledProblem(event: Pick<SourcePayout, 'withdrawalId' | 'userId' | 'reason'> & { outcome: 'paid' | 'failed' }, payout: SourcePayout | undefined): string | undefined {
  if (!payout) return 'the payment service has no payout of this withdrawal';
  if (!payout.outcome) return 'the payout has not settled';
  return differing(event, payout, ['withdrawalId', 'userId', 'outcome', 'reason'], 'payout');
}

/** An order as the order service has it, as far as the ledger goes. */
export interface SourceOrder {
  orderId: string;
  orderNo: string;
  buyerId: string;
  storeOwnerId: string;
  goodsAmount: number;
  total: number;
  /** Its completed instant is set. */
  completed: boolean;
  /** Its refunded instant is set (a return's refund, or a payment after the order was cancelled). */
  refunded: boolean;
}

/**
 * Why an order-completed event is not to be credited, or undefined: order has no such order, it
 * has not completed, or the event names another order number, store owner or goods amount.
 */
export function orderCompletedProblem(event: Pick<SourceOrder, 'orderId' | 'orderNo' | 'storeOwnerId' | 'goodsAmount'>, order: SourceOrder | undefined): string | undefined {
  if (!order) return 'the order service has no such order';
  if (!order.completed) return 'the order has not completed';
  return differing(event, order, ['orderId', 'orderNo', 'storeOwnerId', 'goodsAmount'], 'order');
}

/**
 * Why an order-refunded event is not to be credited, or undefined: order has no such order, its
 * money has not gone back, or the event names another order number, buyer, store owner or amount
 * (the order's total).
 */
export function orderRefundedProblem(event: Pick<SourceOrder, 'orderId' | 'orderNo' | 'buyerId' | 'storeOwnerId'> & { amount: number }, order: SourceOrder | undefined): string | undefined {
  if (!order) return 'the order service has no such order';
  if (!order.refunded) return 'the order has not been refunded';
  const asEvent = { orderId: order.orderId, orderNo: order.orderNo, buyerId: order.buyerId, storeOwnerId: order.storeOwnerId, amount: order.total };
  return differing(event, asEvent, ['orderId', 'orderNo', 'buyerId', 'storeOwnerId', 'amount'], 'order');
}

/** A posting of the ledger, as far as giving it back goes. */
export interface LedgerPosting {
  operation: Operation;
  userId: string;
  amount: number;
}

/**
 * What a refunded order's store owner gets back of the goods cost: what the ledger debited from
 * them under the order's goods-cost reference, nothing when it debited nothing (never the
 * event's figure).
 */
export function goodsCostToGiveBack(debit: LedgerPosting | undefined, storeOwnerId: string): number {
  return debit && debit.operation === 'debit' && debit.userId === storeOwnerId ? debit.amount : 0;
}
