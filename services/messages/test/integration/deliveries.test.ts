import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { startMessages, newEmail, newPhone, withKey, type MessagesFixture } from './fixture.js';

// The one file that runs the consumer and the delivery worker (see startMessages).
let messages: MessagesFixture;

beforeAll(async () => {
  messages = await startMessages({ worker: true, env: { CODE_WHATSAPP_TIMEOUT_SECONDS: '2', DELIVERY_RETRY_FIRST_SECONDS: '1', DELIVERY_MAX_TRIES: '3' } });
});

afterAll(async () => {
  await messages?.stop();
});

const identity = () => messages.signedBy('identity');
const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

interface DeliveryRow {
  channel: string;
  status: string;
  tries: number;
}

const deliveriesTo = (recipient: string) => messages.sql<DeliveryRow>('select channel, status, tries from delivery where recipient = ? order by id', [recipient]);

describe('codes', () => {
  it('sends a code to an e-mail account once, in its language, though identity asks three times', async () => {
    const account = newEmail();
    const request = { requestId: randomUUID(), account, purpose: 'signup', code: '482913', expiresAt: inFiveMinutes(), language: 'en' };
    const answers = await Promise.all([1, 2, 3].map((n) => identity().sendCode(request, withKey(`send-${request.requestId}-${n}`))));
    expect(answers.map((answer) => answer.channel)).toEqual(['email', 'email', 'email']);
    const mail = await messages.mailbox.waitForMessageTo(account);
    expect(mail.subject).toBe('Your sign-up code');
    expect(mail.text).toContain('482913');
    await eventually(async () => (await deliveriesTo(account))[0]?.status === 'delivered', 10_000, 'delivered');
    expect(await messages.mailbox.messagesTo(account)).toHaveLength(1);
    expect(await deliveriesTo(account)).toEqual([{ channel: 'email', status: 'delivered', tries: 1 }]);
  });

  it('sends a code to a phone by WhatsApp, delivered by the provider’s signed receipt, with no SMS', async () => {
    const phone = newPhone();
    await identity().sendCode({ requestId: randomUUID(), account: phone, purpose: 'signin', code: '123456', expiresAt: inFiveMinutes(), language: 'ind' });
    await eventually(async () => (await deliveriesTo(phone))[0]?.status === 'delivered', 10_000, 'whatsapp delivered');
    const sent = messages.provider.messages(phone);
    expect(sent.map((message) => [message.channel, message.to])).toEqual([['whatsapp', `whatsapp:${phone}`]]);
    expect(sent[0]!.body).toContain('Kode masuk Anda 123456');
    expect(await deliveriesTo(phone)).toEqual([{ channel: 'whatsapp', status: 'delivered', tries: 1 }]);
  });

  it('falls back to SMS at once when WhatsApp is down, and after the timeout when WhatsApp stays silent', async () => {
    const refused = newPhone();
    const silent = newPhone();
    messages.provider.setOutage('whatsapp', true, 'refuse');
    try {
      await identity().sendCode({ requestId: randomUUID(), account: refused, purpose: 'reset', code: '654321', expiresAt: inFiveMinutes(), language: 'zh' });
      await eventually(async () => (await deliveriesTo(refused)).some((row) => row.channel === 'sms' && row.status === 'delivered'), 15_000, 'sms after refusal');
    } finally {
      messages.provider.setOutage('whatsapp', false);
    }
    expect(messages.provider.messages(refused).map((message) => message.channel)).toEqual(['sms']);
    expect(messages.provider.messages(refused)[0]!.body).toContain('654321');

    messages.provider.setOutage('whatsapp', true, 'silent');
    try {
      await identity().sendCode({ requestId: randomUUID(), account: silent, purpose: 'signup', code: '111222', expiresAt: inFiveMinutes(), language: 'en' });
      await eventually(async () => (await deliveriesTo(silent)).some((row) => row.channel === 'sms' && row.status === 'delivered'), 15_000, 'sms after silence');
    } finally {
      messages.provider.setOutage('whatsapp', false);
    }
    expect(await deliveriesTo(silent)).toEqual([
      { channel: 'whatsapp', status: 'sent', tries: 1 },
      { channel: 'sms', status: 'delivered', tries: 1 },
    ]);
  });

  it('refuses a malformed code request and queues nothing', async () => {
    const account = newEmail();
    for (const bad of [
      { account, purpose: 'signup', code: '12345' },
      { account, purpose: 'welcome', code: '123456' },
      { account: 'not an account', purpose: 'signup', code: '123456' },
    ]) {
      await expect(identity().sendCode({ requestId: randomUUID(), expiresAt: inFiveMinutes(), language: 'en', ...bad })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'invalid_code_request' });
    }
    await expect(identity().sendCode({ requestId: randomUUID(), account, purpose: 'signup', code: '123456', expiresAt: new Date(Date.now() - 1000).toISOString(), language: 'en' })).rejects.toMatchObject({
      reason: 'invalid_code_request',
    });
    expect(await deliveriesTo(account)).toEqual([]);
  });

  it('takes codes from identity only', async () => {
    await expect(messages.signedBy('bff').sendCode({ requestId: randomUUID(), account: newEmail(), purpose: 'signup', code: '123456', expiresAt: inFiveMinutes(), language: 'en' })).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
  });
});

