import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, type RunningExtra } from '@shop/service-kit';
import { startSandbox, type RunningSandbox } from '@shop/messaging-sandbox';
import { eventually, freePort } from '@shop/test-kit';
import type { ChannelSender, Receipt } from '../../../src/channels/channel.js';
import { twilioSenders } from '../../../src/channels/twilio.js';
import { startReceiptsListener, twilioReceiptsUrl } from '../../../src/http/receipts-listener.js';

const accountSid = 'AC0123456789abcdef0123456789abcdef';
const authToken = 'messages-test-token';
const logger = createLogger({ service: 'messages', level: process.env.LOG_LEVEL ?? 'silent' });

let sandbox: RunningSandbox;
let listener: RunningExtra;
let publicUrl: string;
let senders: { sms: ChannelSender; whatsapp: ChannelSender };

/** The sids this "service" has committed: receipts for others are unknown. */
const known = new Set<string>();
const receipts = new Map<string, Receipt[]>();
const unknownAnswers = new Map<string, number>();

const receiptsOf = (sid: string) => receipts.get(sid) ?? [];
const settle = (sid: string, status: Receipt['status']) => eventually(() => receiptsOf(sid).find((receipt) => receipt.status === status), 10_000, `${status} receipt of ${sid}`);

const sendersTo = (apiUrl: string, overrides: { authToken?: string; timeoutMs?: number } = {}) =>
  twilioSenders({
    apiUrl,
    accountSid,
    authToken: overrides.authToken ?? authToken,
    smsFrom: 'SHOP',
    whatsappFrom: '+14155238886',
    statusCallbackUrl: twilioReceiptsUrl(publicUrl),
    timeoutMs: overrides.timeoutMs ?? 5_000,
  });

/** Sends and registers the sid, as the service commits it with the delivery. */
async function sendKnown(sender: ChannelSender, to: string): Promise<string> {
  const outcome = await sender.send({ key: `code:req:${to}`, to, subject: '', text: 'Kode Anda 123456. Jangan berikan kepada siapa pun.' });
  if (outcome.outcome !== 'sent') throw new Error(`not sent: ${JSON.stringify(outcome)}`);
  known.add(outcome.providerId);
  return outcome.providerId;
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  listener = await startReceiptsListener({
    host: '127.0.0.1',
    port,
    publicUrl,
    authToken,
    logger,
    async onReceipt(receipt) {
      if (!known.has(receipt.providerId)) {
        unknownAnswers.set(receipt.providerId, (unknownAnswers.get(receipt.providerId) ?? 0) + 1);
        return 'unknown';
      }
      receipts.set(receipt.providerId, [...receiptsOf(receipt.providerId), receipt]);
      return 'applied';
    },
  });
  sandbox = await startSandbox({ accountSid, authToken, sendDelayMs: 50, deliveryDelayMs: 100, retryDelayMs: 50, maxAttempts: 6 });
  senders = sendersTo(sandbox.url);
});

afterAll(async () => {
  await sandbox?.stop();
  await listener?.stop();
});

