import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hasBasicAuth, languageOf, Notifier, OutageSwitch, startSandboxServer, textBody, Timers, type CommonRunningSandbox, type CommonSandboxOptions, type Delivery, type JsonAnswer, type PageAnswer } from '@shop/sandbox-kit';
import { API_VERSION, callbackParams, channels, fateOf, messageFromRequest, messageJson, twilioSignature, TwilioError, type Channel, type Message, type MessageStatus } from './messages.js';
import { messagesPage, messagesPageCss } from './messages-page.js';

export const outageModes = ['refuse', 'silent'] as const;
export type OutageMode = (typeof outageModes)[number];

/** `maxAttempts`: per status callback, default 10. */
export interface SandboxOptions extends CommonSandboxOptions {
  /** The account: `AC` and 32 hex digits, the HTTP Basic user name and the path's `{AccountSid}`. */
  accountSid: string;
  /** The HTTP Basic password, and the key of every callback's `X-Twilio-Signature`. */
  authToken: string;
  /** How long a message stays queued before it is sent (or fails); default 500 ms. */
  sendDelayMs?: number;
  /** How long a sent message takes to be delivered (or not); default 1500 ms. */
  deliveryDelayMs?: number;
  /** The senders a Messaging Service picks when a send names no `From`; default `SHOP` and `whatsapp:+14155238886`. */
  senders?: Partial<Record<Channel, string>>;
}

/** Its `url`: the Messages API at `/2010-04-01`, pages and the test API under `/messaging-sandbox/`; `idle` also waits for every message to reach its last status. */
export interface RunningSandbox extends CommonRunningSandbox {
  /** The settings that make this sandbox a service's messaging provider (`twilioEnv`). */
  twilioEnv: Record<string, string>;
  message(sid: string): Message | undefined;
  /** Newest first; `to` as in the test API (a bare number matches its SMS and its WhatsApp messages). */
  messages(to?: string): Message[];
  /**
   * Down: sends to the channel answer 503 (`refuse`) or are accepted and never delivered
   * (`silent`); messages of the channel under way when it goes down are never delivered either.
   */
  setOutage(channel: Channel, down: boolean, mode?: OutageMode): void;
  /** Status callbacks given up after their last attempt. */
  givenUpCallbacks(): number;
}

/**
 * The settings that make the sandbox at `url` a service's messaging provider: the base URL its
 * Twilio adapter posts to (`<TWILIO_API_URL>/2010-04-01/Accounts/<sid>/Messages.json`), the
 * account, and the sandbox's senders as the service's own (`TWILIO_SMS_FROM`, `TWILIO_WHATSAPP_FROM`).
 */
export function twilioEnv(url: string, account: { accountSid: string; authToken: string }, senders: Record<Channel, string>): Record<string, string> {
  return {
    TWILIO_API_URL: url,
    TWILIO_ACCOUNT_SID: account.accountSid,
    TWILIO_AUTH_TOKEN: account.authToken,
    TWILIO_SMS_FROM: senders.sms,
    TWILIO_WHATSAPP_FROM: senders.whatsapp,
  };
}

/** Its own paths' prefix: its pages, the test API and the health check. */
const PREFIX = '/messaging-sandbox';
const ACCOUNT_SID = /^AC[0-9a-f]{32}$/;

