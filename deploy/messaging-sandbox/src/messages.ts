import { createHmac, randomBytes } from 'node:crypto';

export const API_VERSION = '2010-04-01';

export const channels = ['sms', 'whatsapp'] as const;
export type Channel = (typeof channels)[number];

/** The statuses an outbound message goes through here (Twilio has more: sending, read, scheduled, canceled). */
export type MessageStatus = 'accepted' | 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/** A message as the sandbox keeps it (in memory). */
export interface Message {
  sid: string;
  accountSid: string;
  channel: Channel;
  /** As given: `+62…` for SMS, `whatsapp:+62…` for WhatsApp. */
  to: string;
  /** Null until a Messaging Service has picked its sender. */
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | undefined;
  status: MessageStatus;
  /** Every status the message has had, oldest first. */
  history: { status: MessageStatus; at: Date }[];
  errorCode: number | null;
  numSegments: number;
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | undefined;
}

/** A Twilio REST error: the HTTP status and the body `{code, message, more_info, status}`. */
export class TwilioError {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly message: string,
  ) {}

  get body(): Record<string, unknown> {
    return { code: this.code, message: this.message, more_info: `https://www.twilio.com/docs/errors/${this.code}`, status: this.status };
  }
}

/** The error codes of a message that did not arrive, and Twilio's words for them. */
export const deliveryErrors = {
  30003: 'Unreachable destination handset',
  30006: 'Landline or unreachable carrier',
} as const;
export type DeliveryError = keyof typeof deliveryErrors;

/**
 * The deterministic failure rules: a number ending in 0000 is sent but never arrives
 * (`undelivered`, 30003); one ending in 9999 cannot be sent at all (`failed`, 30006).
 */
export function fateOf(to: string): { status: 'delivered' } | { status: 'undelivered' | 'failed'; errorCode: DeliveryError } {
  if (to.endsWith('0000')) return { status: 'undelivered', errorCode: 30003 };
  if (to.endsWith('9999')) return { status: 'failed', errorCode: 30006 };
  return { status: 'delivered' };
}

const E164 = /^\+[1-9]\d{6,14}$/;
/** An alphanumeric sender id (SMS only), as registered senders in Indonesia often are. */
const ALPHANUMERIC_SENDER = /^(?=.*[A-Za-z])[A-Za-z0-9 ]{1,11}$/;
const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/;
const MAX_BODY_CHARACTERS = 1600;

function channelOf(address: string): Channel {
  return address.startsWith('whatsapp:') ? 'whatsapp' : 'sms';
}

function isAddress(address: string, channel: Channel, sender: boolean): boolean {
  if (channel === 'whatsapp') return E164.test(address.slice('whatsapp:'.length));
  return E164.test(address) || (sender && ALPHANUMERIC_SENDER.test(address));
}

/** A new sid: two letters and 32 hex digits (`SM…` for a message). */
export function newSid(prefix: string): string {
  return `${prefix}${randomBytes(16).toString('hex')}`;
}

/**
 * A message from the form fields of a `Messages.json` create, or the error Twilio answers:
 * `To` (E.164, `whatsapp:` for WhatsApp), `From` or `MessagingServiceSid`, `Body`, optional
 * `StatusCallback`.
 */
