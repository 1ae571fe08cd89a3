import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface MeasureOptions {
  headers?: Record<string, string>;
  /** POSTs a new body from this for every request (a GET without it). */
  body?: () => string;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
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

/** The median of each figure over the rounds; errors summed. */
export function summarise(rounds: Measurement[]): Measurement {
  return {
    requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * A warm-up run of each URL, then N rounds in which every URL is measured once in turn: figures
 * compared across URLs come from the same stretch of time. Answers each URL's rounds, in order.
 */
export async function measureInterleaved(options: MeasureOptions, urls: string[]): Promise<Measurement[][]> {
  for (const url of urls) await once(url, options, options.warmupSeconds);
  const rounds: Measurement[][] = urls.map(() => []);
  for (let round = 0; round < options.rounds; round++) {
    for (const [i, url] of urls.entries()) rounds[i]!.push(toMeasurement(await once(url, options, options.roundSeconds)));
  }
  return rounds;
}
