import { describe, expect, it } from '@jest/globals';
import { fundRecordTypes } from '@shop/contracts';
import { amountProblem, applyLines, counterAccount, emptyBalances, ledgerLines, referenceProblem, type Movement } from '../../src/domain/ledger.js';

const sum = (lines: { amount: number }[]) => lines.reduce((total, line) => total + line.amount, 0);

describe('ledger lines', () => {
  it('sum to zero for every operation and record type', () => {
    for (const type of fundRecordTypes) {
      const movements: Movement[] = [
        { operation: 'credit', type, amount: 7_000 },
        { operation: 'debit', type, amount: 7_000 },
        { operation: 'hold', type, amount: 7_000 },
        { operation: 'release', type, amount: 7_000 },
        { operation: 'take', type, amount: 7_000, fee: 5_000 },
        { operation: 'take', type, amount: 7_000, fee: 0 },
      ];
      for (const movement of movements) expect(sum(ledgerLines(movement))).toBe(0);
    }
  });

  it('move a credit from the record type’s platform account, a debit back to it', () => {
    expect(ledgerLines({ operation: 'credit', type: 'recharge', amount: 100 })).toEqual([
      { account: 'available', amount: 100 },
      { account: 'gateway_clearing', amount: -100 },
    ]);
    expect(ledgerLines({ operation: 'debit', type: 'mch_order_pay', amount: 100 })).toEqual([
      { account: 'available', amount: -100 },
      { account: 'order_clearing', amount: 100 },
    ]);
    expect(counterAccount('sysmtem')).toBe('adjustments');
    expect(counterAccount('withdrawal')).toBe('payout_clearing');
  });

  it('hold and release between available and held; a take sends the net to payout clearing and the fee to revenue', () => {
    expect(ledgerLines({ operation: 'hold', type: 'withdrawal', amount: 50_000 })).toEqual([
      { account: 'available', amount: -50_000 },
      { account: 'held', amount: 50_000 },
    ]);
    expect(ledgerLines({ operation: 'release', type: 'withdrawal', amount: 50_000 })).toEqual([
      { account: 'held', amount: -50_000 },
      { account: 'available', amount: 50_000 },
    ]);
    expect(ledgerLines({ operation: 'take', type: 'withdrawal', amount: 50_000, fee: 5_000 })).toEqual([
      { account: 'held', amount: -50_000 },
      { account: 'payout_clearing', amount: 45_000 },
      { account: 'fee_revenue', amount: 5_000 },
    ]);
    // No fee, no revenue line (a line never moves zero).
    expect(ledgerLines({ operation: 'take', type: 'withdrawal', amount: 50_000, fee: 0 }).map((line) => line.account)).toEqual(['held', 'payout_clearing']);
  });
});

describe('applying lines to a wallet', () => {
  const wallet = { available: 10_000, held: 2_000, profitRecords: 0, goodsCost: 0 };

  it('moves the balances', () => {
    expect(applyLines(wallet, ledgerLines({ operation: 'hold', type: 'prd_order_pay', amount: 10_000 }), 'prd_order_pay')).toEqual({ ...wallet, available: 0, held: 12_000 });
    expect(applyLines(wallet, ledgerLines({ operation: 'take', type: 'withdrawal', amount: 2_000, fee: 500 }), 'withdrawal')).toEqual({ ...wallet, held: 0 });
  });

  it('refuses anything that takes a balance below zero', () => {
    expect(applyLines(wallet, ledgerLines({ operation: 'debit', type: 'prd_order_pay', amount: 10_001 }), 'prd_order_pay')).toBe('insufficient_balance');
    expect(applyLines(wallet, ledgerLines({ operation: 'hold', type: 'withdrawal', amount: 10_001 }), 'withdrawal')).toBe('insufficient_balance');
    expect(applyLines(wallet, ledgerLines({ operation: 'release', type: 'withdrawal', amount: 2_001 }), 'withdrawal')).toBe('insufficient_balance');
    expect(applyLines(emptyBalances, ledgerLines({ operation: 'debit', type: 'sysmtem', amount: 1 }), 'sysmtem')).toBe('insufficient_balance');
  });

  it('keeps the running totals of profit records and goods cost paid', () => {
    const afterProfit = applyLines(emptyBalances, ledgerLines({ operation: 'credit', type: 'profit', amount: 30_000 }), 'profit');
    expect(afterProfit).toMatchObject({ available: 30_000, profitRecords: 30_000, goodsCost: 0 });
    const afterGoods = applyLines(afterProfit as typeof emptyBalances, ledgerLines({ operation: 'debit', type: 'mch_order_pay', amount: 12_000 }), 'mch_order_pay');
    expect(afterGoods).toMatchObject({ available: 18_000, profitRecords: 30_000, goodsCost: 12_000 });
    // A refunded goods cost (a credit) lowers it again; other types leave both alone.
    const refunded = applyLines(afterGoods as typeof emptyBalances, ledgerLines({ operation: 'credit', type: 'mch_order_pay', amount: 2_000 }), 'mch_order_pay');
    expect(refunded).toMatchObject({ goodsCost: 10_000 });
    expect(applyLines(refunded as typeof emptyBalances, ledgerLines({ operation: 'credit', type: 'recharge', amount: 1 }), 'recharge')).toMatchObject({ profitRecords: 30_000, goodsCost: 10_000 });
    // A buyer's refund (a prd_order_pay credit) is money back, neither profit nor goods cost.
    expect(applyLines(refunded as typeof emptyBalances, ledgerLines({ operation: 'credit', type: 'prd_order_pay', amount: 5_000 }), 'prd_order_pay')).toEqual({
      available: 25_000,
      held: 0,
      profitRecords: 30_000,
      goodsCost: 10_000,
    });
  });
});

describe('posting fields', () => {
  it('takes whole positive amounts up to a trillion rupiah', () => {
    expect(amountProblem(1)).toBeUndefined();
    expect(amountProblem(1_000_000_000_000)).toBeUndefined();
    for (const bad of [0, -1, 1.5, 1_000_000_000_001, Number.NaN]) expect(amountProblem(bad)).toBe('invalid_amount');
  });

  it('takes references shaped <kind>:<id>, none of the fund service’s own', () => {
    for (const good of ['recharge:5f0e4c1e-8d7a-4c1b-9a53-2f4a8f1e2b3c', 'order:12345:pay', 'order:A-1.2_x:refund', 'order-payment:7d1e', 'goods-cost-refund:7d1e', 'goods-cost:5f0e4c1e-8d7a-4c1b-9a53-2f4a8f1e2b3c']) expect(referenceProblem(good)).toBeUndefined();
    for (const bad of ['', 'order', 'order:', 'Order:1', '-order:1', 'order:1 2', `order:${'x'.repeat(120)}`, 'withdrawal:1', 'adjustment:1']) {
      expect(referenceProblem(bad)).toBe('invalid_reference');
    }
  });
});
