import { describe, expect, it } from '@jest/globals';
import { fundReasons, fundV1, paymentReasons, paymentV1, rechargeMethods, withdrawalStatuses } from '@shop/contracts';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { describeError } from '../../src/errors.js';
import { isMessageKey, translate } from '../../src/i18n/messages.js';
import { fundRecord, paymentMethods, recharge, recordTypes, withdrawal, withdrawalStatusNames } from '../../src/routers/shapes.js';
import { adjustWalletInput, bindBankInput, fundRecordsInput, rechargeInput, reviewWithdrawalInput, scheduleFeesInput, withdrawalAmountInput, withdrawInput } from '../../src/validation.js';

/** What the form shows for an input the schema refuses: its first message and field, in English. */
function refusal(schema: z.ZodType, input: unknown) {
  const parsed = schema.safeParse(input);
  if (parsed.success) return undefined;
  const { message, field } = describeError(new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error }), 'en', 'x');
  return { message, field };
}

const bca = { bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234 567 890' };

describe('money messages', () => {
  it('has a text for every fund and payment reason, in the words of the spec', () => {
    const reasons = [fundReasons, paymentReasons].flatMap((group) => Object.values(group));
    expect(reasons.filter((reason) => !isMessageKey(reason))).toEqual([]);
    expect(translate(fundReasons.bankAccountRequired, 'en')).toBe('Bind bank info first before withdrawing');
    expect(translate(fundReasons.insufficientBalance, 'en')).toBe('Insufficient balance');
    expect(translate(paymentReasons.paymentFailed, 'en')).toBe('Payment failed');
    expect(translate('payment_method_required', 'en')).toBe('Please select a payment method');
  });
});

describe('money inputs', () => {
  it('takes a bank account the shared rule accepts, its number without spaces, with the password', () => {
    expect(bindBankInput.parse({ ...bca, accountName: '  Siti Rahayu ', password: 'rahasia123' })).toEqual({ ...bca, accountNumber: '1234567890', password: 'rahasia123' });
    // The first binding too: a session token alone binds nothing.
    expect(refusal(bindBankInput, bca)).toEqual({ message: 'Please enter the password', field: 'password' });
  });

  it('names the bank form field at fault, in the order the form shows them', () => {
    expect(refusal(bindBankInput, { ...bca, bankCode: 'xyz' })).toEqual({ message: 'Please select a bank', field: 'bankCode' });
    expect(refusal(bindBankInput, { ...bca, accountName: ' ' })).toEqual({ message: 'Please enter the account name', field: 'accountName' });
    expect(refusal(bindBankInput, { ...bca, accountNumber: '12345' })).toEqual({ message: 'This account number is not valid for the selected bank', field: 'accountNumber' });
    // BRI's numbers have 15 digits.
    expect(refusal(bindBankInput, { ...bca, bankCode: 'bri' })).toMatchObject({ field: 'accountNumber' });
    expect(refusal(bindBankInput, { ...bca, password: '' })).toEqual({ message: 'Please enter the password', field: 'password' });
  });

  it("checks a recharge against its method's limits", () => {
    expect(rechargeInput.parse({ amount: 50_000, method: 'qris' })).toEqual({ amount: 50_000, method: 'qris' });
    expect(refusal(rechargeInput, { amount: 50_000 })).toEqual({ message: 'Please select a payment method', field: 'method' });
    expect(refusal(rechargeInput, { amount: 5_000, method: 'bca_va' })).toEqual({ message: 'The amount is below the minimum', field: 'amount' });
    expect(refusal(rechargeInput, { amount: 20_000_000, method: 'qris' })).toEqual({ message: 'The amount is above the maximum for this method', field: 'amount' });
    expect(rechargeInput.safeParse({ amount: 20_000_000, method: 'bca_va' }).success).toBe(true);
    expect(refusal(rechargeInput, { amount: 10_000.5, method: 'bca_va' })).toMatchObject({ field: 'amount' });
  });

  it('refuses withdrawals below the minimum', () => {
    expect(refusal(withdrawalAmountInput, { amount: 9_999 })).toEqual({ message: 'The amount is below the minimum withdrawal', field: 'amount' });
    expect(withdrawalAmountInput.parse({ amount: 10_000 })).toEqual({ amount: 10_000 });
    expect(refusal(withdrawInput, { amount: 9_999, password: 'rahasia123' })).toEqual({ message: 'The amount is below the minimum withdrawal', field: 'amount' });
  });

  it('takes a withdrawal only with the password', () => {
    expect(withdrawInput.parse({ amount: 10_000, password: 'rahasia123' })).toEqual({ amount: 10_000, password: 'rahasia123' });
    expect(refusal(withdrawInput, { amount: 10_000 })).toEqual({ message: 'Please enter the password', field: 'password' });
    expect(refusal(withdrawInput, { amount: 10_000, password: '' })).toEqual({ message: 'Please enter the password', field: 'password' });
  });

  it('names when withdrawals open again after a bank account change, in every language', () => {
    const params = { opensAt: '2026-12-02 10:00' };
    expect(translate(fundReasons.withdrawalsCoolingOff, 'en', params)).toBe('Your bank card was changed recently: withdrawals open again at 2026-12-02 10:00 (Jakarta time)');
    expect(translate(fundReasons.withdrawalsCoolingOff, 'zh', params)).toContain('2026-12-02 10:00');
    expect(translate(fundReasons.withdrawalsCoolingOff, 'ind', params)).toContain('2026-12-02 10:00 WIB');
  });

  it('filters records by a known type and a date range that is one', () => {
    expect(fundRecordsInput.parse({ type: 'sysmtem', fromDate: '2026-11-01', toDate: '2026-11-30' })).toMatchObject({ type: 'sysmtem', cursor: '', limit: 20 });
    expect(refusal(fundRecordsInput, { type: 'system' })).toEqual({ message: 'Invalid record type', field: 'type' });
    expect(refusal(fundRecordsInput, { fromDate: '2026-11-31' })).toEqual({ message: 'Invalid date', field: 'fromDate' });
    expect(refusal(fundRecordsInput, { fromDate: '2026-11-30', toDate: '2026-11-01' })).toEqual({ message: 'Invalid date', field: 'toDate' });
  });

  it("takes an operator's adjustment as a signed, non-zero, bounded amount with a reason", () => {
    const userId = '7a1c2d3e-4f50-4612-8a9b-0c1d2e3f4a5b';
    expect(adjustWalletInput.parse({ userId, amount: -25_000, reason: 'Refund of a double charge' })).toMatchObject({ amount: -25_000 });
    expect(refusal(adjustWalletInput, { userId, amount: 0, reason: 'x' })).toEqual({ message: 'Please enter a valid amount', field: 'amount' });
    expect(refusal(adjustWalletInput, { userId, amount: 100_000_001, reason: 'x' })).toMatchObject({ field: 'amount' });
    expect(refusal(adjustWalletInput, { userId, amount: 1_000, reason: ' ' })).toEqual({ message: 'Please enter a reason', field: 'reason' });
  });

  it('rejects a withdrawal only with a reason, and approves without one', () => {
    const withdrawalId = '5b2a7c3e-1d4f-4e6a-9b8c-7d6e5f4a3b21';
    expect(reviewWithdrawalInput.parse({ withdrawalId, approve: true })).toEqual({ withdrawalId, approve: true, reason: '' });
    expect(refusal(reviewWithdrawalInput, { withdrawalId, approve: false })).toEqual({ message: 'Please enter a reason', field: 'reason' });
  });

  it('keeps fee settings within range: basis points up to 100 %', () => {
    const fees = { serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 };
    expect(scheduleFeesInput.parse(fees)).toEqual(fees);
    expect(refusal(scheduleFeesInput, { ...fees, vatBp: 10_001 })).toEqual({ message: 'The fee settings are out of range', field: 'vatBp' });
  });
});

describe('money shapes', () => {
  it("names every fund record type, withdrawal status and payment method by the contracts' wire names", () => {
    expect(Object.values(fundV1.RecordType).filter((type) => type.startsWith('RECORD_TYPE_') && !type.endsWith('UNSPECIFIED')).map(recordTypes.nameOf)).toEqual([
      'prd_order_pay',
      'mch_order_pay',
      'recharge',
      'withdrawal',
      'profit',
      'sysmtem',
    ]);
    expect(withdrawalStatuses.map((status) => withdrawalStatusNames.nameOf(withdrawalStatusNames.protoOf(status)))).toEqual([...withdrawalStatuses]);
    expect(rechargeMethods.map(({ method }) => paymentMethods.nameOf(paymentMethods.protoOf(method)))).toEqual(rechargeMethods.map(({ method }) => method));
    expect(() => recordTypes.nameOf(fundV1.RecordType.UNRECOGNIZED)).toThrow('unknown fund record type');
  });

  it('gives records, withdrawals and recharges real Dates, and null for what has not happened yet', () => {
    const record = fundRecord({ id: 'r1', type: fundV1.RecordType.RECORD_TYPE_WITHDRAWAL, amount: -50_000, balanceAfter: 10_000, reference: 'withdrawal:w1', memo: '', createdAt: '2026-11-20T03:00:00Z' });
    expect(record).toEqual({ id: 'r1', type: 'withdrawal', amount: -50_000, balanceAfter: 10_000, reference: 'withdrawal:w1', memo: '', createdAt: new Date('2026-11-20T03:00:00Z') });
    const requested = withdrawal({
      id: 'w1',
      userId: 'u1',
      status: fundV1.WithdrawalStatus.WITHDRAWAL_STATUS_IN_REVIEW,
      amount: 50_000,
      fee: 5_000,
      netAmount: 45_000,
      bankAccount: { bankCode: 'bca', accountName: 'Siti', accountNumber: '•••• 7890', boundAt: '2026-11-01T00:00:00Z', withdrawalsOpenAt: '' },
      reason: '',
      requestedAt: '2026-11-20T03:00:00Z',
      reviewedAt: '',
      settledAt: '',
    });
    expect(requested).toMatchObject({ status: 'in_review', reviewedAt: null, settledAt: null, bankAccount: { accountNumber: '•••• 7890', boundAt: new Date('2026-11-01T00:00:00Z') } });
    expect(requested).not.toHaveProperty('userId');
    const charge = recharge({
      id: 'c1',
      userId: 'u1',
      amount: 100_000,
      method: paymentV1.PaymentMethod.PAYMENT_METHOD_MANDIRI_BILL,
      status: paymentV1.RechargeStatus.RECHARGE_STATUS_PENDING,
      vaNumber: '889012345678',
      billerCode: '70012',
      qrString: '',
      redirectUrl: '',
      createdAt: '2026-11-20T03:00:00Z',
      expiresAt: '2026-11-20T04:00:00Z',
      paidAt: '',
    });
    expect(charge).toMatchObject({ method: 'mandiri_bill', kind: 'virtual_account', status: 'pending', billerCode: '70012', expiresAt: new Date('2026-11-20T04:00:00Z'), paidAt: null });
  });
});
