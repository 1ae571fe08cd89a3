import { describe, expect, it } from '@jest/globals';
import { CART_MAX_LINES, LINE_MAX_QUANTITY } from '@shop/contracts';
import { addedQuantity, updatedQuantity } from '../../src/domain/cart-rules.js';
import { basisPointsOf, storeOrderAmounts } from '../../src/domain/fees.js';
import { ORDER_NUMBER_PATTERN, newOrderNumber } from '../../src/domain/order-number.js';
import { inMerchantTab, nextStatus } from '../../src/domain/order-status.js';
import { withinReturnWindow } from '../../src/domain/return-window.js';

describe('fees', () => {
  it('rounds basis points half up to whole rupiah', () => {
    expect(basisPointsOf(10_050, 100)).toBe(101);
    expect(basisPointsOf(10_049, 100)).toBe(100);
    expect(basisPointsOf(1_000_000_000_005, 5_000)).toBe(500_000_000_003);
  });

  it('charges the service fee on goods, VAT on goods plus service fee, shipping flat', () => {
    expect(storeOrderAmounts(100_000, { serviceFeeBp: 250, shippingFee: 15_000, vatBp: 1_100 })).toEqual({
      goodsAmount: 100_000,
      serviceFee: 2_500,
      shippingFee: 15_000,
      vat: 11_275,
      total: 128_775,
    });
  });
});

describe('order states', () => {
  it('moves only along allowed transitions', () => {
    expect(nextStatus('pending_payment', 'pay')).toBe('pending_shipment');
    expect(nextStatus('pending_shipment', 'cancel')).toBeUndefined();
    expect(nextStatus('return_requested', 'refuseReturn')).toBe('pending_review');
    expect(nextStatus('completed', 'requestReturn')).toBeUndefined();
  });

  it('puts paid orders in the merchant tabs', () => {
    expect(inMerchantTab({ status: 'pending_shipment', goodsCostStatus: 'awaiting' }, 'pending_payment')).toBe(true);
    expect(inMerchantTab({ status: 'pending_receipt', goodsCostStatus: 'paid' }, 'shipping')).toBe(true);
    expect(inMerchantTab({ status: 'completed', goodsCostStatus: 'completed' }, 'after_sales')).toBe(true);
    expect(inMerchantTab({ status: 'pending_shipment', goodsCostStatus: 'awaiting' }, 'shipping')).toBe(false);
  });
});

describe('order numbers', () => {
  it('are the WIB day and 8 base32 characters', () => {
    const number = newOrderNumber(new Date('2026-11-26T18:00:00Z'));
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(number.startsWith('20261127-')).toBe(true);
  });
});

describe('cart rules', () => {
  it('adds onto a line within the stock, the line maximum and the cart size', () => {
    expect(addedQuantity({ current: 2, adding: 3, stock: 10, lines: 1 })).toBe(5);
    expect(addedQuantity({ current: 2, adding: 9, stock: 10, lines: 1 })).toBe('insufficient_stock');
    expect(addedQuantity({ current: 98, adding: 5, stock: 1_000, lines: 1 })).toBe(LINE_MAX_QUANTITY);
    expect(addedQuantity({ current: 0, adding: 1, stock: 10, lines: CART_MAX_LINES })).toBe('cart_full');
    expect(addedQuantity({ current: 0, adding: 0, stock: 10, lines: 0 })).toBe('invalid_quantity');
    expect(updatedQuantity(4, 3)).toBe('insufficient_stock');
  });

  it('keeps a cart filled past its maximum (before the maximum held) usable: no new line, its own lines still grow', () => {
    expect(addedQuantity({ current: 0, adding: 1, stock: 10, lines: CART_MAX_LINES + 4 })).toBe('cart_full');
    expect(addedQuantity({ current: 1, adding: 1, stock: 10, lines: CART_MAX_LINES + 4 })).toBe(2);
  });
});

describe('return window', () => {
  it('is open until the window after receipt has passed', () => {
    const received = new Date('2026-11-01T00:00:00Z');
    const week = 7 * 24 * 3600_000;
    expect(withinReturnWindow(received, new Date('2026-11-08T00:00:00Z'), week)).toBe(true);
    expect(withinReturnWindow(received, new Date('2026-11-08T00:00:01Z'), week)).toBe(false);
  });
});
