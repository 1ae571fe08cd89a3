import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventPayload } from '@shop/contracts';
import type { OutageMode, RunningSandbox } from '@shop/messaging-sandbox';
import { eventually, testMailbox } from '@shop/test-kit';
import { startStack, withKey, type Stack } from './stack.js';

// The SMS and WhatsApp provider goes down while the shop runs, and comes back: identity, the
// messages service and the rest run as processes, the provider is the messaging sandbox in this
// process (its outage switch), e-mail goes to the run's Mailpit. A code must still reach the
// person, by the other channel, and be the very code identity checks; the news of paid orders must
// wait for the provider and then go, each message once, whatever copies of its event came.
let stack: Stack;
let provider: RunningSandbox;
const mailbox = testMailbox();

beforeAll(async () => {
  // A failed try is tried again after 1 s (doubling), a WhatsApp code not delivered within 2 s gets
  // its SMS, and an idle worker looks for due deliveries every 100 ms.
  stack = await startStack({
    name: 'messages-outage',
    messages: { env: { DELIVERY_RETRY_FIRST_SECONDS: '1', CODE_WHATSAPP_TIMEOUT_SECONDS: '2', DELIVERY_POLL_MS: '100' } },
  });
  provider = stack.messaging!.sandbox;
}, 180_000);

afterEach(() => {
  // A failed test must not leave the next one without WhatsApp.
  provider?.setOutage('whatsapp', false);
});

afterAll(async () => {
  await stack?.stop();
});

/** A phone number of this run, none ending in the sandbox's failing 0000 or 9999. */
function freshPhone(): string {
  for (;;) {
    const phone = `+62813${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
    if (!/(0000|9999)$/.test(phone)) return phone;
  }
}

interface DeliveryRow {
  channel: string;
  status: string;
  tries: number;
}

const deliveriesTo = (recipient: string) => stack.sql<DeliveryRow>('select channel, status, tries from @messages.delivery where recipient = $1 order by id', [recipient]);

describe('a verification code while WhatsApp is down', () => {
  it.each<[OutageMode, string]>([
    ['refuse', 'failed'],
    ['silent', 'sent'],
  ])('goes by SMS once when WhatsApp is down (%s), and is the code identity signs the person up with', async (mode, whatsappStatus) => {
    const phone = freshPhone();
    const clientIp = `192.0.2.${randomInt(1, 255)}`;
    provider.setOutage('whatsapp', true, mode);
    // As the BFF asks, under the idempotency key of the shopper's one request, and again with the
    // same key as a retry after a lost answer: one code.
    const request = { account: phone, purpose: 'signup', clientIp, language: 'en' };
    const key = randomUUID();
    const first = await stack.identity().sendCode(request, withKey(key));
    const again = await stack.identity().sendCode(request, withKey(key));
    expect(again).toEqual(first);

    const smsOf = () => provider.messages(phone).filter((message) => message.channel === 'sms');
    await eventually(() => smsOf().some((message) => message.status === 'delivered'), 30_000, `the code's SMS delivered (${mode})`);
    await eventually(async () => (await deliveriesTo(phone)).some((row) => row.channel === 'sms' && row.status === 'delivered'), 10_000, "the SMS's receipt recorded");
    await provider.idle();
    provider.setOutage('whatsapp', false);

    const sms = smsOf();
    expect(sms).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(sms[0]!.body)?.[1];
    expect(code).toBeDefined();
    // Refused: nothing reached the provider's WhatsApp; silent: taken and never delivered.
    const whatsapp = provider.messages(phone).filter((message) => message.channel === 'whatsapp');
    expect(whatsapp.map((message) => message.status)).toEqual(mode === 'refuse' ? [] : ['queued']);
    expect(await deliveriesTo(phone)).toEqual([
      { channel: 'whatsapp', status: whatsappStatus, tries: 1 },
      { channel: 'sms', status: 'delivered', tries: 1 },
    ]);

    const { session } = await stack.identity().signUp({ account: phone, code: code!, password: 'rahasia123', inviteCode: '', clientIp });
    expect(session?.token).toBeTruthy();
    expect(await stack.sql('select 1 from @identity.user_account where account = $1', [phone])).toHaveLength(1);
  }, 90_000);
});

