import { describe, expect, it } from '@jest/globals';
import { isFundOwnReference, postingReferences } from '../src/index.js';

describe('posting references', () => {
  it('are <kind>:<id>, as the services have always posted them', () => {
    expect(postingReferences.recharge('r-1')).toBe('recharge:r-1');
    expect(postingReferences.orderCharge('p-1')).toBe('order-charge:p-1');
    expect(postingReferences.orderPayment('p-1')).toBe('order-payment:p-1');
    expect(postingReferences.goodsCost('o-1')).toBe('goods-cost:o-1');
    expect(postingReferences.profit('o-1')).toBe('profit:o-1');
    expect(postingReferences.refund('o-1')).toBe('refund:o-1');
    expect(postingReferences.goodsCostRefund('o-1')).toBe('goods-cost-refund:o-1');
    expect(postingReferences.withdrawalHold('w-1')).toBe('withdrawal:w-1');
    expect(postingReferences.withdrawalReturned('w-1')).toBe('withdrawal:w-1:returned');
    expect(postingReferences.withdrawalPaid('w-1')).toBe('withdrawal:w-1:paid');
    expect(postingReferences.adjustment('a-1')).toBe('adjustment:a-1');
  });

  it('tell the fund service’s own kinds from the others’', () => {
    const own = [postingReferences.withdrawalHold('w-1'), postingReferences.withdrawalReturned('w-1'), postingReferences.withdrawalPaid('w-1'), postingReferences.adjustment('a-1')];
    for (const reference of own) expect(isFundOwnReference(reference)).toBe(true);
    for (const reference of ['recharge:w', 'order-payment:withdrawal', 'withdrawals:1', 'adjustments:1']) expect(isFundOwnReference(reference)).toBe(false);
  });
});
