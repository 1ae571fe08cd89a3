import autocannon from 'autocannon';
import { cpuPerRequest, meanCpu, snapshotCpu } from './process-cpu.js';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU microseconds per request, by process group (`process-cpu.ts`), where measured. */
  cpu?: Map<string, number>;
}

export interface MeasureOptions {
  headers?: Record<string, string>;
  /** POSTs a new body from this for every request (a GET without it). */
  body?: () => string;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
  /** The repository's root: with it, each round also measures every process's CPU (Linux). */
  cpuRoot?: string;
}

function once(url: string, options: MeasureOptions, seconds: number): Promise<autocannon.Result> {
  const { body } = options;
  const requests = body ? [{ method: 'POST' as const, setupRequest: (request: autocannon.Request) => ({ ...request, body: body() }) }] : undefined;
  return autocannon({ url, headers: options.headers ?? {}, connections: options.connections, duration: seconds, requests });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One measured round's figures. */
function toMeasurement(result: autocannon.Result): Measurement {
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The median of each figure over the rounds; errors summed; CPU per request averaged. */
export function summarise(rounds: Measurement[]): Measurement {
  const cpu = rounds.flatMap((r) => (r.cpu ? [r.cpu] : []));
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    ...(cpu.length > 0 ? { cpu: meanCpu(cpu) } : {}),
  };
}

/** One measured round of `url`, with what it cost each process when `cpuRoot` is given. */
async function measuredRound(url: string, options: MeasureOptions): Promise<Measurement> {
  const before = options.cpuRoot ? snapshotCpu(options.cpuRoot) : undefined;
  const result = await once(url, options, options.roundSeconds);
  const measurement = toMeasurement(result);
  return before ? { ...measurement, cpu: cpuPerRequest(before, snapshotCpu(options.cpuRoot!), result.requests.total) } : measurement;
}

/**
 * A warm-up run of each URL, then N rounds in which every URL is measured once in turn: figures
 * compared across URLs come from the same stretch of time. Answers each URL's rounds, in order.
 */
export async function measureInterleaved(options: MeasureOptions, urls: string[]): Promise<Measurement[][]> {
  for (const url of urls) await once(url, options, options.warmupSeconds);
  const rounds: Measurement[][] = urls.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(await measuredRound(url, options));
  }
  return rounds;
}

/** What one user's journey reports: each call timed under its name, and figures measured otherwise (a lag). */
export interface Recorder {
  /** Times `call` as one `name`: its latency, or an error when it throws (rethrown). */
  time<T>(name: string, call: () => Promise<T>): Promise<T>;
  /** One figure of `name`, in milliseconds, measured by the caller. */
  record(name: string, ms: number): void;
}

/** A journey's figures per name for one stretch of time. */
class Tally implements Recorder {
  readonly samples = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  /** The first error of each name, to tell what failed. */
  readonly firstErrors = new Map<string, string>();
  readonly started = performance.now();

  async time<T>(name: string, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      const answer = await call();
      this.record(name, performance.now() - started);
      return answer;
    } catch (error) {
      this.errors.set(name, (this.errors.get(name) ?? 0) + 1);
      if (!this.firstErrors.has(name)) this.firstErrors.set(name, error instanceof Error ? error.message : String(error));
      throw error;
    }
  }

  record(name: string, ms: number): void {
    const samples = this.samples.get(name) ?? [];
    samples.push(ms);
    this.samples.set(name, samples);
  }

  /** Per name: how many per second over the stretch, latency percentiles, errors. */
  measurements(): Map<string, Measurement> {
    const seconds = (performance.now() - this.started) / 1000;
    const names = new Set([...this.samples.keys(), ...this.errors.keys()]);
    return new Map(
      [...names].map((name) => {
        const sorted = (this.samples.get(name) ?? []).sort((a, b) => a - b);
        const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
        return [name, { requestsPerSecond: sorted.length / seconds, p50Ms: percentile(50), p99Ms: percentile(99), errors: this.errors.get(name) ?? 0 }];
      }),
    );
  }
}

/** Users going through a journey again and again; see `measureJourney`. */
export interface JourneyRun {
  /** The journey's own row in the table. */
  name: string;
  /** How many users go through it at once. */
  users: number;
  /** One journey of user `user` (0 to users - 1), its calls timed through `recorder`; throws when it failed. */
  once(user: number, recorder: Recorder): Promise<void>;
  /** Called with the recorder of each stretch as it starts, for figures measured besides the users' calls (a watcher's lag). */
  observe?(recorder: Recorder): void;
  /** Stops what it runs besides the users, once measured. */
  stop?(): Promise<void>;
}

/**
 * Closed-loop users, each going through the journey back to back: a warm-up, then `rounds`
 * rounds. Answers a row for the whole journey (journeys per second, their latency) and one per
 * name recorded (each step, each lag), each the median of its rounds.
 */
export async function measureJourney(
  run: JourneyRun,
  options: Omit<MeasureOptions, 'headers' | 'body' | 'connections'> & { log?: (line: string) => void },
): Promise<{ name: string; result: Measurement }[]> {
  const log = options.log ?? ((line: string) => console.log(line));
  const stretch = async (seconds: number): Promise<Map<string, Measurement>> => {
    const tally = new Tally();
    run.observe?.(tally);
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: run.users }, async (_, user) => {
        while (performance.now() < end) await tally.time(run.name, () => run.once(user, tally)).catch(() => undefined);
      }),
    );
    for (const [name, message] of tally.firstErrors) log(`${run.name}: ${tally.errors.get(name)} × ${name} failed, the first: ${message}`);
    return tally.measurements();
  };
  await stretch(options.warmupSeconds);
  const rounds: Map<string, Measurement>[] = [];
  for (let round = 0; round < options.rounds; round++) rounds.push(await stretch(options.roundSeconds));
  const names = [run.name, ...new Set(rounds.flatMap((round) => [...round.keys()]).filter((name) => name !== run.name))];
  const empty: Measurement = { requestsPerSecond: 0, p50Ms: 0, p99Ms: 0, errors: 0 };
  return names.map((name) => ({ name: name === run.name ? name : `${run.name}: ${name}`, result: summarise(rounds.map((round) => round.get(name) ?? empty)) }));
}
