// Account: a signed-in session. A shopper signs in with a password (the mutation, as the sign-in
// page sends it), opens the account page (the page head's platform config and user.me, batched),
// then the delivery addresses (address.list), and signs out. Every mutation carries an
// idempotency key of its own intent.
//
//   user.signin {account, password} → token
//   user.platform {platformCode} + user.me        (batched GET, authorization: token)
//   address.list                                   (authorization: token)
//   user.signout                                   (authorization: token)
//
// SHOPPER_ACCOUNT / SHOPPER_PASSWORD name the shopper (`npm run load` passes the local stack's
// demo shopper). Against a shared environment use a load-test account of its own: every
// iteration opens and ends a session, and a wrong password counts against the per-IP limits.
//
//   npm run load -- account
//   k6 run -e BASE_URL=https://m.shop.example -e SHOPPER_ACCOUNT=... -e SHOPPER_PASSWORD=... load-tests/k6/account.js
import { check, fail } from 'k6';
import { envNumber, rampingLoad, sloThresholds, summaryTrendStats, think } from './lib/load.js';
import { batchQuery, batchResults, mutation, query, result } from './lib/trpc.js';

const ACCOUNT = __ENV.SHOPPER_ACCOUNT;
const PASSWORD = __ENV.SHOPPER_PASSWORD;
const PLATFORM_CODE = envNumber('PLATFORM_CODE', 2);

export const options = {
  scenarios: { account: rampingLoad(5) },
  // A quarter of the requests are sign-ins, which hash the password (scrypt, tens of ms of CPU by
  // design): they set the p(95) here, hence looser latency SLOs than the read-only scenarios.
  thresholds: sloThresholds({
    p95Ms: 500,
    p99Ms: 1000,
    errorRate: 0.01,
    checksRate: 0.99,
    procedures: ['user.signin', 'user.platform+user.me', 'address.list', 'user.signout'],
  }),
  summaryTrendStats,
};

export function setup() {
  if (!ACCOUNT || !PASSWORD) fail('SHOPPER_ACCOUNT and SHOPPER_PASSWORD must name a shopper to sign in as');
}

const isAddress = (a) => Number.isInteger(a.id) && typeof a.recipientName === 'string' && typeof a.isDefault === 'boolean';

export default function () {
  const signin = mutation('user.signin', { account: ACCOUNT, password: PASSWORD });
  const session = result(signin).data;
  const signedIn = check(signin, {
    'user.signin: status 200': (r) => r.status === 200,
    'user.signin: a session token': () => Boolean(session) && typeof session.token === 'string' && session.token.length > 0,
  });
  if (!signedIn) return;
  const auth = { authorization: session.token };
  think();

  const page = batchQuery(
    [
      { procedure: 'user.platform', input: { platformCode: PLATFORM_CODE } },
      { procedure: 'user.me', input: undefined },
    ],
    auth,
  );
  const [platform, me] = batchResults(page, 2);
  check(page, {
    'account page: status 200': (r) => r.status === 200,
    'account page: platform has a title': () => Boolean(platform.data) && typeof platform.data.title === 'string',
    'user.me: the signed-in shopper': () => Boolean(me.data) && me.data.id === session.user.id && typeof me.data.account === 'string',
  });
  think();

  const addresses = query('address.list', undefined, auth);
  const list = result(addresses).data;
  check(addresses, {
    'address.list: status 200': (r) => r.status === 200,
    'address.list: addresses, at most one default': () =>
      Array.isArray(list) && list.every(isAddress) && list.filter((a) => a.isDefault).length <= 1,
  });
  think();

  const signout = mutation('user.signout', undefined, auth);
  check(signout, { 'user.signout: signed out': (r) => r.status === 200 && result(r).data?.signedOut === true });
}
