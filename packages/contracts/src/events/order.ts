import { z } from 'zod';

const orderedQuantity = z.object({
  productId: z.string().min(1),
  quantity: z.number().int().positive(),
});

/** The order number people know an order by (`YYYYMMDD-` + 8 characters): the memo of its fund records. */
const orderNo = z.string().min(1).max(40);

/**
 * An order completed (reviewed, or left unreviewed past its period): the fund service credits
 * the store's owner `goodsAmount` as a `profit` record under reference `profit:<orderId>`; the
 * catalog adds the quantities to the products' sales, the merchant service to the store's.
 */
export const orderCompletedV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  storeId: z.string().min(1),
  storeOwnerId: z.uuid(),
  buyerId: z.uuid(),
  goodsAmount: z.number().int().nonnegative(),
  goodsCost: z.number().int().nonnegative(),
  items: z.array(orderedQuantity).min(1).max(100),
  completedAt: z.iso.datetime(),
});

/**
 * A buyer reviewed an order: the catalog adds the review to each of its products (one review
 * per order and product), the merchant service to the store's rating.
 */
export const orderReviewedV1 = z.object({
  orderId: z.uuid(),
  storeId: z.string().min(1),
  buyerId: z.uuid(),
  authorName: z.string().max(100),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(500),
  lang: z.enum(['en', 'zh', 'ind']),
  productIds: z.array(z.string().min(1)).min(1).max(100),
  reviewedAt: z.iso.datetime(),
});

/**
 * A paid order's money went back: after a return (`return`), or a payment that arrived for an
 * order already cancelled (`paid_after_cancel`). The fund service credits the buyer `amount` as
 * `prd_order_pay` (reference `refund:<orderId>`) and, when the goods cost was paid, the store's
 * owner `goodsCostRefund` as `mch_order_pay` (reference `goods-cost-refund:<orderId>`).
 */
export const orderRefundedV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  buyerId: z.uuid(),
  amount: z.number().int().positive(),
  storeOwnerId: z.uuid(),
  goodsCostRefund: z.number().int().nonnegative(),
  reason: z.enum(['return', 'paid_after_cancel']),
  refundedAt: z.iso.datetime(),
});

/**
 * The order service applied a payment (payment.order.paid.v1) to an order: it moved from pending
 * payment to pending shipment. Published once per order, however often the payment event comes.
 * The messages service tells the buyer their payment arrived and the store's owner that an order
 * is waiting (and that its goods cost is now due).
 */
export const orderPaidV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  buyerId: z.uuid(),
  storeId: z.string().min(1),
  storeOwnerId: z.uuid(),
  /** What the buyer paid for this order (its total), whole rupiah. */
  amount: z.number().int().positive(),
  /** What the store's owner pays the platform for the goods, whole rupiah. */
  goodsCost: z.number().int().nonnegative(),
  paidAt: z.iso.datetime(),
});

/**
 * An order moved along its delivery: `order.order.shipped.v1` when it ships (pending shipment →
 * pending receipt, with a tracking number: `orderShippedV1`), `order.order.delivered.v1` when it counts as received
 * (pending receipt → pending review: the buyer confirmed receipt, or the receipt period ran out;
 * the order service has no separate "delivered" state, so receipt is what delivered means). The
 * messages service tells the buyer and the store's owner.
 */
export const orderDeliveryStepV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  buyerId: z.uuid(),
  storeOwnerId: z.uuid(),
  at: z.iso.datetime(),
});

/** `order.order.shipped.v1`: a delivery step with the carrier's tracking number. */
export const orderShippedV1 = orderDeliveryStepV1.extend({
  trackingNo: z.string().min(1).max(40),
});

/**
 * A buyer asked the store to take an order's goods back (pending review → return requested).
 * `amount` is what the buyer gets back if the store approves (the order's total). The messages
 * service tells the store's owner a return waits for their decision.
 */
export const returnRequestedV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  buyerId: z.uuid(),
  storeOwnerId: z.uuid(),
  amount: z.number().int().positive(),
  at: z.iso.datetime(),
});

/**
 * The store decided a return: `approved` (the buyer gets `amount` back once the goods are back:
 * order.order.refunded.v1 follows) or `refused` (the order is back in pending review). The
 * messages service tells the buyer.
 */
export const returnReviewedV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  buyerId: z.uuid(),
  storeOwnerId: z.uuid(),
  amount: z.number().int().positive(),
  decision: z.enum(['approved', 'refused']),
  at: z.iso.datetime(),
});

/**
 * A paid order's goods cost is due and its store's owner cannot pay it: their available balance
 * (as fund had it when the order service asked, after trying automatic payment where the store
 * has it on) is below the goods cost, so the order does not ship until they top up and pay.
 * Published at most once per order. The messages service asks the owner to recharge.
 */
export const goodsCostDueV1 = z.object({
  orderId: z.uuid(),
  orderNo,
  storeOwnerId: z.uuid(),
  goodsCost: z.number().int().positive(),
  available: z.number().int().nonnegative(),
  at: z.iso.datetime(),
});
