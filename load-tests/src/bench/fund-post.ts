import { randomUUID } from 'node:crypto';
import { fundV1 } from '@shop/contracts';
import { generateServiceKeys } from '@shop/dev-infra';
import { createGrpcClient, parseSigningKey, signingKeyOf, type GrpcClient, type SigningKey } from '@shop/service-kit';
import pg from 'pg';
import { median, summarise, type Measurement } from './measure.js';

/**
 * `fund.post`: postings per second through gRPC against the fund service of a running stack,
 * signed as the order service (the key the stack trusts through STACK_TRUSTED_KEYS). Each call is
 * a credit, a debit, a hold, a release of an earlier hold, or (REPEAT_SHARE) the same posting as an
 * earlier one, which must answer that posting's record: the reference-based idempotency on the
 * hot path. Measured across many wallets and on one hot wallet, whose row lock every posting takes.
 */

/** The issuer the bench signs as: a service allowed to post. */
export const BENCH_ISSUER = 'order';
export const BENCH_WALLETS = 1_000;
const REPEAT_SHARE = 0.1;
/** Every wallet starts rich enough that no debit or hold of the run is refused. */
const OPENING_BALANCE = 1_000_000_000;

/** A fresh key pair for the bench: the public half for the stack (STACK_TRUSTED_KEYS), the private half to sign with. */
export function benchServiceKey(): { trustedKey: string; signingKey: string } {
  return generateServiceKeys([BENCH_ISSUER], 'bench').get(BENCH_ISSUER)!;
}

type Fund = GrpcClient<typeof fundV1.FundServiceService>;

/** Where a stack's fund service listens, and the private half of a key it trusts for BENCH_ISSUER (`<keyId>:<base64 PKCS#8>`). */
export interface BenchServiceAccess {
  address: string;
  signingKey: string;
}

/** The fund service's client, signing as BENCH_ISSUER. */
export function benchFundClient(access: BenchServiceAccess): Fund {
  const key: SigningKey = signingKeyOf(BENCH_ISSUER, parseSigningKey(access.signingKey));
  return createGrpcClient(fundV1.FundServiceService, access.address, { defaultDeadlineMs: 30_000, identity: { key, audience: 'fund' } });
}
type Posting = fundV1.Posting;
type Call = { method: 'credit' | 'debit' | 'hold'; request: { posting: Posting } } | { method: 'release'; request: fundV1.ReleaseRequest };

interface Counters {
  latenciesMs: number[];
  errors: number;
  repeats: number;
}

/**
 * One connection's stream of postings over a set of wallets: it remembers what it posted (to
 * repeat some) and its open holds (to release them).
 */
class Poster {
  private readonly posted: { call: Call; recordId: string }[] = [];
  private readonly openHolds: { userId: string; reference: string }[] = [];
  private sequence = 0;

  constructor(
    private readonly fund: Fund,
    private readonly wallets: readonly string[],
    private readonly runId: string,
  ) {}

  async next(counters: Counters): Promise<void> {
    const repeat = this.posted.length > 0 && Math.random() < REPEAT_SHARE ? this.posted[Math.floor(Math.random() * this.posted.length)] : undefined;
    const call = repeat?.call ?? this.fresh();
    const started = performance.now();
    try {
      const { posted } = await (this.fund.call[call.method] as (request: Call['request']) => Promise<{ posted?: fundV1.Posted }>)(call.request);
      counters.latenciesMs.push(performance.now() - started);
      const recordId = posted?.record?.id ?? '';
      if (repeat) {
        counters.repeats += 1;
        // A repeat answers the first posting: its very record.
        if (recordId !== repeat.recordId) counters.errors += 1;
        return;
      }
      if (this.posted.length < 1_000) this.posted.push({ call, recordId });
      if (call.method === 'hold') this.openHolds.push({ userId: call.request.posting.userId, reference: call.request.posting.reference });
    } catch {
      counters.errors += 1;
    }
  }

  private fresh(): Call {
    const userId = this.wallets[Math.floor(Math.random() * this.wallets.length)]!;
    const reference = `bench:${this.runId}:${this.sequence++}`;
    const roll = Math.random();
    if (roll < 0.1 && this.openHolds.length > 0) {
      const hold = this.openHolds.shift()!;
      return { method: 'release', request: { userId: hold.userId, holdReference: hold.reference, reference } };
    }
    const method = roll < 0.2 ? 'hold' : roll < 0.5 ? 'debit' : 'credit';
    const amount = 1 + Math.floor(Math.random() * (method === 'credit' ? 10_000 : 5_000));
    return { method, request: { posting: { userId, amount, type: fundV1.RecordType.RECORD_TYPE_PRD_ORDER_PAY, reference, memo: '' } } };
  }
}

