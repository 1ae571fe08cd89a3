import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1 } from '@shop/contracts';
import { bcaAccount, OPERATOR, startFund, withKey, type FundCalls, type FundFixture } from './fixture.js';

const { RecordType, WithdrawalStatus } = fundV1;

let fund: FundFixture;
let order: FundCalls;
const operatorId = randomUUID();

beforeAll(async () => {
  fund = await startFund();
  order = fund.signedBy('order');
});

afterAll(async () => {
  await fund?.stop();
});

const operator = () => fund.asUser(operatorId, OPERATOR);

const credit = (userId: string, amount: number, type = RecordType.RECORD_TYPE_RECHARGE, reference = `test:${randomUUID()}`) =>
  order.credit({ posting: { userId, amount, type, reference, memo: '' } });

/** A user with this much available and a BCA account bound. */
async function walletWithBank(available: number): Promise<string> {
  const userId = randomUUID();
  if (available > 0) await credit(userId, available);
  await fund.asUser(userId).bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey(`bind-${userId}`));
  return userId;
}

describe('fund records', () => {
  it('lists the caller’s records newest first, by type and inclusive Jakarta dates, page by page', async () => {
    const userId = randomUUID();
    const me = fund.asUser(userId);
    // 23:30 on 25 November in Jakarta, then 00:30, 12:00 and 23:59 on the 26th, 00:00 on the 27th.
    const instants = ['2026-11-25T16:30:00.000Z', '2026-11-25T17:30:00.000Z', '2026-11-26T05:00:00.000Z', '2026-11-26T16:59:00.000Z', '2026-11-26T17:00:00.000Z'];
    const types = [RecordType.RECORD_TYPE_RECHARGE, RecordType.RECORD_TYPE_PROFIT, RecordType.RECORD_TYPE_RECHARGE, RecordType.RECORD_TYPE_PROFIT, RecordType.RECORD_TYPE_RECHARGE];
    for (const [i, instant] of instants.entries()) {
      fund.clock.set(instant);
      await credit(userId, 1_000 * (i + 1), types[i], `test:${userId}:${i}`);
    }
    fund.clock.set(new Date());

    const all = await me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 0, reference: '' });
    expect(all.items.map((r) => r.amount)).toEqual([5_000, 4_000, 3_000, 2_000, 1_000]);
    expect(all.items.map((r) => r.balanceAfter)).toEqual([15_000, 10_000, 6_000, 3_000, 1_000]);
    expect(all.items[0]).toMatchObject({ type: RecordType.RECORD_TYPE_RECHARGE, reference: `test:${userId}:4`, memo: '', createdAt: expect.stringMatching(/^2026-11-26T17:00:0/) });
    expect(all.nextCursor).toBe('');

    const onThe26th = await me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '2026-11-26', toDate: '2026-11-26', cursor: '', limit: 0, reference: '' });
    expect(onThe26th.items.map((r) => r.amount)).toEqual([4_000, 3_000, 2_000]);
    const profitFrom26th = await me.listMyRecords({ type: RecordType.RECORD_TYPE_PROFIT, fromDate: '2026-11-26', toDate: '', cursor: '', limit: 0, reference: '' });
    expect(profitFrom26th.items.map((r) => r.amount)).toEqual([4_000, 2_000]);
    const untilThe25th = await me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '2026-11-25', cursor: '', limit: 0, reference: '' });
    expect(untilThe25th.items.map((r) => r.amount)).toEqual([1_000]);

    const pages: number[][] = [];
    let cursor = '';
    do {
      const page = await me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor, limit: 2, reference: '' });
      pages.push(page.items.map((r) => r.amount));
      cursor = page.nextCursor;
    } while (cursor !== '');
    expect(pages).toEqual([[5_000, 4_000], [3_000, 2_000], [1_000]]);

    const byReference = await me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 0, reference: `test:${userId}:2` });
    expect(byReference.items.map((r) => r.amount)).toEqual([3_000]);

    // Another user sees none of them.
    expect((await fund.asUser(randomUUID()).listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 0, reference: '' })).items).toEqual([]);
  });

  it('refuses bad filters', async () => {
    const me = fund.asUser(randomUUID());
    const list = (request: Partial<fundV1.ListMyRecordsRequest>) =>
      me.listMyRecords({ type: RecordType.RECORD_TYPE_UNSPECIFIED, fromDate: '', toDate: '', cursor: '', limit: 0, reference: '', ...request });
    await expect(list({ fromDate: '2026-02-30' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_date', params: { field: 'fromDate' } });
    await expect(list({ fromDate: '2026-11-27', toDate: '2026-11-26' })).rejects.toMatchObject({ reason: 'invalid_date', params: { field: 'toDate' } });
    await expect(list({ cursor: 'bogus' })).rejects.toMatchObject({ reason: 'invalid_cursor' });
    await expect(list({ limit: 51 })).rejects.toMatchObject({ reason: 'invalid_limit' });
  });
});

describe('bank accounts', () => {
  it('binds an account valid for its bank; replacing it needs the password confirmed; others see it masked', async () => {
    const userId = randomUUID();
    const me = fund.asUser(userId);
    expect(await me.getMyBankAccount({})).toEqual({ bankAccount: undefined });
    const { bankAccount } = await me.bindBankAccount({ bankCode: 'bri', accountName: ' Budi Santoso ', accountNumber: '0012-0100-1234-567', passwordConfirmed: false }, withKey('bind-1'));
    expect(bankAccount).toMatchObject({ bankCode: 'bri', accountName: 'Budi Santoso', accountNumber: '001201001234567' });
    expect((await me.getMyBankAccount({})).bankAccount).toEqual(bankAccount);
    // The same account again changes nothing and needs no password.
    expect((await me.bindBankAccount({ bankCode: 'bri', accountName: 'Budi Santoso', accountNumber: '001201001234567', passwordConfirmed: false }, withKey('bind-2'))).bankAccount).toEqual(bankAccount);

    const replacement = { bankCode: 'permata', accountName: 'Budi Santoso', accountNumber: '1234567890123456' };
    await expect(me.bindBankAccount({ ...replacement, passwordConfirmed: false }, withKey('bind-3'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'password_confirmation_required',
    });
    expect((await me.getMyBankAccount({})).bankAccount).toEqual(bankAccount);
    const { bankAccount: replaced } = await me.bindBankAccount({ ...replacement, passwordConfirmed: true }, withKey('bind-4'));
    expect(replaced).toMatchObject(replacement);
    expect(replaced!.boundAt > bankAccount!.boundAt).toBe(true);
  });

  it('refuses each form problem per bank with the field at fault, and binds nothing', async () => {
    const userId = randomUUID();
    const me = fund.asUser(userId);
    const cases: [Partial<fundV1.BindBankAccountRequest>, string, string][] = [
      [{ bankCode: 'xyz' }, 'bank_required', 'bankCode'],
      [{ accountName: '  ' }, 'account_name_required', 'accountName'],
      [{ accountName: 'R2D2' }, 'invalid_account_name', 'accountName'],
      [{ accountNumber: '' }, 'account_number_required', 'accountNumber'],
      [{ accountNumber: '123456789' }, 'invalid_account_number', 'accountNumber'],
      // Ten digits are BCA's length, not BRI's (15) or Mandiri's (13).
      [{ bankCode: 'bri' }, 'invalid_account_number', 'accountNumber'],
      [{ bankCode: 'mandiri' }, 'invalid_account_number', 'accountNumber'],
      [{ accountNumber: '12345abcde' }, 'invalid_account_number', 'accountNumber'],
    ];
    for (const [i, [change, reason, field]] of cases.entries()) {
      await expect(me.bindBankAccount({ ...bcaAccount, passwordConfirmed: false, ...change }, withKey(`bad-bank-${i}`))).rejects.toMatchObject({
        code: 'INVALID_ARGUMENT',
        reason,
        params: { field },
      });
    }
    expect(await me.getMyBankAccount({})).toEqual({ bankAccount: undefined });
  });

  it('binds once for concurrent duplicates of one intent', async () => {
    const me = fund.asUser(randomUUID());
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey('bind-once'))));
    expect(new Set(answers.map((a) => a.bankAccount!.boundAt)).size).toBe(1);
  });
});

