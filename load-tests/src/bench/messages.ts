import { randomInt, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { EventPayload } from '@shop/contracts';
import { kafkaSasl, readUsers } from '@shop/dev-infra';
import { createKafka, createLogger, createProducer, kafkaPublisher, type OutboxRow } from '@shop/service-kit';
import pg from 'pg';
import { cpuPerRequest, describeCpu, snapshotCpu } from './process-cpu.js';
import type { Measurement } from './measure.js';

/**
 * `messages`: events in, messages out, through the messages service of a running stack. Users are
 * made in identity's schema (half sign in with an e-mail address, half with a phone), then
 * `order.order.shipped.v1` events about them are published to Kafka as the order service's outbox
 * relay publishes (signed in as its Kafka user, batches of 100): each tells its buyer, so each
 * makes one notification-centre item and one delivery, an e-mail (to Mailpit) or a WhatsApp (to
 * the messaging sandbox). Then the messages schema is polled until every delivery is final.
 *
 * Not `payment.recharge.paid.v1`, though it tells its user as much: the fund service consumes it
 * too and would confirm each made-up recharge with the payment service, work on the same CPUs that
 * is not the messages path. The order events here are the messages service's alone.
 */

/** Events published per run. */
export const BENCH_MESSAGES_EVENTS = Number(process.env.BENCH_MESSAGES_EVENTS ?? 5_000);
/** Users they are about: half e-mail, half phone. */
export const BENCH_MESSAGES_USERS = Number(process.env.BENCH_MESSAGES_USERS ?? 1_000);
/** How long the bench waits for every delivery to be final. */
const TIMEOUT_MS = Number(process.env.BENCH_MESSAGES_TIMEOUT_SECONDS ?? 600) * 1000;
/** The messages service's limit of news per recipient (20 an hour): a run must stay under it, or deliveries wait an hour. */
const NEWS_PER_RECIPIENT_PER_HOUR = 20;
/** Events per send, as the outbox relay sends a batch. */
const RELAY_BATCH = 100;
const EVENT = 'order.order.shipped.v1';
/** The publisher of the event: the Kafka user the bench signs in as. */
const PUBLISHER = 'order';

export const MESSAGES_GOALS = { messagesPerSecond: 500, lagP99Ms: 2_000 };

/** Where the stack is: its database, broker (and the broker's users file), and optionally the providers to count at. */
export interface MessagesBenchTarget {
  databaseUrl: string;
  brokers: string[];
  /** `users.json` of the stack's broker (`<data dir>/kafka/users.json`); none for a broker without users. */
  kafkaUsersFile: string | undefined;
  /** Mailpit's web/API URL, to count the mails there. */
  mailpitUrl?: string | undefined;
  /** The messaging sandbox's URL, to count the WhatsApp messages there. */
  sandboxUrl?: string | undefined;
  /** The repository root, to name the stack's processes for their CPU. */
  cpuRoot: string;
}

/** The users file of the broker of a stack started with this data directory. */
export function stackKafkaUsersFile(dataDir: string | undefined): string | undefined {
  const file = dataDir && path.join(dataDir, 'kafka', 'users.json');
  return file && existsSync(file) ? file : undefined;
}

interface User {
  id: string;
  account: string;
  kind: 'email' | 'phone';
}

interface DeliveryRow {
  delivery_key: string;
  channel: string;
  status: string;
  tries: number;
  created_at: Date;
  sent_at: Date | null;
  updated_at: Date;
  next_try_at: Date | null;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const spread = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? Number.NaN };
};
const describeSpread = (values: number[]) => {
  const s = spread(values);
  return `p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, p99 ${ms(s.p99)}, max ${ms(s.max)} (${values.length})`;
};

/** A phone number of the run: its last digit 1, so none ends in the sandbox's failing 0000 or 9999. */
const phoneOf = (runDigits: string, i: number) => `+62818${runDigits}${String(i).padStart(5, '0')}1`;

