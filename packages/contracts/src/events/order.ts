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
