import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1, postingReferences } from '@shop/contracts';
import { eventually, KillSwitch } from '@shop/test-kit';
import { bcaAccount, expectLedgerConsistent, OPERATOR, startFund, withKey, type FundFixture } from './fixture.js';
import { StandInSources } from './stand-in-sources.js';

const { RecordType, WithdrawalStatus } = fundV1;

// The one test file that runs the consumer: events arrive through the real broker. It also kills
// the fund service between two steps of a withdrawal's run (at the end), since the payout's outcome
// arrives as an event. Each event is confirmed with its source first: `sources` answers as payment
// and order would, for what a test records there (the real ones answer in system-tests).
let fund: FundFixture;
const sources = new StandInSources();

/** Where the running fund process dies next. */
const killSwitch = new KillSwitch('fund');
let restarts = 0;

/** Once the process has died, stops it and starts another in its place. */
const replaceKilledService = async () => {
  if (!killSwitch.killed) return;
  killSwitch.disarm();
  restarts += 1;
  await fund.restart({ onWorkflowProgress: killSwitch.onWorkflowProgress });
};

beforeAll(async () => {
  fund = await startFund({ worker: true, onWorkflowProgress: killSwitch.onWorkflowProgress, sources: sources.calls });
});

afterAll(async () => {
  await fund?.stop();
});

/** A recharge payment has paid, and its paid event. */
const recharge = (userId: string, amount: number, rechargeId = randomUUID()) => {
  sources.paidRecharge({ rechargeId, userId, amount });
  return { rechargeId, userId, amount, method: 'bca_va', paidAt: new Date().toISOString() };
};

/**
 * Delivers a sentinel recharge for the user after everything else sent for them and waits for it:
 * events of one key share a partition, so all before it have been handled too.
 */
async function drain(userId: string): Promise<void> {
  await fund.consumed(await fund.deliver('payment.recharge.paid.v1', userId, recharge(userId, 1)));
}

const walletOf = async (userId: string) => (await fund.asUser(userId).getMyWallet({})).wallet!;

describe('payment.recharge.paid.v1', () => {
  it('credits a recharge once, however often it arrives: the same event three times, then another event of the same recharge', async () => {
    const userId = randomUUID();
    const paid = recharge(userId, 150_000);
    const eventId = randomUUID();
    for (let i = 0; i < 3; i++) await fund.deliver('payment.recharge.paid.v1', userId, paid, eventId);
    // The same recharge announced again under a new event id (the gateway's duplicate notification).
    await fund.deliver('payment.recharge.paid.v1', userId, paid);
    await drain(userId);

    expect(await walletOf(userId)).toMatchObject({ available: 150_001, held: 0 });
    const { items } = await fund.asUser(userId).listMyRecords({ type: RecordType.RECORD_TYPE_RECHARGE, fromDate: '', toDate: '', cursor: '', limit: 10, reference: '' });
    expect(items.map((r) => [r.amount, r.reference, r.memo])).toEqual([
      [1, expect.stringMatching(/^recharge:/), 'bca_va'],
      [150_000, `recharge:${paid.rechargeId}`, 'bca_va'],
    ]);
    const lines = await fund.sql<{ kind: string; amount: string }>(
      `select a.kind, l.amount from entry_line l join account a on a.id = l.account_id join journal j on j.id = l.journal_id where j.reference = ? order by a.kind`,
      [`recharge:${paid.rechargeId}`],
    );
    expect(lines.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['available', 150_000],
      ['gateway_clearing', -150_000],
    ]);
  });

  it('sends a recharge whose reference was posted with other values to the dead letters, crediting nothing more', async () => {
    const userId = randomUUID();
    const paid = recharge(userId, 20_000);
    await fund.signedBy('payment').credit({ posting: { userId, amount: 90_000, type: RecordType.RECORD_TYPE_RECHARGE, reference: postingReferences.recharge(paid.rechargeId), memo: '' } });
    const conflicting = await fund.deliver('payment.recharge.paid.v1', userId, paid);
    await eventually(async () => (await fund.sql('select 1 from dead_letter where event_id = ?', [conflicting])).length > 0, 60_000, 'conflict dead-lettered');
    expect(await walletOf(userId)).toMatchObject({ available: 90_000 });
  });

  it('credits nothing for a recharge payment does not have, nor for a paid one whose user or amount the event changed', async () => {
    const userId = randomUUID();
    const real = recharge(userId, 10_000);
    const unknown = { ...real, rechargeId: randomUUID(), amount: 5_000_000 };
    const forged = [
      await fund.deliver('payment.recharge.paid.v1', userId, unknown),
      await fund.deliver('payment.recharge.paid.v1', userId, { ...real, amount: 5_000_000 }),
      await fund.deliver('payment.recharge.paid.v1', userId, { ...recharge(randomUUID(), 10_000), userId }),
    ];
    for (const eventId of forged) await fund.consumed(eventId);
    expect(await walletOf(userId)).toMatchObject({ available: 0, held: 0 });
    expect(await fund.sql('select 1 from journal where user_id = ?', [userId])).toEqual([]);
    // The real one still credits, once, what payment has.
    await fund.consumed(await fund.deliver('payment.recharge.paid.v1', userId, real));
    expect(await walletOf(userId)).toMatchObject({ available: 10_000 });
    expect(await fund.sql('select 1 from dead_letter where event_id in (?, ?, ?)', forged)).toEqual([]);
  });
});