describe('withdrawals', () => {
  it('quotes and refuses in order: the amount, then the bank account, then the balance', async () => {
    const userId = randomUUID();
    const me = fund.asUser(userId);
    await credit(userId, 30_000);
    await expect(me.quoteWithdrawal({ amount: 9_999 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'withdrawal_below_minimum' });
    await expect(me.quoteWithdrawal({ amount: 0 })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_amount' });
    await expect(me.quoteWithdrawal({ amount: 50_000 })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'bank_account_required' });
    await expect(me.requestWithdrawal({ amount: 50_000 }, withKey('w-0'))).rejects.toMatchObject({ reason: 'bank_account_required' });
    await me.bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey('w-bind'));
    await expect(me.quoteWithdrawal({ amount: 50_000 })).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });
    await expect(me.requestWithdrawal({ amount: 50_000 }, withKey('w-1'))).rejects.toMatchObject({ reason: 'insufficient_balance' });
    const quote = await me.quoteWithdrawal({ amount: 30_000 });
    expect(quote).toMatchObject({ amount: 30_000, fee: 5_000, netAmount: 25_000, available: 30_000, feeSettings: { version: 1, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 } });
    expect(await fund.sql('select 1 from withdrawal where user_id = ?', [userId])).toEqual([]);
  });

  it('refuses withdrawals for a day after the bank account is replaced, naming when they open, and holds nothing', async () => {
    const userId = await walletWithBank(100_000);
    const me = fund.asUser(userId);
    const replacedAt = new Date('2026-12-01T03:00:00.000Z');
    fund.clock.set(replacedAt);
    const { bankAccount } = await me.bindBankAccount({ bankCode: 'bni', accountName: 'Siti Rahayu', accountNumber: '0987654321', passwordConfirmed: true }, withKey(`replace-${userId}`));
    // The test clock ticks on from the instant set: a day after the replacement, to the millisecond.
    expect(bankAccount).toMatchObject({ bankCode: 'bni', withdrawalsOpenAt: expect.stringMatching(/^2026-12-02T03:00:00\.\d{3}Z$/) });
    const opensAt = new Date(bankAccount!.withdrawalsOpenAt).getTime();
    // About 10:00 in Jakarta on the 2nd (rounded up to the minute): the refusal names it for the page.
    const coolingOff = { code: 'FAILED_PRECONDITION', reason: 'withdrawals_cooling_off', params: { opensAt: expect.stringMatching(/^2026-12-02 10:0[01]$/) } };
    await expect(me.requestWithdrawal({ amount: 50_000 }, withKey(`cool-1-${userId}`))).rejects.toMatchObject(coolingOff);
    fund.clock.set(new Date(opensAt - 1_000));
    await expect(me.quoteWithdrawal({ amount: 50_000 })).rejects.toMatchObject(coolingOff);
    await expect(me.requestWithdrawal({ amount: 50_000 }, withKey(`cool-2-${userId}`))).rejects.toMatchObject(coolingOff);
    expect(await fund.sql('select 1 from withdrawal where user_id = ?', [userId])).toEqual([]);
    expect((await me.getMyWallet({})).wallet).toMatchObject({ available: 100_000, held: 0 });

    fund.clock.set(new Date(opensAt));
    const { withdrawal } = await me.requestWithdrawal({ amount: 50_000 }, withKey(`cool-3-${userId}`));
    expect(withdrawal).toMatchObject({ amount: 50_000, bankAccount: { bankCode: 'bni', accountNumber: '0987654321' } });
    fund.clock.set(new Date());
  });

  it('holds the amount at the request, keeps the fee it was charged with, and lists it', async () => {
    const userId = await walletWithBank(1_000_000);
    const me = fund.asUser(userId);
    const request = withKey('request-1');
    const answers = await Promise.all([me.requestWithdrawal({ amount: 600_000 }, request), me.requestWithdrawal({ amount: 600_000 }, request)]);
    expect(answers[1]).toEqual(answers[0]);
    const { withdrawal } = answers[0]!;
    expect(withdrawal).toMatchObject({
      userId,
      status: WithdrawalStatus.WITHDRAWAL_STATUS_IN_REVIEW,
      amount: 600_000,
      fee: 6_000,
      netAmount: 594_000,
      // The owner sees the whole number.
      bankAccount: { bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' },
      reason: '',
      reviewedAt: '',
      settledAt: '',
    });
    expect((await me.getMyWallet({})).wallet).toMatchObject({ available: 400_000, held: 600_000, assets: 1_000_000 });
    const [record] = (await me.listMyRecords({ type: RecordType.RECORD_TYPE_WITHDRAWAL, fromDate: '', toDate: '', cursor: '', limit: 5, reference: '' })).items;
    expect(record).toMatchObject({ amount: -600_000, balanceAfter: 400_000, reference: `withdrawal:${withdrawal!.id}` });

    // A fee change afterwards does not touch it.
    await operator().scheduleFeeSettings({ effectiveAt: '', serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 250, withdrawalFeeMin: 5_000 }, withKey('fees-w'));
    const [stored] = await fund.sql<{ fee: string; fee_bp: number; fee_min: string; fee_version: number }>('select fee, fee_bp, fee_min, fee_version from withdrawal where id = ?', [withdrawal!.id]);
    expect(stored).toMatchObject({ fee: '6000', fee_bp: 100, fee_min: '5000', fee_version: 1 });
    const later = await me.requestWithdrawal({ amount: 100_000 }, withKey('request-2'));
    expect(later.withdrawal).toMatchObject({ fee: 5_000, netAmount: 95_000 });
    const now = await me.quoteWithdrawal({ amount: 300_000 });
    expect(now).toMatchObject({ fee: 7_500, netAmount: 292_500 });
    await operator().scheduleFeeSettings({ effectiveAt: '', serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 }, withKey('fees-w-back'));

    const mine = await me.listMyWithdrawals({ cursor: '', limit: 1 });
    expect(mine.items.map((w) => w.id)).toEqual([later.withdrawal!.id]);
    expect((await me.listMyWithdrawals({ cursor: mine.nextCursor, limit: 1 })).items.map((w) => w.id)).toEqual([withdrawal!.id]);
  });

  it('operators see the queue oldest first with masked numbers; approval pays out through an event, once', async () => {
    const userId = await walletWithBank(200_000);
    const { withdrawal } = await fund.asUser(userId).requestWithdrawal({ amount: 150_000 }, withKey('approve-me'));
    const queue = await operator().listWithdrawals({ status: WithdrawalStatus.WITHDRAWAL_STATUS_UNSPECIFIED, cursor: '', limit: 50 });
    const queued = queue.items.find((w) => w.id === withdrawal!.id);
    expect(queued!.bankAccount!.accountNumber).toBe('•••• 7890');
    const requested = queue.items.map((w) => w.requestedAt);
    expect([...requested].sort()).toEqual(requested);

    const review = withKey('review-approve');
    const approvals = await Promise.all([1, 2, 3].map(() => operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: true, reason: '' }, review)));
    expect(new Set(approvals.map((a) => JSON.stringify(a)))).toEqual(new Set([JSON.stringify(approvals[0])]));
    expect(approvals[0]!.withdrawal).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_PAYING, bankAccount: { accountNumber: '•••• 7890' } });
    const events = await fund.sql<{ payload: Record<string, unknown> }>(`select payload from outbox where type = 'fund.withdrawal.approved.v1' and key = ?`, [withdrawal!.id]);
    // The payout needs the whole number: it travels on this topic only.
    expect(events.map((e) => e.payload)).toEqual([
      { withdrawalId: withdrawal!.id, userId, netAmount: 145_000, bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' },
    ]);
    // Still held until the payout settles.
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 50_000, held: 150_000 });
    await expect(operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: false, reason: 'late' }, withKey('review-again'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'withdrawal_already_reviewed',
    });
    const paying = await operator().listWithdrawals({ status: WithdrawalStatus.WITHDRAWAL_STATUS_PAYING, cursor: '', limit: 50 });
    expect(paying.items.map((w) => w.id)).toContain(withdrawal!.id);
    const audit = await operator().listAuditLog({ cursor: '', limit: 50 });
    expect(audit.items.find((e) => e.subject === `withdrawal:${withdrawal!.id}`)).toMatchObject({ actorId: operatorId, action: 'withdrawal.approved' });
  });

  it('a rejection needs a reason and releases the hold: a withdrawal record of +amount, memo "returned"', async () => {
    const userId = await walletWithBank(80_000);
    const me = fund.asUser(userId);
    const { withdrawal } = await me.requestWithdrawal({ amount: 50_000 }, withKey('reject-me'));
    await expect(operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: false, reason: ' ' }, withKey('reject-0'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'reason_required',
    });
    const { withdrawal: rejected } = await operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: false, reason: 'Nama rekening tidak sesuai' }, withKey('reject-1'));
    expect(rejected).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_REJECTED, reason: 'Nama rekening tidak sesuai' });
    expect((await me.getMyWallet({})).wallet).toMatchObject({ available: 80_000, held: 0 });
    const records = await me.listMyRecords({ type: RecordType.RECORD_TYPE_WITHDRAWAL, fromDate: '', toDate: '', cursor: '', limit: 5, reference: '' });
    expect(records.items.map((r) => [r.amount, r.balanceAfter, r.memo])).toEqual([
      [50_000, 80_000, 'returned'],
      [-50_000, 30_000, ''],
    ]);
    expect((await me.listMyWithdrawals({ cursor: '', limit: 5 })).items[0]).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_REJECTED, reason: 'Nama rekening tidak sesuai' });
    await expect(operator().reviewWithdrawal({ withdrawalId: randomUUID(), approve: true, reason: '' }, withKey('reject-2'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'withdrawal_not_found',
    });
    await expect(operator().reviewWithdrawal({ withdrawalId: 'nope', approve: true, reason: '' }, withKey('reject-3'))).rejects.toMatchObject({ reason: 'withdrawal_not_found' });
    // The fund service's own hold cannot be released by a service.
    await expect(order.release({ userId, holdReference: `withdrawal:${withdrawal!.id}`, reference: `test:${userId}:steal` })).rejects.toMatchObject({ reason: 'hold_not_found' });
  });
});

