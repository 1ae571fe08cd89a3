import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { paymentSandboxKey } from '@shop/local-stack';
import pg from 'pg';

/** Pending charges made for one run of `payment.notify` (BENCH_NOTIFIED_CHARGES, 150 000 by default). */
export const BENCH_NOTIFIED_CHARGES = Number(process.env.BENCH_NOTIFIED_CHARGES ?? 150_000);

/** What each charge is told, in this order: the gateway's pending, then its settlement twice (a duplicate). */
const sequence = [
  { status_code: '201', transaction_status: 'pending' },
  { status_code: '200', transaction_status: 'settlement' },
  { status_code: '200', transaction_status: 'settlement' },
] as const;

const AMOUNT = 100_000;

/**
 * The charge ids of one run: the md5 of the run's tag and the charge's number, with the version
 * (4) and variant (8) digits of a random uuid, as the events' schema wants; the same in SQL
 * (`chargeIdSql`) and here.
 */
function chargeId(tag: string, i: number): string {
  const hex = createHash('md5').update(`${tag}-${i}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}
const chargeIdSql = `overlay(overlay(md5($1 || '-' || i) placing '4' from 13) placing '8' from 17)::uuid`;

let run: { tag: string; key: string } | undefined;
let sent = 0;

/**
 * Makes the run's charges in the stack's payment schema in one statement (pending bank-transfer
 * recharges of Rp 100.000, as CreateRecharge would have stored them) and reads the sandbox's key
 * from the stack's data directory (STACK_DATA_DIR for a stack started by hand).
 */
export async function prepareNotifiedCharges(databaseUrl: string, dataDir: string | undefined): Promise<void> {
  const directory = dataDir ?? process.env.STACK_DATA_DIR;
  if (!directory || !existsSync(path.join(directory, 'payment-sandbox'))) {
    throw new Error('payment.notify signs notifications with the stack\'s sandbox key: set STACK_DATA_DIR to the stack\'s --data-dir');
  }
  const tag = randomBytes(6).toString('hex');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = Date.now();
    await client.query(
      `insert into payment.recharge (id, user_id, amount, currency, method, status, va_number, gateway_transaction_id, gateway_status, created_at, expires_at, heard_at)
       select ${chargeIdSql}, gen_random_uuid(), $3, 'IDR', 'bca_va', 'pending', lpad(i::text, 11, '0'), gen_random_uuid()::text, 'pending',
              now(), now() + interval '1 hour', now()
       from generate_series(0, $2::int - 1) i`,
      [tag, BENCH_NOTIFIED_CHARGES, AMOUNT],
    );
    await client.query('analyze payment.recharge');
    console.log(`made ${BENCH_NOTIFIED_CHARGES} pending charges in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await client.end();
  }
  run = { tag, key: paymentSandboxKey(directory) };
  sent = 0;
}

/**
 * The next notification body, signed as the gateway signs: charge after charge, each told pending,
 * settlement, settlement. Past the last charge it starts over (every notification then a duplicate).
 */
export function nextNotification(): string {
  if (!run) throw new Error('payment.notify: prepare first');
  const n = sent++;
  const orderId = chargeId(run.tag, Math.floor(n / sequence.length) % BENCH_NOTIFIED_CHARGES);
  const step = sequence[n % sequence.length]!;
  const grossAmount = `${AMOUNT}.00`;
  const signature = createHash('sha512').update(`${orderId}${step.status_code}${grossAmount}${run.key}`).digest('hex');
  return JSON.stringify({ ...step, order_id: orderId, gross_amount: grossAmount, currency: 'IDR', fraud_status: 'accept', payment_type: 'bank_transfer', signature_key: signature });
}

/** How many notifications went out, and how many charges they reached (paid by now, unless something failed). */
export function notificationsSent(): { notifications: number; charges: number } {
  return { notifications: sent, charges: Math.min(Math.ceil(sent / sequence.length), BENCH_NOTIFIED_CHARGES) };
}

/** After a run: how many of the charges notified are paid, and how many paid events they recorded (one each). */
export async function checkNotifiedCharges(databaseUrl: string): Promise<string> {
  if (!run) return 'payment.notify: nothing sent';
  const { notifications, charges } = notificationsSent();
  const ids = Array.from({ length: charges }, (_, i) => chargeId(run!.tag, i));
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ paid: string; events: string }>(
      `select (select count(*) from payment.recharge where id = any($1::uuid[]) and status = 'paid') as paid,
              (select count(*) from payment.outbox where type = 'payment.recharge.paid.v1' and (payload->>'rechargeId')::uuid = any($1::uuid[])) as events`,
      [ids],
    );
    return `payment.notify: ${notifications} notifications to ${charges} charges: ${rows[0]!.paid} paid, ${rows[0]!.events} payment.recharge.paid.v1 recorded`;
  } finally {
    await client.end();
  }
}
