import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1 } from '@shop/contracts';
import { expectLedgerConsistent, startFund, type FundCalls, type FundFixture } from './fixture.js';

const { RecordType } = fundV1;

let fund: FundFixture;
let order: FundCalls;

beforeAll(async () => {
  // Thousands of calls queue at once in the concurrency test: a deadline that waits for them.
  fund = await startFund({ deadlineMs: 180_000 });
  order = fund.signedBy('order');
});

afterAll(async () => {
  await fund?.stop();
});

const posting = (userId: string, amount: number, reference: string, type = RecordType.RECORD_TYPE_PRD_ORDER_PAY, memo = '') => ({
  posting: { userId, amount, type, reference, memo },
});

/** Every record of a wallet's available balance, oldest first: each balance_after follows from the one before. */
async function expectRecordsChain(userId: string, finalAvailable: number): Promise<void> {
  const rows = await fund.sql<{ amount: string; balance_after: string }>(
    `select l.amount, l.balance_after from entry_line l join account a on a.id = l.account_id
     where a.owner_id = ? and a.kind = 'available' order by l.created_at, l.id`,
    [userId],
  );
  let balance = 0;
  for (const row of rows) {
    balance += Number(row.amount);
    expect(Number(row.balance_after)).toBe(balance);
  }
  expect(balance).toBe(finalAvailable);
}

