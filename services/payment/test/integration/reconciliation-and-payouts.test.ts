import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fundV1, paymentV1, type EventPayload } from '@shop/contracts';
import { eventually, KillSwitch, testServiceKeyEnv } from '@shop/test-kit';
import { actingFor, createGrpcClient, createUseCaseRunner, parseSigningKey, signingKeyOf } from '@shop/service-kit';
import { reconcileCharge } from '../../src/application/reconcile-charge.js';
import { LOCAL_EXPIRY_GRACE_MS } from '../../src/domain/recharge-status.js';
import { midtransGateway } from '../../src/gateway/midtrans.js';
import { GATEWAY_KEY, startFund, startPayment, withKey, type FundFixture, type PaymentFixture } from './fixture.js';

const { PaymentMethod: Method, RechargeStatus: Status } = paymentV1;

// The one test file running the consumer and the reconciliation job (role worker), beside a real
// fund service (api: gRPC and its outbox relay), whose withdrawals the approvals are checked against.
let payment: PaymentFixture;
let fund: FundFixture;
const fundCalls: ReturnType<typeof createGrpcClient<typeof fundV1.FundServiceService>>[] = [];
const sandboxLines: string[] = [];

/** Where the running payment process dies next. */
const killSwitch = new KillSwitch('payment');

beforeAll(async () => {
  fund = await startFund();
  payment = await startPayment({
    fundUrl: fund.url,
    worker: true,
    env: { RECONCILE_INTERVAL_MS: '200', RECHARGE_CHECK_AFTER_MS: '600', PAYOUT_CHECK_AFTER_MS: '600' },
    sandbox: { log: (line) => sandboxLines.push(line) },
    onWorkflowProgress: killSwitch.onWorkflowProgress,
  });
});

afterAll(async () => {
  for (const client of fundCalls) client.close();
  await payment?.stop();
  await fund?.stop();
});

/** The fund service's calls signed by a deployable, for a user. */
function fundAs(deployable: 'bff' | 'payment', user: { id: string; roles: readonly string[] }) {
  const key = signingKeyOf(deployable, parseSigningKey(testServiceKeyEnv(deployable).SERVICE_IDENTITY_KEY));
  const client = createGrpcClient(fundV1.FundServiceService, fund.url, { defaultDeadlineMs: 15_000, identity: { key, audience: 'fund' } });
  fundCalls.push(client);
  return actingFor(client.call, user);
}

/**
 * A withdrawal of 100,000 requested at the fund service to this account, approved by an operator
 * unless `inReview`: the approval event as fund publishes it (its relay does, and the test may
 * publish it again, or forge another).
 */
async function withdrawal(account: { bankCode: string; accountNumber: string } = { bankCode: 'bca', accountNumber: '1234567890' }, inReview = false): Promise<EventPayload<'fund.withdrawal.approved.v1'>> {
  const userId = randomUUID();
  const user = fundAs('bff', { id: userId, roles: [] });
  await fundAs('payment', { id: userId, roles: [] }).credit({ posting: { userId, amount: 500_000, type: fundV1.RecordType.RECORD_TYPE_RECHARGE, reference: `recharge:${randomUUID()}`, memo: '' } });
  await user.bindBankAccount({ ...account, accountName: 'Siti Rahayu', passwordConfirmed: false }, withKey(`bind-${userId}`));
  const { withdrawal: requested } = await user.requestWithdrawal({ amount: 100_000 }, withKey(`withdraw-${userId}`));
  if (!inReview) await fundAs('bff', { id: randomUUID(), roles: ['operator'] }).reviewWithdrawal({ withdrawalId: requested!.id, approve: true, reason: '' }, withKey(`approve-${userId}`));
  return { withdrawalId: requested!.id, userId, netAmount: requested!.netAmount, accountName: 'Siti Rahayu', ...account };
}

const statusOf = async (user: string, id: string) => (await payment.asUser(user).getMyRecharge({ id })).recharge!.status;

