import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1 } from '@shop/contracts';
import { eventually } from '@shop/test-kit';
import { bcaAccount, expectLedgerConsistent, OPERATOR, startFund, withKey, type FundCalls, type FundFixture } from './fixture.js';

const { AdjustmentStatus, RecordType, WithdrawalStatus } = fundV1;

// The default threshold: adjustments above Rp 1.000.000 either way wait for a second operator.
const ABOVE_LIMIT = 1_500_000;

let fund: FundFixture;
let order: FundCalls;
let requesterId: string;
let approverId: string;

beforeAll(async () => {
  fund = await startFund();
  order = fund.signedBy('order');
  [requesterId, approverId] = await Promise.all([fund.newUser(), fund.newUser()]);
});

afterAll(async () => {
  await fund?.stop();
});

const operator = (id: string) => fund.asUser(id, OPERATOR);
const journalsOf = (userId: string) => fund.sql<{ reference: string; amount: string }>('select reference, amount from journal where user_id = ?', [userId]);

describe('an operator acts on existing subjects that are not their own', () => {
  it('refuses an adjustment of a user identity does not know, posting nothing', async () => {
    const stranger = randomUUID();
    await expect(operator(requesterId).adjustWallet({ userId: stranger, amount: 50_000, reason: 'Kompensasi' }, withKey(`ghost-${stranger}`))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'user_not_found',
    });
    expect(await journalsOf(stranger)).toEqual([]);
    expect(await fund.sql('select id from adjustment where user_id = ?', [stranger])).toEqual([]);
    expect(await fund.sql('select id from audit_log where subject = ?', [`user:${stranger}`])).toEqual([]);
  });

  it('refuses an operator adjusting their own wallet, either size, posting nothing', async () => {
    for (const amount of [50_000, ABOVE_LIMIT]) {
      await expect(operator(requesterId).adjustWallet({ userId: requesterId, amount, reason: 'Bonus' }, withKey(`self-${amount}`))).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        reason: 'operator_own_subject',
      });
    }
    expect(await journalsOf(requesterId)).toEqual([]);
    expect(await fund.sql('select id from adjustment where user_id = ?', [requesterId])).toEqual([]);
  });

  it('refuses an operator reviewing their own withdrawal; another operator may', async () => {
    const operatorWithWallet = await fund.newUser();
    await order.credit({ posting: { userId: operatorWithWallet, amount: 100_000, type: RecordType.RECORD_TYPE_RECHARGE, reference: `test:${randomUUID()}`, memo: '' } });
    await fund.asUser(operatorWithWallet).bindBankAccount({ ...bcaAccount, passwordConfirmed: false }, withKey(`bind-${operatorWithWallet}`));
    const { withdrawal } = await fund.asUser(operatorWithWallet).requestWithdrawal({ amount: 50_000 }, withKey(`own-withdrawal-${operatorWithWallet}`));
    for (const approve of [true, false]) {
      await expect(
        operator(operatorWithWallet).reviewWithdrawal({ withdrawalId: withdrawal!.id, approve, reason: approve ? '' : 'no' }, withKey(`self-review-${approve}`)),
      ).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'operator_own_subject' });
    }
    const [row] = await fund.sql<{ status: string }>('select status from withdrawal where id = ?', [withdrawal!.id]);
    expect(row!.status).toBe('in_review');
    const { withdrawal: reviewed } = await operator(approverId).reviewWithdrawal({ withdrawalId: withdrawal!.id, approve: true, reason: '' }, withKey('other-review'));
    expect(reviewed!.status).toBe(WithdrawalStatus.WITHDRAWAL_STATUS_PAYING);
  });
});

