import type { IncomingMessage } from 'node:http';
import { hasBasicAuth, jsonBody, languageOf, Notifier, OutageSwitch, startSandboxServer, textBody, Timers, type CommonRunningSandbox, type CommonSandboxOptions, type JsonAnswer, type PageAnswer } from '@shop/sandbox-kit';
import { chargeAnswer, chargeFromRequest, chargeNotification, statusAnswer, type Charge } from './charges.js';
import { payPage, payPageCss, qrSvg } from './pay-page.js';
import { payoutAnswer, payoutFromRequest, payoutNotification, settle, type Payout } from './payouts.js';

/** `maxAttempts`: per notification copy, default 20. */
export interface SandboxOptions extends CommonSandboxOptions {
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
}

/** Its `url`: the Core API at `/v2`, payouts at `/iris`, pages under `/sandbox/`. */
export interface RunningSandbox extends CommonRunningSandbox {
  /** The payment service's settings that make this sandbox its gateway (`paymentServiceEnv`). */
  paymentServiceEnv: Record<string, string>;
  charge(orderId: string): Charge | undefined;
  payout(referenceNo: string): Payout | undefined;
  /** The payer pays (settlement); `notify: false` loses the notification, as if the gateway never sent it. */
  pay(orderId: string, options?: { notify?: boolean }): Charge | undefined;
  /** The charge expires now. */
  expire(orderId: string): Charge | undefined;
  /** Down: the APIs answer 503 and notifications wait; up again, they go out. */
  setOutage(down: boolean): void;
  /** Notification attempts an outage has held back so far (tests wait for one). */
  heldNotifications(): number;
}

/** The payment service's settings that make the sandbox at `url` its gateway: the Core API and payouts, under the sandbox's key. */
export function paymentServiceEnv(url: string, serverKey: string): Record<string, string> {
  return { MIDTRANS_API_URL: url, MIDTRANS_SERVER_KEY: serverKey, IRIS_API_URL: `${url}/iris`, IRIS_API_KEY: serverKey, IRIS_MERCHANT_KEY: serverKey };
}

const PREFIX = '/sandbox';

/** Starts the sandbox gateway; its state lives in this process only. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const log = options.log ?? (() => undefined);
  const charges = new Map<string, Charge>();
  const payouts = new Map<string, Payout>();
  const timers = new Timers();
  const outages = new OutageSwitch({ channels: ['gateway'], modes: ['refuse'], name: () => 'the gateway', log });
  const down = () => outages.isDown('gateway');
  let publicUrl = options.publicUrl ?? '';
  const notifier = new Notifier({ copies: options.copies ?? 1, retryDelayMs: options.retryDelayMs ?? 500, maxAttempts: options.maxAttempts ?? 20, paused: down, log });
  /** Posts a notification to `url` (none: it is dropped). */
  const notify = (url: string | undefined, body: Record<string, unknown>, label: string): Promise<void> =>
    url ? notifier.send({ url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, `notifying ${label}`) : Promise.resolve();
  const payUrl = (orderId: string) => `${publicUrl}/pay/${encodeURIComponent(orderId)}`;
  const later = (at: number, work: () => void) => timers.after(at - Date.now(), work);

  /** Moves a pending charge to its final status and notifies it; a stale `pending` follows when asked. */
  function finish(charge: Charge, status: 'settlement' | 'expire', announce = true): Charge {
    if (charge.status !== 'pending') return charge;
    const stale = chargeNotification(charge, options.serverKey);
    Object.assign(charge, { status, settledAt: status === 'settlement' ? new Date() : undefined });
    log(`charge ${charge.orderId}: ${status}`);
    if (announce) {
      const delivered = notify(options.chargeNotificationUrl, chargeNotification(charge, options.serverKey), `${charge.orderId} ${status}`);
      if (options.stalePending) void delivered.then(() => notify(options.chargeNotificationUrl, stale, `${charge.orderId} stale pending`));
    }
    return charge;
  }

  async function api(request: IncomingMessage, url: URL): Promise<JsonAnswer> {
    const path = url.pathname;
    if (down()) return { status: 503, body: { status_code: '503', status_message: 'The gateway is down (sandbox outage)' } };
    if (!hasBasicAuth(request, options.serverKey, '')) return { status: 401, body: { status_code: '401', status_message: 'Access denied: unknown server key' } };
    if (request.method === 'POST' && path === '/v2/charge') {
      const charge = chargeFromRequest(await jsonBody(request), new Date(), payUrl);
      if ('message' in charge) return { status: charge.status, body: { status_code: String(charge.status), status_message: charge.message } };
      if (charges.has(charge.orderId)) {
        return { status: 406, body: { status_code: '406', status_message: 'The request could not be completed due to a conflict with the current state of the target resource, please try again' } };
      }
      charges.set(charge.orderId, charge);
      log(`charge ${charge.orderId}: ${charge.paymentType}${charge.bank ? ` ${charge.bank}` : ''} ${charge.amount} ${charge.status}`);
      if (charge.status === 'pending') {
        void notify(options.chargeNotificationUrl, chargeNotification(charge, options.serverKey), `${charge.orderId} pending`);
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
        void notify(options.payoutNotificationUrl, payoutNotification(payout, options.serverKey), `payout ${payout.referenceNo} ${payout.status}`);
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

  /** The test API: drives charges as a payer would. */
  async function testApi(request: IncomingMessage, url: URL): Promise<JsonAnswer> {
    if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    const action = new RegExp(`^${PREFIX}/api/charges/([^/]+)/(pay|expire)$`).exec(url.pathname);
    if (!action) return { status: 404, body: { error: 'not found' } };
    const body = ((await jsonBody(request)) ?? {}) as { notify?: unknown };
    const orderId = decodeURIComponent(action[1]!);
    const charge = charges.get(orderId);
    if (!charge) return { status: 404, body: { error: `no charge ${orderId}` } };
    if (charge.status !== 'pending') return { status: 409, body: { error: `the charge is ${charge.status}`, ...statusAnswer(charge) } };
    finish(charge, action[2] === 'pay' ? 'settlement' : 'expire', body.notify !== false);
    return { status: 200, body: statusAnswer(charge) };
  }

  async function page(request: IncomingMessage, url: URL): Promise<PageAnswer> {
    if (url.pathname === `${PREFIX}/pay.css`) return { status: 200, type: 'text/css; charset=utf-8', body: payPageCss };
    const qr = new RegExp(`^${PREFIX}/qr/([^/]+)$`).exec(url.pathname);
    if (qr && request.method === 'GET') {
      const charge = charges.get(decodeURIComponent(qr[1]!));
      return charge?.qrString ? { status: 200, type: 'image/svg+xml', body: qrSvg(charge.qrString, 'QRIS') } : { status: 404, type: 'text/plain', body: 'not found' };
    }
    const pay = new RegExp(`^${PREFIX}/pay/([^/]+)$`).exec(url.pathname);
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

  const server = await startSandboxServer({
    ...options,
    notifier,
    timers,
    log,
    routes: {
      prefix: PREFIX,
      outages,
      state: () => ({ down: down() }),
      api,
      testApi,
      page,
      problem: (status, message) => ({ status_code: String(status), status_message: message }),
    },
  });
  const { url, port } = server;
  publicUrl ||= `${url}${PREFIX}`;

  const sandbox: RunningSandbox = {
    url,
    paymentServiceEnv: paymentServiceEnv(url, options.serverKey),
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
    setOutage: (down) => outages.set('gateway', down),
    idle: () => notifier.idle(),
    heldNotifications: () => notifier.held,
    stop: () => server.stop(),
  };
  return sandbox;
}
