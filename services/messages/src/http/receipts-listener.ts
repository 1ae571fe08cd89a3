import type { IncomingMessage } from 'node:http';
import { readLimitedBody, startCallbackListener, type CallbackAnswer, type Logger, type RunningExtra } from '@shop/service-kit';
import { finalReceiptStatuses, type Receipt } from '../notifier/channel.js';
import { verifyTwilioSignature } from '../notifier/twilio-signature.js';

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

  async function twilioReceipt(request: IncomingMessage): Promise<CallbackAnswer> {
    if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')) return { status: 415, body: { error: 'application/x-www-form-urlencoded only' } };
    const text = await readLimitedBody(request, MAX_RECEIPT_BYTES);
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

  return startCallbackListener({ host: options.host, port: options.port, routes: { [TWILIO_RECEIPTS_PATH]: twilioReceipt }, logger, what: 'message receipts' });
}
