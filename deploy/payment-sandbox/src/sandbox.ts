import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chargeAnswer, chargeFromRequest, chargeNotification, statusAnswer, type Charge } from './charges.js';
import { Notifier } from './notifier.js';
import { payPage, payPageCss, qrSvg } from './pay-page.js';
import { payoutAnswer, payoutFromRequest, payoutNotification, settle, type Payout } from './payouts.js';
import { languageOf } from './texts.js';

export interface SandboxOptions {
  host?: string;
  /** 0: any free port. */
  port?: number;
  /** Authenticates the Core API and payout calls (HTTP Basic user name) and signs every notification. */
  serverKey: string;
  /** The sandbox's browser-facing base URL (its pay page is `<publicUrl>/pay/<order_id>`); default its own `/sandbox`. */
  publicUrl?: string;
  /** Where charge notifications go (the payment service's `/notifications/charge`); none: not sent. */
  chargeNotificationUrl?: string;
  /** Where payout callbacks go (the payment service's `/notifications/payout`); none: not sent. */
  payoutNotificationUrl?: string;
  /** Copies of each notification (duplicates); default 1. */
  copies?: number;
  /** After a charge's final notification, send its `pending` one again (out of order); default off. */
  stalePending?: boolean;
  /** How long a payout stays queued before it completes or fails; default 2 s. */
  payoutDelayMs?: number;
  /** First retry delay of a notification; default 500 ms. */
  retryDelayMs?: number;
  /** Attempts per notification copy; default 20. */
  maxAttempts?: number;
  log?: (line: string) => void;
}

export interface RunningSandbox {
  /** Its own base URL (http://host:port): the Core API at `/v2`, payouts at `/iris`, pages under `/sandbox/`. */
  url: string;
  port: number;
  /** The payment service's settings that make this sandbox its gateway: the Core API and payouts, under the sandbox's key. */
  paymentServiceEnv: Record<string, string>;
  charge(orderId: string): Charge | undefined;
  payout(referenceNo: string): Payout | undefined;
  /** The payer pays (settlement); `notify: false` loses the notification, as if the gateway never sent it. */
  pay(orderId: string, options?: { notify?: boolean }): Charge | undefined;
  /** The charge expires now. */
  expire(orderId: string): Charge | undefined;
  /** Down: the APIs answer 503 and notifications wait; up again, they go out. */
  setOutage(down: boolean): void;
  /** Resolves once every notification under way is delivered or given up. */
  idle(): Promise<void>;
  /** Notification attempts an outage has held back so far (tests wait for one). */
  heldNotifications(): number;
  stop(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;

class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the sandbox gateway; its state lives in this process only. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const log = options.log ?? (() => undefined);
  const charges = new Map<string, Charge>();
  const payouts = new Map<string, Payout>();
  const timers = new Set<NodeJS.Timeout>();
  let down = false;
  let publicUrl = options.publicUrl ?? '';
  const notifierOptions = { copies: options.copies ?? 1, retryDelayMs: options.retryDelayMs ?? 500, maxAttempts: options.maxAttempts ?? 20, paused: () => down, log };
  const chargeNotifier = new Notifier({ ...notifierOptions, url: options.chargeNotificationUrl });
  const payoutNotifier = new Notifier({ ...notifierOptions, url: options.payoutNotificationUrl });
  const payUrl = (orderId: string) => `${publicUrl}/pay/${encodeURIComponent(orderId)}`;

  const later = (at: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, Math.max(0, at - Date.now()));
    timers.add(timer);
  };

  /** Moves a pending charge to its final status and notifies it; a stale `pending` follows when asked. */
  function finish(charge: Charge, status: 'settlement' | 'expire', notify = true): Charge {
    if (charge.status !== 'pending') return charge;
    const stale = chargeNotification(charge, options.serverKey);
    Object.assign(charge, { status, settledAt: status === 'settlement' ? new Date() : undefined });
    log(`charge ${charge.orderId}: ${status}`);
    if (notify) {
      const delivered = chargeNotifier.send(chargeNotification(charge, options.serverKey), `${charge.orderId} ${status}`);
      if (options.stalePending) void delivered.then(() => chargeNotifier.send(stale, `${charge.orderId} stale pending`));
    }
    return charge;
  }

