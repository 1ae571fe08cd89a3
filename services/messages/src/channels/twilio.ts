import type { Logger } from '@shop/service-kit';
import type { ChannelSender, OutgoingMessage, SendOutcome } from './channel.js';

export interface TwilioSettings {
  /** https://api.twilio.com, or the local messaging sandbox's URL. */
  apiUrl: string;
  /** `AC…`: the HTTP Basic user name and the path's account. */
  accountSid: string;
  /** The HTTP Basic password; also the key of the status callbacks' signatures. */
  authToken: string;
  /** The SMS sender: a number (`+…`) or an alphanumeric sender id. */
  smsFrom: string;
  /** The WhatsApp sender, `whatsapp:+…` (a bare `+…` gets the prefix). */
  whatsappFrom: string;
  /** Where Twilio posts the message's status changes: the receipts listener's public URL, exactly as it checks signatures against it. */
  statusCallbackUrl: string;
  /** The longest one send may take, answer included. */
  timeoutMs: number;
  /** Failures are logged with the delivery key (never the credentials). */
  logger?: Logger;
}

/** Twilio error codes answered with a 4xx that say nothing against the message: its turn may come. */
const TRANSIENT_TWILIO_CODES: ReadonlySet<number> = new Set([
  20003, // authentication failed: our credentials, not the message
  20005, // account not active
  20429, // too many requests
  21611, // the sender's queue is full
]);

/** HTTP statuses that are the provider's trouble or ours (credentials, the account's path), not the message's. */
const TRANSIENT_HTTP_STATUSES: ReadonlySet<number> = new Set([401, 403, 404, 408, 409, 425, 429]);

const WHATSAPP = 'whatsapp:';

const whatsappAddress = (address: string): string => (address.startsWith(WHATSAPP) ? address : `${WHATSAPP}${address}`);

/**
 * The SMS and WhatsApp senders over Twilio's Programmable Messaging API: one `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, HTTP Basic, with the status callback
 * URL, for either channel (a WhatsApp address is `whatsapp:+62…`). A 201 is `sent` with the
 * message's sid; the outcome comes later as a receipt. Twilio takes no idempotency key: a send
 * that timed out may still have been accepted, and retrying it may send the message twice.
 */
export function twilioSenders(settings: TwilioSettings): { sms: ChannelSender; whatsapp: ChannelSender } {
  const endpoint = `${settings.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const whatsappFrom = whatsappAddress(settings.whatsappFrom);

  const send = async (channel: 'sms' | 'whatsapp', message: OutgoingMessage): Promise<SendOutcome> => {
    const form = new URLSearchParams({
      To: channel === 'whatsapp' ? whatsappAddress(message.to) : message.to,
      From: channel === 'whatsapp' ? whatsappFrom : settings.smsFrom,
      Body: message.text,
      StatusCallback: settings.statusCallbackUrl,
    });
    let outcome: SendOutcome;
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { accept: 'application/json', authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      const text = await response.text();
      outcome = twilioSendOutcome(response.status, parseJson(text));
    } catch (error) {
      outcome = twilioUnreachable(error, settings.timeoutMs);
    }
    if (outcome.outcome === 'failed') settings.logger?.warn({ key: message.key, channel, error: outcome.error, retryable: outcome.retryable }, 'message not taken by twilio');
    else settings.logger?.debug({ key: message.key, channel, providerId: outcome.providerId }, 'message taken by twilio');
    return outcome;
  };

  return {
    sms: { send: (message) => send('sms', message) },
    whatsapp: { send: (message) => send('whatsapp', message) },
  };
}

/**
 * What Twilio's answer to a send means: 2xx with a sid, sent; 5xx, 429, and the provider refusing
 * our credentials or account (401, 403, 404: ours to fix, not the message's), retryable; any other
 * 4xx (Twilio's validation: 21211 invalid number, 21610 unsubscribed recipient, 63016 outside the
 * WhatsApp window, …), not retryable, unless its code is one that passes (queue full, rate limit).
 */
export function twilioSendOutcome(status: number, body: unknown): SendOutcome {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (status >= 200 && status < 300) {
    if (typeof fields.sid === 'string' && fields.sid) return { outcome: 'sent', providerId: fields.sid };
    // Maybe taken, but nothing to follow it by: another try is better than silence.
    return { outcome: 'failed', error: `twilio HTTP ${status} without a message sid`, retryable: true };
  }
  const code = typeof fields.code === 'number' ? fields.code : typeof fields.code === 'string' && /^\d+$/.test(fields.code) ? Number(fields.code) : undefined;
  const message = typeof fields.message === 'string' ? fields.message : undefined;
  const error = code !== undefined ? `twilio ${code}: ${message ?? `HTTP ${status}`}` : `twilio HTTP ${status}${message ? `: ${message}` : ''}`;
  const retryable = status >= 500 || status < 400 || TRANSIENT_HTTP_STATUSES.has(status) || (code !== undefined && TRANSIENT_TWILIO_CODES.has(code));
  return { outcome: 'failed', error, retryable };
}

/** A send that got no answer (refused connection, DNS, reset, timeout): retryable. */
export function twilioUnreachable(error: unknown, timeoutMs: number): SendOutcome {
  const { name, message, cause } = errorParts(error);
  if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'failed', error: `twilio did not answer within ${timeoutMs} ms`, retryable: true };
  const because = cause === undefined ? '' : `: ${errorParts(cause).message}`;
  return { outcome: 'failed', error: `twilio unreachable: ${message}${because}`, retryable: true };
}

/** An error's name, message and cause, read by shape (fetch's errors may come from another realm than this module's Error). */
function errorParts(error: unknown): { name: string; message: string; cause: unknown } {
  if (typeof error !== 'object' || error === null) return { name: '', message: String(error), cause: undefined };
  const fields = error as { name?: unknown; message?: unknown; cause?: unknown };
  return { name: typeof fields.name === 'string' ? fields.name : '', message: typeof fields.message === 'string' ? fields.message : String(error), cause: fields.cause };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