/** `connections` posters calling back to back for `seconds`: requests per second and latency percentiles. */
async function run(posters: Poster[], seconds: number): Promise<Measurement & { repeats: number }> {
  const counters: Counters = { latenciesMs: [], errors: 0, repeats: 0 };
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    posters.map(async (poster) => {
      while (performance.now() < end) await poster.next(counters);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = counters.latenciesMs.sort((a, b) => a - b);
  const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
  return { requestsPerSecond: sorted.length / elapsed, p50Ms: percentile(50), p99Ms: percentile(99), errors: counters.errors, repeats: counters.repeats };
}

export interface FundPostOptions extends BenchServiceAccess {
  /** The stack's database, for the ledger check after the run. */
  databaseUrl: string | undefined;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

/** Measures the two cases, rounds alternating between them; answers their rows for the bench's table. */
export async function measureFundPostings(options: FundPostOptions): Promise<{ name: string; result: Measurement }[]> {
  const fund = benchFundClient(options);
  try {
    const runId = randomUUID().slice(0, 8);
    const many = Array.from({ length: BENCH_WALLETS }, () => randomUUID());
    const hot = [randomUUID()];
    console.log(`fund.post: opening ${many.length + 1} wallets…`);
    await openWallets(fund, [...many, ...hot], runId, options.connections);
    const cases = [
      { name: `fund.post (${BENCH_WALLETS} wallets)`, wallets: many },
      { name: 'fund.post (one hot wallet)', wallets: hot },
    ].map((c) => ({ ...c, posters: Array.from({ length: options.connections }, (_, i) => new Poster(fund, c.wallets, `${runId}-${c.wallets.length}-${i}`)) }));

    console.log(`measuring fund.post: ${options.connections} concurrent calls, ${options.warmupSeconds} s warm-up, ${options.rounds} × ${options.roundSeconds} s, ${REPEAT_SHARE * 100} % repeated references`);
    for (const c of cases) await run(c.posters, options.warmupSeconds);
    const rounds = cases.map(() => [] as (Measurement & { repeats: number })[]);
    for (let round = 0; round < options.rounds; round++) {
      for (const [i, c] of cases.entries()) rounds[i]!.push(await run(c.posters, options.roundSeconds));
    }
    for (const [i, c] of cases.entries()) console.log(`${c.name}: ${median(rounds[i]!.map((r) => r.repeats))} repeated references per round, each answered with its first record`);
    if (options.databaseUrl) await checkLedger(options.databaseUrl);
    return cases.map((c, i) => ({ name: c.name, result: summarise(rounds[i]!) }));
  } finally {
    fund.close();
  }
}

async function openWallets(fund: Fund, wallets: string[], runId: string, connections: number): Promise<void> {
  const queue = [...wallets];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      for (let userId = queue.pop(); userId; userId = queue.pop()) {
        await fund.call.credit({ posting: { userId, amount: OPENING_BALANCE, type: fundV1.RecordType.RECORD_TYPE_RECHARGE, reference: `bench:${runId}:open:${userId}`, memo: '' } });
      }
    }),
  );
}

/** After the run: every user account's balance is the sum of its lines, every journal sums to zero. */
async function checkLedger(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, options: '-c search_path=fund' });
  await client.connect();
  try {
    const drifted = await client.query(
      `select count(*) as n from account a
        where a.owner_id is not null and a.balance <> (select coalesce(sum(l.amount), 0) from entry_line l where l.account_id = a.id)`,
    );
    const unbalanced = await client.query('select count(*) as n from (select journal_id from entry_line group by journal_id having sum(amount) <> 0) j');
    const journals = await client.query('select count(*) as n from journal');
    const problems = Number(drifted.rows[0].n) + Number(unbalanced.rows[0].n);
    console.log(`ledger after the run: ${journals.rows[0].n} journals, ${drifted.rows[0].n} accounts off their lines, ${unbalanced.rows[0].n} journals not summing to zero`);
    if (problems > 0) throw new Error('the ledger does not add up');
  } finally {
    await client.end();
  }
}