describe('news of paid orders while WhatsApp is down', () => {
  it('waits for WhatsApp and then goes, each message once, none lost, though events come twice', async () => {
    const ORDERS = 20;
    // Each order's buyer signs in with a phone; four stores, two owners with phones and two with
    // e-mail, five orders each: a WhatsApp to every buyer and phone owner, an e-mail to the others.
    const buyers = await Promise.all(Array.from({ length: ORDERS }, () => stack.newAccount('phone')));
    const owners = await Promise.all((['phone', 'phone', 'email', 'email'] as const).map((kind) => stack.newAccount(kind)));
    const runId = randomUUID().slice(0, 8).toUpperCase();
    const orders = buyers.map((buyer, n) => {
      const orderId = randomUUID();
      const payload: EventPayload<'order.order.paid.v1'> = {
        orderId,
        orderNo: `20261129-${runId}${String(n).padStart(2, '0')}`,
        buyerId: buyer.id,
        storeId: String(n % owners.length),
        storeOwnerId: owners[n % owners.length]!.id,
        amount: 150_000 + n * 1_000,
        goodsCost: 100_000,
        paidAt: new Date().toISOString(),
      };
      return { buyer, owner: owners[n % owners.length]!, payload };
    });
    const phoneOwners = owners.filter((owner) => owner.account.startsWith('+'));
    const mailOwners = owners.filter((owner) => !owner.account.startsWith('+'));
    const expectedWhatsApp = ORDERS + orders.filter((order) => phoneOwners.includes(order.owner)).length;
    const userIds = [...buyers, ...owners].map((user) => user.id);

    provider.setOutage('whatsapp', true, 'refuse');
    // Every fourth event twice, its copy right behind it (a relay that crashed before it recorded the send).
    const eventIds: string[] = [];
    for (const [n, order] of orders.entries()) {
      const id = await stack.publish('order.order.paid.v1', order.payload.orderId, order.payload);
      eventIds.push(id);
      if (n % 4 === 0) await stack.publish('order.order.paid.v1', order.payload.orderId, order.payload, { id });
    }

    const whatsappRows = () =>
      stack.sql<{ recipient: string; status: string; tries: number }>("select recipient, status, tries from @messages.delivery where channel = 'whatsapp' and user_id = any($1)", [userIds]);
    await eventually(
      async () => {
        const rows = await whatsappRows();
        return rows.length === expectedWhatsApp && rows.every((row) => row.tries >= 1 && row.status === 'pending');
      },
      60_000,
      'every WhatsApp delivery failed at least once and waits for its next try',
    );
    // Refused: the provider took none of them.
    const accounts = new Set([...buyers, ...owners].map((user) => user.account));
    expect(provider.messages().filter((message) => accounts.has(message.to.replace(/^whatsapp:/, '')))).toEqual([]);

    provider.setOutage('whatsapp', false);
    await eventually(
      async () => {
        const rows = await whatsappRows();
        return rows.length === expectedWhatsApp && rows.every((row) => row.status === 'delivered');
      },
      90_000,
      'every WhatsApp delivery delivered once WhatsApp is back',
    );
    // The same events again, long after their messages went, as a relay replaying its outbox would
    // send them; then, behind each on its partition, an event about nobody identity knows, whose
    // handling shows every copy before it was handled too.
    for (const [n, order] of orders.entries()) {
      if (n % 2 === 0) await stack.publish('order.order.paid.v1', order.payload.orderId, order.payload, { id: eventIds[n]! });
    }
    const markers: string[] = [];
    for (const order of orders) {
      markers.push(await stack.publish('order.order.paid.v1', order.payload.orderId, { ...order.payload, orderId: randomUUID(), buyerId: randomUUID(), storeOwnerId: randomUUID() }));
    }
    await eventually(async () => (await stack.sql('select 1 from @messages.inbox where event_id = any($1)', [markers])).length === markers.length, 60_000, 'the markers handled');
    await provider.idle();

    // One WhatsApp per (recipient, order): the buyer's and, for a phone owner, the owner's.
    const sent = orders.flatMap((order) =>
      [order.buyer, ...(phoneOwners.includes(order.owner) ? [order.owner] : [])].map((user) => ({
        user: user.account,
        orderNo: order.payload.orderNo,
        messages: provider.messages(`whatsapp:${user.account}`).filter((message) => message.body.includes(order.payload.orderNo)),
      })),
    );
    expect(sent).toHaveLength(expectedWhatsApp);
    for (const { user, orderNo, messages } of sent) {
      expect({ user, orderNo, statuses: messages.map((message) => message.status) }).toEqual({ user, orderNo, statuses: ['delivered'] });
    }
    // Nothing else went to them: no SMS for news, no extra WhatsApp.
    for (const user of [...buyers, ...phoneOwners]) {
      expect(provider.messages(user.account)).toHaveLength(sent.filter((entry) => entry.user === user.account).length);
    }
    // Each e-mail owner got one mail per order of theirs.
    for (const owner of mailOwners) {
      const theirs = orders.filter((order) => order.owner === owner).map((order) => order.payload.orderNo);
      await eventually(async () => (await mailbox.messagesTo(owner.account)).length >= theirs.length, 30_000, `mail to ${owner.account}`);
      const subjects = (await mailbox.messagesTo(owner.account)).map((mail) => mail.subject).sort();
      expect(subjects).toEqual(theirs.map((orderNo) => `Pesanan baru ${orderNo}`).sort());
    }

    // The service's own record: one delivery per (event, recipient, channel), every one delivered, none dead.
    const rows = await stack.sql<{ channel: string; status: string; n: string }>(
      'select channel, status, count(*)::text as n from @messages.delivery where user_id = any($1) group by channel, status order by channel, status',
      [userIds],
    );
    expect(rows).toEqual([
      { channel: 'email', status: 'delivered', n: String(ORDERS - orders.filter((order) => phoneOwners.includes(order.owner)).length) },
      { channel: 'whatsapp', status: 'delivered', n: String(expectedWhatsApp) },
    ]);
    expect(await stack.sql("select 1 from @messages.delivery where status = 'dead'")).toEqual([]);
    expect(await stack.sql('select event_id from @messages.dead_letter')).toEqual([]);
    // And each user's notification centre holds each of their orders once.
    const items = await stack.sql<{ user_id: string; n: string }>('select user_id, count(*)::text as n from @messages.notification where user_id = any($1) group by user_id', [userIds]);
    expect(Object.fromEntries(items.map((item) => [item.user_id, Number(item.n)]))).toEqual(
      Object.fromEntries([...buyers.map((buyer) => [buyer.id, 1]), ...owners.map((owner) => [owner.id, orders.filter((order) => order.owner === owner).length])]),
    );
    expect(stack.errors.filter((line) => line.service === 'messages')).toEqual([]);
  }, 240_000);
});