describe('reconciliation of charges', () => {
  it('catches up, once the gateway is back, on a paid charge whose notification never came', async () => {
    const user = randomUUID();
    const { recharge } = await payment.asUser(user).createRecharge({ amount: 120_000, method: Method.PAYMENT_METHOD_BRI_VA }, withKey('lost-notification'));
    await payment.sandbox.idle();
    payment.sandbox.setOutage(true);
    const roundsEndedByAnOutage = () => payment.logs().filter((line) => /unreachable: reconciliation tries again/.test(String(line['msg']))).length;
    const warnedBefore = roundsEndedByAnOutage();
    try {
      // The payer pays; the gateway's notification is lost, and the gateway is down when asked.
      payment.sandbox.pay(recharge!.id, { notify: false });
      await eventually(() => roundsEndedByAnOutage() > warnedBefore, 10_000, 'a round finding the gateway down');
      expect(await statusOf(user, recharge!.id)).toBe(Status.RECHARGE_STATUS_PENDING);
    } finally {
      payment.sandbox.setOutage(false);
    }
    await eventually(async () => (await statusOf(user, recharge!.id)) === Status.RECHARGE_STATUS_PAID, 10_000, 'the recharge paid');
    const events = (await payment.events('payment.recharge.paid.v1')).filter((event) => event.rechargeId === recharge!.id);
    expect(events).toEqual([expect.objectContaining({ userId: user, amount: 120_000, method: 'bri_va' })]);
  });
});

describe('reconciliation in several replicas at once', () => {
  it('never asks about one charge twice in a round: each takes the rows the others do not hold', async () => {
    const user = randomUUID();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await payment.asUser(user).createRecharge({ amount: 40_000 + i * 1000, method: Method.PAYMENT_METHOD_BCA_VA }, withKey(`replica-${i}`))).recharge!.id);
    await payment.sandbox.idle();
    for (const id of ids) payment.sandbox.pay(id, { notify: false });
    // Two more replicas' rounds, side by side with the service's own job, counting what they ask.
    const asked: string[] = [];
    const real = midtransGateway({ apiUrl: payment.sandbox.url, serverKey: GATEWAY_KEY, payoutUrl: `${payment.sandbox.url}/iris`, payoutKey: GATEWAY_KEY, timeoutMs: 2_000, returnUrl: undefined });
    const counting = { ...real, chargeStatus: (orderId: string) => (asked.push(orderId), real.chargeStatus(orderId)) };
    const replica = createUseCaseRunner(payment.service.orm);
    const reconcile = reconcileCharge(replica, counting);
    const roundStartedAt = new Date();
    const round = async () => {
      while (await reconcile({ checkAfterMs: 0, roundStartedAt }));
    };
    await Promise.all([round(), round()]);
    const mine = asked.filter((id) => ids.includes(id));
    expect(new Set(mine).size).toBe(mine.length);
    await eventually(async () => {
      const statuses = await Promise.all(ids.map((id) => statusOf(user, id)));
      return statuses.every((status) => status === Status.RECHARGE_STATUS_PAID);
    }, 10_000, 'every charge paid');
    const events = (await payment.events('payment.recharge.paid.v1')).filter((event) => ids.includes(event.rechargeId));
    expect(events.map((event) => event.rechargeId).sort()).toEqual([...ids].sort());
  });
});

