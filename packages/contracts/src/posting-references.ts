// The references of fund postings, for every service that posts (fund itself, order, payment) and
// for the BFF that looks a posting up. A reference is `<kind>:<id>`, unique for ever: the fund's
// journal applies each once, so a fact that reaches the ledger through two doors (an event and a
// call) lands once only if both build its reference here.

/** What a posting is for: the part of its reference before the first colon. */
export type PostingKind = 'recharge' | 'order-charge' | 'order-payment' | 'goods-cost' | 'profit' | 'refund' | 'goods-cost-refund' | 'withdrawal' | 'adjustment';

const referenceOf = (kind: PostingKind, ...parts: string[]): string => [kind, ...parts].join(':');

export const postingReferences = {
  /** A paid recharge, credited as `recharge` when payment.recharge.paid.v1 arrives. */
  recharge: (rechargeId: string) => referenceOf('recharge', rechargeId),
  /** A gateway payment of orders arriving in the buyer's wallet, credited as `recharge`. */
  orderCharge: (paymentId: string) => referenceOf('order-charge', paymentId),
  /** A payment of orders taken from the buyer's wallet, debited as `prd_order_pay`. */
  orderPayment: (paymentId: string) => referenceOf('order-payment', paymentId),
  /** An order's goods cost, debited from the store's owner as `mch_order_pay`. */
  goodsCost: (orderId: string) => referenceOf('goods-cost', orderId),
  /** A completed order's goods amount, credited to the store's owner as `profit`. */
  profit: (orderId: string) => referenceOf('profit', orderId),
  /** A refunded order's amount, credited back to the buyer as `prd_order_pay`. */
  refund: (orderId: string) => referenceOf('refund', orderId),
  /** A refunded order's goods cost, credited back to the store's owner as `mch_order_pay`. */
  goodsCostRefund: (orderId: string) => referenceOf('goods-cost-refund', orderId),
  /** A withdrawal's hold on the requester's balance. */
  withdrawalHold: (withdrawalId: string) => referenceOf('withdrawal', withdrawalId),
  /** A rejected or failed withdrawal's hold, given back. */
  withdrawalReturned: (withdrawalId: string) => referenceOf('withdrawal', withdrawalId, 'returned'),
  /** A paid-out withdrawal's hold, taken. */
  withdrawalPaid: (withdrawalId: string) => referenceOf('withdrawal', withdrawalId, 'paid'),
  /** An operator's adjustment of a wallet. */
  adjustment: (adjustmentId: string) => referenceOf('adjustment', adjustmentId),
};

/** Kinds only the fund service posts under, so another service's posting can neither take nor block one. */
const fundOwnPostingKinds: readonly PostingKind[] = ['withdrawal', 'adjustment'];

export function isFundOwnReference(reference: string): boolean {
  return fundOwnPostingKinds.some((kind) => reference.startsWith(`${kind}:`));
}