describe('the Twilio senders against the messaging sandbox', () => {
  it('sends a WhatsApp message, whose signed receipts reach the listener until delivered', async () => {
    const sid = await sendKnown(senders.whatsapp, '+6281234567890');

    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    const message = sandbox.message(sid)!;
    expect(message).toMatchObject({ channel: 'whatsapp', to: 'whatsapp:+6281234567890', from: 'whatsapp:+14155238886', statusCallback: `${publicUrl}/receipts/twilio` });
    expect(message.body).toBe('Kode Anda 123456. Jangan berikan kepada siapa pun.');
    await settle(sid, 'delivered');
    await sandbox.idle();
    expect(receiptsOf(sid).map((receipt) => receipt.status).sort()).toEqual(['delivered', 'sent']);
    expect(sandbox.givenUpCallbacks()).toBe(0);
  });

  it('sends an SMS from its sender id', async () => {
    const sid = await sendKnown(senders.sms, '+6281234567891');

    expect(sandbox.message(sid)).toMatchObject({ channel: 'sms', to: '+6281234567891', from: 'SHOP' });
    await settle(sid, 'delivered');
  });

  it('hears of a number that is never reached (ending 0000): undelivered, 30003', async () => {
    const sid = await sendKnown(senders.sms, '+6281200000000');

    expect(await settle(sid, 'undelivered')).toEqual({ providerId: sid, status: 'undelivered', errorCode: '30003' });
  });

  it('hears of a number that fails (ending 9999): failed, 30006, never sent', async () => {
    const sid = await sendKnown(senders.whatsapp, '+6281299999999');

    expect(await settle(sid, 'failed')).toEqual({ providerId: sid, status: 'failed', errorCode: '30006' });
    await sandbox.idle();
    expect(receiptsOf(sid).map((receipt) => receipt.status)).toEqual(['failed']);
  });

  it('has a final receipt retried until the send is known (404 meanwhile)', async () => {
    const outcome = await senders.sms.send({ key: 'event:late', to: '+6281234567892', subject: '', text: 'Pesanan ORD-2 sudah dikirim.' });
    if (outcome.outcome !== 'sent') throw new Error(JSON.stringify(outcome));
    const sid = outcome.providerId;

    // Delivered at the sandbox, its final receipt answered 404 at least once: not yet "committed".
    await eventually(() => sandbox.message(sid)?.status === 'delivered' && (unknownAnswers.get(sid) ?? 0) >= 2, 10_000, 'delivered receipt refused as unknown');
    expect(receiptsOf(sid)).toEqual([]);
    known.add(sid);
    expect(await settle(sid, 'delivered')).toEqual({ providerId: sid, status: 'delivered' });
  });

  it('does not retry a number that is not E.164 (21211)', async () => {
    const outcome = await senders.sms.send({ key: 'code:bad', to: '0812345678', subject: '', text: 'Kode Anda 123456' });

    expect(outcome).toEqual({ outcome: 'failed', error: expect.stringMatching(/^twilio 21211: /), retryable: false });
  });

  it('retries during an outage that refuses sends (503, 20503), while the other channel works', async () => {
    sandbox.setOutage('whatsapp', true, 'refuse');
    try {
      const outcome = await senders.whatsapp.send({ key: 'code:outage', to: '+6281234567893', subject: '', text: 'Kode Anda 123456' });
      expect(outcome).toEqual({ outcome: 'failed', error: expect.stringMatching(/^twilio 20503: /), retryable: true });
      await settle(await sendKnown(senders.sms, '+6281234567893'), 'delivered');
    } finally {
      sandbox.setOutage('whatsapp', false);
    }
    await settle(await sendKnown(senders.whatsapp, '+6281234567893'), 'delivered');
  });

  it('retries when its own credentials are refused (401, 20003)', async () => {
    const outcome = await sendersTo(sandbox.url, { authToken: 'wrong-token' }).sms.send({ key: 'code:creds', to: '+6281234567894', subject: '', text: 'Kode Anda 123456' });

    expect(outcome).toEqual({ outcome: 'failed', error: expect.stringMatching(/^twilio 20003: /), retryable: true });
    expect(outcome.outcome === 'failed' && outcome.error).not.toContain('wrong-token');
  });

  it('retries a provider that does not answer in time, or cannot be reached', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const address = silent.address() as AddressInfo;
      const started = Date.now();
      const outcome = await sendersTo(`http://127.0.0.1:${address.port}`, { timeoutMs: 300 }).sms.send({ key: 'code:slow', to: '+6281234567895', subject: '', text: 'x' });
      expect(outcome).toEqual({ outcome: 'failed', error: 'twilio did not answer within 300 ms', retryable: true });
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }

    const closed = await freePort();
    const unreachable = await sendersTo(`http://127.0.0.1:${closed}`).sms.send({ key: 'code:down', to: '+6281234567895', subject: '', text: 'x' });
    expect(unreachable).toEqual({ outcome: 'failed', error: expect.stringMatching(/^twilio unreachable: /), retryable: true });
  });

  it('refuses the callbacks of a provider that signs with another token (401): nothing applied, given up', async () => {
    const forger = await startSandbox({ accountSid, authToken: 'forger-token', sendDelayMs: 20, deliveryDelayMs: 20, retryDelayMs: 20, maxAttempts: 2 });
    try {
      const outcome = await twilioSenders({ apiUrl: forger.url, accountSid, authToken: 'forger-token', smsFrom: 'SHOP', whatsappFrom: '+14155238886', statusCallbackUrl: twilioReceiptsUrl(publicUrl), timeoutMs: 5_000 }).sms.send({
        key: 'code:forged',
        to: '+6281234567896',
        subject: '',
        text: 'x',
      });
      if (outcome.outcome !== 'sent') throw new Error(JSON.stringify(outcome));
      known.add(outcome.providerId);
      await forger.idle();
      expect(forger.message(outcome.providerId)?.status).toBe('delivered');
      expect(forger.givenUpCallbacks()).toBe(2);
      expect(receiptsOf(outcome.providerId)).toEqual([]);
    } finally {
      await forger.stop();
    }
  });
});
