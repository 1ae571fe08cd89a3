import { describe, expect, it } from '@jest/globals';
import { orderV1 } from '@shop/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { describeError } from '../../src/errors.js';
import { translate } from '../../src/i18n/messages.js';
import { merchantOrderListInput, storeOrder, tabCounts } from '../../src/routers/merchant-order.js';
import { reviewReturnInput } from '../../src/validation.js';

function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  const { message, field } = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'en', 'x');
  return { message, field };
}

const id = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

function protoOrder(changes: Partial<orderV1.Order> = {}): orderV1.Order {
  return {
    ...orderV1.Order.fromPartial({
      id,
      orderNo: '20261126-8F3K2QZP',
      buyerId: 'b0b0b0b0-0000-4000-8000-000000000001',
      storeId: 7,
      storeName: 'Toko Batik Sari',
      status: orderV1.OrderStatus.ORDER_STATUS_PENDING_SHIPMENT,
      goodsCostStatus: orderV1.GoodsCostStatus.GOODS_COST_STATUS_AWAITING,
      items: [{ productId: 11, title: 'Batik tulis', imageKey: 'products/11/a', unitPrice: 150_000, merchantPrice: 100_000, unitCost: 0, quantity: 2, amount: 300_000 }],
      address: { addressId: 3, recipientName: 'Budi', phone: '+6281200000000', provinceName: 'DKI Jakarta', cityName: 'Jakarta Selatan', districtName: 'Kebayoran Baru', detail: 'Jl. Melawai 1' },
      goodsAmount: 300_000,
      goodsCost: 200_000,
      serviceFee: 6_000,
      shippingFee: 10_000,
      vat: 33_660,
      total: 349_660,
      paymentMethod: 'balance',
      createdAt: '2026-11-26T03:00:00.000Z',
      updatedAt: '2026-11-26T03:05:00.000Z',
      paidAt: '2026-11-26T03:05:00.000Z',
    }),
    ...changes,
  };
}

describe("a store's order", () => {
  it('carries wire names, the profit, real instants and no buyer id', () => {
    const order = storeOrder(protoOrder());
    expect(order).toMatchObject({
      id,
      status: 'pending_shipment',
      goodsCostStatus: 'awaiting',
      goodsAmount: 300_000,
      goodsCost: 200_000,
      profit: 100_000,
      items: [{ productId: 11, title: 'Batik tulis', unitPrice: 150_000, merchantPrice: 100_000, unitCost: 100_000, quantity: 2, amount: 300_000 }],
      address: { recipientName: 'Budi', cityName: 'Jakarta Selatan' },
      createdAt: new Date('2026-11-26T03:00:00.000Z'),
      paidAt: new Date('2026-11-26T03:05:00.000Z'),
      shippedAt: null,
      return: null,
    });
    expect(order).not.toHaveProperty('buyerId');
  });

  it("reads the merchant price from an order replica of the previous release, which fills only unit_cost", () => {
    const previous = protoOrder();
    previous.items = previous.items.map((item) => ({ ...item, merchantPrice: 0, unitCost: 100_000 }));
    expect(storeOrder(previous).items[0]).toMatchObject({ merchantPrice: 100_000, unitCost: 100_000 });
  });

  it('answers a return with its reason and the refusal', () => {
    const order = storeOrder(
      protoOrder({
        status: orderV1.OrderStatus.ORDER_STATUS_PENDING_REVIEW,
        return: { reason: 'Wrong size', requestedAt: '2026-11-28T03:00:00.000Z', refusedReason: 'Worn already', decidedAt: '2026-11-29T03:00:00.000Z', refundedAt: '' },
      }),
    );
    expect(order.return).toEqual({ reason: 'Wrong size', requestedAt: new Date('2026-11-28T03:00:00.000Z'), refusedReason: 'Worn already', decidedAt: new Date('2026-11-29T03:00:00.000Z'), refundedAt: null });
  });

  it('refuses a status it does not know rather than guess', () => {
    expect(() => storeOrder(protoOrder({ status: orderV1.OrderStatus.ORDER_STATUS_UNSPECIFIED }))).toThrow('unknown order status');
  });

  it('counts every tab, 0 for a tab the service leaves out', () => {
    expect(tabCounts([{ tab: 'all', count: 5 }, { tab: 'shipping', count: 2 }])).toEqual({ all: 5, pending_payment: 0, shipping: 2, after_sales: 0 });
  });
});

describe('merchant order inputs', () => {
  it('lists a known tab, all by default', () => {
    expect(merchantOrderListInput.parse({})).toEqual({ tab: 'all', cursor: '', limit: 20 });
    expect(merchantOrderListInput.parse({ tab: 'after_sales', cursor: 'abc' })).toMatchObject({ tab: 'after_sales', cursor: 'abc' });
    expect(refusal(merchantOrderListInput, { tab: 'pending_review' })).toEqual({ message: 'Unknown order list', field: 'tab' });
  });

  it('approves a return without a reason and refuses one only with a reason', () => {
    expect(reviewReturnInput.parse({ id, approve: true })).toEqual({ id, approve: true, reason: '' });
    expect(refusal(reviewReturnInput, { id, approve: false, reason: '  ' })).toEqual({ message: 'Please enter a reason', field: 'reason' });
    expect(refusal(reviewReturnInput, { id, approve: false, reason: 'x'.repeat(301) })).toMatchObject({ field: 'reason' });
    expect(refusal(reviewReturnInput, { id: 'nope', approve: true })).toEqual({ message: 'Invalid order', field: 'id' });
  });

  it("says the spec's words for the merchant's refusals", () => {
    expect(translate('insufficient_balance', 'en')).toBe('Insufficient balance');
    expect(translate('not_a_merchant', 'en')).toBeTruthy();
    expect(translate('goods_cost_not_due', 'zh')).toBe('该订单无需支付货款');
  });
});
