import { describe, expect, it } from '@jest/globals';
import { rechargeMethods } from '@shop/contracts';
import { chargeOptionsOf, jakartaOrderTime, payoutStatusOf, rechargeStatusOf, wholeRupiah } from '../../src/gateway/midtrans-codes.js';

describe('Midtrans statuses', () => {
  it('map transaction statuses to recharge statuses, the fraud check deciding a capture', () => {
    expect(rechargeStatusOf('settlement', undefined)).toBe('paid');
    expect(rechargeStatusOf('capture', 'accept')).toBe('paid');
    expect(rechargeStatusOf('capture', 'challenge')).toBe('pending');
    expect(rechargeStatusOf('capture', 'deny')).toBe('failed');
    expect(rechargeStatusOf('pending', 'accept')).toBe('pending');
    expect(rechargeStatusOf('expire', undefined)).toBe('expired');
    for (const failed of ['deny', 'cancel', 'failure']) expect(rechargeStatusOf(failed, undefined)).toBe('failed');
    expect(rechargeStatusOf('refund', undefined)).toBeUndefined();
  });

  it('map payout statuses', () => {
    expect(['queued', 'approved', 'processed'].map(payoutStatusOf)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(payoutStatusOf('completed')).toBe('paid');
    expect(payoutStatusOf('failed')).toBe('failed');
    expect(payoutStatusOf('rejected')).toBe('failed');
    expect(payoutStatusOf('refunded')).toBeUndefined();
  });
});

describe('Midtrans formats', () => {
  it('read monetary values as whole rupiah, nothing with a fraction', () => {
    expect(wholeRupiah('150000.00')).toBe(150_000);
    expect(wholeRupiah('150000.0')).toBe(150_000);
    expect(wholeRupiah('150000')).toBe(150_000);
    expect(wholeRupiah('150000.50')).toBeUndefined();
    expect(wholeRupiah('-5')).toBeUndefined();
    expect(wholeRupiah('1e5')).toBeUndefined();
  });

  it('write the order time in Jakarta time with its offset', () => {
    expect(jakartaOrderTime(new Date('2026-11-26T17:30:05Z'))).toBe('2026-11-27 00:30:05 +0700');
  });

  it('charge every recharge method with its payment type', () => {
    const types = Object.fromEntries(rechargeMethods.map(({ method }) => [method, chargeOptionsOf(method, 'https://shop.example/h5/merchant/recharge')]));
    expect(types['bca_va']).toEqual({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } });
    expect(types['permata_va']).toEqual({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } });
    expect(types['mandiri_bill']).toMatchObject({ payment_type: 'echannel' });
    expect(types['qris']).toEqual({ payment_type: 'qris', qris: { acquirer: 'gopay' } });
    expect(types['gopay']).toEqual({ payment_type: 'gopay', gopay: { enable_callback: true, callback_url: 'https://shop.example/h5/merchant/recharge' } });
    expect(types['shopeepay']).toEqual({ payment_type: 'shopeepay', shopeepay: { callback_url: 'https://shop.example/h5/merchant/recharge' } });
  });
});