describe('a forged payment.recharge.paid.v1', () => {
  it('is refused by the broker under another deployable’s name or none, and credits nothing', async () => {
    const userId = randomUUID();
    await expect(fund.deliver('payment.recharge.paid.v1', userId, recharge(userId, 5_000_000), randomUUID(), 'catalog')).rejects.toThrow(/Topic authorization failed/);
    await expect(fund.deliver('payment.recharge.paid.v1', userId, recharge(userId, 5_000_000), randomUUID(), 'order')).rejects.toThrow(/Topic authorization failed/);
    await expect(fund.deliver('payment.recharge.paid.v1', userId, recharge(userId, 5_000_000), randomUUID(), 'anonymous')).rejects.toThrow();
    // Under payment's own name a recharge goes through; once it is handled, so would anything sent before it.
    await fund.consumed(await fund.deliver('payment.recharge.paid.v1', userId, recharge(userId, 1), randomUUID(), 'payment'));

    expect(await walletOf(userId)).toMatchObject({ available: 1, held: 0 });
    await expectLedgerConsistent(fund);
  });
});

describe('one door for calls and events', () => {
  it('applies a posting once whether it comes as a call or as an event: call first, event first or both at once, one journal each', async () => {
    const userId = randomUUID();
    const asCall = (paid: ReturnType<typeof recharge>) =>
      fund.signedBy('payment').credit({ posting: { userId, amount: paid.amount, type: RecordType.RECORD_TYPE_RECHARGE, reference: postingReferences.recharge(paid.rechargeId), memo: paid.method } });
    const asEvent = async (paid: ReturnType<typeof recharge>) => fund.consumed(await fund.deliver('payment.recharge.paid.v1', userId, paid));

    const callFirst = recharge(userId, 40_000);
    const called = await asCall(callFirst);
    await asEvent(callFirst);
    const eventFirst = recharge(userId, 60_000);
    await asEvent(eventFirst);
    const answered = await asCall(eventFirst);
    const atOnce = recharge(userId, 5_000);
    await Promise.all([asCall(atOnce), asEvent(atOnce)]);

    expect(await walletOf(userId)).toMatchObject({ available: 105_000, held: 0 });
    const journals = await fund.sql<{ reference: string }>('select reference from journal where user_id = ? order by id', [userId]);
    expect(journals.map((journal) => journal.reference)).toEqual([callFirst, eventFirst, atOnce].map((paid) => postingReferences.recharge(paid.rechargeId)));
    // Whichever door came second answered with the first posting's record.
    expect(called.posted!.record).toMatchObject({ amount: 40_000, balanceAfter: 40_000, memo: 'bca_va' });
    expect(answered.posted!.record).toMatchObject({ amount: 60_000, balanceAfter: 100_000, memo: 'bca_va' });
    await expectLedgerConsistent(fund);
  });
});

