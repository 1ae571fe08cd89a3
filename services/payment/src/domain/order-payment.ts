import { CHECKOUT_MAX_STORES, orderPaymentMethods, paymentOrderReasons, postingReferences, RECHARGE_EXPIRY_MINUTES, rechargeMethods, type OrderPaymentMethod, type OrderStatus } from '@shop/contracts';

/** An order as the order service answers it for a payment. */
export interface OrderToPay {
  id: string;
  orderNo: string;
  buyerId: string;
  status: OrderStatus | undefined;
  /** Whole rupiah: what the buyer pays for it, fees included. */
  total: number;
  /** When the unpaid order cancels itself. */
  payDeadline: Date;
}

export type OrderSelection =
  | { kind: 'valid'; orderIds: string[]; method: OrderPaymentMethod }
  | { kind: 'invalid'; reason: typeof paymentOrderReasons.invalidPaymentMethod; field: 'order_ids' | 'method' };

/** The orders (1..CHECKOUT_MAX_STORES distinct ids, duplicates counted once) and the method a payment asks for. */
export function orderSelection(orderIds: readonly string[], method: string): OrderSelection {
  const distinct = [...new Set(orderIds.map((id) => id.toLowerCase()))];
  const invalid = (field: 'order_ids' | 'method'): OrderSelection => ({ kind: 'invalid', reason: paymentOrderReasons.invalidPaymentMethod, field });
  if (distinct.length === 0 || distinct.length > CHECKOUT_MAX_STORES) return invalid('order_ids');
  if (!(orderPaymentMethods as readonly string[]).includes(method)) return invalid('method');
  return { kind: 'valid', orderIds: distinct, method: method as OrderPaymentMethod };
}

/**
 * Whether these orders may be paid together by this buyer: every asked id answered, each the
 * buyer's and still pending payment, before its pay deadline.
 */
export function ordersPayable(orderIds: readonly string[], orders: readonly OrderToPay[], buyerId: string, now: Date): boolean {
  const byId = new Map(orders.map((order) => [order.id.toLowerCase(), order]));
  return orderIds.every((id) => {
    const order = byId.get(id);
    return order !== undefined && order.buyerId === buyerId && order.status === 'pending_payment' && order.payDeadline.getTime() > now.getTime();
  });
}

/** What the payment takes: the orders' totals added up. */
export function paymentAmount(orders: readonly OrderToPay[]): number {
  return orders.reduce((sum, order) => sum + order.total, 0);
}

/** Whether a gateway method can take this amount in one charge (the method's own maximum). */
export function withinMethodLimit(method: OrderPaymentMethod, amount: number): boolean {
  const limit = rechargeMethods.find((option) => option.method === method)?.maxAmount;
  return limit === undefined || amount <= limit;
}

/** A gateway charge waits for the payer a recharge's window, and never past the first order's pay deadline. */
export function chargeExpiry(now: Date, orders: readonly OrderToPay[]): Date {
  const deadlines = orders.map((order) => order.payDeadline.getTime());
  return new Date(Math.min(now.getTime() + RECHARGE_EXPIRY_MINUTES * 60_000, ...deadlines));
}

/**
 * The fund postings of an order payment, unique per payment so a repeat applies once: a gateway
 * payment's money first arrives in the wallet as a recharge (`order-charge:`), and every order
 * payment is then taken from it as prd_order_pay (`order-payment:`).
 */
export function orderPaymentReferences(paymentId: string): { charge: string; payment: string } {
  return { charge: postingReferences.orderCharge(paymentId), payment: postingReferences.orderPayment(paymentId) };
}

/** The memo the buyer's fund record shows: the order numbers (at most ten, well inside the fund's 300 characters). */
export function orderPaymentMemo(orderNos: readonly string[]): string {
  return orderNos.join(', ');
}
