import { describe, expect, it } from '@jest/globals';
import { CHECKOUT_MAX_STORES, RECHARGE_EXPIRY_MINUTES } from '@shop/contracts';
import { chargeExpiry, orderPaymentMemo, orderPaymentReferences, orderSelection, ordersPayable, paymentAmount, withinMethodLimit, type OrderToPay } from '../../src/domain/order-payment.js';

const now = new Date('2026-12-01T10:00:00Z');
const buyer = '11111111-1111-4111-8111-111111111111';
const order = (id: string, overrides: Partial<OrderToPay> = {}): OrderToPay => ({
  id,
  orderNo: `20261201-${id.slice(0, 8).toUpperCase()}`,
  buyerId: buyer,
  status: 'pending_payment',
  total: 50_000,
  payDeadline: new Date(now.getTime() + 30 * 60_000),
  ...overrides,
});
const ids = Array.from({ length: CHECKOUT_MAX_STORES + 1 }, (_, index) => `aaaaaaaa-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('orderSelection', () => {
  it('takes 1 to CHECKOUT_MAX_STORES distinct orders, duplicates counted once, lower-cased', () => {
    expect(orderSelection([ids[0]!.toUpperCase(), ids[0]!], 'balance')).toEqual({ kind: 'valid', orderIds: [ids[0]], method: 'balance' });
    expect(orderSelection(ids.slice(0, CHECKOUT_MAX_STORES), 'qris')).toMatchObject({ kind: 'valid', method: 'qris' });
  });

  it('refuses no orders, too many and an unknown method as invalid_payment_method', () => {
    expect(orderSelection([], 'balance')).toEqual({ kind: 'invalid', reason: 'invalid_payment_method', field: 'order_ids' });
    expect(orderSelection(ids, 'balance')).toMatchObject({ kind: 'invalid', field: 'order_ids' });
    expect(orderSelection([ids[0]!], '')).toMatchObject({ kind: 'invalid', field: 'method' });
    expect(orderSelection([ids[0]!], 'cash')).toMatchObject({ kind: 'invalid', field: 'method' });
  });
});

describe('ordersPayable', () => {
  it('needs every asked order answered, the buyer’s, pending payment and before its deadline', () => {
    const two = [order(ids[0]!), order(ids[1]!)];
    expect(ordersPayable([ids[0]!, ids[1]!], two, buyer, now)).toBe(true);
    expect(ordersPayable([ids[0]!, ids[2]!], two, buyer, now)).toBe(false);
    expect(ordersPayable([ids[0]!], [order(ids[0]!, { buyerId: '22222222-2222-4222-8222-222222222222' })], buyer, now)).toBe(false);
    expect(ordersPayable([ids[0]!], [order(ids[0]!, { status: 'pending_shipment' })], buyer, now)).toBe(false);
    expect(ordersPayable([ids[0]!], [order(ids[0]!, { status: 'cancelled' })], buyer, now)).toBe(false);
    expect(ordersPayable([ids[0]!], [order(ids[0]!, { payDeadline: now })], buyer, now)).toBe(false);
  });
});

describe('amount, expiry and limits', () => {
  it('adds the totals up', () => {
    expect(paymentAmount([order(ids[0]!, { total: 12_345 }), order(ids[1]!, { total: 100_000 })])).toBe(112_345);
  });

  it('waits a recharge’s window, never past the earliest pay deadline', () => {
    expect(chargeExpiry(now, [order(ids[0]!, { payDeadline: new Date(now.getTime() + 24 * 3600_000) })])).toEqual(new Date(now.getTime() + RECHARGE_EXPIRY_MINUTES * 60_000));
    const soon = new Date(now.getTime() + 5 * 60_000);
    expect(chargeExpiry(now, [order(ids[0]!), order(ids[1]!, { payDeadline: soon })])).toEqual(soon);
  });

  it('holds a gateway method to its maximum; the balance has none here (the fund decides)', () => {
    expect(withinMethodLimit('qris', 10_000_000)).toBe(true);
    expect(withinMethodLimit('qris', 10_000_001)).toBe(false);
    expect(withinMethodLimit('bca_va', 50_000_000)).toBe(true);
    expect(withinMethodLimit('balance', 900_000_000)).toBe(true);
  });
});

describe('postings', () => {
  it('has one reference per payment for the charge credit and the order debit, and names the orders in the memo', () => {
    expect(orderPaymentReferences('p-1')).toEqual({ charge: 'order-charge:p-1', payment: 'order-payment:p-1' });
    expect(orderPaymentMemo(['20261201-AAAA', '20261201-BBBB'])).toBe('20261201-AAAA, 20261201-BBBB');
  });
});