describe('payment.payout.settled.v1', () => {
  const operator = () => fund.asUser(randomUUID(), OPERATOR);

  async function approvedWithdrawal(amount: number): Promise<{ userId: string; withdrawalId: string }> {
    const userId = randomUUID();
    await fund.signedBy('payment').credit({ posting: { userId, amount: 500_000, type: RecordType.RECORD_TYPE_RECHARGE, reference: `recharge:${randomUUID()}`, memo: '' } });
    await fund.asUser(userId).bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey(`bind-${userId}`));
    const { withdrawal } = await fund.asUser(userId).requestWithdrawal({ amount }, withKey(`withdraw-${userId}`));
    await operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: true, reason: '' }, withKey(`approve-${userId}`));
    return { userId, withdrawalId: withdrawal!.id };
  }

  const settled = (userId: string, withdrawalId: string, outcome: 'paid' | 'failed', reason = '') => ({ withdrawalId, userId, outcome, reason, settledAt: new Date().toISOString() });
  /** A payout payment has settled so, and its settled event. */
  const settledAtPayment = (userId: string, withdrawalId: string, outcome: 'paid' | 'failed', reason = '') => {
    const payout = settled(userId, withdrawalId, outcome, reason);
    sources.settledPayout(payout);
    return payout;
  };

  it('settles nothing on a payout payment does not have, has not settled so, or for another user', async () => {
    const { userId, withdrawalId } = await approvedWithdrawal(100_000);
    // Unknown to payment (handled before payment's answer changes), then settled otherwise.
    const forged = [await fund.deliver('payment.payout.settled.v1', userId, settled(userId, withdrawalId, 'paid'))];
    await fund.consumed(forged[0]!);
    sources.settledPayout(settled(userId, withdrawalId, 'failed', 'Rekening tidak ditemukan'));
    forged.push(await fund.deliver('payment.payout.settled.v1', userId, settled(userId, withdrawalId, 'paid')));
    forged.push(await fund.deliver('payment.payout.settled.v1', userId, settled(randomUUID(), withdrawalId, 'failed', 'Rekening tidak ditemukan')));
    for (const eventId of forged) await fund.consumed(eventId);
    expect(await walletOf(userId)).toMatchObject({ available: 400_000, held: 100_000 });
    expect((await fund.asUser(userId).listMyWithdrawals({ cursor: '', limit: 1 })).items[0]).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_PAYING });
    // The outcome payment recorded settles it.
    await fund.deliver('payment.payout.settled.v1', userId, settled(userId, withdrawalId, 'failed', 'Rekening tidak ditemukan'));
    await eventually(async () => (await fund.asUser(userId).listMyWithdrawals({ cursor: '', limit: 1 })).items[0]?.status === WithdrawalStatus.WITHDRAWAL_STATUS_FAILED, 30_000, 'the withdrawal failed');
    expect(await walletOf(userId)).toMatchObject({ available: 500_000, held: 0 });
  });

  it('paid: takes the hold (held −amount, payout clearing +net, fee revenue +fee) once, and a late failure changes nothing', async () => {
    const { userId, withdrawalId } = await approvedWithdrawal(300_000);
    expect(await walletOf(userId)).toMatchObject({ available: 200_000, held: 300_000 });
    const paid = settledAtPayment(userId, withdrawalId, 'paid');
    const eventId = randomUUID();
    await fund.deliver('payment.payout.settled.v1', userId, paid, eventId);
    await fund.deliver('payment.payout.settled.v1', userId, paid, eventId);
    await fund.deliver('payment.payout.settled.v1', userId, paid);
    await fund.deliver('payment.payout.settled.v1', userId, settled(userId, withdrawalId, 'failed', 'late'));
    await drain(userId);

    expect(await walletOf(userId)).toMatchObject({ available: 200_001, held: 0, assets: 200_001 });
    const [withdrawal] = (await fund.asUser(userId).listMyWithdrawals({ cursor: '', limit: 1 })).items;
    expect(withdrawal).toMatchObject({ id: withdrawalId, status: WithdrawalStatus.WITHDRAWAL_STATUS_PAID, reason: '', settledAt: paid.settledAt });
    const lines = await fund.sql<{ kind: string; amount: string }>(
      `select a.kind, l.amount from entry_line l join account a on a.id = l.account_id join journal j on j.id = l.journal_id
       where j.reference = ? order by a.kind`,
      [`withdrawal:${withdrawalId}:paid`],
    );
    // The fee: 1 % of 300 000 is below the minimum of 5 000.
    expect(lines.map((l) => [l.kind, Number(l.amount)])).toEqual([
      ['fee_revenue', 5_000],
      ['held', -300_000],
      ['payout_clearing', 295_000],
    ]);
    // The user's records show the hold only: taking it leaves the available balance alone.
    const records = await fund.asUser(userId).listMyRecords({ type: RecordType.RECORD_TYPE_WITHDRAWAL, fromDate: '', toDate: '', cursor: '', limit: 10, reference: '' });
    expect(records.items.map((r) => r.amount)).toEqual([-300_000]);
  });

  it('failed: releases the hold (+amount record, memo "returned") with the gateway’s reason, once', async () => {
    const { userId, withdrawalId } = await approvedWithdrawal(100_000);
    const failed = settledAtPayment(userId, withdrawalId, 'failed', 'Rekening tidak ditemukan');
    await fund.deliver('payment.payout.settled.v1', userId, failed);
    await fund.deliver('payment.payout.settled.v1', userId, failed);
    await fund.deliver('payment.payout.settled.v1', userId, settled(userId, withdrawalId, 'paid'));
    await drain(userId);

    expect(await walletOf(userId)).toMatchObject({ available: 500_001, held: 0 });
    const [withdrawal] = (await fund.asUser(userId).listMyWithdrawals({ cursor: '', limit: 1 })).items;
    expect(withdrawal).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_FAILED, reason: 'Rekening tidak ditemukan' });
    const records = await fund.asUser(userId).listMyRecords({ type: RecordType.RECORD_TYPE_WITHDRAWAL, fromDate: '', toDate: '', cursor: '', limit: 10, reference: '' });
    expect(records.items.map((r) => [r.amount, r.memo])).toEqual([
      [100_000, 'returned'],
      [-100_000, ''],
    ]);
    expect(await fund.sql(`select 1 from journal where reference = ?`, [`withdrawal:${withdrawalId}:paid`])).toEqual([]);
  });
});

