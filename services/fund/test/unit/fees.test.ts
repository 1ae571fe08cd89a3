import { describe, expect, it } from '@jest/globals';
import { feeValuesProblem, percentageOf, quoteWithdrawal, withdrawalFee } from '../../src/domain/fees.js';

const seeded = { serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 };

describe('percentages', () => {
  it('round half up, in exact integers', () => {
    expect(percentageOf(50, 100)).toBe(1); // 0.5 -> 1
    expect(percentageOf(49, 100)).toBe(0); // 0.49 -> 0
    expect(percentageOf(150, 100)).toBe(2); // 1.5 -> 2
    expect(percentageOf(1_000_000, 1_100)).toBe(110_000);
    // Beyond 2^53 on the way, exact all the same.
    expect(percentageOf(1_000_000_000_000, 9_999)).toBe(999_900_000_000);
  });
});

describe('the withdrawal fee', () => {
  it('is max(amount × rate rounded half up, minimum), never above the amount', () => {
    expect(withdrawalFee(100_000, seeded)).toBe(5_000); // 1 % = 1 000 < the minimum
    expect(withdrawalFee(1_000_000, seeded)).toBe(10_000);
    expect(withdrawalFee(1_234_550, seeded)).toBe(12_346); // 12 345.5 -> 12 346
    expect(withdrawalFee(3_000, seeded)).toBe(3_000); // capped at the amount
    expect(withdrawalFee(100_000, { withdrawalFeeBp: 0, withdrawalFeeMin: 0 })).toBe(0);
  });

  it('quotes what is paid out, or why the amount cannot be withdrawn', () => {
    expect(quoteWithdrawal(100_000, seeded)).toEqual({ amount: 100_000, fee: 5_000, netAmount: 95_000 });
    expect(quoteWithdrawal(10_000, seeded)).toEqual({ amount: 10_000, fee: 5_000, netAmount: 5_000 });
    expect(quoteWithdrawal(9_999, seeded)).toBe('withdrawal_below_minimum');
    for (const bad of [0, -10_000, 10_000.5]) expect(quoteWithdrawal(bad, seeded)).toBe('invalid_amount');
    // A fee eating the whole amount leaves nothing to pay out.
    expect(quoteWithdrawal(20_000, { withdrawalFeeBp: 0, withdrawalFeeMin: 20_000 })).toBe('withdrawal_below_minimum');
  });
});

describe('fee settings values', () => {
  it('accept percentages 0..10 000 bp and money 0..10 000 000', () => {
    expect(feeValuesProblem(seeded)).toBeUndefined();
    expect(feeValuesProblem({ serviceFeeBp: 0, shippingFee: 0, vatBp: 10_000, withdrawalFeeBp: 10_000, withdrawalFeeMin: 10_000_000 })).toBeUndefined();
  });

  it('name the first value out of range, in the form’s order', () => {
    expect(feeValuesProblem({ ...seeded, serviceFeeBp: 10_001 })).toEqual({ field: 'serviceFeeBp', problem: 'invalid_fee_settings' });
    expect(feeValuesProblem({ ...seeded, shippingFee: -1, vatBp: -1 })).toEqual({ field: 'shippingFee', problem: 'invalid_fee_settings' });
    expect(feeValuesProblem({ ...seeded, vatBp: 11.5 })).toMatchObject({ field: 'vatBp' });
    expect(feeValuesProblem({ ...seeded, withdrawalFeeMin: 10_000_001 })).toMatchObject({ field: 'withdrawalFeeMin' });
  });
});
