import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runWithRequestContext, type Logger, type RunningExtra } from '@shop/service-kit';
import { finalReceiptStatuses, type Receipt } from '../channels/channel.js';
import { verifyTwilioSignature } from '../channels/twilio-signature.js';

/** A status callback is a few hundred bytes; anything much larger is not one. */
export const MAX_RECEIPT_BYTES = 16 * 1024;

export const TWILIO_RECEIPTS_PATH = '/receipts/twilio';

/** The status callback URL to give Twilio with every send: the one the listener checks signatures against. */
export function twilioReceiptsUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${TWILIO_RECEIPTS_PATH}`;
}

/**
 * Twilio's message statuses as receipts. `read` (WhatsApp) implies delivered; `canceled` (a
 * scheduled message) ends it unsent. Others (`receiving`, `received`: inbound) are not receipts.
 */
const receiptStatuses: Readonly<Record<string, Receipt['status']>> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'sent',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

interface Answer {
  status: number;
  body: Record<string, string>;
}

/**
 * The HTTP endpoint Twilio posts message status callbacks to, `POST /receipts/twilio`
 * (form-encoded). Each is checked against its `X-Twilio-Signature`, made of the URL Twilio was
 * given (`twilioReceiptsUrl(publicUrl)`, not the one this listener sees behind a proxy): missing
 * or wrong, 401, nothing applied. Then `onReceipt` applies it:
 *
 * - `applied` (now or before: it is idempotent, so a repeated callback, one with the same
 *   `I-Twilio-Idempotency-Token`, changes nothing): 200;
 * - `unknown` with a final status (`delivered`, `undelivered`, `failed`): 404, so that Twilio
 *   retries it — the send that took the sid may still be committing it, and a lost final status
 *   would leave the delivery waiting for its timeout (a WhatsApp code's SMS sent for nothing);
 * - `unknown` with a status on the way (`queued`, `sent`): 200 — the final one follows, and
 *   nothing is lost by skipping it;
 * - a failure (the database down): 500, so that Twilio retries.
 *
 * A status that is no receipt (inbound) is answered 200 and ignored: a retry would not change it.
 * Callbacks arrive in any order; `onReceipt` goes by the status, not by the arrival.
 */
export async function startReceiptsListener(options: {
  host: string;
  /** 0: any free port. */
  port: number;
  /** The listener's public base URL, as the senders' status callback URL is made of it (`twilioReceiptsUrl`). */
  publicUrl: string;
  /** Twilio's auth token: the key of its signatures. */
  authToken: string;
  onReceipt: (receipt: Receipt) => Promise<'applied' | 'unknown'>;
  logger: Logger;
}): Promise<RunningExtra> {
  const { logger } = options;
  const signedUrl = twilioReceiptsUrl(options.publicUrl);

  async function twilioReceipt(request: IncomingMessage): Promise<Answer> {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) return { status: 415, body: { error: 'application/x-www-form-urlencoded only' } };
    const text = await readBody(request);
    if (text === undefined) return { status: 413, body: { error: `at most ${MAX_RECEIPT_BYTES} bytes` } };
    const form = new URLSearchParams(text);
    // No prototype: a field named __proto__ is a field like any other.
    const params = Object.create(null) as Record<string, string>;
    for (const [name, value] of form) {
      if (Object.hasOwn(params, name)) return { status: 400, body: { error: `${name} given twice` } };
      params[name] = value;
    }
    const signature = request.headers['x-twilio-signature'];
    if (!verifyTwilioSignature(options.authToken, signedUrl, params, typeof signature === 'string' ? signature : undefined)) {
      logger.warn({ messageSid: params.MessageSid, signed: signature !== undefined }, 'status callback with a bad or missing signature ignored');
      return { status: 401, body: { error: 'bad signature' } };
    }
    const providerId = params.MessageSid;
    const reported = params.MessageStatus;
    if (!providerId || !reported) return { status: 400, body: { error: 'MessageSid and MessageStatus are required' } };
    const status = receiptStatuses[reported];
    const fields = { messageSid: providerId, messageStatus: reported, errorCode: params.ErrorCode, token: request.headers['i-twilio-idempotency-token'] };
    if (!status) {
      logger.info(fields, 'status callback that is no receipt ignored');
      return { status: 200, body: { status: 'ignored' } };
    }
    const receipt: Receipt = { providerId, status, ...(params.ErrorCode ? { errorCode: params.ErrorCode } : {}) };
    const outcome = await options.onReceipt(receipt);
    if (outcome === 'applied') {
      logger.debug(fields, 'receipt applied');
      return { status: 200, body: { status: 'applied' } };
    }
    if (finalReceiptStatuses.has(status)) {
      logger.info(fields, 'final receipt of an unknown message: left for the provider to retry');
      return { status: 404, body: { status: 'unknown message' } };
    }
    logger.debug(fields, 'receipt on the way of an unknown message skipped');
    return { status: 200, body: { status: 'unknown message' } };
  }

  async function handle(request: IncomingMessage): Promise<Answer> {
    const path = new URL(request.url ?? '/', 'http://receipts').pathname;
    if (path !== TWILIO_RECEIPTS_PATH) return { status: 404, body: { error: 'not found' } };
    if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    return twilioReceipt(request);
  }

  const server = createServer((request, response) => {
    void runWithRequestContext({ requestId: randomUUID() }, () =>
      handle(request).then(
        (answer) => send(response, answer),
        (error: unknown) => {
          logger.error({ err: error, path: request.url }, 'status callback failed');
          send(response, { status: 500, body: { error: 'try again' } });
        },
      ),
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, 'message receipts listening');
  return {
    port,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    },
  };
}

/** The request body as text, or undefined once it passes the limit (the rest is not read). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_RECEIPT_BYTES) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_RECEIPT_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: Answer): void {
  if (response.headersSent) return;
  const body = JSON.stringify(answer.body);
  // A refused body is not read to its end: the connection closes rather than drain it.
  const close = answer.status === 413 || answer.status === 415;
  response.writeHead(answer.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(close ? { connection: 'close' } : {}) });
  response.end(body);
}