describe('a withdrawal without a run (paying when withdrawals began to run as workflows)', () => {
  const operator = () => fund.asUser(randomUUID(), OPERATOR);

  it('is settled by its payout’s outcome as before, once', async () => {
    const userId = randomUUID();
    await fund.signedBy('payment').credit({ posting: { userId, amount: 500_000, type: RecordType.RECORD_TYPE_RECHARGE, reference: `recharge:${randomUUID()}`, memo: '' } });
    await fund.asUser(userId).bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey(`bind-${userId}`));
    const { withdrawal } = await fund.asUser(userId).requestWithdrawal({ amount: 200_000 }, withKey(`withdraw-${userId}`));
    await operator().reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: true, reason: '' }, withKey(`approve-${userId}`));
    // As a withdrawal approved by the previous release stands: paying, with no run.
    await fund.sql('delete from workflow_run where id = ?', [withdrawal!.id]);
    const paid = { withdrawalId: withdrawal!.id, userId, outcome: 'paid' as const, reason: '', settledAt: new Date().toISOString() };
    sources.settledPayout(paid);
    await fund.deliver('payment.payout.settled.v1', userId, paid);
    await fund.deliver('payment.payout.settled.v1', userId, { ...paid, outcome: 'failed', reason: 'late' });
    await drain(userId);

    expect(await walletOf(userId)).toMatchObject({ available: 300_001, held: 0 });
    expect((await fund.asUser(userId).listMyWithdrawals({ cursor: '', limit: 1 })).items[0]).toMatchObject({ status: WithdrawalStatus.WITHDRAWAL_STATUS_PAID });
    expect(await fund.sql('select reference from journal where reference like ? order by reference', [`withdrawal:${withdrawal!.id}%`])).toEqual([
      { reference: `withdrawal:${withdrawal!.id}` },
      { reference: `withdrawal:${withdrawal!.id}:paid` },
    ]);
  });
});

