/** The fee settings an order is charged with (fund's FeeSettings in force at checkout). */
export interface FeeRates {
  serviceFeeBp: number;
  shippingFee: number;
  vatBp: number;
}

export interface StoreOrderAmounts {
  goodsAmount: number;
  serviceFee: number;
  shippingFee: number;
  vat: number;
  total: number;
}

/** `bp` basis points of a whole-rupiah amount, rounded half up (in bigint: amounts × bp can pass 2^53). */
export function basisPointsOf(amount: number, bp: number): number {
  const scaled = BigInt(amount) * BigInt(bp);
  return Number((scaled + 5_000n) / 10_000n);
}

/**
 * One store order's amounts: the service fee on the goods, the flat shipping fee, VAT on goods
 * plus service fee; each percentage rounded half up to whole rupiah.
 */
export function storeOrderAmounts(goodsAmount: number, rates: FeeRates): StoreOrderAmounts {
  const serviceFee = basisPointsOf(goodsAmount, rates.serviceFeeBp);
  const vat = basisPointsOf(goodsAmount + serviceFee, rates.vatBp);
  return { goodsAmount, serviceFee, shippingFee: rates.shippingFee, vat, total: goodsAmount + serviceFee + rates.shippingFee + vat };
}

/** Several store orders' amounts added up (a checkout's totals). */
export function sumAmounts(orders: readonly StoreOrderAmounts[]): StoreOrderAmounts {
  const zero: StoreOrderAmounts = { goodsAmount: 0, serviceFee: 0, shippingFee: 0, vat: 0, total: 0 };
  return orders.reduce(
    (sum, order) => ({
      goodsAmount: sum.goodsAmount + order.goodsAmount,
      serviceFee: sum.serviceFee + order.serviceFee,
      shippingFee: sum.shippingFee + order.shippingFee,
      vat: sum.vat + order.vat,
      total: sum.total + order.total,
    }),
    zero,
  );
}