  function authorised(request: IncomingMessage): boolean {
    const expected = Buffer.from(`Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`);
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  async function api(request: IncomingMessage, path: string): Promise<{ status: number; body: unknown }> {
    if (down) return { status: 503, body: { status_code: '503', status_message: 'The gateway is down (sandbox outage)' } };
    if (!authorised(request)) return { status: 401, body: { status_code: '401', status_message: 'Access denied: unknown server key' } };
    if (request.method === 'POST' && path === '/v2/charge') {
      const charge = chargeFromRequest(await jsonBody(request), new Date(), payUrl);
      if ('message' in charge) return { status: charge.status, body: { status_code: String(charge.status), status_message: charge.message } };
      if (charges.has(charge.orderId)) {
        return { status: 406, body: { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' } };
      }
      charges.set(charge.orderId, charge);
      log(`charge ${charge.orderId}: ${charge.paymentType}${charge.bank ? ` ${charge.bank}` : ''} ${charge.amount} ${charge.status}`);
      if (charge.status === 'pending') {
        void chargeNotifier.send(chargeNotification(charge, options.serverKey), `${charge.orderId} pending`);
        later(charge.expiresAt.getTime(), () => finish(charge, 'expire'));
      }
      return { status: charge.status === 'pending' ? 201 : 202, body: chargeAnswer(charge, { pay: payUrl(charge.orderId), qr: `${publicUrl}/qr/${encodeURIComponent(charge.orderId)}` }) };
    }
    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    if (request.method === 'GET' && status) {
      const charge = charges.get(decodeURIComponent(status[1]!));
      return charge ? { status: 200, body: statusAnswer(charge) } : { status: 404, body: { status_code: '404', status_message: "Transaction doesn't exist." } };
    }
    if (request.method === 'POST' && path === '/iris/api/v1/payouts') {
      const payout = payoutFromRequest(await jsonBody(request), new Date());
      if ('message' in payout) return { status: payout.status, body: { error_message: payout.message } };
      const existing = payouts.get(payout.referenceNo);
      if (existing) return { status: 201, body: { payouts: [{ status: existing.status, reference_no: existing.referenceNo }] } };
      payouts.set(payout.referenceNo, payout);
      log(`payout ${payout.referenceNo}: ${payout.amount} to ${payout.bank} queued`);
      later(Date.now() + (options.payoutDelayMs ?? 2_000), () => {
        settle(payout, new Date());
        log(`payout ${payout.referenceNo}: ${payout.status}`);
        void payoutNotifier.send(payoutNotification(payout, options.serverKey), `payout ${payout.referenceNo} ${payout.status}`);
      });
      return { status: 201, body: { payouts: [{ status: payout.status, reference_no: payout.referenceNo }] } };
    }
    const payoutStatus = /^\/iris\/api\/v1\/payouts\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && payoutStatus) {
      const payout = payouts.get(decodeURIComponent(payoutStatus[1]!));
      return payout ? { status: 200, body: payoutAnswer(payout) } : { status: 404, body: { error_message: 'Payout not found' } };
    }
    return { status: 404, body: { status_code: '404', status_message: 'Not found' } };
  }

  /** The test API: drives charges as a payer would, and switches the outage. */
  async function testApi(request: IncomingMessage, path: string): Promise<{ status: number; body: unknown }> {
    if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    if (path === '/sandbox/api/outage') {
      const body = (await jsonBody(request)) as { down?: unknown } | null;
      if (typeof body?.down !== 'boolean') return { status: 400, body: { error: 'send {"down": true|false}' } };
      sandbox.setOutage(body.down);
      return { status: 200, body: { down } };
    }
    const action = /^\/sandbox\/api\/charges\/([^/]+)\/(pay|expire)$/.exec(path);
    if (!action) return { status: 404, body: { error: 'not found' } };
    const body = ((await jsonBody(request)) ?? {}) as { notify?: unknown };
    const orderId = decodeURIComponent(action[1]!);
    const charge = charges.get(orderId);
    if (!charge) return { status: 404, body: { error: `no charge ${orderId}` } };
    if (charge.status !== 'pending') return { status: 409, body: { error: `the charge is ${charge.status}`, ...statusAnswer(charge) } };
    finish(charge, action[2] === 'pay' ? 'settlement' : 'expire', body.notify !== false);
    return { status: 200, body: statusAnswer(charge) };
  }

  async function page(request: IncomingMessage, url: URL): Promise<{ status: number; type: string; body: string; location?: string }> {
    if (url.pathname === '/sandbox/pay.css') return { status: 200, type: 'text/css; charset=utf-8', body: payPageCss };
    const qr = /^\/sandbox\/qr\/([^/]+)$/.exec(url.pathname);
    if (qr && request.method === 'GET') {
      const charge = charges.get(decodeURIComponent(qr[1]!));
      return charge?.qrString ? { status: 200, type: 'image/svg+xml', body: qrSvg(charge.qrString, 'QRIS') } : { status: 404, type: 'text/plain', body: 'not found' };
    }
    const pay = /^\/sandbox\/pay\/([^/]+)$/.exec(url.pathname);
    if (!pay) return { status: 404, type: 'text/plain', body: 'not found' };
    const lang = languageOf(url.searchParams.get('lang'), request.headers.cookie);
    const charge = charges.get(decodeURIComponent(pay[1]!));
    if (request.method === 'POST') {
      const action = new URLSearchParams(await textBody(request)).get('action');
      if (charge && (action === 'pay' || action === 'expire')) finish(charge, action === 'pay' ? 'settlement' : 'expire');
      return { status: 303, type: 'text/plain', body: '', location: `${url.pathname}?lang=${lang}` };
    }
    return { status: charge ? 200 : 404, type: 'text/html; charset=utf-8', body: payPage(charge, { lang, path: url.pathname, backUrl: charge?.returnUrl ?? '/' }) };
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (url.pathname === '/sandbox/healthz') return sendJson(response, 200, { status: 'ok', down });
    if (url.pathname.startsWith('/sandbox/api/')) {
      const answer = await testApi(request, url.pathname);
      return sendJson(response, answer.status, answer.body);
    }
    if (url.pathname.startsWith('/sandbox/')) {
      const answer = await page(request, url);
      response.writeHead(answer.status, {
        'content-type': answer.type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...(answer.location ? { location: answer.location } : {}),
      });
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
      sendJson(response, status, { status_code: String(status), status_message: error instanceof Error ? error.message : 'failed' });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  publicUrl ||= `${url}/sandbox`;

  const sandbox: RunningSandbox = {
    url,
    paymentServiceEnv: {
      MIDTRANS_API_URL: url,
      MIDTRANS_SERVER_KEY: options.serverKey,
      IRIS_API_URL: `${url}/iris`,
      IRIS_API_KEY: options.serverKey,
      IRIS_MERCHANT_KEY: options.serverKey,
    },
    port,
    charge: (orderId) => charges.get(orderId),
    payout: (referenceNo) => payouts.get(referenceNo),
    pay: (orderId, { notify = true } = {}) => {
      const charge = charges.get(orderId);
      return charge && finish(charge, 'settlement', notify);
    },
    expire: (orderId) => {
      const charge = charges.get(orderId);
      return charge && finish(charge, 'expire');
    },
    setOutage(value) {
      down = value;
      log(value ? 'outage: the gateway is down' : 'outage over: the gateway is up');
    },
    async idle() {
      await Promise.all([chargeNotifier.idle(), payoutNotifier.idle()]);
    },
    heldNotifications: () => chargeNotifier.held + payoutNotifier.held,
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      chargeNotifier.stop();
      payoutNotifier.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
  return sandbox;
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