describe('order events', () => {
  const posting = (userId: string, amount: number, type: fundV1.RecordType, reference: string) => ({ posting: { userId, amount, type, reference, memo: '' } });

  /**
   * A buyer paid an order from their balance and the store's owner its goods cost, as the payment
   * and order services post them; each wallet was recharged first.
   */
  async function paidOrder(total: number, goodsCost: number) {
    const [orderId, buyerId, storeOwnerId] = [randomUUID(), randomUUID(), randomUUID()];
    const payment = fund.signedBy('payment');
    await payment.credit(posting(buyerId, 200_000, RecordType.RECORD_TYPE_RECHARGE, `recharge:${randomUUID()}`));
    await payment.credit(posting(storeOwnerId, 100_000, RecordType.RECORD_TYPE_RECHARGE, `recharge:${randomUUID()}`));
    await payment.debit(posting(buyerId, total, RecordType.RECORD_TYPE_PRD_ORDER_PAY, `order-payment:${orderId}`));
    await fund.signedBy('order').debit(posting(storeOwnerId, goodsCost, RecordType.RECORD_TYPE_MCH_ORDER_PAY, `goods-cost:${orderId}`));
    return { orderId, buyerId, storeOwnerId };
  }

  /** Delivers an event three times (twice under one id, once more under another, as a republished fact) and waits for the last. */
  async function deliverRepeatedly<T extends 'order.order.completed.v1' | 'order.order.refunded.v1'>(type: T, orderId: string, payload: Parameters<typeof fund.deliver<T>>[2]) {
    const eventId = randomUUID();
    await fund.deliver(type, orderId, payload, eventId);
    await fund.deliver(type, orderId, payload, eventId);
    // Events of one order share a partition: once the last is consumed, the others were too.
    await fund.consumed(await fund.deliver(type, orderId, payload));
  }

  const journalsOf = async (orderId: string) =>
    (await fund.sql<{ reference: string }>(`select reference from journal where reference like ? order by reference`, [`%:${orderId}`])).map((row) => row.reference);

  /** What the order's postings left on the platform's order clearing account. */
  async function orderClearingOf(orderId: string): Promise<number> {
    const [row] = await fund.sql<{ total: string | null }>(
      `select sum(l.amount) as total from entry_line l join account a on a.id = l.account_id join journal j on j.id = l.journal_id
       where a.owner_id is null and a.kind = 'order_clearing' and j.reference like ?`,
      [`%:${orderId}`],
    );
    return Number(row!.total ?? 0);
  }

  const records = async (userId: string, type: fundV1.RecordType) =>
    (await fund.asUser(userId).listMyRecords({ type, fromDate: '', toDate: '', cursor: '', limit: 10, reference: '' })).items.map((r) => [r.amount, r.reference, r.memo]);

  it('order.order.completed.v1 credits the store’s owner the goods amount as profit once: profit is the profit records less the goods cost paid', async () => {
    const { orderId, buyerId, storeOwnerId } = await paidOrder(120_000, 70_000);
    sources.order({ orderId, orderNo: '20261126-8F3K2QZP', buyerId, storeOwnerId, goodsAmount: 100_000, total: 120_000, completedAt: new Date().toISOString() });
    await deliverRepeatedly('order.order.completed.v1', orderId, {
      orderId,
      orderNo: '20261126-8F3K2QZP',
      storeId: 'store-1',
      storeOwnerId,
      buyerId,
      goodsAmount: 100_000,
      goodsCost: 70_000,
      items: [{ productId: 'product-1', quantity: 2 }],
      completedAt: new Date().toISOString(),
    });

    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 130_000, held: 0, profit: 30_000, goodsCost: 70_000 });
    expect(await records(storeOwnerId, RecordType.RECORD_TYPE_PROFIT)).toEqual([[100_000, `profit:${orderId}`, '20261126-8F3K2QZP']]);
    expect(await journalsOf(orderId)).toEqual([`goods-cost:${orderId}`, `order-payment:${orderId}`, `profit:${orderId}`]);
    // Order clearing holds the buyer's payment and the goods cost, less the profit credited: 120 000 + 70 000 − 100 000.
    expect(await orderClearingOf(orderId)).toBe(90_000);
    await expectLedgerConsistent(fund);
  });

  it('order.order.refunded.v1 gives the buyer the total back and the store’s owner the goods cost, once each, leaving the order clearing at zero', async () => {
    const { orderId, buyerId, storeOwnerId } = await paidOrder(120_000, 70_000);
    sources.order({ orderId, orderNo: '20261126-2B7X9LQA', buyerId, storeOwnerId, goodsAmount: 100_000, total: 120_000, refundedAt: new Date().toISOString() });
    await deliverRepeatedly('order.order.refunded.v1', orderId, {
      orderId,
      orderNo: '20261126-2B7X9LQA',
      buyerId,
      amount: 120_000,
      storeOwnerId,
      goodsCostRefund: 70_000,
      reason: 'return',
      refundedAt: new Date().toISOString(),
    });

    expect(await walletOf(buyerId)).toMatchObject({ available: 200_000, profit: 0, goodsCost: 0 });
    expect(await records(buyerId, RecordType.RECORD_TYPE_PRD_ORDER_PAY)).toEqual([
      [120_000, `refund:${orderId}`, '20261126-2B7X9LQA'],
      [-120_000, `order-payment:${orderId}`, ''],
    ]);
    // The refunded goods cost lowers the goods cost paid: no profit, no loss.
    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 100_000, profit: 0, goodsCost: 0 });
    expect(await records(storeOwnerId, RecordType.RECORD_TYPE_MCH_ORDER_PAY)).toEqual([
      [70_000, `goods-cost-refund:${orderId}`, '20261126-2B7X9LQA'],
      [-70_000, `goods-cost:${orderId}`, ''],
    ]);
    expect(await orderClearingOf(orderId)).toBe(0);
    await expectLedgerConsistent(fund);
  });

  it('order.order.refunded.v1 without a goods cost paid (paid after the order was cancelled) credits the buyer only', async () => {
    const [orderId, buyerId, storeOwnerId] = [randomUUID(), randomUUID(), randomUUID()];
    await fund.signedBy('payment').credit(posting(buyerId, 50_000, RecordType.RECORD_TYPE_RECHARGE, `recharge:${randomUUID()}`));
    await fund.signedBy('payment').debit(posting(buyerId, 50_000, RecordType.RECORD_TYPE_PRD_ORDER_PAY, `order-payment:${orderId}`));
    sources.order({ orderId, orderNo: '20261126-Q4M7T2XC', buyerId, storeOwnerId, goodsAmount: 45_000, total: 50_000, refundedAt: new Date().toISOString() });
    await deliverRepeatedly('order.order.refunded.v1', orderId, {
      orderId,
      orderNo: '20261126-Q4M7T2XC',
      buyerId,
      amount: 50_000,
      storeOwnerId,
      goodsCostRefund: 0,
      reason: 'paid_after_cancel',
      refundedAt: new Date().toISOString(),
    });

    expect(await walletOf(buyerId)).toMatchObject({ available: 50_000 });
    expect(await journalsOf(orderId)).toEqual([`order-payment:${orderId}`, `refund:${orderId}`]);
    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 0, goodsCost: 0 });
    await expectLedgerConsistent(fund);
  });

  it('credits nothing for an order order does not have, has not completed or refunded, or whose owner, buyer or amounts the event changed', async () => {
    const { orderId, buyerId, storeOwnerId } = await paidOrder(120_000, 70_000);
    const completed = {
      orderId,
      orderNo: '20261126-Z9Y8X7W6',
      storeId: 'store-1',
      storeOwnerId,
      buyerId,
      goodsAmount: 100_000,
      goodsCost: 70_000,
      items: [{ productId: 'product-1', quantity: 2 }],
      completedAt: new Date().toISOString(),
    };
    const refunded = { orderId, orderNo: completed.orderNo, buyerId, amount: 120_000, storeOwnerId, goodsCostRefund: 70_000, reason: 'return' as const, refundedAt: new Date().toISOString() };
    // Unknown to order, then known but neither completed nor refunded.
    // Each round is handled before order's answer changes for the next.
    const handled = async (...eventIds: string[]) => {
      for (const eventId of eventIds) await fund.consumed(eventId);
    };
    await handled(await fund.deliver('order.order.completed.v1', orderId, completed), await fund.deliver('order.order.refunded.v1', orderId, refunded));
    sources.order({ orderId, orderNo: completed.orderNo, buyerId, storeOwnerId, goodsAmount: 100_000, total: 120_000 });
    await handled(await fund.deliver('order.order.completed.v1', orderId, completed), await fund.deliver('order.order.refunded.v1', orderId, refunded));
    // Completed at order, but the event names another owner or a larger goods amount.
    sources.order({ orderId, orderNo: completed.orderNo, buyerId, storeOwnerId, goodsAmount: 100_000, total: 120_000, completedAt: completed.completedAt });
    await handled(
      await fund.deliver('order.order.completed.v1', orderId, { ...completed, storeOwnerId: buyerId }),
      await fund.deliver('order.order.completed.v1', orderId, { ...completed, goodsAmount: 9_000_000 }),
      await fund.deliver('order.order.refunded.v1', orderId, refunded),
    );
    expect(await journalsOf(orderId)).toEqual([`goods-cost:${orderId}`, `order-payment:${orderId}`]);
    expect(await walletOf(buyerId)).toMatchObject({ available: 80_000 });
    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 30_000 });
    // The real completion credits what order has, once.
    await fund.consumed(await fund.deliver('order.order.completed.v1', orderId, completed));
    expect(await journalsOf(orderId)).toEqual([`goods-cost:${orderId}`, `order-payment:${orderId}`, `profit:${orderId}`]);
    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 130_000 });
  });

  it('order.order.refunded.v1 gives the store’s owner back the goods cost the ledger took from them, not the event’s figure', async () => {
    const { orderId, buyerId, storeOwnerId } = await paidOrder(120_000, 70_000);
    const refundedAt = new Date().toISOString();
    sources.order({ orderId, orderNo: '20261126-G00D5C05', buyerId, storeOwnerId, goodsAmount: 100_000, total: 120_000, refundedAt });
    await fund.consumed(
      await fund.deliver('order.order.refunded.v1', orderId, { orderId, orderNo: '20261126-G00D5C05', buyerId, amount: 120_000, storeOwnerId, goodsCostRefund: 7_000_000, reason: 'return', refundedAt }),
    );
    expect(await walletOf(storeOwnerId)).toMatchObject({ available: 100_000, goodsCost: 0 });
    expect(await walletOf(buyerId)).toMatchObject({ available: 200_000 });
    await expectLedgerConsistent(fund);
  });
});

