import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger, type RunningExtra } from '@shop/service-kit';
import { freePort } from '@shop/test-kit';
import type { Receipt } from '../../../src/channels/channel.js';
import { twilioSignature } from '../../../src/channels/twilio-signature.js';
import { MAX_RECEIPT_BYTES, startReceiptsListener, twilioReceiptsUrl } from '../../../src/http/receipts-listener.js';

const authToken = 'receipts-test-token';
// The address the provider was given: behind a proxy in production, so not the one listened on.
const publicUrl = 'https://messages.shop.test/';
const signedUrl = twilioReceiptsUrl(publicUrl);

let listener: RunningExtra;
let endpoint: string;
const applied: Receipt[] = [];
let answer: (receipt: Receipt) => Promise<'applied' | 'unknown'>;

beforeAll(async () => {
  const port = await freePort();
  listener = await startReceiptsListener({
    host: '127.0.0.1',
    port,
    publicUrl,
    authToken,
    logger: createLogger({ service: 'messages', level: process.env.LOG_LEVEL ?? 'silent' }),
    onReceipt: (receipt) => answer(receipt),
  });
  endpoint = `http://127.0.0.1:${listener.port}/receipts/twilio`;
});

beforeEach(() => {
  applied.length = 0;
  answer = async (receipt) => {
    applied.push(receipt);
    return 'applied';
  };
});

afterAll(() => listener?.stop());

const sid = 'SM0123456789abcdef0123456789abcdef';
const fields = (status: string, extra: Record<string, string> = {}): Record<string, string> => ({
  MessageSid: sid,
  SmsSid: sid,
  AccountSid: 'AC0123456789abcdef0123456789abcdef',
  From: 'SHOP',
  To: '+6281234567890',
  MessageStatus: status,
  SmsStatus: status,
  ApiVersion: '2010-04-01',
  ...extra,
});

async function post(params: Record<string, string>, headers: Record<string, string> = { 'x-twilio-signature': twilioSignature(authToken, signedUrl, params) }): Promise<{ status: number; body: unknown }> {
  const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(params).toString() });
  return { status: response.status, body: await response.json() };
}

describe('the receipts listener', () => {
  it('applies a signed receipt, with its error code', async () => {
    expect(await post(fields('delivered'))).toEqual({ status: 200, body: { status: 'applied' } });
    expect(await post(fields('undelivered', { ErrorCode: '30003' }))).toMatchObject({ status: 200 });
    expect(applied).toEqual([
      { providerId: sid, status: 'delivered' },
      { providerId: sid, status: 'undelivered', errorCode: '30003' },
    ]);
  });

  it('takes a WhatsApp read as delivered, and sending as sent', async () => {
    await post(fields('read', { ChannelPrefix: 'whatsapp' }));
    await post(fields('sending'));
    expect(applied.map((receipt) => receipt.status)).toEqual(['delivered', 'sent']);
  });

  it('refuses a missing signature, another token’s, one of another URL or of other fields (401), applying nothing', async () => {
    const params = fields('delivered');
    expect(await post(params, {})).toEqual({ status: 401, body: { error: 'bad signature' } });
    expect((await post(params, { 'x-twilio-signature': twilioSignature('another-token', signedUrl, params) })).status).toBe(401);
    expect((await post(params, { 'x-twilio-signature': twilioSignature(authToken, endpoint, params) })).status).toBe(401);
    expect((await post(params, { 'x-twilio-signature': twilioSignature(authToken, signedUrl, fields('failed')) })).status).toBe(401);
    expect(applied).toEqual([]);
  });

  it('leaves the final receipt of an unknown message to be retried (404), and skips one on the way (200)', async () => {
    answer = async () => 'unknown';
    expect(await post(fields('delivered'))).toEqual({ status: 404, body: { status: 'unknown message' } });
    expect(await post(fields('failed', { ErrorCode: '30006' }))).toMatchObject({ status: 404 });
    expect(await post(fields('sent'))).toEqual({ status: 200, body: { status: 'unknown message' } });
    expect(await post(fields('queued'))).toMatchObject({ status: 200 });
  });

  it('answers 500 when the receipt cannot be applied now, so the provider retries', async () => {
    answer = async () => {
      throw new Error('database unavailable');
    };
    expect(await post(fields('delivered'))).toEqual({ status: 500, body: { error: 'try again' } });
  });

  it('ignores a signed status that is no receipt, and refuses a signed one without a sid', async () => {
    expect(await post(fields('received'))).toEqual({ status: 200, body: { status: 'ignored' } });
    const { MessageSid: _sid, ...withoutSid } = fields('delivered');
    expect((await post(withoutSid)).status).toBe(400);
    expect(applied).toEqual([]);
  });

  it('refuses a body over the limit (413), another content type (415), another method (405) or path (404)', async () => {
    const big = fields('delivered', { Body: 'x'.repeat(MAX_RECEIPT_BYTES) });
    expect((await post(big)).status).toBe(413);
    const json = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields('delivered')) });
    expect(json.status).toBe(415);
    expect((await fetch(endpoint)).status).toBe(405);
    expect((await fetch(endpoint.replace('/receipts/twilio', '/receipts/other'), { method: 'POST' })).status).toBe(404);
    expect(applied).toEqual([]);
  });

  it('refuses a field given twice', async () => {
    const body = `${new URLSearchParams(fields('delivered')).toString()}&MessageStatus=failed`;
    const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect(response.status).toBe(400);
    expect(applied).toEqual([]);
  });
});
