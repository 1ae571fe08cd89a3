import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_VERSION, callbackParams, channels, fateOf, messageFromRequest, messageJson, TwilioError, type Channel, type Message, type MessageStatus } from './messages.js';
import { messagesPage, messagesPageCss, type Outages } from './messages-page.js';
import { Notifier } from './notifier.js';
import { languageOf } from './texts.js';

export type OutageMode = 'refuse' | 'silent';

export interface SandboxOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
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
  /** First retry delay of a status callback; default 500 ms. */
  retryDelayMs?: number;
  /** Attempts per status callback; default 10. */
  maxAttempts?: number;
  log?: (line: string) => void;
}

export interface RunningSandbox {
  /** Its own base URL (http://host:port): the Messages API at `/2010-04-01`, pages and the test API under `/sandbox/`. */
  url: string;
  port: number;
  /** The settings that make this sandbox a service's messaging provider. */
  twilioEnv: Record<string, string>;
  message(sid: string): Message | undefined;
  /** Newest first; `to` as in the test API (a bare number matches its SMS and its WhatsApp messages). */
  messages(to?: string): Message[];
  /**
   * Down: sends to the channel answer 503 (`refuse`) or are accepted and never delivered
   * (`silent`); messages of the channel under way when it goes down are never delivered either.
   */
  setOutage(channel: Channel, down: boolean, mode?: OutageMode): void;
  /** Resolves once every message under way has reached its last status and every callback is delivered or given up. */
  idle(): Promise<void>;
  /** Status callbacks given up after their last attempt. */
  givenUpCallbacks(): number;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const ACCOUNT_SID = /^AC[0-9a-f]{32}$/;

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the sandbox provider; its messages live in this process only. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  if (!ACCOUNT_SID.test(options.accountSid)) throw new Error('accountSid is AC and 32 hex digits');
  if (!options.authToken) throw new Error('authToken is required');
  const log = options.log ?? (() => undefined);
  const messages = new Map<string, Message>();
  const timers = new Set<NodeJS.Timeout>();
  const outages: Outages = { sms: null, whatsapp: null };
  const senders: Record<Channel, string> = { sms: options.senders?.sms ?? 'SHOP', whatsapp: options.senders?.whatsapp ?? 'whatsapp:+14155238886' };
  const sendDelayMs = options.sendDelayMs ?? 500;
  const deliveryDelayMs = options.deliveryDelayMs ?? 1_500;
  const notifier = new Notifier({ authToken: options.authToken, retryDelayMs: options.retryDelayMs ?? 500, maxAttempts: options.maxAttempts ?? 10, log });

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  /** Moves a message to its next status, and posts the change to its status callback. */
  function update(message: Message, status: MessageStatus, errorCode: number | null = null): void {
    const now = new Date();
    Object.assign(message, { status, errorCode, updatedAt: now });
    if (status === 'sent') message.sentAt = now;
    message.history.push({ status, at: now });
    log(`message ${message.sid} (${message.channel} to ${message.to}): ${status}${errorCode === null ? '' : ` ${errorCode}`}`);
    if (message.statusCallback) void notifier.send(message.statusCallback, callbackParams(message), `${message.sid} ${status}`);
  }