const statusOf = async (withdrawalId: string) => (await fund.sql<{ status: string }>('select status from withdrawal where id = ?', [withdrawalId]))[0]?.status;
const postings = async (withdrawalId: string) =>
  (await fund.sql<{ reference: string }>(`select reference from journal where reference like ? order by reference`, [`withdrawal:${withdrawalId}%`])).map((row) => row.reference);

/** A user with Rp 500.000 and a bound account, whose withdrawal of Rp 200.000 is requested (retried once if the request died). */
async function requestedWithdrawal(): Promise<{ userId: string; withdrawalId: string }> {
  const userId = randomUUID();
  await fund.signedBy('payment').credit({ posting: { userId, amount: 500_000, type: RecordType.RECORD_TYPE_RECHARGE, reference: `recharge:${randomUUID()}`, memo: '' } });
  await fund.asUser(userId).bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey(`bind-${userId}`));
  const request = () => fund.asUser(userId).requestWithdrawal({ amount: 200_000 }, withKey(`withdraw-${userId}`));
  const first = await request().catch(() => undefined);
  await replaceKilledService();
  const { withdrawal } = first ?? (await request());
  return { userId, withdrawalId: withdrawal!.id };
}

describe('an approved withdrawal whose fund service is killed', () => {
  const operator = () => fund.asUser(randomUUID(), OPERATOR);
  // Between two steps of its run the fund service dies (its process stops driving the run, and is
  // then stopped), and a new one on the same database takes over: the user's retry of the request,
  // the resumer for the rest. It ends as an uninterrupted one does, with one posting per reference.
  const points = ['hold:recorded', 'review:recorded', 'ask for the payout:recorded', 'payout:recorded', 'settle:recorded'];

  it.each(points)('at %s ends paid: one hold, one take, one payout asked for', async (point) => {
    killSwitch.arm(`Withdrawal/${point}`);
    const restartsBefore = restarts;
    const { userId, withdrawalId } = await requestedWithdrawal();
    await operator().reviewWithdrawal({ withdrawalId, approve: true, reason: '' }, withKey(`approve-${withdrawalId}`));
    await eventually(async () => (await fund.sql(`select 1 from outbox where type = 'fund.withdrawal.approved.v1' and key = ?`, [withdrawalId])).length > 0, 20_000, 'the payout asked for');
    await replaceKilledService();

    const paid = { withdrawalId, userId, outcome: 'paid' as const, reason: '', settledAt: new Date().toISOString() };
    sources.settledPayout(paid);
    await fund.deliver('payment.payout.settled.v1', userId, paid);
    await eventually(async () => (await statusOf(withdrawalId)) === 'paid', 30_000, 'the withdrawal paid');
    await eventually(async () => (await fund.sql<{ status: string }>('select status from workflow_run where id = ?', [withdrawalId]))[0]?.status === 'done', 20_000, 'the run done');
    expect(killSwitch.armed).toBe(false);
    await replaceKilledService();
    // A repeat of the outcome, and a late contrary one, change nothing.
    await fund.deliver('payment.payout.settled.v1', userId, paid);
    await fund.consumed(await fund.deliver('payment.payout.settled.v1', userId, { ...paid, outcome: 'failed', reason: 'late' }));

    expect(await postings(withdrawalId)).toEqual([`withdrawal:${withdrawalId}`, `withdrawal:${withdrawalId}:paid`]);
    expect(await fund.sql(`select 1 from outbox where type = 'fund.withdrawal.approved.v1' and key = ?`, [withdrawalId])).toHaveLength(1);
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 300_000, held: 0 });
    expect(await statusOf(withdrawalId)).toBe('paid');
    expect(restarts - restartsBefore).toBe(1);
    await expectLedgerConsistent(fund);
  });
});