describe('operator adjustments', () => {
  it('credit or debit a wallet with a reason as a sysmtem record, never below zero, audited, once per intent', async () => {
    const userId = await fund.newUser();
    const adjust = (amount: number, reason: string, key: string) => operator().adjustWallet({ userId, amount, reason }, withKey(key));
    const answers = await Promise.all([adjust(25_000, 'Kompensasi keterlambatan', 'adj-1'), adjust(25_000, 'Kompensasi keterlambatan', 'adj-1')]);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.record).toMatchObject({ type: RecordType.RECORD_TYPE_SYSMTEM, amount: 25_000, balanceAfter: 25_000, memo: 'Kompensasi keterlambatan' });
    expect(answers[0]!.record!.reference).toMatch(/^adjustment:/);
    const { record } = await adjust(-10_000, 'Koreksi saldo', 'adj-2');
    expect(record).toMatchObject({ amount: -10_000, balanceAfter: 15_000 });
    await expect(adjust(-15_001, 'Terlalu banyak', 'adj-3')).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });
    for (const [i, amount] of [0, 100_000_001, -100_000_001].entries()) {
      await expect(adjust(amount, 'x', `adj-bad-${i}`)).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_amount' });
    }
    await expect(adjust(1, '', 'adj-no-reason')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'reason_required' });
    await expect(operator().adjustWallet({ userId: 'x', amount: 1, reason: 'r' }, withKey('adj-user'))).rejects.toMatchObject({ reason: 'invalid_user_id' });

    const { wallet, records } = await operator().getWallet({ userId, cursor: '', limit: 10 });
    expect(wallet).toMatchObject({ userId, available: 15_000 });
    expect(records.map((r) => r.amount)).toEqual([-10_000, 25_000]);
    const audit = await operator().listAuditLog({ cursor: '', limit: 50 });
    expect(audit.items.filter((e) => e.subject === `user:${userId}`).map((e) => [e.action, e.reason])).toEqual([
      ['wallet.adjusted', 'Koreksi saldo'],
      ['wallet.adjusted', 'Kompensasi keterlambatan'],
    ]);
  });
});