describe('payouts', () => {
  const settledOf = async (withdrawalId: string) => (await payment.events('payment.payout.settled.v1')).filter((event) => event.withdrawalId === withdrawalId);
  const created = (withdrawalId: string) => sandboxLines.filter((line) => line.startsWith(`payout ${withdrawalId}:`) && line.endsWith('queued'));

  it('pays an approved withdrawal out once, however often its approval arrives, and settles it once when the gateway calls back', async () => {
    const payload = await withdrawal();
    const first = await payment.publish('fund.withdrawal.approved.v1', payload.userId, payload);
    await payment.consumed(first);
    // The same event redelivered, and the same approval as another event.
    const envelope = { id: first, type: 'fund.withdrawal.approved.v1', occurredAt: new Date().toISOString(), aggregateId: payload.userId, payload };
    const message = { key: Buffer.from(payload.userId), value: Buffer.from(JSON.stringify(envelope)), headers: {}, timestamp: String(Date.now()), attributes: 0, offset: '0' };
    expect(await payment.service.consumer!.handleMessage('fund.withdrawal.approved.v1', message)).toBe('duplicate');
    await payment.consumed(await payment.publish('fund.withdrawal.approved.v1', payload.userId, payload));

    const settled = await eventually(async () => {
      const events = await settledOf(payload.withdrawalId);
      return events.length > 0 && events;
    }, 15_000, 'payout settled');
    await payment.sandbox.idle();
    expect(await settledOf(payload.withdrawalId)).toEqual([{ withdrawalId: payload.withdrawalId, userId: payload.userId, outcome: 'paid', amount: payload.netAmount, reason: '', settledAt: settled[0]!.settledAt }]);
    expect(created(payload.withdrawalId)).toHaveLength(1);
    expect(payment.sandbox.payout(payload.withdrawalId)).toMatchObject({ amount: payload.netAmount, bank: 'bca', account: '1234567890', status: 'completed' });
    expect(await payment.sql('select status from payout where withdrawal_id = ?', [payload.withdrawalId])).toEqual([{ status: 'paid' }]);
  });

  it("settles a payout the bank refuses as failed, with the gateway's reason", async () => {
    // The sandbox fails account numbers ending in 0000.
    const payload = await withdrawal({ accountNumber: '9876540000', bankCode: 'bni' });
    await payment.consumed(await payment.publish('fund.withdrawal.approved.v1', payload.userId, payload));
    const settled = await eventually(async () => (await settledOf(payload.withdrawalId))[0], 15_000, 'payout settled');
    await payment.sandbox.idle();
    expect(settled).toMatchObject({ outcome: 'failed', reason: expect.stringContaining('invalid_account') });
    expect(await settledOf(payload.withdrawalId)).toHaveLength(1);
  });

  it('sends a payout the gateway could not take when approved once it is back (reconciliation)', async () => {
    payment.sandbox.setOutage(true);
    const payload = await (async () => {
      try {
        const approved = await withdrawal();
        await payment.consumed(await payment.publish('fund.withdrawal.approved.v1', approved.userId, approved));
        expect(await payment.sql('select status from payout where withdrawal_id = ?', [approved.withdrawalId])).toEqual([{ status: 'created' }]);
        return approved;
      } finally {
        payment.sandbox.setOutage(false);
      }
    })();
    await eventually(async () => (await settledOf(payload.withdrawalId)).length === 1, 15_000, 'payout settled');
    expect(created(payload.withdrawalId)).toHaveLength(1);
  });

  const refused = (eventId: string) => eventually(() => payment.logs().find((line) => line['eventId'] === eventId && /refused by its source/.test(String(line['msg']))), 15_000, `event ${eventId} refused`);
  const payoutsOf = (withdrawalId: string) => payment.sql('select amount, account_number from payout where withdrawal_id = ?', [withdrawalId]);

  it('pays nothing out on a forged approval: of a withdrawal the fund service does not have, or of one not approved', async () => {
    const unknown = { withdrawalId: randomUUID(), userId: randomUUID(), netAmount: 95_000, bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' };
    const inReview = await withdrawal(undefined, true);
    for (const payload of [unknown, inReview]) {
      const eventId = await payment.publish('fund.withdrawal.approved.v1', payload.userId, payload);
      await payment.consumed(eventId);
      expect((await refused(eventId))['level']).toBe('error');
      expect(await payoutsOf(payload.withdrawalId)).toEqual([]);
      expect(payment.sandbox.payout(payload.withdrawalId)).toBeUndefined();
      // Skipped for good, not retried into the dead letters.
      expect(await payment.sql('select 1 from dead_letter where event_id = ?', [eventId])).toEqual([]);
    }
  });

  it('pays an approved withdrawal what the fund service says, never a forged approval of it for more or to another account', async () => {
    const real = await withdrawal();
    const larger = await payment.publish('fund.withdrawal.approved.v1', real.userId, { ...real, netAmount: real.netAmount * 10 });
    const elsewhere = await payment.publish('fund.withdrawal.approved.v1', real.userId, { ...real, accountNumber: '5555666677' });
    await refused(larger);
    await refused(elsewhere);
    // The approval fund's relay published pays it out, as fund has it.
    await eventually(async () => (await settledOf(real.withdrawalId)).length === 1, 15_000, 'payout settled');
    expect(await payoutsOf(real.withdrawalId)).toEqual([{ amount: String(real.netAmount), account_number: '1234567890' }]);
    expect(payment.sandbox.payout(real.withdrawalId)).toMatchObject({ amount: real.netAmount, account: '1234567890' });
    expect(created(real.withdrawalId)).toHaveLength(1);
  });

  it('sends a payout recorded unsent before payouts ran as workflows (no run), and settles it once (reconciliation)', async () => {
    const payload = { withdrawalId: randomUUID(), userId: randomUUID(), netAmount: 95_000, bankCode: 'bca', accountName: 'Siti Rahayu', accountNumber: '1234567890' };
    await payment.sql(
      `insert into payout (withdrawal_id, user_id, amount, bank_code, account_name, account_number, status, created_at, heard_at) values (?, ?, ?, ?, ?, ?, 'created', now(), now())`,
      [payload.withdrawalId, payload.userId, payload.netAmount, payload.bankCode, payload.accountName, payload.accountNumber],
    );
    await eventually(async () => (await settledOf(payload.withdrawalId)).length === 1, 15_000, 'payout settled');
    await payment.sandbox.idle();
    expect(await settledOf(payload.withdrawalId)).toEqual([expect.objectContaining({ withdrawalId: payload.withdrawalId, outcome: 'paid' })]);
    expect(created(payload.withdrawalId)).toHaveLength(1);
    expect(await payment.sql(`select status from workflow_run where workflow = 'Payout' and key = ?`, [payload.withdrawalId])).toEqual([{ status: 'done' }]);
  });

  // The payment service is killed between two steps of a payout's run (at the chosen point its
  // process stops driving the run, and is then stopped), and a new one on the same database takes
  // over through the reconciliation: the payout ends as an uninterrupted one does.
  const points = ['submit:applied', 'submit:recorded', 'apply the answer:recorded', 'outcome:recorded', 'publish settled:recorded'];

  it.each(points)('killed at %s, pays the payout out once and announces it once', async (point) => {
    const payload = await withdrawal(undefined, true);
    killSwitch.arm(`Payout/${point}`);
    await fundAs('bff', { id: randomUUID(), roles: ['operator'] }).reviewWithdrawal({ withdrawalId: payload.withdrawalId, approve: true, reason: '' }, withKey(`approve-${payload.withdrawalId}`));
    // The run waits for the outcome only when the gateway's callback (100 ms later) comes after its answer is applied, as it does unless the machine stalls.
    const waits = point === 'outcome:recorded';
    await eventually(async () => killSwitch.killed || (waits && (await settledOf(payload.withdrawalId)).length > 0), 15_000, `the payment service killed at ${point}`);
    const killed = killSwitch.killed;
    killSwitch.disarm();
    if (!waits) expect(killed).toBe(true);
    if (killed) await payment.restart({ onWorkflowProgress: killSwitch.onWorkflowProgress });

    await eventually(async () => (await settledOf(payload.withdrawalId)).length === 1, 15_000, 'payout settled');
    await eventually(async () => (await payment.sql<{ status: string }>(`select status from workflow_run where workflow = 'Payout' and key = ?`, [payload.withdrawalId]))[0]?.status === 'done', 15_000, 'the run done');
    await payment.sandbox.idle();
    expect(await settledOf(payload.withdrawalId)).toEqual([expect.objectContaining({ withdrawalId: payload.withdrawalId, outcome: 'paid' })]);
    expect(created(payload.withdrawalId)).toHaveLength(1);
    expect(payment.sandbox.payout(payload.withdrawalId)).toMatchObject({ amount: payload.netAmount, status: 'completed' });
    expect(await payment.sql('select status from payout where withdrawal_id = ?', [payload.withdrawalId])).toEqual([{ status: 'paid' }]);
  });
});

describe('reconciliation of expiry', () => {
  // Last in the file: it moves the service's clock past every open charge's expiry.
  it('expires a charge nobody paid once past its expiry, after a last status check', async () => {
    const user = randomUUID();
    const { recharge } = await payment.asUser(user).createRecharge({ amount: 30_000, method: Method.PAYMENT_METHOD_PERMATA_VA }, withKey('never-paid'));
    payment.advanceClock(Date.parse(recharge!.expiresAt) - Date.now() + LOCAL_EXPIRY_GRACE_MS + 1_000);
    await eventually(async () => (await statusOf(user, recharge!.id)) === Status.RECHARGE_STATUS_EXPIRED, 10_000, 'the recharge expired');
    expect((await payment.events('payment.recharge.paid.v1')).filter((event) => event.rechargeId === recharge!.id)).toEqual([]);
  });
});