describe('four eyes on large adjustments', () => {
  it('posts one up to the threshold at once, as before', async () => {
    const userId = await fund.newUser();
    const { record, wallet, adjustment } = await operator(requesterId).adjustWallet({ userId, amount: 1_000_000, reason: 'Kompensasi' }, withKey(`small-${userId}`));
    expect(record).toMatchObject({ amount: 1_000_000, reference: `adjustment:${adjustment!.id}` });
    expect(wallet!.available).toBe(1_000_000);
    expect(adjustment).toMatchObject({ userId, amount: 1_000_000, status: AdjustmentStatus.ADJUSTMENT_STATUS_APPLIED, requestedBy: requesterId, reviewedBy: '' });
  });

  it('keeps one above the threshold pending until a second operator approves; concurrent approvals post once', async () => {
    const userId = await fund.newUser();
    const request = () => operator(requesterId).adjustWallet({ userId, amount: ABOVE_LIMIT, reason: 'Pengembalian dana manual' }, withKey(`large-${userId}`));
    // A retried request is the same adjustment.
    const [first, retried] = await Promise.all([request(), request()]);
    expect(retried).toEqual(first);
    expect(first.record).toBeUndefined();
    expect(first.wallet).toBeUndefined();
    const pending = first.adjustment!;
    expect(pending).toMatchObject({ userId, amount: ABOVE_LIMIT, status: AdjustmentStatus.ADJUSTMENT_STATUS_PENDING, requestedBy: requesterId, reason: 'Pengembalian dana manual' });
    expect(await journalsOf(userId)).toEqual([]);

    const queue = await operator(approverId).listAdjustments({ status: AdjustmentStatus.ADJUSTMENT_STATUS_UNSPECIFIED, cursor: '', limit: 50 });
    expect(queue.items.map((item) => item.id)).toContain(pending.id);

    // The requester cannot approve (nor reject) their own request.
    for (const approve of [true, false]) {
      await expect(operator(requesterId).reviewAdjustment({ adjustmentId: pending.id, approve, reason: 'sendiri' }, withKey(`own-${approve}`))).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        reason: 'operator_own_request',
      });
    }
    // The user adjusted, were they an operator, cannot approve it either.
    await expect(operator(userId).reviewAdjustment({ adjustmentId: pending.id, approve: true, reason: '' }, withKey('subject-approves'))).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
      reason: 'operator_own_subject',
    });
    expect(await journalsOf(userId)).toEqual([]);

    // Two more operators approve at once, each several times under their own keys.
    const secondApprover = await fund.newUser();
    const approvals = await Promise.allSettled(
      [approverId, secondApprover, approverId, secondApprover].map((id, i) => operator(id).reviewAdjustment({ adjustmentId: pending.id, approve: true, reason: '' }, withKey(`approve-${i}`))),
    );
    const approved = approvals.filter((outcome) => outcome.status === 'fulfilled');
    expect(approved).toHaveLength(1);
    for (const outcome of approvals.filter((o): o is PromiseRejectedResult => o.status === 'rejected')) {
      expect(outcome.reason).toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'adjustment_already_reviewed' });
    }
    const approverOfRecord = (approved[0] as PromiseFulfilledResult<fundV1.ReviewAdjustmentResponse>).value.adjustment!.reviewedBy;
    expect([approverId, secondApprover]).toContain(approverOfRecord);

    await eventually(async () => (await fund.sql<{ status: string }>('select status from adjustment where id = ?', [pending.id]))[0]!.status === 'applied', 15_000, 'adjustment applied');
    expect(await journalsOf(userId)).toEqual([{ reference: `adjustment:${pending.id}`, amount: String(ABOVE_LIMIT) }]);
    expect((await operator(approverId).getWallet({ userId, cursor: '', limit: 5 })).wallet!.available).toBe(ABOVE_LIMIT);

    // Both operators are in the audit log.
    const audit = await operator(approverId).listAuditLog({ cursor: '', limit: 50 });
    const entries = audit.items.filter((e) => e.subject === `adjustment:${pending.id}` || e.subject === `user:${userId}`).map((e) => [e.action, e.actorId]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['adjustment.requested', requesterId],
        ['adjustment.approved', approverOfRecord],
        ['wallet.adjusted', approverOfRecord],
      ]),
    );
    expect(entries).toHaveLength(3);
    await expectLedgerConsistent(fund);
  });

  it('posts nothing for a rejected one, and a rejection needs a reason', async () => {
    const userId = await fund.newUser();
    const { adjustment } = await operator(requesterId).adjustWallet({ userId, amount: -ABOVE_LIMIT, reason: 'Koreksi' }, withKey(`reject-${userId}`));
    await expect(operator(approverId).reviewAdjustment({ adjustmentId: adjustment!.id, approve: false, reason: ' ' }, withKey('reject-blank'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'reason_required',
    });
    const { adjustment: rejected } = await operator(approverId).reviewAdjustment({ adjustmentId: adjustment!.id, approve: false, reason: 'Tidak berdasar' }, withKey('reject-it'));
    expect(rejected).toMatchObject({ status: AdjustmentStatus.ADJUSTMENT_STATUS_REJECTED, reviewedBy: approverId, reviewReason: 'Tidak berdasar' });
    await expect(operator(approverId).reviewAdjustment({ adjustmentId: adjustment!.id, approve: true, reason: '' }, withKey('approve-late'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'adjustment_already_reviewed',
    });
    expect(await journalsOf(userId)).toEqual([]);
    const rejectedList = await operator(approverId).listAdjustments({ status: AdjustmentStatus.ADJUSTMENT_STATUS_REJECTED, cursor: '', limit: 50 });
    expect(rejectedList.items.map((item) => item.id)).toContain(adjustment!.id);
    await expect(operator(approverId).reviewAdjustment({ adjustmentId: randomUUID(), approve: true, reason: '' }, withKey('approve-ghost'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'adjustment_not_found',
    });
  });

  it('fails an approved debit the balance no longer covers, posting nothing', async () => {
    const userId = await fund.newUser();
    const { adjustment } = await operator(requesterId).adjustWallet({ userId, amount: -ABOVE_LIMIT, reason: 'Penarikan kembali bonus' }, withKey(`debit-${userId}`));
    await operator(approverId).reviewAdjustment({ adjustmentId: adjustment!.id, approve: true, reason: '' }, withKey(`debit-approve-${userId}`));
    await eventually(async () => (await fund.sql<{ status: string }>('select status from adjustment where id = ?', [adjustment!.id]))[0]!.status === 'failed', 15_000, 'adjustment failed');
    expect(await journalsOf(userId)).toEqual([]);
    const failed = await operator(approverId).listAdjustments({ status: AdjustmentStatus.ADJUSTMENT_STATUS_FAILED, cursor: '', limit: 50 });
    expect(failed.items.find((item) => item.id === adjustment!.id)).toMatchObject({ reviewReason: 'insufficient_balance' });
  });
});