  /** A message whose channel is down when its next step falls due stays where it is, for good. */
  function lost(message: Message): boolean {
    if (outages[message.channel] === null) return false;
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

  function authorised(request: IncomingMessage): boolean {
    const expected = Buffer.from(`Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`);
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The Messages resource: create (form-encoded) and fetch. */
  async function api(request: IncomingMessage, path: string): Promise<{ status: number; body: unknown }> {
    const notFound = new TwilioError(404, 20404, `The requested resource ${path} was not found`);
    const account = new RegExp(`^/${API_VERSION}/Accounts/([^/]+)(/.*)$`).exec(path);
    if (!account) return answer(notFound);
    if (!authorised(request)) return answer(new TwilioError(401, 20003, 'Authenticate'));
    if (account[1] !== options.accountSid) return answer(notFound);
    const resource = account[2]!;
    if (resource === '/Messages.json') {
      if (request.method !== 'POST') return answer(new TwilioError(405, 20004, 'Method not allowed'));
      const message = messageFromRequest(new URLSearchParams(await textBody(request)), options.accountSid, new Date());
      if (message instanceof TwilioError) return answer(message);
      const outage = outages[message.channel];
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

  /** The test API: what was sent (JSON), and the outage switch. */
  async function testApi(request: IncomingMessage, url: URL): Promise<{ status: number; body: unknown }> {
    if (url.pathname === '/sandbox/api/messages' && request.method === 'GET') {
      return { status: 200, body: { messages: sandbox.messages(numberQuery(url.searchParams.get('to'))).map(testJson) } };
    }
    if (url.pathname === '/sandbox/api/outage' && request.method === 'POST') {
      const body = (await jsonBody(request)) as { channel?: unknown; down?: unknown; mode?: unknown } | null;
      const channel = body?.channel;
      const mode = body?.mode ?? 'refuse';
      if (!channels.includes(channel as Channel) || typeof body?.down !== 'boolean' || (mode !== 'refuse' && mode !== 'silent')) {
        return { status: 400, body: { error: 'send {"channel": "sms"|"whatsapp", "down": true|false, "mode": "refuse"|"silent"}' } };
      }
      sandbox.setOutage(channel as Channel, body.down, mode);
      return { status: 200, body: { outages } };
    }
    return { status: 404, body: { error: 'not found' } };
  }

  function page(request: IncomingMessage, url: URL): { status: number; type: string; body: string } {
    if (request.method !== 'GET') return { status: 405, type: 'text/plain', body: 'GET only' };
    if (url.pathname === '/sandbox/messages.css') return { status: 200, type: 'text/css; charset=utf-8', body: messagesPageCss };
    if (url.pathname !== '/sandbox/messages') return { status: 404, type: 'text/plain', body: 'not found' };
    const lang = languageOf(url.searchParams.get('lang'), request.headers.cookie);
    const to = numberQuery(url.searchParams.get('to'));
    return { status: 200, type: 'text/html; charset=utf-8', body: messagesPage(sandbox.messages(to), { lang, path: url.pathname, to: to ?? null, outages }) };
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (url.pathname === '/sandbox/healthz') return sendJson(response, 200, { status: 'ok', outages });
    if (url.pathname.startsWith('/sandbox/api/')) {
      const answer = await testApi(request, url);
      return sendJson(response, answer.status, answer.body);
    }
    if (url.pathname.startsWith('/sandbox/')) {
      const answer = page(request, url);
      response.writeHead(answer.status, { 'content-type': answer.type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
      response.end(answer.body);
      return;
    }
    const answer = await api(request, url.pathname);
    sendJson(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const status = error instanceof HttpProblem ? error.status : 500;
      if (status === 500) log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
      const problem = new TwilioError(status, status === 500 ? 20500 : status === 413 ? 20413 : 20001, error instanceof Error ? error.message : 'failed');
      sendJson(response, status, problem.body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const sandbox: RunningSandbox = {
    url,
    port,
    twilioEnv: { TWILIO_API_URL: url, TWILIO_ACCOUNT_SID: options.accountSid, TWILIO_AUTH_TOKEN: options.authToken },
    message: (sid) => messages.get(sid),
    messages(to) {
      const all = [...messages.values()].reverse();
      if (!to) return all;
      return all.filter((message) => (to.startsWith('whatsapp:') ? message.to === to : message.to.replace(/^whatsapp:/, '') === to));
    },
    setOutage(channel, down, mode = 'refuse') {
      outages[channel] = down ? mode : null;
      log(down ? `outage: ${channel} is down (${mode === 'refuse' ? 'sends refused' : 'sends accepted, never delivered'})` : `outage over: ${channel} is up`);
    },
    async idle() {
      while (timers.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      await notifier.idle();
    },
    givenUpCallbacks: () => notifier.givenUp,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      notifier.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
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

async function textBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, `at most ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await textBody(request);
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'the body is not JSON');
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}
