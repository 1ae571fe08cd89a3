import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@shop/test-kit';
import { startSandbox, type RunningSandbox, type SandboxOptions } from '../src/index.js';

const KEY = 'SB-Mid-server-test-key-0001';
const sha512 = (text: string) => createHash('sha512').update(text).digest('hex');

/** A notification receiver: records every body it gets; `refuse` answers 500 to the first N. */
async function startReceiver(refuse = 0): Promise<{ url: string; bodies: Record<string, string>[]; close(): Promise<void> }> {
  const bodies: Record<string, string>[] = [];
  let refused = 0;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (refused < refuse) {
        refused += 1;
        response.writeHead(500).end();
        return;
      }
      bodies.push(JSON.parse(Buffer.concat(chunks).toString()) as Record<string, string>);
      response.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const running: RunningSandbox[] = [];
async function sandboxWith(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ serverKey: KEY, retryDelayMs: 20, payoutDelayMs: 20, ...options });
  running.push(sandbox);
  return sandbox;
}
afterEach(async () => {
  for (const sandbox of running.splice(0)) await sandbox.stop();
});

const basic = (key = KEY) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;
async function call(sandbox: RunningSandbox, method: string, path: string, body?: unknown, key = KEY): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { authorization: basic(key), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
let orders = 0;
const charge = (options: Record<string, unknown>, amount = 150_000) => ({
  transaction_details: { order_id: `order-${process.pid}-${++orders}`, gross_amount: amount },
  custom_expiry: { order_time: '2026-11-26 10:00:00 +0700', expiry_duration: 60, unit: 'minute' },
  ...options,
});

describe('charges', () => {
  it('open a virtual account per bank, a Mandiri bill, a QRIS code and e-wallet redirects to the pay page', async () => {
    const sandbox = await sandboxWith({ publicUrl: 'http://localhost:3000/sandbox' });
    for (const [bank, digits] of [['bca', 11], ['bni', 16], ['bri', 15]] as const) {
      const { status, json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank } }));
      expect(status).toBe(201);
      expect(json).toMatchObject({ status_code: '201', transaction_status: 'pending', gross_amount: '150000.00', currency: 'IDR', va_numbers: [{ bank }] });
      expect((json['va_numbers'] as { va_number: string }[])[0]!.va_number).toMatch(new RegExp(`^\\d{${digits}}$`));
    }
    const permata = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'permata' } }));
    expect(permata.json['permata_va_number']).toMatch(/^\d{18}$/);
    const mandiri = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'echannel', echannel: { bill_info1: 'Payment:', bill_info2: 'Recharge' } }));
    expect(mandiri.json).toMatchObject({ biller_code: '70012', bill_key: expect.stringMatching(/^\d{12}$/) });

    const qris = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'qris', qris: { acquirer: 'gopay' } }));
    const orderId = String(qris.json['order_id']);
    expect(qris.json['qr_string']).toBe(`http://localhost:3000/sandbox/pay/${orderId}`);
    expect(qris.json['actions']).toEqual([{ name: 'generate-qr-code', method: 'GET', url: `http://localhost:3000/sandbox/qr/${orderId}` }]);
    const qrImage = await fetch(`${sandbox.url}/sandbox/qr/${orderId}`);
    expect(qrImage.headers.get('content-type')).toBe('image/svg+xml');
    expect(await qrImage.text()).toMatch(/^<svg /);

    for (const wallet of ['gopay', 'shopeepay']) {
      const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: wallet, [wallet]: { callback_url: 'http://localhost:3000/h5/merchant/recharge' } }));
      const redirect = (json['actions'] as { name: string; url: string }[]).find((action) => action.name === 'deeplink-redirect');
      expect(redirect?.url).toBe(`http://localhost:3000/sandbox/pay/${String(json['order_id'])}`);
    }
  });

  it('refuse a wrong key, a reused order id and a bad request; deny amounts ending in 999', async () => {
    const sandbox = await sandboxWith();
    const request = charge({ payment_type: 'qris' });
    expect((await call(sandbox, 'POST', '/v2/charge', request, 'SB-Mid-server-another')).status).toBe(401);
    expect((await call(sandbox, 'POST', '/v2/charge', request)).status).toBe(201);
    expect(await call(sandbox, 'POST', '/v2/charge', request)).toMatchObject({ status: 406, json: { status_code: '406' } });
    expect((await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'ocbc' } }))).status).toBe(400);
    expect(await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'qris' }, 10_999))).toMatchObject({ json: { status_code: '202', transaction_status: 'deny' } });
  });

  it('answer the status of a charge, and 404 for an unknown order', async () => {
    const sandbox = await sandboxWith();
    const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bni' } }));
    const orderId = String(json['order_id']);
    expect((await call(sandbox, 'GET', `/v2/${orderId}/status`)).json).toMatchObject({ status_code: '201', transaction_status: 'pending' });
    sandbox.pay(orderId);
    expect((await call(sandbox, 'GET', `/v2/${orderId}/status`)).json).toMatchObject({ status_code: '200', transaction_status: 'settlement', settlement_time: expect.any(String) });
    expect(await call(sandbox, 'GET', '/v2/nobody/status')).toMatchObject({ status: 404, json: { status_code: '404' } });
  });
});

