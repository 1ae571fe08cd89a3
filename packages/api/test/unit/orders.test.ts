import { describe, expect, it } from '@jest/globals';
import { orderReasons, orderV1, paymentOrderReasons, paymentV1 } from '@shop/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { describeError } from '../../src/errors.js';
import { isMessageKey, translate } from '../../src/i18n/messages.js';
import { buyerOrder, cart, orderPayment, quote } from '../../src/routers/order-shapes.js';
import { addToCartInput, buyerOrdersInput, payOrdersInput, placeOrdersInput, quoteCheckoutInput, requestReturnInput, reviewOrderInput } from '../../src/validation.js';

function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  return describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'en', 'x').message;
}

const mediaUrl = (key: string) => `/media/${key}`;
const orderId = '0190d2b4-6c1e-7c3a-9a55-2f4b8f1d0a11';

describe('order messages', () => {
  it('has a text for every order and order payment reason', () => {
    const reasons = [orderReasons, paymentOrderReasons].flatMap((group) => Object.values(group));
    expect(reasons.filter((reason) => !isMessageKey(reason))).toEqual([]);
    expect(translate(orderReasons.quoteChanged, 'en')).toBe('Prices have changed: please check the new total');
  });
});

describe('order inputs', () => {
  it('bounds a quantity to 1..99', () => {
    expect(addToCartInput.parse({ productId: 1, storeId: 2, quantity: 3 })).toEqual({ productId: 1, storeId: 2, quantity: 3 });
    expect(refusal(addToCartInput, { productId: 1, storeId: 2, quantity: 0 })).toBe('Please choose a quantity from 1 to 99');
    expect(refusal(addToCartInput, { productId: 1, storeId: 2, quantity: 100 })).toBe('Please choose a quantity from 1 to 99');
  });

  it('checks out the cart or given items, to an address or the default one', () => {
    expect(quoteCheckoutInput.parse({ from: 'cart' })).toEqual({ from: 'cart' });
    expect(quoteCheckoutInput.parse({ items: [{ productId: 1, storeId: 2, quantity: 1 }], addressId: 5 })).toEqual({ items: [{ productId: 1, storeId: 2, quantity: 1 }], addressId: 5 });
    expect(quoteCheckoutInput.safeParse({ items: [] }).success).toBe(false);
    expect(placeOrdersInput.parse({ from: 'cart', expectedTotal: 120_000 })).toEqual({ from: 'cart', expectedTotal: 120_000 });
    expect(placeOrdersInput.safeParse({ from: 'cart' }).success).toBe(false);
  });

  it('lists a buyer tab, all by default', () => {
    expect(buyerOrdersInput.parse({})).toEqual({ tab: 'all', cursor: '', limit: 20 });
    expect(refusal(buyerOrdersInput, { tab: 'shipping' })).toBe('Unknown order list');
  });

  it('reviews with 1 to 5 stars and a bounded text, returns with a reason', () => {
    expect(reviewOrderInput.parse({ id: orderId, rating: 5, text: ' Great ' })).toEqual({ id: orderId, rating: 5, text: 'Great' });
    expect(refusal(reviewOrderInput, { id: orderId, rating: 0, text: '' })).toBe('Please give 1 to 5 stars');
    expect(refusal(reviewOrderInput, { id: orderId, rating: 4, text: 'x'.repeat(501) })).toBe('The review must be at most 500 characters');
    expect(refusal(requestReturnInput, { id: orderId, reason: '  ' })).toBe('Please tell the store why you return it');
    expect(refusal(requestReturnInput, { id: 'nope', reason: 'Broken' })).toBe('Invalid order');
  });

  it('pays 1 to 10 orders with a chosen method', () => {
    expect(payOrdersInput.parse({ orderIds: [orderId], method: 'balance' })).toEqual({ orderIds: [orderId], method: 'balance' });
    expect(refusal(payOrdersInput, { orderIds: [orderId] })).toBe('Please select a payment method');
    expect(payOrdersInput.safeParse({ orderIds: Array.from({ length: 11 }, () => orderId), method: 'qris' }).success).toBe(false);
  });
});

const item: orderV1.OrderItem = { productId: 7, title: 'Kopi', imageKey: 'products/abc', unitPrice: 25_000, merchantPrice: 0, unitCost: 0, quantity: 2, amount: 50_000 };
const fees = { goodsAmount: 50_000, serviceFee: 1_000, shippingFee: 10_000, vat: 5_610, total: 66_610 };

describe('order shapes', () => {
  it('turns picture keys into thumbnail URLs and keeps unavailable lines', () => {
    const shaped = cart(mediaUrl, {
      stores: [{ storeId: 3, storeName: 'Toko', lines: [{ productId: 7, storeId: 3, quantity: 2, selected: true, title: 'Kopi', imageKey: '', unitPrice: 25_000, stock: 0, available: false }] }],
      selectedCount: 0,
      selectedAmount: 0,
      totalQuantity: 2,
    });
    expect(shaped.stores[0]!.lines[0]).toMatchObject({ image: null, available: false });
    expect(quote(mediaUrl, { address: undefined, stores: [{ storeId: 3, storeName: 'Toko', items: [item], ...fees }], ...fees, rates: { serviceFeeBp: 200, shippingFee: 10_000, vatBp: 1100 } })).toMatchObject({
      address: null,
      total: 66_610,
      stores: [{ items: [{ image: { key: 'products/abc', variants: [{ width: 320, url: '/media/products/abc/320.webp' }] } }] }],
    });
  });

  it('gives a buyer wire names, Dates and nulls for what has not happened, never the goods cost', () => {
    const order = buyerOrder(mediaUrl, {
      ...orderV1.Order.fromPartial({ id: orderId, orderNo: '20261126-8F3K2QZP', storeId: 3, storeName: 'Toko', items: [item], ...fees, goodsCost: 30_000 }),
      status: orderV1.OrderStatus.ORDER_STATUS_PENDING_REVIEW,
      createdAt: '2026-11-26T01:00:00.000Z',
      updatedAt: '2026-11-27T01:00:00.000Z',
      receivedAt: '2026-11-27T01:00:00.000Z',
      returnDeadline: '2026-12-04T01:00:00.000Z',
      return: { reason: 'Broken', requestedAt: '2026-11-28T01:00:00.000Z', refusedReason: 'Used', decidedAt: '2026-11-29T01:00:00.000Z', refundedAt: '' },
    });
    expect(order).toMatchObject({ status: 'pending_review', paymentMethod: null, trackingNumber: null, payDeadline: null, review: null, total: 66_610 });
    expect(order.returnDeadline).toEqual(new Date('2026-12-04T01:00:00.000Z'));
    expect(order.return).toMatchObject({ refusedReason: 'Used', refundedAt: null });
    expect(order).not.toHaveProperty('goodsCost');
  });

  it('names an order payment method and status', () => {
    const payment = orderPayment(
      paymentV1.OrderPayment.fromPartial({
        id: orderId,
        orderIds: [orderId],
        amount: 66_610,
        method: paymentV1.PaymentMethod.PAYMENT_METHOD_BALANCE,
        status: paymentV1.OrderPaymentStatus.ORDER_PAYMENT_STATUS_PAID,
        createdAt: '2026-11-26T01:00:00.000Z',
        paidAt: '2026-11-26T01:00:00.000Z',
      }),
    );
    expect(payment).toMatchObject({ method: 'balance', status: 'paid', expiresAt: null });
  });
});
