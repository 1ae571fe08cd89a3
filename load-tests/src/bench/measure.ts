import autocannon from 'autocannon';

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

export interface MeasureOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  roundSeconds: number;
  rounds: number;
}

function once(options: MeasureOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({ url: options.url, headers: options.headers ?? {}, connections: options.connections, duration: seconds });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A warm-up run, then N measured rounds; the median of each figure over the rounds. */
export async function measure(options: MeasureOptions): Promise<Measurement> {
  await once(options, options.warmupSeconds);
  const rounds: autocannon.Result[] = [];
  for (let i = 0; i < options.rounds; i++) rounds.push(await once(options, options.roundSeconds));
  return {
    requestsPerSecond: median(rounds.map((r) => r.requests.average)),
    p50Ms: median(rounds.map((r) => r.latency.p50)),
    p99Ms: median(rounds.map((r) => r.latency.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}
