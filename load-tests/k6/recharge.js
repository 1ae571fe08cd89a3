// Recharge: a signed-in shopper tops up the balance. The recharge page opens (the wallet and the
// recharge options, batched), the shopper picks an amount and a method and opens a charge at the
// payment gateway, the payer pays, and the page polls the recharge until the gateway's
// notification has marked it paid; the wallet then shows the money.
//
//   fund.wallet + payment.rechargeOptions        (batched GET, authorization: token)
//   payment.recharge {amount, method}             (mutation, one idempotency key per intent)
//   POST <SANDBOX_URL>/api/charges/<id>/pay       (the payer, at the local sandbox gateway)
//   payment.rechargeStatus {id}                   (polled until paid, as the page does)
//   fund.wallet                                   (the balance after)
//
// The payer's step uses the local sandbox gateway's test API, which `npm start` serves under
// /sandbox: SANDBOX_URL defaults to <BASE_URL>/sandbox. Against an environment whose gateway is
// Midtrans' own sandbox, set PAY=0: the charges are opened and polled, and stay unpaid.
//
// The session is opened once (setup) and shared: a wallet takes concurrent credits, and the check
// is that the balance grows by at least the amount paid.
//
//   npm run load -- recharge
//   k6 run -e BASE_URL=https://m.shop.example -e SHOPPER_ACCOUNT=... -e SHOPPER_PASSWORD=... -e PAY=0 load-tests/k6/recharge.js
import { check, fail, sleep } from 'k6';
import http from 'k6/http';
import { envNumber, pick, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { BASE_URL, batchQuery, batchResults, mutation, query, result } from './lib/trpc.js';

const ACCOUNT = __ENV.SHOPPER_ACCOUNT;
const PASSWORD = __ENV.SHOPPER_PASSWORD;
const SANDBOX_URL = (__ENV.SANDBOX_URL || `${BASE_URL}/sandbox`).replace(/\/+$/, '');
const PAY = envNumber('PAY', 1) === 1;
/** How long the page waits for the gateway's notification before the check fails. */
const PAID_WITHIN_SECONDS = envNumber('PAID_WITHIN_SECONDS', 20);
const POLL_SECONDS = 1;

export const options = {
  scenarios: { recharge: rampingLoad(4) },
  // Opening a charge is a call to the gateway (the local sandbox answers in a few ms; Midtrans in
  // a few hundred): the recharge mutation has a looser SLO than the reads.
  thresholds: sloThresholds({
    p95Ms: 250,
    p99Ms: 800,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: ['fund.wallet+payment.rechargeOptions', { name: 'payment.recharge', p95Ms: 600 }, 'payment.rechargeStatus', 'fund.wallet'],
  }),
  summaryTrendStats,
};

export function setup() {
  if (!ACCOUNT || !PASSWORD) fail('SHOPPER_ACCOUNT and SHOPPER_PASSWORD must name a shopper to sign in as');
  const signin = mutation('user.signin', { account: ACCOUNT, password: PASSWORD });
  const session = result(signin).data;
  if (!session || typeof session.token !== 'string') fail(`sign-in failed: ${signin.status} ${signin.body}`);
  return { authorization: session.token };
}

export default function (auth) {
  const page = batchQuery(
    [
      { procedure: 'fund.wallet', input: undefined },
      { procedure: 'payment.rechargeOptions', input: undefined },
    ],
    auth,
  );
  const [wallet, rechargeOptions] = batchResults(page, 2);
  const opened = check(page, {
    'recharge page: status 200': (r) => r.status === 200,
    'fund.wallet: whole rupiah, never negative': () => Boolean(wallet.data) && Number.isInteger(wallet.data.available) && wallet.data.available >= 0,
    'payment.rechargeOptions: methods and presets': () =>
      Boolean(rechargeOptions.data) && rechargeOptions.data.methods.length > 0 && rechargeOptions.data.presets.length > 0,
  });
  if (!opened) return;
  const before = wallet.data.available;
  think();

  const method = pick(rechargeOptions.data.methods);
  const amount = pick(rechargeOptions.data.presets.filter((preset) => preset >= method.minAmount && preset <= method.maxAmount));
  // Unpaid charges stay open (PAY=0) until the user holds the most the payment service allows:
  // then the refusal is the expected answer.
  const created = mutation('payment.recharge', { amount, method: method.method }, PAY ? auth : { ...auth, expectedStatuses: [200, 412] });
  const { data: charge, error } = result(created);
  if (!PAY && error && error.data && error.data.reason === 'too_many_pending_recharges') return;
  const chargeOpened = check(created, {
    'payment.recharge: status 200': (r) => r.status === 200,
    'payment.recharge: pending, with what the payer needs': () =>
      Boolean(charge) && charge.status === 'pending' && charge.amount === amount && Boolean(charge.vaNumber || charge.qrString || charge.redirectUrl),
  });
  if (!chargeOpened || !PAY) return;
  think();

  const paid = http.post(`${SANDBOX_URL}/api/charges/${encodeURIComponent(charge.id)}/pay`, '{}', {
    headers: { 'content-type': 'application/json' },
    tags: { name: 'sandbox pay', procedure: 'sandbox.pay' },
  });
  check(paid, { 'sandbox: the payer paid': (r) => r.status === 200 });

  // The wallet is credited by the fund service once it has the payment's event: the page polls
  // the recharge until it is paid and credited, then shows the balance.
  let recharge = charge;
  for (let waited = 0; !(recharge.status === 'paid' && recharge.credited) && waited < PAID_WITHIN_SECONDS; waited += POLL_SECONDS) {
    sleep(POLL_SECONDS);
    recharge = result(query('payment.rechargeStatus', { id: charge.id }, auth)).data || recharge;
  }
  check(recharge, { 'payment.rechargeStatus: paid and credited within the wait': (r) => r.status === 'paid' && r.credited === true });

  const after = query('fund.wallet', undefined, auth);
  const balance = result(after).data;
  check(after, {
    'fund.wallet: status 200': (r) => r.status === 200,
    // Other users of the same session credit it too: the balance grows by at least this amount.
    'fund.wallet: credited': () => Boolean(balance) && balance.available >= before + amount,
  });
}