describe('a rejected withdrawal whose fund service is killed', () => {
  const operator = () => fund.asUser(randomUUID(), OPERATOR);
  const points = ['hold:recorded', 'review:recorded', 'return the hold:recorded'];

  it.each(points)('at %s ends rejected, its hold returned once', async (point) => {
    killSwitch.arm(`Withdrawal/${point}`);
    const restartsBefore = restarts;
    const { userId, withdrawalId } = await requestedWithdrawal();
    await operator().reviewWithdrawal({ withdrawalId, approve: false, reason: 'Nama rekening tidak sesuai' }, withKey(`reject-${withdrawalId}`));
    await eventually(async () => (await postings(withdrawalId)).length === 2, 20_000, 'the hold returned');
    expect(killSwitch.armed).toBe(false);
    await replaceKilledService();
    await eventually(async () => (await fund.sql<{ status: string }>('select status from workflow_run where id = ?', [withdrawalId]))[0]?.status === 'done', 20_000, 'the run done');

    expect(await postings(withdrawalId)).toEqual([`withdrawal:${withdrawalId}`, `withdrawal:${withdrawalId}:returned`]);
    expect(await fund.sql(`select 1 from outbox where type = 'fund.withdrawal.approved.v1' and key = ?`, [withdrawalId])).toEqual([]);
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 500_000, held: 0 });
    expect(await statusOf(withdrawalId)).toBe('rejected');
    expect(restarts - restartsBefore).toBe(1);
    await expectLedgerConsistent(fund);
  });
});