/** Starts the sandbox provider; its messages live in this process only. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  if (!ACCOUNT_SID.test(options.accountSid)) throw new Error('accountSid is AC and 32 hex digits');
  if (!options.authToken) throw new Error('authToken is required');
  const log = options.log ?? (() => undefined);
  const messages = new Map<string, Message>();
  const timers = new Timers();
  const outages = new OutageSwitch({ channels, modes: outageModes, describe: (mode) => (mode === 'refuse' ? 'sends refused' : 'sends accepted, never delivered'), log });
  const senders: Record<Channel, string> = { sms: options.senders?.sms ?? 'SHOP', whatsapp: options.senders?.whatsapp ?? 'whatsapp:+14155238886' };
  const sendDelayMs = options.sendDelayMs ?? 500;
  const deliveryDelayMs = options.deliveryDelayMs ?? 1_500;
  const notifier = new Notifier({ retryDelayMs: options.retryDelayMs ?? 500, maxAttempts: options.maxAttempts ?? 10, log });

  const later = (ms: number, work: () => void) => timers.after(ms, work);

  /** Moves a message to its next status, and posts the change to its status callback. */
  function update(message: Message, status: MessageStatus, errorCode: number | null = null): void {
    const now = new Date();
    Object.assign(message, { status, errorCode, updatedAt: now });
    if (status === 'sent') message.sentAt = now;
    message.history.push({ status, at: now });
    log(`message ${message.sid} (${message.channel} to ${message.to}): ${status}${errorCode === null ? '' : ` ${errorCode}`}`);
    if (message.statusCallback) void notifier.send(statusCallback(message.statusCallback, callbackParams(message)), `the callback ${message.sid} ${status}`);
  }

  /** A message whose channel is down when its next step falls due stays where it is, for good. */
  function lost(message: Message): boolean {
    if (!outages.isDown(message.channel)) return false;
    log(`message ${message.sid} (${message.channel} to ${message.to}): lost in the ${message.channel} outage, left ${message.status}`);
    return true;
  }

  /** Sends, then delivers (or fails) a message, after the configured delays, as its number's fate says. */
  function dispatch(message: Message): void {
    const fate = fateOf(message.to);
    later(sendDelayMs, () => {
      if (lost(message)) return;
      if (message.status === 'accepted') {
        message.from = senders[message.channel];
        update(message, 'queued');
      }
      if (fate.status === 'failed') return update(message, 'failed', fate.errorCode);
      update(message, 'sent');
      later(deliveryDelayMs, () => {
        if (lost(message)) return;
        update(message, fate.status, fate.status === 'delivered' ? null : fate.errorCode);
      });
    });
  }

  /**
   * A status callback as Twilio posts it: form-encoded, signed with `X-Twilio-Signature`, with an
   * `I-Twilio-Idempotency-Token` that stays the same across its retries.
   */
  function statusCallback(url: string, params: Record<string, string>): Delivery {
    return {
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'TwilioProxy/1.1',
        'x-twilio-signature': twilioSignature(options.authToken, url, params),
        'i-twilio-idempotency-token': randomUUID(),
      },
      body: new URLSearchParams(params).toString(),
    };
  }

  /** The Messages resource: create (form-encoded) and fetch. */
  async function api(request: IncomingMessage, url: URL): Promise<JsonAnswer> {
    const path = url.pathname;
    const notFound = new TwilioError(404, 20404, `The requested resource ${path} was not found`);
    const account = new RegExp(`^/${API_VERSION}/Accounts/([^/]+)(/.*)$`).exec(path);
    if (!account) return answer(notFound);
    if (!hasBasicAuth(request, options.accountSid, options.authToken)) return answer(new TwilioError(401, 20003, 'Authenticate'));
    if (account[1] !== options.accountSid) return answer(notFound);
    const resource = account[2]!;
    if (resource === '/Messages.json') {
      if (request.method !== 'POST') return answer(new TwilioError(405, 20004, 'Method not allowed'));
      const message = messageFromRequest(new URLSearchParams(await textBody(request)), options.accountSid, new Date());
      if (message instanceof TwilioError) return answer(message);
      const outage = outages.modeOf(message.channel);
      if (outage === 'refuse') return answer(new TwilioError(503, 20503, `Service unavailable: the ${message.channel} channel is down (sandbox outage)`));
      messages.set(message.sid, message);
      log(`message ${message.sid} (${message.channel} to ${message.to}): ${message.status} ${JSON.stringify(message.body)}`);
      if (outage === 'silent') log(`message ${message.sid}: accepted during the ${message.channel} outage, never to be delivered`);
      else dispatch(message);
      return { status: 201, body: messageJson(message) };
    }
    const fetchOne = /^\/Messages\/([^/]+)\.json$/.exec(resource);
    if (fetchOne && request.method === 'GET') {
      const message = messages.get(fetchOne[1]!);
      return message ? { status: 200, body: messageJson(message) } : answer(notFound);
    }
    return answer(notFound);
  }

  /** The test API: what was sent (JSON). */
  function testApi(request: IncomingMessage, url: URL): JsonAnswer {
    if (url.pathname === `${PREFIX}/api/messages` && request.method === 'GET') {
      return { status: 200, body: { messages: sandbox.messages(numberQuery(url.searchParams.get('to'))).map(testJson) } };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  function page(request: IncomingMessage, url: URL): PageAnswer {
    if (request.method !== 'GET') return { status: 405, type: 'text/plain', body: 'GET only' };
    if (url.pathname === `${PREFIX}/messages.css`) return { status: 200, type: 'text/css; charset=utf-8', body: messagesPageCss };
    if (url.pathname !== `${PREFIX}/messages`) return { status: 404, type: 'text/plain', body: 'not found' };
    const lang = languageOf(url.searchParams.get('lang'), request.headers.cookie);
    const to = numberQuery(url.searchParams.get('to'));
    return { status: 200, type: 'text/html; charset=utf-8', body: messagesPage(sandbox.messages(to), { lang, path: url.pathname, stylesheet: `${PREFIX}/messages.css`, to: to ?? null, outages: outages.state }) };
  }

  const server = await startSandboxServer({
    ...options,
    notifier,
    timers,
    log,
    routes: {
      prefix: PREFIX,
      outages,
      state: () => ({ outages: outages.state }),
      api,
      testApi,
      page,
      problem: (status, message) => new TwilioError(status, status === 500 ? 20500 : status === 413 ? 20413 : 20001, message).body,
    },
  });
  const { url, port } = server;

  const sandbox: RunningSandbox = {
    url,
    port,
    twilioEnv: twilioEnv(url, options, senders),
    message: (sid) => messages.get(sid),
    messages(to) {
      const all = [...messages.values()].reverse();
      if (!to) return all;
      return all.filter((message) => (to.startsWith('whatsapp:') ? message.to === to : message.to.replace(/^whatsapp:/, '') === to));
    },
    setOutage: (channel, down, mode) => outages.set(channel, down, mode),
    async idle() {
      await timers.idle();
      await notifier.idle();
    },
    givenUpCallbacks: () => notifier.givenUp,
    stop: () => server.stop(),
  };
  return sandbox;
}

function answer(error: TwilioError): { status: number; body: unknown } {
  return { status: error.status, body: error.body };
}

/** `?to=+62…` arrives as ` 62…` (a `+` in a query is a space) unless it was encoded; both mean the number. */
function numberQuery(value: string | null): string | undefined {
  const to = value?.replace(/^ /, '+').trim();
  return to || undefined;
}

/** A message in the test API: the Twilio resource, its channel and callback URL, and the history of its statuses. */
function testJson(message: Message): Record<string, unknown> {
  return {
    ...messageJson(message),
    channel: message.channel,
    status_callback: message.statusCallback ?? null,
    history: message.history.map(({ status, at }) => ({ status, at: at.toISOString() })),
  };
}