describe('postings under concurrency', () => {
  it('applies 1 000 mixed postings on one wallet, each sent twice at once, exactly once each', async () => {
    const userId = randomUUID();
    const opening = 5_000_000;
    await order.credit(posting(userId, opening, `test:${userId}:opening`, RecordType.RECORD_TYPE_RECHARGE));
    // Holds made before the burst, released during it: a release then never races its own hold.
    const earlierHolds = Array.from({ length: 100 }, (_, i) => ({ reference: `test:${userId}:early-hold:${i}`, amount: 1_000 + i }));
    for (const { reference, amount } of earlierHolds) await order.hold(posting(userId, amount, reference));

    // Sums chosen so that every debit and hold fits whatever order they land in, and the
    // oversized debits never fit: the final balance does not depend on the interleaving.
    type Kind = 'credit' | 'debit' | 'hold' | 'release' | 'too_much';
    const plan: { kind: Kind; reference: string; amount: number }[] = [
      ...Array.from({ length: 400 }, (_, i) => ({ kind: 'credit' as Kind, reference: `test:${userId}:credit:${i}`, amount: 1 + ((i * 7919) % 9_000) })),
      ...Array.from({ length: 300 }, (_, i) => ({ kind: 'debit' as Kind, reference: `test:${userId}:debit:${i}`, amount: 1 + ((i * 104_729) % 7_000) })),
      ...Array.from({ length: 150 }, (_, i) => ({ kind: 'hold' as Kind, reference: `test:${userId}:hold:${i}`, amount: 1 + ((i * 15_485_863) % 5_000) })),
      ...earlierHolds.map((early, i) => ({ kind: 'release' as Kind, reference: `test:${userId}:release:${i}`, amount: early.amount })),
      ...Array.from({ length: 50 }, (_, i) => ({ kind: 'too_much' as Kind, reference: `test:${userId}:too-much:${i}`, amount: 50_000_000 + i })),
    ];
    const sum = (kind: Kind) => plan.filter((p) => p.kind === kind).reduce((total, p) => total + p.amount, 0);
    const earlyHeld = earlierHolds.reduce((total, early) => total + early.amount, 0);
    expect(sum('debit') + sum('hold')).toBeLessThan(opening - earlyHeld);
    // Shuffled deterministically, so kinds interleave.
    plan.sort((a, b) => ((a.amount * 31 + a.reference.length) % 97) - ((b.amount * 31 + b.reference.length) % 97));

    const send = (step: (typeof plan)[number]) => {
      switch (step.kind) {
        case 'credit':
          return order.credit(posting(userId, step.amount, step.reference));
        case 'debit':
        case 'too_much':
          return order.debit(posting(userId, step.amount, step.reference));
        case 'hold':
          return order.hold(posting(userId, step.amount, step.reference));
        case 'release': {
          const index = Number(step.reference.split(':').at(-1));
          return order.release({ userId, holdReference: earlierHolds[index]!.reference, reference: step.reference });
        }
      }
    };
    const outcomes = await Promise.all(plan.map((step) => Promise.allSettled([send(step), send(step)])));

    for (const [i, [first, second]] of outcomes.entries()) {
      const step = plan[i]!;
      if (step.kind === 'too_much') {
        for (const refused of [first, second]) expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' } });
        continue;
      }
      expect(first.status).toBe('fulfilled');
      expect(second.status).toBe('fulfilled');
      // Both copies answer the one posting: the same record.
      const records = [first, second].map((o) => (o as PromiseFulfilledResult<{ posted: fundV1.Posted }>).value.posted.record);
      expect(records[1]).toEqual(records[0]);
      expect(Math.abs(records[0]!.amount)).toBe(step.amount);
    }

    const available = opening - earlyHeld + sum('credit') - sum('debit') - sum('hold') + sum('release');
    const held = earlyHeld + sum('hold') - sum('release');
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toEqual({ userId, available, held, assets: available + held, profit: 0, goodsCost: 0 });

    // Each reference once, the refused ones not at all.
    const [count] = await fund.sql<{ journals: string }>('select count(*) as journals from journal where user_id = ?', [userId]);
    expect(Number(count!.journals)).toBe(1 + earlierHolds.length + plan.length - 50);
    expect(await fund.sql(`select 1 from journal where reference like ?`, [`test:${userId}:too-much:%`])).toEqual([]);
    await expectRecordsChain(userId, available);
    await expectLedgerConsistent(fund);
  });

  it('refuses a debit or a hold beyond the balance and changes nothing; a repeat after a credit goes through', async () => {
    const userId = randomUUID();
    await order.credit(posting(userId, 10_000, `test:${userId}:in`));
    await expect(order.debit(posting(userId, 10_001, `test:${userId}:out`))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });
    await expect(order.hold(posting(userId, 10_001, `test:${userId}:hold`))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'insufficient_balance' });
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 10_000, held: 0 });
    // A refusal is not remembered: the reference is free, and fits once the balance does.
    await order.credit(posting(userId, 1, `test:${userId}:top-up`));
    const { posted } = await order.debit(posting(userId, 10_001, `test:${userId}:out`));
    expect(posted!.record).toMatchObject({ amount: -10_001, balanceAfter: 0, reference: `test:${userId}:out` });
    await expectLedgerConsistent(fund);
  });

  it('answers a repeated reference with the first posting and refuses it with other values', async () => {
    const userId = randomUUID();
    const first = await order.credit(posting(userId, 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 1'));
    await order.credit(posting(userId, 5_000, `order:${userId}:other`));
    const again = await order.credit(posting(userId, 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 1'));
    expect(again.posted!.record).toEqual(first.posted!.record);
    // The wallet is the one now, not the one after the first posting.
    expect(again.posted!.wallet).toMatchObject({ available: 30_000, profit: 25_000 });
    for (const other of [
      () => order.credit(posting(userId, 25_001, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 1')),
      () => order.credit(posting(userId, 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_RECHARGE, 'order 1')),
      () => order.credit(posting(userId, 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 2')),
      () => order.credit(posting(randomUUID(), 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 1')),
      () => order.debit(posting(userId, 25_000, `order:${userId}:pay`, RecordType.RECORD_TYPE_PROFIT, 'order 1')),
    ]) {
      await expect(other()).rejects.toMatchObject({ code: 'ALREADY_EXISTS', reason: 'reference_conflict' });
    }
  });

  it('keeps profit and goods cost from their records', async () => {
    const userId = randomUUID();
    await order.credit(posting(userId, 100_000, `test:${userId}:recharge`, RecordType.RECORD_TYPE_RECHARGE));
    await order.debit(posting(userId, 60_000, `test:${userId}:goods`, RecordType.RECORD_TYPE_MCH_ORDER_PAY));
    await order.credit(posting(userId, 85_000, `test:${userId}:profit`, RecordType.RECORD_TYPE_PROFIT));
    const { wallet } = await fund.asUser(userId).getMyWallet({});
    expect(wallet).toEqual({ userId, available: 125_000, held: 0, assets: 125_000, profit: 25_000, goodsCost: 60_000 });
  });

  it('releases a hold once, whole, and only its own user and only through Release of a Hold', async () => {
    const userId = randomUUID();
    await order.credit(posting(userId, 50_000, `test:${userId}:in`));
    const held = await order.hold(posting(userId, 20_000, `order:${userId}:hold`, RecordType.RECORD_TYPE_PRD_ORDER_PAY));
    expect(held.posted!.record).toMatchObject({ amount: -20_000, balanceAfter: 30_000, type: RecordType.RECORD_TYPE_PRD_ORDER_PAY });
    expect(held.posted!.wallet).toMatchObject({ available: 30_000, held: 20_000, assets: 50_000 });

    await expect(order.release({ userId: randomUUID(), holdReference: `order:${userId}:hold`, reference: `order:${userId}:release` })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'hold_not_found',
    });
    await expect(order.release({ userId, holdReference: `test:${userId}:in`, reference: `order:${userId}:release` })).rejects.toMatchObject({ reason: 'hold_not_found' });
    const released = await order.release({ userId, holdReference: `order:${userId}:hold`, reference: `order:${userId}:release` });
    expect(released.posted!.record).toMatchObject({ amount: 20_000, balanceAfter: 50_000, memo: 'returned', type: RecordType.RECORD_TYPE_PRD_ORDER_PAY });
    expect(released.posted!.wallet).toMatchObject({ available: 50_000, held: 0 });
    // The same release again answers the same; another release of the same hold finds none open.
    expect((await order.release({ userId, holdReference: `order:${userId}:hold`, reference: `order:${userId}:release` })).posted!.record).toEqual(released.posted!.record);
    await expect(order.release({ userId, holdReference: `order:${userId}:hold`, reference: `order:${userId}:release-2` })).rejects.toMatchObject({ reason: 'hold_not_found' });
    // Concurrent releases of one hold under different references: one wins.
    await order.hold(posting(userId, 7_000, `order:${userId}:hold-2`));
    const racing = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => order.release({ userId, holdReference: `order:${userId}:hold-2`, reference: `order:${userId}:race-${i}` })));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 50_000, held: 0 });
    await expectLedgerConsistent(fund);
  });

  it('refuses malformed postings with the field at fault', async () => {
    const userId = randomUUID();
    const cases: [() => Promise<unknown>, string, string][] = [
      [() => order.credit(posting('not-a-user', 1, 'test:x:1')), 'invalid_user_id', 'userId'],
      [() => order.credit(posting(userId, 0, 'test:x:2')), 'invalid_amount', 'amount'],
      [() => order.credit(posting(userId, -5, 'test:x:3')), 'invalid_amount', 'amount'],
      [() => order.credit(posting(userId, 1, 'test:x:4', RecordType.RECORD_TYPE_UNSPECIFIED)), 'invalid_record_type', 'type'],
      [() => order.credit(posting(userId, 1, 'no prefix')), 'invalid_reference', 'reference'],
      // The fund service's own references cannot be taken by a service.
      [() => order.credit(posting(userId, 1, `withdrawal:${randomUUID()}`)), 'invalid_reference', 'reference'],
      [() => order.debit(posting(userId, 1, `adjustment:${randomUUID()}`)), 'invalid_reference', 'reference'],
      [() => order.credit(posting(userId, 1, 'test:x:5', RecordType.RECORD_TYPE_PROFIT, 'x'.repeat(301))), 'reason_too_long', 'memo'],
    ];
    for (const [call, reason, field] of cases) await expect(call()).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason, params: { field } });
    expect(await fund.sql('select 1 from journal where user_id = ?', [userId])).toEqual([]);
  });
});

describe('who may post', () => {
  it('lets order and payment post, and nobody else', async () => {
    const userId = randomUUID();
    for (const deployable of ['order', 'payment'] as const) {
      await fund.signedBy(deployable).credit(posting(userId, 1_000, `test:${userId}:${deployable}`));
    }
    for (const deployable of ['bff', 'catalog', 'identity', 'merchant'] as const) {
      for (const call of [
        () => fund.signedBy(deployable).credit(posting(userId, 1_000, `test:${userId}:${deployable}`)),
        () => fund.signedBy(deployable, { id: userId, roles: ['operator'] }).debit(posting(userId, 1_000, `test:${userId}:${deployable}-debit`)),
        () => fund.signedBy(deployable).hold(posting(userId, 1_000, `test:${userId}:${deployable}-hold`)),
        () => fund.signedBy(deployable).release({ userId, holdReference: 'test:x:1', reference: `test:${userId}:${deployable}-release` }),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
      }
    }
    expect((await fund.asUser(userId).getMyWallet({})).wallet).toMatchObject({ available: 2_000 });
  });
});
