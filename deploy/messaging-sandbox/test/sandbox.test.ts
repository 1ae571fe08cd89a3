import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../src/index.js';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'test-auth-token-0001';
const SERVICE = 'MG0123456789abcdef0123456789abcdef';

/** Twilio's signature, written here from its documentation rather than taken from the sandbox. */
function expectedSignature(url: string, params: URLSearchParams, token = TOKEN): string {
  let data = url;
  for (const name of [...new Set(params.keys())].sort()) data += name + params.getAll(name).sort().join('');
  return createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
}

interface Callback {
  /** The URL the callback was posted to, as the receiver was given it. */
  url: string;
  params: URLSearchParams;
  signature: string;
  token: string;
  contentType: string;
}

/** A status callback receiver: records every callback it accepts; `refuse` answers 500 to the first N attempts (recorded in `refused`). */
async function startReceiver(refuse = 0): Promise<{ url: string; callbacks: Callback[]; refused: Callback[]; of(sid: string): Callback[]; close(): Promise<void> }> {
  const callbacks: Callback[] = [];
  const refused: Callback[] = [];
  let base = '';
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const callback = {
        url: `${base}${request.url ?? ''}`,
        params: new URLSearchParams(Buffer.concat(chunks).toString()),
        signature: String(request.headers['x-twilio-signature'] ?? ''),
        token: String(request.headers['i-twilio-idempotency-token'] ?? ''),
        contentType: String(request.headers['content-type'] ?? ''),
      };
      if (refused.length < refuse) {
        refused.push(callback);
        response.writeHead(500).end();
        return;
      }
      callbacks.push(callback);
      response.writeHead(200, { 'content-type': 'text/xml' }).end('<Response/>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    callbacks,
    refused,
    of: (sid) => callbacks.filter((callback) => callback.params.get('MessageSid') === sid),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const running: RunningSandbox[] = [];
async function sandboxWith(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ accountSid: ACCOUNT, authToken: TOKEN, sendDelayMs: 10, deliveryDelayMs: 10, retryDelayMs: 20, ...options });
  running.push(sandbox);
  return sandbox;
}
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
});

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
type Answer = { status: number; json: Record<string, unknown> };
/** A `Messages.json` create, form-encoded as Twilio's clients send it. */
async function send(sandbox: RunningSandbox, fields: Record<string, string>, auth = { user: ACCOUNT, password: TOKEN, account: ACCOUNT }): Promise<Answer> {
  const response = await fetch(`${sandbox.url}/2010-04-01/Accounts/${auth.account}/Messages.json`, {
    method: 'POST',
    headers: { authorization: basic(auth.user, auth.password), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
async function fetchMessage(sandbox: RunningSandbox, sid: string): Promise<Answer> {
  const response = await fetch(`${sandbox.url}/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}.json`, { headers: { authorization: basic(ACCOUNT, TOKEN) } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
async function testApi(sandbox: RunningSandbox, path: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${sandbox.url}/messaging-sandbox/api/${path}`, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
const statusOf = async (sandbox: RunningSandbox, sid: string) => String((await fetchMessage(sandbox, sid)).json['status']);
const historyOf = (sandbox: RunningSandbox, sid: string) => sandbox.message(sid)?.history.map((entry) => entry.status);

const twilioError = (status: number, code: number) => ({ status, json: { code, status, message: expect.any(String), more_info: `https://www.twilio.com/docs/errors/${code}` } });
const sms = (to: string, body = 'Kode verifikasi Anda: 123456') => ({ To: to, From: '+6281100001111', Body: body });
const whatsapp = (to: string, body = 'Pesanan Anda sudah dikirim.') => ({ To: `whatsapp:${to}`, From: 'whatsapp:+14155238886', Body: body });

describe('the Messages API', () => {
  it('wants the account sid and auth token (401), and answers 404 for another account', async () => {
    const sandbox = await sandboxWith();
    const message = sms('+6281234567890');
    expect(await send(sandbox, message, { user: ACCOUNT, password: 'wrong', account: ACCOUNT })).toMatchObject(twilioError(401, 20003));
    expect(await send(sandbox, message, { user: 'ACffffffffffffffffffffffffffffffff', password: TOKEN, account: ACCOUNT })).toMatchObject(twilioError(401, 20003));
    const unsigned = await fetch(`${sandbox.url}/2010-04-01/Accounts/${ACCOUNT}/Messages.json`, { method: 'POST', body: new URLSearchParams(message) });
    expect(unsigned.status).toBe(401);
    expect(await send(sandbox, message, { user: ACCOUNT, password: TOKEN, account: 'ACffffffffffffffffffffffffffffffff' })).toMatchObject(twilioError(404, 20404));
    expect(await fetchMessage(sandbox, 'SM00000000000000000000000000000000')).toMatchObject(twilioError(404, 20404));
    expect(sandbox.messages()).toEqual([]);
  });

  it('validates as Twilio does', async () => {
    const sandbox = await sandboxWith();
    expect(await send(sandbox, { From: '+6281100001111', Body: 'hi' })).toMatchObject(twilioError(400, 21604));
    expect(await send(sandbox, { To: '+6281234567890', From: '+6281100001111' })).toMatchObject(twilioError(400, 21602));
    expect(await send(sandbox, sms('+6281234567890', '   '))).toMatchObject(twilioError(400, 21602));
    for (const to of ['081234567890', '6281234567890', '+62 812-3456-7890', 'whatsapp:081234567890', 'telegram:+6281234567890']) {
      expect(await send(sandbox, sms(to))).toMatchObject(twilioError(400, 21211));
    }
    expect(await send(sandbox, { To: '+6281234567890', Body: 'hi' })).toMatchObject(twilioError(400, 21603));
    expect(await send(sandbox, { ...sms('+6281234567890'), From: 'whatsapp:+14155238886' })).toMatchObject(twilioError(400, 21910));
    expect(await send(sandbox, { ...sms('+6281234567890'), StatusCallback: 'not a url' })).toMatchObject(twilioError(400, 21609));
    expect(await send(sandbox, sms('+6281234567890', 'x'.repeat(1601)))).toMatchObject(twilioError(400, 21617));
    expect(sandbox.messages()).toEqual([]);
  });

  it('takes an SMS (201, queued), then sends and delivers it', async () => {
    const sandbox = await sandboxWith();
    const { status, json } = await send(sandbox, sms('+6281234567890'));
    expect(status).toBe(201);
    const sid = String(json['sid']);
    expect(sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(json).toEqual({
      account_sid: ACCOUNT,
      api_version: '2010-04-01',
      body: 'Kode verifikasi Anda: 123456',
      date_created: expect.stringMatching(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} \+0000$/),
      date_sent: null,
      date_updated: expect.any(String),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: '+6281100001111',
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}/Media.json`, feedback: `/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}/Feedback.json` },
      to: '+6281234567890',
      uri: `/2010-04-01/Accounts/${ACCOUNT}/Messages/${sid}.json`,
    });
    await eventually(async () => (await statusOf(sandbox, sid)) === 'delivered', 10_000, 'the SMS delivered');
    expect((await fetchMessage(sandbox, sid)).json['date_sent']).toMatch(/\+0000$/);
    expect(historyOf(sandbox, sid)).toEqual(['queued', 'sent', 'delivered']);
  });

  it('counts SMS segments: GSM-7 160 a message and 153 a part, UCS-2 70 and 67', async () => {
    const sandbox = await sandboxWith();
    const segments = async (body: string) => (await send(sandbox, sms('+6281234567890', body))).json['num_segments'];
    expect(await segments('a'.repeat(160))).toBe('1');
    expect(await segments('a'.repeat(161))).toBe('2');
    expect(await segments('€'.repeat(80))).toBe('1');
    expect(await segments('€'.repeat(81))).toBe('2');
    expect(await segments('订单已发货'.repeat(14))).toBe('1');
    expect(await segments('订单已发货'.repeat(15))).toBe('2');
  });

  it('takes a WhatsApp message, and with a Messaging Service picks the sender itself', async () => {
    const sandbox = await sandboxWith({ senders: { sms: 'TOKO' } });
    const wa = await send(sandbox, whatsapp('+6281234567891'));
    expect(wa).toMatchObject({ status: 201, json: { to: 'whatsapp:+6281234567891', from: 'whatsapp:+14155238886', status: 'queued', num_segments: '1' } });
    expect(sandbox.message(String(wa.json['sid']))?.channel).toBe('whatsapp');

    const viaService = await send(sandbox, { To: '+6281234567892', MessagingServiceSid: SERVICE, Body: 'Kode Anda 654321' });
    expect(viaService).toMatchObject({ status: 201, json: { status: 'accepted', from: null, messaging_service_sid: SERVICE } });
    const waViaService = await send(sandbox, { To: 'whatsapp:+6281234567893', MessagingServiceSid: SERVICE, Body: 'Kode Anda 654321' });
    expect(await send(sandbox, { To: '+6281234567892', MessagingServiceSid: 'MG-nope', Body: 'x' })).toMatchObject(twilioError(400, 21701));
    await sandbox.idle();
    expect((await fetchMessage(sandbox, String(wa.json['sid']))).json).toMatchObject({ status: 'delivered' });
    expect((await fetchMessage(sandbox, String(viaService.json['sid']))).json).toMatchObject({ status: 'delivered', from: 'TOKO' });
    expect((await fetchMessage(sandbox, String(waViaService.json['sid']))).json).toMatchObject({ status: 'delivered', from: 'whatsapp:+14155238886' });
    expect(historyOf(sandbox, String(viaService.json['sid']))).toEqual(['accepted', 'queued', 'sent', 'delivered']);
  });
});

describe('status callbacks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('post each change, form-encoded and signed with X-Twilio-Signature over the URL and the sorted fields', async () => {
    const sandbox = await sandboxWith();
    const callbackUrl = `${receiver.url}/webhooks/twilio/status?delivery=d-1&tenant=shop`;
    const { json } = await send(sandbox, { ...sms('+6281234567890'), StatusCallback: callbackUrl });
    const sid = String(json['sid']);
    const callbacks = await eventually(() => (receiver.of(sid).length >= 2 ? receiver.of(sid) : undefined), 10_000, 'sent and delivered callbacks');
    expect(callbacks.map((callback) => callback.params.get('MessageStatus')).sort()).toEqual(['delivered', 'sent']);
    for (const callback of callbacks) {
      expect(callback.url).toBe(callbackUrl);
      expect(callback.contentType).toMatch(/^application\/x-www-form-urlencoded/);
      expect(Object.fromEntries(callback.params)).toEqual({
        MessageSid: sid,
        SmsSid: sid,
        AccountSid: ACCOUNT,
        From: '+6281100001111',
        To: '+6281234567890',
        MessageStatus: callback.params.get('MessageStatus'),
        SmsStatus: callback.params.get('MessageStatus'),
        ApiVersion: '2010-04-01',
      });
      expect(callback.signature).toBe(expectedSignature(callbackUrl, callback.params));
      // The check is not vacuous: another token, URL or field fails it.
      expect(callback.signature).not.toBe(expectedSignature(callbackUrl, callback.params, 'another-token'));
      expect(callback.signature).not.toBe(expectedSignature(`${receiver.url}/webhooks/twilio/status`, callback.params));
      const tampered = new URLSearchParams(callback.params);
      tampered.set('MessageStatus', 'failed');
      expect(callback.signature).not.toBe(expectedSignature(callbackUrl, tampered));
      expect(callback.token).not.toBe('');
    }
    expect(new Set(callbacks.map((callback) => callback.token)).size).toBe(2);
  });

  it('tell WhatsApp messages apart, and carry the Messaging Service and the accepted → queued change', async () => {
    const sandbox = await sandboxWith();
    const callbackUrl = `${receiver.url}/wa`;
    const { json } = await send(sandbox, { To: 'whatsapp:+6281234567891', MessagingServiceSid: SERVICE, Body: 'Pesanan INV-1 dikirim', StatusCallback: callbackUrl });
    const sid = String(json['sid']);
    await sandbox.idle();
    const callbacks = receiver.of(sid);
    expect(callbacks.map((callback) => callback.params.get('MessageStatus')).sort()).toEqual(['delivered', 'queued', 'sent']);
    for (const callback of callbacks) {
      expect(Object.fromEntries(callback.params)).toMatchObject({ To: 'whatsapp:+6281234567891', From: 'whatsapp:+14155238886', MessagingServiceSid: SERVICE, ChannelPrefix: 'whatsapp', ChannelToAddress: '+6281234567891' });
      expect(callback.signature).toBe(expectedSignature(callbackUrl, callback.params));
    }
  });

  it('are retried with backoff, under the same idempotency token, until answered 2xx', async () => {
    const stubborn = await startReceiver(3);
    try {
      const sandbox = await sandboxWith({ deliveryDelayMs: 5_000 });
      const { json } = await send(sandbox, { ...sms('+6281234567890'), StatusCallback: `${stubborn.url}/status` });
      const sid = String(json['sid']);
      // Only `sent` goes out while delivery is still 5 s away: its first three attempts are refused.
      const [accepted] = await eventually(() => (stubborn.of(sid).length > 0 ? stubborn.of(sid) : undefined), 10_000, 'the sent callback accepted');
      expect(stubborn.refused).toHaveLength(3);
      expect(stubborn.refused.map((callback) => callback.token)).toEqual([accepted!.token, accepted!.token, accepted!.token]);
      expect(accepted!.params.get('MessageStatus')).toBe('sent');
      expect(accepted!.signature).toBe(expectedSignature(`${stubborn.url}/status`, accepted!.params));
    } finally {
      await stubborn.close();
    }
  });

  it('are given up after the last attempt, and the message is delivered all the same', async () => {
    const deaf = await startReceiver(1_000);
    try {
      const sandbox = await sandboxWith({ maxAttempts: 3 });
      const { json } = await send(sandbox, { ...sms('+6281234567890'), StatusCallback: `${deaf.url}/status` });
      await sandbox.idle();
      expect(deaf.refused).toHaveLength(6);
      expect(sandbox.givenUpCallbacks()).toBe(2);
      expect(await statusOf(sandbox, String(json['sid']))).toBe('delivered');
    } finally {
      await deaf.close();
    }
  });

  describe('and the failure rules', () => {
    it('a number ending in 0000 is sent but undelivered (30003); one ending in 9999 fails (30006) without being sent', async () => {
      const sandbox = await sandboxWith();
      const callbackUrl = `${receiver.url}/rules`;
      const unreachable = String((await send(sandbox, { ...sms('+6281200000000'), StatusCallback: callbackUrl })).json['sid']);
      const landline = String((await send(sandbox, { ...sms('+6221555559999'), StatusCallback: callbackUrl })).json['sid']);
      const waUnreachable = String((await send(sandbox, { ...whatsapp('+6281300000000'), StatusCallback: callbackUrl })).json['sid']);
      await sandbox.idle();

      expect(historyOf(sandbox, unreachable)).toEqual(['queued', 'sent', 'undelivered']);
      expect(historyOf(sandbox, waUnreachable)).toEqual(['queued', 'sent', 'undelivered']);
      expect(historyOf(sandbox, landline)).toEqual(['queued', 'failed']);
      expect((await fetchMessage(sandbox, unreachable)).json).toMatchObject({ status: 'undelivered', error_code: 30003, error_message: 'Unreachable destination handset' });
      expect((await fetchMessage(sandbox, landline)).json).toMatchObject({ status: 'failed', error_code: 30006, date_sent: null });

      const final = (sid: string) => receiver.of(sid).find((callback) => callback.params.get('MessageStatus') !== 'sent')!;
      expect(Object.fromEntries(final(unreachable).params)).toMatchObject({ MessageStatus: 'undelivered', SmsStatus: 'undelivered', ErrorCode: '30003' });
      expect(Object.fromEntries(final(waUnreachable).params)).toMatchObject({ MessageStatus: 'undelivered', ErrorCode: '30003' });
      expect(receiver.of(landline).map((callback) => Object.fromEntries(callback.params))).toEqual([expect.objectContaining({ MessageStatus: 'failed', ErrorCode: '30006' })]);
      for (const sid of [unreachable, landline, waUnreachable]) {
        for (const callback of receiver.of(sid)) expect(callback.signature).toBe(expectedSignature(callbackUrl, callback.params));
      }
      // The `sent` callback of a message that is then undelivered has no ErrorCode.
      expect(receiver.of(unreachable).find((callback) => callback.params.get('MessageStatus') === 'sent')?.params.has('ErrorCode')).toBe(false);
    });
  });
});

describe('an outage of one channel', () => {
  it('refuses its sends with 503 (20503) while the other channel works, until it is over', async () => {
    const sandbox = await sandboxWith();
    expect(await testApi(sandbox, 'outage', { channel: 'sms', down: true })).toMatchObject({ status: 200, json: { outages: { sms: 'refuse', whatsapp: null } } });
    expect(await testApi(sandbox, 'outage', { channel: 'fax', down: true })).toMatchObject({ status: 400 });
    expect(await testApi(sandbox, 'outage', { channel: 'sms', down: true, mode: 'sometimes' })).toMatchObject({ status: 400 });
    expect(await send(sandbox, sms('+6281234567890'))).toMatchObject(twilioError(503, 20503));
    expect((await send(sandbox, whatsapp('+6281234567890'))).status).toBe(201);
    const health = (await fetch(`${sandbox.url}/messaging-sandbox/healthz`).then((r) => r.json())) as Record<string, unknown>;
    expect(health).toEqual({ status: 'ok', outages: { sms: 'refuse', whatsapp: null } });
    // The payment sandbox's paths are not its own: both run behind one local gateway.
    expect((await fetch(`${sandbox.url}/sandbox/healthz`)).status).toBe(404);

    expect(await testApi(sandbox, 'outage', { channel: 'sms', down: false })).toMatchObject({ json: { outages: { sms: null } } });
    const { status, json } = await send(sandbox, sms('+6281234567890'));
    expect(status).toBe(201);
    await eventually(async () => (await statusOf(sandbox, String(json['sid']))) === 'delivered', 10_000, 'an SMS delivered after the outage');
    expect(sandbox.messages().filter((message) => message.channel === 'sms')).toHaveLength(1);
  });

  it('in silent mode accepts its sends and never delivers them, nor those already under way', async () => {
    const receiver = await startReceiver();
    try {
      // Long enough between sent and delivered for the test to see `sent` on a busy machine.
      const sandbox = await sandboxWith({ deliveryDelayMs: 1_500 });
      const callbackUrl = `${receiver.url}/silent`;
      const underWay = String((await send(sandbox, { ...whatsapp('+6281234567890'), StatusCallback: callbackUrl })).json['sid']);
      await eventually(async () => (await statusOf(sandbox, underWay)) === 'sent', 10_000, 'the first message sent');

      expect(await testApi(sandbox, 'outage', { channel: 'whatsapp', down: true, mode: 'silent' })).toMatchObject({ json: { outages: { whatsapp: 'silent' } } });
      const swallowed = await send(sandbox, { ...whatsapp('+6281234567890'), StatusCallback: callbackUrl });
      expect(swallowed).toMatchObject({ status: 201, json: { status: 'queued' } });
      const smsMeanwhile = String((await send(sandbox, { ...sms('+6281234567890'), StatusCallback: callbackUrl })).json['sid']);
      await sandbox.idle();
      await testApi(sandbox, 'outage', { channel: 'whatsapp', down: false });
      await sandbox.idle();

      const swallowedSid = String(swallowed.json['sid']);
      expect(await statusOf(sandbox, swallowedSid)).toBe('queued');
      expect(receiver.of(swallowedSid)).toEqual([]);
      expect(await statusOf(sandbox, underWay)).toBe('sent');
      expect(receiver.of(underWay).map((callback) => callback.params.get('MessageStatus'))).toEqual(['sent']);
      expect(await statusOf(sandbox, smsMeanwhile)).toBe('delivered');
    } finally {
      await receiver.close();
    }
  });
});

describe('the test API', () => {
  it('lists the messages to a number, newest first, with the history of their statuses', async () => {
    const sandbox = await sandboxWith();
    const first = String((await send(sandbox, sms('+6281234567890', 'satu'))).json['sid']);
    const second = String((await send(sandbox, whatsapp('+6281234567890', 'dua'))).json['sid']);
    await send(sandbox, sms('+6289999990001', 'lain'));
    await sandbox.idle();

    const bare = await testApi(sandbox, 'messages?to=+6281234567890');
    const encoded = await testApi(sandbox, `messages?to=${encodeURIComponent('+6281234567890')}`);
    expect(bare).toEqual(encoded);
    const listed = bare.json['messages'] as Record<string, unknown>[];
    expect(listed.map((message) => message['sid'])).toEqual([second, first]);
    expect(listed[0]).toMatchObject({ channel: 'whatsapp', to: 'whatsapp:+6281234567890', body: 'dua', status: 'delivered', status_callback: null });
    expect(listed[1]).toMatchObject({ channel: 'sms', to: '+6281234567890', body: 'satu', status: 'delivered' });
    const history = listed[1]!['history'] as { status: string; at: string }[];
    expect(history.map((entry) => entry.status)).toEqual(['queued', 'sent', 'delivered']);
    expect(history.map((entry) => Date.parse(entry.at))).toEqual([...history.map((entry) => Date.parse(entry.at))].sort((a, b) => a - b));

    const onlyWhatsapp = (await testApi(sandbox, `messages?to=${encodeURIComponent('whatsapp:+6281234567890')}`)).json['messages'] as Record<string, unknown>[];
    expect(onlyWhatsapp.map((message) => message['sid'])).toEqual([second]);
    expect(((await testApi(sandbox, 'messages')).json['messages'] as unknown[]).length).toBe(3);
    expect((await testApi(sandbox, 'messages?to=%2B6280000000001')).json).toEqual({ messages: [] });
  });
});

describe('the messages page', () => {
  it('lists the messages newest first in Indonesian, English or Chinese, with nothing inline', async () => {
    const sandbox = await sandboxWith();
    await send(sandbox, sms('+6281234567890', 'Kode <b>123456</b> & jangan dibagikan'));
    await send(sandbox, whatsapp('+6281234567890', 'Pesanan INV-9 sudah dikirim'));
    await send(sandbox, sms('+6281200000000', 'tidak sampai'));
    await sandbox.idle();
    await testApi(sandbox, 'outage', { channel: 'whatsapp', down: true, mode: 'silent' });
    const page = async (query: string, cookie?: string) => {
      const response = await fetch(`${sandbox.url}/messaging-sandbox/messages${query}`, { headers: cookie ? { cookie } : {} });
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      return response.text();
    };

    const indonesian = await page('');
    expect(indonesian).toContain('<html lang="id">');
    expect(indonesian).toContain('Kode &#60;b&#62;123456&#60;/b&#62; &#38; jangan dibagikan');
    expect(indonesian).not.toContain('<b>123456');
    expect(indonesian.indexOf('tidak sampai')).toBeLessThan(indonesian.indexOf('Pesanan INV-9'));
    expect(indonesian.indexOf('Pesanan INV-9')).toBeLessThan(indonesian.indexOf('Kode &#60;b&#62;'));
    expect(indonesian).toContain('>Sampai<');
    expect(indonesian).toContain('>Tidak sampai (30003)<');
    expect(indonesian).toContain('WhatsApp sedang gangguan');
    expect(indonesian).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T[^"]+">[^<]+ WIB<\/time>/);
    // Nothing inline: the page is served under the shop's content security policy.
    expect(indonesian).not.toMatch(/<style|style=|<script|\son\w+=/);
    expect(indonesian).toContain('<link rel="stylesheet" href="/messaging-sandbox/messages.css">');
    const css = await fetch(`${sandbox.url}/messaging-sandbox/messages.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.message');

    const english = await page('?lang=en');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>Delivered<');
    expect(english).toContain('>Not delivered (30003)<');
    expect(english).toContain('<h2>Messages, newest first</h2>');
    const chinese = await page('', 'shop-locale=zh');
    expect(chinese).toContain('<html lang="zh-CN">');
    expect(chinese).toContain('>已送达<');
    expect(chinese).toContain('沙盒消息');
    expect(await page('', 'lang=en')).toContain('<html lang="en">');

    const filtered = await page(`?lang=en&to=${encodeURIComponent('+6281200000000')}`);
    expect(filtered).toContain('tidak sampai');
    expect(filtered).not.toContain('Pesanan INV-9');
    expect(filtered).toContain('href="/messaging-sandbox/messages?lang=ind&amp;to=%2B6281200000000"');
    expect((await fetch(`${sandbox.url}/messaging-sandbox/nothing`)).status).toBe(404);
  });

  it('says so when there are no messages', async () => {
    const sandbox = await sandboxWith();
    const text = await fetch(`${sandbox.url}/messaging-sandbox/messages?lang=en`).then((r) => r.text());
    expect(text).toContain('No messages yet.');
  });
});

describe('twilioEnv', () => {
  it("names the sandbox, its account and its senders as a service's Twilio settings", async () => {
    const sandbox = await sandboxWith({ senders: { sms: '+15005550006' } });
    expect(sandbox.twilioEnv).toEqual({
      TWILIO_API_URL: sandbox.url,
      TWILIO_ACCOUNT_SID: ACCOUNT,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_SMS_FROM: '+15005550006',
      TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
    });
  });
});