export function messageFromRequest(form: URLSearchParams, accountSid: string, now: Date): Message | TwilioError {
  const to = form.get('To')?.trim() ?? '';
  const from = form.get('From')?.trim() ?? '';
  const messagingServiceSid = form.get('MessagingServiceSid')?.trim() ?? '';
  const body = form.get('Body') ?? '';
  const statusCallback = form.get('StatusCallback')?.trim() ?? '';
  if (!to) return new TwilioError(400, 21604, "A 'To' phone number is required.");
  const channel = channelOf(to);
  if (!isAddress(to, channel, false)) return new TwilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!from && !messagingServiceSid) return new TwilioError(400, 21603, "A 'From' phone number is required.");
  if (from && !isAddress(from, channelOf(from), true)) return new TwilioError(400, 21212, `The 'From' number ${from} is not a valid phone number, shortcode, or alphanumeric sender ID.`);
  if (from && channelOf(from) !== channel) return new TwilioError(400, 21910, 'Invalid From and To pair. From and To should be of the same channel');
  if (messagingServiceSid && !MESSAGING_SERVICE_SID.test(messagingServiceSid)) return new TwilioError(400, 21701, `The Messaging Service Sid ${messagingServiceSid} is invalid.`);
  if (!body.trim()) return new TwilioError(400, 21602, 'Message body is required.');
  if (body.length > MAX_BODY_CHARACTERS) return new TwilioError(400, 21617, `The concatenated message body exceeds the ${MAX_BODY_CHARACTERS} character limit.`);
  if (statusCallback && !isHttpUrl(statusCallback)) return new TwilioError(400, 21609, `The StatusCallback URL ${statusCallback} is not a valid URL.`);
  // With a Messaging Service and no From, Twilio answers `accepted` and picks the sender later.
  const status: MessageStatus = from ? 'queued' : 'accepted';
  return {
    sid: newSid('SM'),
    accountSid,
    channel,
    to,
    from: from || null,
    messagingServiceSid: messagingServiceSid || null,
    body,
    statusCallback: statusCallback || undefined,
    status,
    history: [{ status, at: now }],
    errorCode: null,
    numSegments: channel === 'whatsapp' ? 1 : segmentsOf(body),
    createdAt: now,
    updatedAt: now,
    sentAt: undefined,
  };
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const GSM_BASIC = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** SMS segments of a body: GSM-7 (160 characters, 153 a part) or, with any other character, UCS-2 (70, 67 a part). */
export function segmentsOf(body: string): number {
  let septets = 0;
  for (const character of body) {
    if (GSM_BASIC.includes(character)) septets += 1;
    else if (GSM_EXTENDED.includes(character)) septets += 2;
    else return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
  }
  return septets <= 160 ? 1 : Math.ceil(septets / 153);
}

/** A date as Twilio writes it (RFC 2822): `Sun, 29 Nov 2026 16:04:14 +0000`. */
export function rfc2822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

/** The message resource, as Twilio answers a create or a fetch. */
export function messageJson(message: Message): Record<string, unknown> {
  const uri = `/${API_VERSION}/Accounts/${message.accountSid}/Messages/${message.sid}`;
  return {
    account_sid: message.accountSid,
    api_version: API_VERSION,
    body: message.body,
    date_created: rfc2822(message.createdAt),
    date_sent: message.sentAt ? rfc2822(message.sentAt) : null,
    date_updated: rfc2822(message.updatedAt),
    direction: 'outbound-api',
    error_code: message.errorCode,
    error_message: message.errorCode === null ? null : (deliveryErrors[message.errorCode as DeliveryError] ?? null),
    from: message.from,
    messaging_service_sid: message.messagingServiceSid,
    num_media: '0',
    num_segments: String(message.numSegments),
    price: null,
    price_unit: 'USD',
    sid: message.sid,
    status: message.status,
    subresource_uris: { media: `${uri}/Media.json`, feedback: `${uri}/Feedback.json` },
    to: message.to,
    uri: `${uri}.json`,
  };
}

/** The form fields of a status callback, as Twilio posts them. */
export function callbackParams(message: Message): Record<string, string> {
  return {
    MessageSid: message.sid,
    SmsSid: message.sid,
    AccountSid: message.accountSid,
    From: message.from ?? '',
    To: message.to,
    MessageStatus: message.status,
    SmsStatus: message.status,
    ApiVersion: API_VERSION,
    ...(message.messagingServiceSid ? { MessagingServiceSid: message.messagingServiceSid } : {}),
    ...(message.errorCode !== null ? { ErrorCode: String(message.errorCode) } : {}),
    ...(message.channel === 'whatsapp' ? { ChannelPrefix: 'whatsapp', ChannelToAddress: message.to.slice('whatsapp:'.length) } : {}),
  };
}

/**
 * `X-Twilio-Signature`: Base64 of the HMAC-SHA1, keyed by the auth token, of the full URL followed
 * by every POST parameter's name and value, sorted by name.
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
