// The order rules the order service, the BFF and the front ends share: states, tabs and bounds.

/** An order's states, as the buyer's labels name them, then the end and return states. */
export const orderStatuses = [
  'pending_payment',
  'pending_shipment',
  'pending_receipt',
  'pending_review',
  'completed',
  'cancelled',
  'return_requested',
  'return_approved',
  'refunded',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The merchant's payment state of an order: the spec's awaiting goods payment → paid → completed. */
export const goodsCostStatuses = ['not_due', 'awaiting', 'paid', 'completed', 'refunded'] as const;
export type GoodsCostStatus = (typeof goodsCostStatuses)[number];

/** The buyer's order list tabs ('all' first). */
export const buyerOrderTabs = ['all', 'pending_payment', 'pending_shipment', 'pending_receipt', 'pending_review'] as const;
export type BuyerOrderTab = (typeof buyerOrderTabs)[number];

/**
 * The merchant's order list tabs: every paid order; paid by the buyer with the goods cost still
 * due; goods cost paid, on its way; received, completed or in a return.
 */
export const merchantOrderTabs = ['all', 'pending_payment', 'shipping', 'after_sales'] as const;
export type MerchantOrderTab = (typeof merchantOrderTabs)[number];

/** How many lines a cart holds, and how many of one product a line (or an order item) may have. */
export const CART_MAX_LINES = 100;
export const LINE_MAX_QUANTITY = 99;
/** How many stores one checkout may span, and how many orders one payment covers. */
export const CHECKOUT_MAX_STORES = 10;
/** An unpaid order cancels itself after this long (the order service's default; configurable). */
export const UNPAID_ORDER_TIMEOUT_MINUTES = 30;
/** A return can be asked for within this many days of receipt. */
export const RETURN_WINDOW_DAYS = 7;
export const REVIEW_TEXT_MAX_LENGTH = 500;
export const RETURN_REASON_MAX_LENGTH = 300;

/** An order payment's states (the payment service's). */
export const orderPaymentStatuses = ['pending', 'paid', 'expired', 'failed'] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];