describe('notifications', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('are signed as Midtrans signs them, sent in copies, with a stale pending after the final one', async () => {
    const sandbox = await sandboxWith({ chargeNotificationUrl: receiver.url, copies: 3, stalePending: true });
    const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bca' } }));
    const orderId = String(json['order_id']);
    const response = await fetch(`${sandbox.url}/sandbox/api/charges/${orderId}/pay`, { method: 'POST' });
    expect(response.status).toBe(200);
    await sandbox.idle();
    const mine = receiver.bodies.filter((body) => body['order_id'] === orderId);
    // Three copies of the first pending, of the settlement and of the stale pending.
    expect(mine.map((body) => body['transaction_status']).sort()).toEqual([...Array(6).fill('pending'), 'settlement', 'settlement', 'settlement']);
    // The stale pending comes after a settlement was delivered.
    expect(mine.findIndex((body) => body['transaction_status'] === 'settlement')).toBeLessThan(mine.map((body) => body['transaction_status']).lastIndexOf('pending'));
    for (const body of mine) {
      expect(body['signature_key']).toBe(sha512(`${orderId}${body['status_code']}${body['gross_amount']}${KEY}`));
    }
    expect(mine.find((body) => body['transaction_status'] === 'settlement')).toMatchObject({ status_code: '200', gross_amount: '150000.00', currency: 'IDR', fraud_status: 'accept' });
    // Paying twice is refused: the charge is final.
    expect((await fetch(`${sandbox.url}/sandbox/api/charges/${orderId}/pay`, { method: 'POST' })).status).toBe(409);
  });

  it('are retried with backoff until answered 2xx', async () => {
    const stubborn = await startReceiver(3);
    try {
      const sandbox = await sandboxWith({ chargeNotificationUrl: stubborn.url });
      const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'qris' }));
      await sandbox.idle();
      expect(stubborn.bodies.map((body) => body['order_id'])).toEqual([json['order_id']]);
    } finally {
      await stubborn.close();
    }
  });

  it('tell of the expiry of an unpaid charge at its expiry time', async () => {
    const sandbox = await sandboxWith({ chargeNotificationUrl: receiver.url });
    const { json } = await call(sandbox, 'POST', '/v2/charge', { ...charge({ payment_type: 'gopay' }), custom_expiry: { expiry_duration: 1, unit: 'second' } });
    const orderId = String(json['order_id']);
    await eventually(() => receiver.bodies.some((body) => body['order_id'] === orderId && body['transaction_status'] === 'expire'), 10_000, 'the expiry notified');
    expect(receiver.bodies.find((body) => body['order_id'] === orderId && body['transaction_status'] === 'expire')).toMatchObject({ status_code: '407' });
    expect(sandbox.charge(orderId)?.status).toBe('expire');
  });

  it('wait during an outage, while the APIs answer 503, and go out once it is over', async () => {
    const sandbox = await sandboxWith({ chargeNotificationUrl: receiver.url });
    const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'shopeepay' }));
    const orderId = String(json['order_id']);
    await sandbox.idle();
    await fetch(`${sandbox.url}/sandbox/api/outage`, { method: 'POST', body: JSON.stringify({ down: true }) });
    expect((await call(sandbox, 'GET', `/v2/${orderId}/status`)).status).toBe(503);
    sandbox.pay(orderId);
    // The settlement's delivery has come round and been held back by the outage.
    await eventually(() => sandbox.heldNotifications() > 0, 10_000, 'a notification held back');
    expect(receiver.bodies.some((body) => body['order_id'] === orderId && body['transaction_status'] === 'settlement')).toBe(false);
    await fetch(`${sandbox.url}/sandbox/api/outage`, { method: 'POST', body: JSON.stringify({ down: false }) });
    await sandbox.idle();
    expect(receiver.bodies.some((body) => body['order_id'] === orderId && body['transaction_status'] === 'settlement')).toBe(true);
  });
});

