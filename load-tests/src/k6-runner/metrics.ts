// The samples a run records and the figures thresholds and the summary read from them, as k6
// defines them: a metric is a counter, gauge, rate or trend; a sub-metric is a metric's samples
// whose tags match a filter (`http_req_duration{procedure:cart.add}`).

export type MetricType = 'counter' | 'gauge' | 'rate' | 'trend';

export interface Sample {
  metric: string;
  type: MetricType;
  /** Trends of times print as durations. */
  isTime: boolean;
  value: number;
  tags: Record<string, string>;
}

export interface MetricInfo {
  type: MetricType;
  isTime: boolean;
}

/** A trend's figure (`avg`, `min`, `med`, `max`, `p(95)`) over sorted values. */
function trendFigure(sorted: number[], figure: string): number {
  if (sorted.length === 0) return 0;
  switch (figure) {
    case 'avg':
      return sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
    case 'min':
      return sorted[0]!;
    case 'max':
      return sorted[sorted.length - 1]!;
    case 'med':
      return percentile(sorted, 50);
    case 'count':
      return sorted.length;
    default: {
      const match = /^p\((\d+(?:\.\d+)?)\)$/.exec(figure);
      if (!match) throw new Error(`a trend has no figure "${figure}" (avg, min, med, max, p(N))`);
      return percentile(sorted, Number(match[1]));
    }
  }
}

/** k6's percentile: linear interpolation between the closest ranks. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(rank);
  const upper = Math.min(lower + 1, sorted.length - 1);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (rank - lower);
}

/** Every sample of a run, by metric. */
export class MetricStore {
  private readonly infos = new Map<string, MetricInfo>();
  private readonly samples = new Map<string, Sample[]>();

  add(sample: Sample): void {
    const known = this.infos.get(sample.metric);
    if (!known) this.infos.set(sample.metric, { type: sample.type, isTime: sample.isTime });
    else if (known.type !== sample.type) throw new Error(`metric ${sample.metric} is a ${known.type}, not a ${sample.type}`);
    let list = this.samples.get(sample.metric);
    if (!list) this.samples.set(sample.metric, (list = []));
    list.push(sample);
  }

  info(metric: string): MetricInfo | undefined {
    return this.infos.get(metric);
  }

  metrics(): string[] {
    return [...this.infos.keys()].sort();
  }

  /** The samples of a metric whose tags include every pair of `filter`. */
  select(metric: string, filter: Record<string, string> = {}): Sample[] {
    const pairs = Object.entries(filter);
    const all = this.samples.get(metric) ?? [];
    return pairs.length === 0 ? all : all.filter((sample) => pairs.every(([key, value]) => sample.tags[key] === value));
  }

  /** One figure of a (sub-)metric: `count`/`rate` (counters), `rate` (rates), `value` (gauges), a trend figure. */
  figure(metric: string, filter: Record<string, string>, figure: string): number {
    const info = this.infos.get(metric);
    const samples = this.select(metric, filter);
    if (!info) return 0;
    switch (info.type) {
      case 'counter':
        if (figure === 'count') return samples.reduce((sum, s) => sum + s.value, 0);
        break;
      case 'gauge':
        if (figure === 'value') return samples.at(-1)?.value ?? 0;
        break;
      case 'rate':
        if (figure === 'rate') return samples.length === 0 ? 0 : samples.filter((s) => s.value !== 0).length / samples.length;
        break;
      case 'trend':
        return trendFigure(
          samples.map((s) => s.value).sort((a, b) => a - b),
          figure,
        );
    }
    throw new Error(`a ${info.type} metric (${metric}) has no figure "${figure}"`);
  }
}