describe('fee settings', () => {
  it('start with version 1 from the epoch; a scheduled version applies from its instant; audited', async () => {
    const seeded = await order.getFeeSettings({ at: '2000-01-01T00:00:00Z' });
    expect(seeded.feeSettings).toEqual({
      version: 1,
      effectiveAt: '1970-01-01T00:00:00.000Z',
      serviceFeeBp: 100,
      shippingFee: 9_000,
      vatBp: 1_100,
      withdrawalFeeBp: 100,
      withdrawalFeeMin: 5_000,
    });
    const start = new Date('2030-01-01T00:00:00.000Z');
    fund.clock.set(start);
    const values = { serviceFeeBp: 150, shippingFee: 10_000, vatBp: 1_200, withdrawalFeeBp: 100, withdrawalFeeMin: 6_000 };
    const schedule = withKey('fees-2030');
    const [scheduled, again] = await Promise.all([
      operator().scheduleFeeSettings({ effectiveAt: '2030-02-01T00:00:00+07:00', ...values }, schedule),
      operator().scheduleFeeSettings({ effectiveAt: '2030-02-01T00:00:00+07:00', ...values }, schedule),
    ]);
    expect(again).toEqual(scheduled);
    const version = scheduled.feeSettings!.version;
    expect(scheduled.feeSettings).toMatchObject({ effectiveAt: '2030-01-31T17:00:00.000Z', ...values });

    const before = await order.getFeeSettings({ at: '2030-01-31T16:59:59.999Z' });
    expect(before.feeSettings!.version).toBeLessThan(version);
    expect((await order.getFeeSettings({ at: '2030-01-31T17:00:00Z' })).feeSettings!.version).toBe(version);
    expect((await fund.asUser(randomUUID()).getFeeSettings({ at: '' })).feeSettings!.version).toBe(before.feeSettings!.version);
    const listed = await operator().listFeeSettings({});
    expect(listed.items[0]!.version).toBe(version);
    expect(listed.currentVersion).toBe(before.feeSettings!.version);
    fund.clock.set('2030-02-01T00:00:00.000Z');
    expect((await order.getFeeSettings({ at: '' })).feeSettings!.version).toBe(version);
    expect((await operator().listFeeSettings({})).currentVersion).toBe(version);
    const audit = await operator().listAuditLog({ cursor: '', limit: 5 });
    expect(audit.items[0]).toMatchObject({ action: 'fees.scheduled', subject: `fees:${version}`, actorId: operatorId });
    fund.clock.set(new Date());
  });

  it('refuses the past, bad instants and values out of range', async () => {
    const values = { serviceFeeBp: 100, shippingFee: 9_000, vatBp: 1_100, withdrawalFeeBp: 100, withdrawalFeeMin: 5_000 };
    const schedule = (request: Partial<fundV1.ScheduleFeeSettingsRequest>, key: string) => operator().scheduleFeeSettings({ effectiveAt: '', ...values, ...request }, withKey(key));
    await expect(schedule({ effectiveAt: '2001-01-01T00:00:00Z' }, 'past')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'effective_in_past' });
    await expect(schedule({ effectiveAt: 'next monday' }, 'bad-at')).rejects.toMatchObject({ reason: 'invalid_date', params: { field: 'effectiveAt' } });
    await expect(schedule({ vatBp: 10_001 }, 'vat')).rejects.toMatchObject({ reason: 'invalid_fee_settings', params: { field: 'vatBp' } });
    await expect(schedule({ shippingFee: -1 }, 'shipping')).rejects.toMatchObject({ reason: 'invalid_fee_settings', params: { field: 'shippingFee' } });
    await expect(schedule({ withdrawalFeeMin: 10_000_001 }, 'minimum')).rejects.toMatchObject({ reason: 'invalid_fee_settings', params: { field: 'withdrawalFeeMin' } });
    await expect(order.getFeeSettings({ at: 'soon' })).rejects.toMatchObject({ reason: 'invalid_date' });
  });

  it('reviews a withdrawal without a run (in review when withdrawals began to run as workflows) as before', async () => {
    const userId = await walletWithBank(300_000);
    const me = fund.asUser(userId);
    const { withdrawal: approved } = await me.requestWithdrawal({ amount: 100_000 }, withKey(`runless-approve-${userId}`));
    const { withdrawal: rejected } = await me.requestWithdrawal({ amount: 50_000 }, withKey(`runless-reject-${userId}`));
    // As withdrawals requested by the previous release stand: in review, with no run.
    await fund.sql('delete from workflow_run where id in (?, ?)', [approved!.id, rejected!.id]);
    await operator().reviewWithdrawal({ withdrawalId: approved!.id, approve: true, reason: '' }, withKey(`runless-approve-review-${userId}`));
    await operator().reviewWithdrawal({ withdrawalId: rejected!.id, approve: false, reason: 'Nama rekening tidak sesuai' }, withKey(`runless-reject-review-${userId}`));
    expect(await fund.sql(`select key from outbox where type = 'fund.withdrawal.approved.v1' and key in (?, ?)`, [approved!.id, rejected!.id])).toEqual([{ key: approved!.id }]);
    expect((await me.getMyWallet({})).wallet).toMatchObject({ available: 200_000, held: 100_000 });
    expect(await fund.sql('select id from workflow_run where id in (?, ?)', [approved!.id, rejected!.id])).toEqual([]);
  });
});