describe('payouts', () => {
  it('are accepted once per reference, then completed, or failed for an account ending in 0000, each with a signed callback', async () => {
    const receiver = await startReceiver();
    try {
      const sandbox = await sandboxWith({ payoutNotificationUrl: receiver.url });
      const payout = (reference: string, account: string) => ({
        payouts: [{ reference_no: reference, beneficiary_name: 'Siti Rahayu', beneficiary_account: account, beneficiary_bank: 'bca', amount: '95000.00', notes: 'Withdrawal' }],
      });
      expect(await call(sandbox, 'POST', '/iris/api/v1/payouts', payout('w-ok', '1234567890'))).toMatchObject({ status: 201, json: { payouts: [{ status: 'queued', reference_no: 'w-ok' }] } });
      expect((await call(sandbox, 'POST', '/iris/api/v1/payouts', payout('w-ok', '1234567890'))).json).toMatchObject({ payouts: [{ reference_no: 'w-ok' }] });
      await call(sandbox, 'POST', '/iris/api/v1/payouts', payout('w-bad', '1234560000'));
      await eventually(() => receiver.bodies.length >= 2, 10_000, 'both payout callbacks');
      await sandbox.idle();
      const byReference = Object.fromEntries(receiver.bodies.map((body) => [body['reference_no'], body]));
      expect(receiver.bodies).toHaveLength(2);
      expect(byReference['w-ok']).toMatchObject({ status: 'completed', amount: '95000.00' });
      expect(byReference['w-bad']).toMatchObject({ status: 'failed', error_code: 'invalid_account' });
      for (const body of receiver.bodies) expect(body['signature_key']).toBe(sha512(`${body['reference_no']}${body['status']}${body['amount']}${KEY}`));
      expect((await call(sandbox, 'GET', '/iris/api/v1/payouts/w-bad')).json).toMatchObject({ status: 'failed' });
      expect((await call(sandbox, 'GET', '/iris/api/v1/payouts/w-none')).status).toBe(404);
    } finally {
      await receiver.close();
    }
  });
});

describe('the pay page', () => {
  it('shows the amount and VA number in the language asked for, and pays with a form post', async () => {
    const sandbox = await sandboxWith();
    const { json } = await call(sandbox, 'POST', '/v2/charge', charge({ payment_type: 'bank_transfer', bank_transfer: { bank: 'bri' } }, 250_000));
    const orderId = String(json['order_id']);
    const page = (query: string, cookie?: string) => fetch(`${sandbox.url}/sandbox/pay/${orderId}${query}`, { headers: cookie ? { cookie } : {} }).then((r) => r.text());
    const indonesian = await page('');
    expect(indonesian).toContain('<html lang="id">');
    expect(indonesian).toContain('Rp 250.000');
    expect(indonesian).toContain((json['va_numbers'] as { va_number: string }[])[0]!.va_number);
    expect(indonesian).toMatch(/<button type="submit" name="action" value="pay" class="pay">Bayar<\/button>/);
    expect(await page('?lang=en')).toContain('Let it expire');
    // Nothing inline: the page is served under the shop's content security policy.
    expect(indonesian).not.toMatch(/<style|style=|<script/);
    expect(indonesian).toContain('<link rel="stylesheet" href="/sandbox/pay.css">');
    expect((await fetch(`${sandbox.url}/sandbox/pay.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await page('', 'shop-locale=zh')).toContain('<html lang="zh-CN">');
    expect(await page('', 'lang=en')).toContain('<html lang="en">');

    const paid = await fetch(`${sandbox.url}/sandbox/pay/${orderId}?lang=en`, { method: 'POST', body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/sandbox/pay/${orderId}?lang=en`);
    expect(sandbox.charge(orderId)?.status).toBe('settlement');
    const after = await page('?lang=en');
    expect(after).toContain('role="status">Paid<');
    expect(after).not.toContain('value="pay"');
    expect((await fetch(`${sandbox.url}/sandbox/pay/unknown`)).status).toBe(404);
  });
});