describe('news from events', () => {
  it('tells a user of a paid withdrawal once, in the notification centre and by e-mail, though the event comes three times', async () => {
    const user = await messages.newUser('email');
    await messages.asUser(user.id).updateMyPreferences({ language: 'en', optOuts: [], replaceOptOuts: false }, withKey(randomUUID()));
    const withdrawalId = randomUUID();
    const eventId = randomUUID();
    const payload = { withdrawalId, userId: user.id, outcome: 'paid' as const, amount: 1_250_000, reason: '', settledAt: new Date().toISOString() };
    for (let copy = 0; copy < 3; copy++) await messages.deliver('payment.payout.settled.v1', user.id, payload, eventId);
    await messages.consumed(eventId);
    const mail = await messages.mailbox.waitForMessageTo(user.account);
    expect(mail.text).toContain('Rp 1.250.000');
    const page = await messages.asUser(user.id).listMyNotifications({ pageSize: 10, cursor: '' });
    expect(page.notifications.map((item) => [item.kind, item.read])).toEqual([['withdrawal_paid', false]]);
    expect(page.unread).toBe(1);
    await eventually(async () => (await deliveriesTo(user.account))[0]?.status === 'delivered', 10_000, 'delivered');
    expect(await messages.mailbox.messagesTo(user.account)).toHaveLength(1);
    expect(await deliveriesTo(user.account)).toHaveLength(1);
  });

  it('keeps out of the channels a user opted out of, never out of the notification centre they kept', async () => {
    const user = await messages.newUser('phone');
    await messages.asUser(user.id).updateMyPreferences({ language: 'ind', optOuts: [{ class: 'money', channel: 'whatsapp' }], replaceOptOuts: true }, withKey(randomUUID()));
    const eventId = await messages.deliver('payment.recharge.paid.v1', user.id, { rechargeId: randomUUID(), userId: user.id, amount: 50_000, method: 'qris', paidAt: new Date().toISOString() });
    await messages.consumed(eventId);
    const page = await messages.asUser(user.id).listMyNotifications({ pageSize: 10, cursor: '' });
    expect(page.notifications.map((item) => item.title)).toEqual([expect.stringContaining('Rp 50.000')]);
    expect(await deliveriesTo(user.account)).toEqual([]);
  });

  it('retries an order message through a provider outage and sends it once when the provider is back', async () => {
    const user = await messages.newUser('phone');
    messages.provider.setOutage('whatsapp', true, 'refuse');
    try {
      const eventId = await messages.deliver('order.order.refunded.v1', user.id, {
        orderId: randomUUID(),
        orderNo: '20261129-ABCD1234',
        buyerId: user.id,
        amount: 99_000,
        storeOwnerId: randomUUID(),
        goodsCostRefund: 0,
        reason: 'return',
        refundedAt: new Date().toISOString(),
      });
      await messages.consumed(eventId);
      await eventually(async () => ((await deliveriesTo(user.account))[0]?.tries ?? 0) >= 1, 10_000, 'a failed try');
      expect((await deliveriesTo(user.account))[0]!.status).toBe('pending');
    } finally {
      messages.provider.setOutage('whatsapp', false);
    }
    await eventually(async () => (await deliveriesTo(user.account))[0]?.status === 'delivered', 20_000, 'delivered after the outage');
    expect(messages.provider.messages(user.account)).toHaveLength(1);
  });

  it('dead-letters a message whose tries run out, which an operator sends again', async () => {
    const user = await messages.newUser('phone');
    const operator = await messages.newUser('email');
    messages.provider.setOutage('whatsapp', true, 'refuse');
    let deliveryId: number;
    try {
      const eventId = await messages.deliver('fund.withdrawal.approved.v1', user.id, { withdrawalId: randomUUID(), userId: user.id, netAmount: 95_000, bankCode: 'bca', accountName: 'Siti', accountNumber: '1234567890' });
      await messages.consumed(eventId);
      await eventually(async () => (await deliveriesTo(user.account))[0]?.status === 'dead', 30_000, 'dead letter');
      const dead = await messages.asUser(operator.id, ['operator']).listDeliveries({ recipient: user.account, status: 'dead', pageSize: 10, cursor: '' });
      expect(dead.deliveries).toHaveLength(1);
      expect(dead.deliveries[0]!.tries).toBe(3);
      deliveryId = dead.deliveries[0]!.id;
      await expect(messages.asUser(user.id).listDeliveries({ recipient: '', status: '', pageSize: 10, cursor: '' })).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    } finally {
      messages.provider.setOutage('whatsapp', false);
    }
    const retried = await messages.asUser(operator.id, ['operator']).retryDelivery({ deliveryId }, withKey(randomUUID()));
    expect(retried.delivery?.status).toBe('pending');
    await eventually(async () => (await deliveriesTo(user.account))[0]?.status === 'delivered', 15_000, 'delivered after the retry');
    expect(messages.provider.messages(user.account)).toHaveLength(1);
    expect(await messages.sql('select action from audit_log where subject = ?', [`delivery:${deliveryId}`])).toEqual([{ action: 'delivery.retried' }]);
  });
});