/** Runs the scenario once against `target`: prints its figures and answers its row for the bench's table. */
export async function measureMessages(target: MessagesBenchTarget): Promise<{ name: string; result: Measurement }> {
  const events = BENCH_MESSAGES_EVENTS;
  const userCount = BENCH_MESSAGES_USERS;
  if (userCount < 2 || userCount > 99_999 || events < 1) throw new Error('messages: BENCH_MESSAGES_USERS must be from 2 to 99 999 and BENCH_MESSAGES_EVENTS at least 1');
  if (Math.ceil(events / userCount) > NEWS_PER_RECIPIENT_PER_HOUR) {
    throw new Error(`messages: ${events} events over ${userCount} users passes the service's ${NEWS_PER_RECIPIENT_PER_HOUR} news per recipient an hour; raise BENCH_MESSAGES_USERS to ${Math.ceil(events / NEWS_PER_RECIPIENT_PER_HOUR)} or more`);
  }
  const database = new pg.Client({ connectionString: target.databaseUrl });
  await database.connect();
  const users = target.kafkaUsersFile ? readUsers(target.kafkaUsersFile) : undefined;
  const kafka = createKafka({ clientId: 'bench-messages', brokers: target.brokers, sasl: kafkaSasl(users, PUBLISHER), logger: createLogger({ service: 'bench', level: 'warn' }) });
  const producer = createProducer(kafka);
  const publisher = kafkaPublisher(producer);
  try {
    // The run's users, straight into identity's schema as sign-up would leave them (no password that signs in).
    const run = randomUUID().slice(0, 8);
    // Phones of a prefix no account has yet: a run against a long-running stack meets earlier runs' users.
    let runDigits = '';
    for (let attempt = 0; !runDigits; attempt++) {
      const candidate = String(randomInt(0, 100)).padStart(2, '0');
      if ((await database.query('select 1 from identity.user_account where account like $1 limit 1', [`+62818${candidate}%`])).rowCount === 0) runDigits = candidate;
      else if (attempt > 200) throw new Error('messages: no phone prefix left for this run (+62818NN…): use a fresh stack');
    }
    const people: User[] = Array.from({ length: userCount }, (_, i) =>
      i % 2 === 0 ? { id: randomUUID(), account: `bench-${i}@r${run}.messages-bench.example`, kind: 'email' } : { id: randomUUID(), account: phoneOf(runDigits, i), kind: 'phone' },
    );
    await database.query(
      `insert into identity.user_account (id, account, account_kind, password_hash, nickname, created_at, updated_at)
       select id, account, kind, 'not-a-password', 'Pengguna Bench', now(), now() from unnest($1::uuid[], $2::text[], $3::text[]) as u(id, account, kind)`,
      [people.map((u) => u.id), people.map((u) => u.account), people.map((u) => u.kind)],
    );
    const userIds = people.map((u) => u.id);
    console.log(`messages: ${userCount} users made in identity (${people.filter((u) => u.kind === 'email').length} e-mail, ${people.filter((u) => u.kind === 'phone').length} phone)`);

    // The events, each about one user (round robin), published in the relay's batches.
    await producer.connect();
    const occurredAt = new Map<string, number>();
    const mailsBefore = await mailpitAccepted(target.mailpitUrl);
    const cpuBefore = snapshotCpu(target.cpuRoot);
    const firstPublish = Date.now();
    for (let start = 0; start < events; start += RELAY_BATCH) {
      const now = new Date();
      const rows: OutboxRow[] = [];
      for (let i = start; i < Math.min(events, start + RELAY_BATCH); i++) {
        const buyer = people[i % userCount]!;
        const orderId = randomUUID();
        const payload: EventPayload<typeof EVENT> = {
          orderId,
          orderNo: `20261129-B${run.toUpperCase()}${String(i).padStart(5, '0')}`.slice(0, 40),
          buyerId: buyer.id,
          storeOwnerId: randomUUID(),
          at: now.toISOString(),
          trackingNo: `JNE${String(i).padStart(10, '0')}`,
        };
        const id = randomUUID();
        occurredAt.set(id, now.getTime());
        rows.push({ id, type: EVENT, topic: EVENT, key: orderId, payload, headers: { 'x-request-id': randomUUID(), 'event-type': EVENT }, occurredAt: now, publishedAt: null, attempts: 0, lastError: null });
      }
      await publisher.publish(rows);
    }
    const published = Date.now();
    console.log(`messages: ${events} ${EVENT} published as ${PUBLISHER} in ${((published - firstPublish) / 1000).toFixed(1)} s (${Math.round(events / ((published - firstPublish) / 1000))} events/s); waiting for every delivery to be final…`);

    // Until every delivery is final: e-mail delivered at the SMTP server's acceptance, WhatsApp at its receipt.
    const deadline = firstPublish + TIMEOUT_MS;
    let counts = new Map<string, number>();
    let lastReport = Date.now();
    for (;;) {
      const { rows } = await database.query<{ channel: string; status: string; n: number }>(
        'select channel, status, count(*)::int as n from messages.delivery where user_id = any($1::uuid[]) group by channel, status',
        [userIds],
      );
      counts = new Map(rows.map((row) => [`${row.channel} ${row.status}`, row.n]));
      const total = rows.reduce((sum, row) => sum + row.n, 0);
      const final = rows.filter((row) => ['delivered', 'failed', 'dead'].includes(row.status)).reduce((sum, row) => sum + row.n, 0);
      if (total === events && final === events) break;
      if (Date.now() > deadline) {
        const { rows: waiting } = await database.query<{ next: Date | null }>(
          "select min(next_try_at) as next from messages.delivery where user_id = any($1::uuid[]) and status = 'pending' and next_try_at > now() + interval '1 minute'",
          [userIds],
        );
        const later = waiting[0]?.next ? `; pending deliveries wait until ${waiting[0].next.toISOString()} (quiet hours? the stack's messages service needs QUIET_HOURS= empty)` : '';
        throw new Error(`messages: after ${TIMEOUT_MS / 1000} s, ${total} of ${events} deliveries made, ${final} final: ${JSON.stringify(Object.fromEntries(counts))}${later}`);
      }
      if (Date.now() - lastReport > 10_000) {
        console.log(`messages: ${total} of ${events} deliveries made, ${final} final (${JSON.stringify(Object.fromEntries(counts))})`);
        lastReport = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cpuAfter = snapshotCpu(target.cpuRoot);
    const finishedAt = Date.now();

    const { rows: deliveries } = await database.query<DeliveryRow>(
      'select delivery_key, channel, status, tries, created_at, sent_at, updated_at, next_try_at from messages.delivery where user_id = any($1::uuid[])',
      [userIds],
    );
    const { rows: notified } = await database.query<{ n: number }>('select count(*)::int as n from messages.notification where user_id = any($1::uuid[])', [userIds]);
    const eventOf = (row: DeliveryRow) => occurredAt.get(decodeURIComponent(row.delivery_key.split(':')[1] ?? ''));
    const done = deliveries.filter((row) => row.sent_at && (row.status === 'delivered' || row.channel === 'whatsapp'));
    const lastDone = Math.max(...done.map((row) => row.sent_at!.getTime()));
    const lags = (rows: DeliveryRow[], at: (row: DeliveryRow) => number) => rows.flatMap((row) => (eventOf(row) === undefined ? [] : [at(row) - eventOf(row)!]));
    const email = done.filter((row) => row.channel === 'email');
    const whatsapp = done.filter((row) => row.channel === 'whatsapp');
    const allLags = lags(done, (row) => row.sent_at!.getTime());
    const seconds = (lastDone - firstPublish) / 1000;
    const rate = done.length / seconds;
    const overall = spread(allLags);
    const failed = deliveries.filter((row) => row.status === 'failed' || row.status === 'dead').length;
    const retried = deliveries.filter((row) => row.tries > 1).length;

    console.log(`\nmessages: ${events} events → ${deliveries.length} deliveries (${email.length} e-mail, ${whatsapp.length} WhatsApp), ${notified[0]!.n} notification-centre items`);
    console.log(`  finished ${done.length} in ${seconds.toFixed(1)} s from the first publish to the last: ${rate.toFixed(0)} messages/s   (goal ≥ ${MESSAGES_GOALS.messagesPerSecond})`);
    console.log(`  lag, event's occurredAt → done: p50 ${ms(overall.p50)}, p95 ${ms(overall.p95)}, p99 ${ms(overall.p99)}   (goal p99 ≤ ${MESSAGES_GOALS.lagP99Ms} ms)`);
    console.log('    "done": an e-mail delivered (the delivery row\'s sent_at, when Mailpit accepted it over SMTP);');
    console.log('    a WhatsApp sent (its sent_at: the sandbox accepted it, 201 queued), not its delivered receipt');
    console.log(`    e-mail:   ${describeSpread(lags(email, (row) => row.sent_at!.getTime()))}`);
    console.log(`    WhatsApp: ${describeSpread(lags(whatsapp, (row) => row.sent_at!.getTime()))}`);
    console.log(`    WhatsApp to its delivered receipt (the sandbox delivers after its send and delivery delays): ${describeSpread(lags(whatsapp.filter((row) => row.status === 'delivered'), (row) => row.updated_at.getTime()))}`);
    // Where the time goes: the consumer (event → its delivery row) and the delivery worker (row → sent).
    const lastMade = Math.max(...deliveries.map((row) => row.created_at.getTime()));
    console.log(`  of which the consumer, occurredAt → the delivery row made: ${describeSpread(lags(deliveries, (row) => row.created_at.getTime()))}; rows made at ${(deliveries.length / ((lastMade - firstPublish) / 1000)).toFixed(0)}/s`);
    console.log(`  and the delivery worker, row made → done: ${describeSpread(done.map((row) => row.sent_at!.getTime() - row.created_at.getTime()))}`);
    console.log(`  final statuses: ${JSON.stringify(Object.fromEntries(counts))}; ${failed} failed or dead, ${retried} needed more than one try`);
    console.log(`  every receipt in ${((finishedAt - firstPublish) / 1000).toFixed(1)} s (polled every 250 ms)`);
    const cpu = cpuPerRequest(cpuBefore, cpuAfter, done.length);
    const messagesMicros = cpu.get('services/messages') ?? 0;
    console.log(`  CPU per message by process (every process on the machine; µs): ${describeCpu(cpu)}`);
    console.log(`  the messages service: ${(messagesMicros / 1000).toFixed(2)} ms of CPU per message, ${((messagesMicros * done.length) / 1e6 / ((finishedAt - firstPublish) / 1000)).toFixed(2)} of a core over the run`);
    await countAtProviders(target, people, mailsBefore);
    return { name: `messages (${EVENT} → e-mail/WhatsApp)`, result: { requestsPerSecond: rate, p50Ms: overall.p50, p99Ms: overall.p99, errors: failed, cpu } };
  } finally {
    await producer.disconnect().catch(() => undefined);
    await database.end();
  }
}

/** What reached the providers: the run's mails at Mailpit and WhatsApp messages at the sandbox, each once. */
async function countAtProviders(target: MessagesBenchTarget, people: User[], mailsBefore: number | undefined): Promise<void> {
  const expected = (kind: User['kind']) => Math.floor(BENCH_MESSAGES_EVENTS / people.length) * people.filter((u) => u.kind === kind).length + people.slice(0, BENCH_MESSAGES_EVENTS % people.length).filter((u) => u.kind === kind).length;
  // Mailpit keeps only its newest 500 mails: what it accepted over SMTP during the run is counted instead.
  const mailsAfter = await mailpitAccepted(target.mailpitUrl);
  if (mailsBefore !== undefined && mailsAfter !== undefined) console.log(`  at Mailpit: ${mailsAfter - mailsBefore} mails accepted over SMTP during the run (${expected('email')} expected)`);
  else if (target.mailpitUrl) console.log('  at Mailpit: not counted (its API did not answer)');
  if (target.sandboxUrl) {
    try {
      const phones = new Set(people.filter((u) => u.kind === 'phone').map((u) => `whatsapp:${u.account}`));
      const answer = (await (await fetch(`${target.sandboxUrl.replace(/\/$/, '')}/messaging-sandbox/api/messages`)).json()) as { messages: { to: string; body: string }[] };
      const ours = answer.messages.filter((message) => phones.has(message.to));
      const distinct = new Set(ours.map((message) => `${message.to} ${message.body}`)).size;
      console.log(`  at the messaging sandbox: ${ours.length} WhatsApp messages to the run's phones, ${distinct} distinct (${expected('phone')} expected)`);
    } catch (error) {
      console.log(`  at the messaging sandbox: not counted (${(error as Error).message})`);
    }
  }
}

/** How many mails Mailpit has accepted over SMTP since it started (its API's runtime figures), or undefined. */
async function mailpitAccepted(url: string | undefined): Promise<number | undefined> {
  if (!url) return undefined;
  try {
    const info = (await (await fetch(`${url.replace(/\/$/, '')}/api/v1/info`)).json()) as { RuntimeStats?: { SMTPAccepted?: number } };
    return info.RuntimeStats?.SMTPAccepted;
  } catch {
    return undefined;
  }
}