describe('who may call', () => {
  const ownerCalls: [keyof typeof fundV1.FundServiceService, unknown][] = [
    ['getMyWallet', {}],
    ['listMyRecords', { type: 0, fromDate: '', toDate: '', cursor: '', limit: 5, reference: '' }],
    ['getMyBankAccount', {}],
    ['bindBankAccount', { ...bcaAccount, passwordConfirmed: false }],
    ['quoteWithdrawal', { amount: 10_000 }],
    ['requestWithdrawal', { amount: 10_000 }],
    ['listMyWithdrawals', { cursor: '', limit: 5 }],
  ];
  const operatorCalls: [keyof typeof fundV1.FundServiceService, unknown][] = [
    ['listWithdrawals', { status: 0, cursor: '', limit: 5 }],
    ['reviewWithdrawal', { withdrawalId: randomUUID(), approve: true, reason: '' }],
    ['adjustWallet', { userId: randomUUID(), amount: 1, reason: 'r' }],
    ['listAdjustments', { status: 0, cursor: '', limit: 5 }],
    ['reviewAdjustment', { adjustmentId: randomUUID(), approve: true, reason: '' }],
    ['getWallet', { userId: randomUUID(), cursor: '', limit: 5 }],
    ['listFeeSettings', {}],
    ['scheduleFeeSettings', { effectiveAt: '', serviceFeeBp: 0, shippingFee: 0, vatBp: 0, withdrawalFeeBp: 0, withdrawalFeeMin: 0 }],
    ['listAuditLog', { cursor: '', limit: 5 }],
  ];
  const call = (calls: FundCalls, method: keyof typeof fundV1.FundServiceService, request: unknown) =>
    (calls[method] as (r: unknown, o: unknown) => Promise<unknown>)(request, withKey(`deny-${method}`));

  it('serves a user’s own methods to the BFF acting for a user only', async () => {
    for (const [method, request] of ownerCalls) {
      await expect(call(fund.signedBy('bff'), method, request)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
      await expect(call(fund.signedBy('order', { id: randomUUID() }), method, request)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });

  it('serves the operator methods to the BFF for a user with the operator role only', async () => {
    for (const [method, request] of operatorCalls) {
      await expect(call(fund.asUser(randomUUID()), method, request)).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
      await expect(call(fund.signedBy('order', { id: operatorId, roles: OPERATOR }), method, request)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
      await expect(call(fund.signedBy('payment', { id: operatorId, roles: OPERATOR }), method, request)).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    }
    expect(await fund.sql('select 1 from audit_log where actor_id <> ?', [operatorId])).toEqual([]);
  });

  it('serves the fee settings to order and the BFF only', async () => {
    expect((await fund.signedBy('order').getFeeSettings({ at: '' })).feeSettings).toBeDefined();
    expect((await fund.signedBy('bff').getFeeSettings({ at: '' })).feeSettings).toBeDefined();
    for (const deployable of ['payment', 'merchant', 'catalog'] as const) {
      await expect(fund.signedBy(deployable).getFeeSettings({ at: '' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    }
  });

  it('reads a user’s available balance for order only', async () => {
    const userId = randomUUID();
    expect(await order.getAvailableBalance({ userId })).toEqual({ available: 0 });
    await credit(userId, 25_000);
    expect(await order.getAvailableBalance({ userId })).toEqual({ available: 25_000 });
    await expect(order.getAvailableBalance({ userId: 'nobody' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_user_id' });
    for (const deployable of ['bff', 'payment', 'merchant', 'catalog'] as const) {
      await expect(fund.signedBy(deployable).getAvailableBalance({ userId })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    }
    expect((await fund.asUser(userId).getMyWallet({})).wallet!.available).toBe(25_000);
  });
});
