// k6 thresholds: `{ 'http_req_duration{procedure:cart.add}': ['p(95)<800'], http_req_failed:
// [{ threshold: 'rate<0.2', abortOnFail: true, delayAbortEval: '1m' }] }`, parsed and evaluated
// against a run's samples as k6 does.
import { parseDuration } from './duration.js';
import type { MetricStore } from './metrics.js';

export interface Threshold {
  /** The key as written, e.g. `http_req_duration{procedure:cart.add}`. */
  key: string;
  metric: string;
  filter: Record<string, string>;
  /** The expression as written, e.g. `p(95)<800`. */
  source: string;
  figure: string;
  operator: Operator;
  limit: number;
  abortOnFail: boolean;
  delayAbortEvalMs: number;
}

type Operator = '<' | '<=' | '>' | '>=' | '==' | '===' | '!=';

const compare: Record<Operator, (actual: number, limit: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '==': (a, b) => a === b,
  '===': (a, b) => a === b,
  '!=': (a, b) => a !== b,
};

/** `name{tag:value,other:value}` into the metric's name and the tag filter. */
export function parseMetricKey(key: string): { metric: string; filter: Record<string, string> } {
  const match = /^([^{}\s]+)(?:\{(.*)\})?$/.exec(key.trim());
  if (!match) throw new Error(`invalid threshold metric "${key}"`);
  const filter: Record<string, string> = {};
  for (const pair of (match[2] ?? '').split(',').filter((p) => p.trim() !== '')) {
    const colon = pair.indexOf(':');
    if (colon <= 0) throw new Error(`invalid tag filter "${pair}" in "${key}"`);
    filter[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
  }
  return { metric: match[1]!, filter };
}

/** `p(95)<800` into its figure, operator and limit. */
export function parseExpression(source: string): { figure: string; operator: Operator; limit: number } {
  const match = /^\s*([a-z]+(?:\(\d+(?:\.\d+)?\))?)\s*(<=|>=|===|==|!=|<|>)\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*$/.exec(source);
  if (!match) throw new Error(`invalid threshold "${source}"`);
  return { figure: match[1]!, operator: match[2] as Operator, limit: Number(match[3]) };
}

type ThresholdSetting = string | { threshold: string; abortOnFail?: boolean; delayAbortEval?: string };

/** Every threshold of a script's `options.thresholds`. */
export function parseThresholds(settings: Record<string, ThresholdSetting[]> | undefined): Threshold[] {
  return Object.entries(settings ?? {}).flatMap(([key, list]) => {
    const { metric, filter } = parseMetricKey(key);
    return list.map((setting) => {
      const { threshold, abortOnFail = false, delayAbortEval } = typeof setting === 'string' ? { threshold: setting } : setting;
      return { key, metric, filter, source: threshold, ...parseExpression(threshold), abortOnFail, delayAbortEvalMs: parseDuration(delayAbortEval) };
    });
  });
}

export interface Verdict {
  threshold: Threshold;
  actual: number;
  passed: boolean;
}

/**
 * Each threshold against the samples so far. A (sub-)metric with no samples passes, as in k6:
 * a threshold on a procedure the run never called holds.
 */
export function evaluate(thresholds: Threshold[], store: MetricStore): Verdict[] {
  return thresholds.map((threshold) => {
    if (store.select(threshold.metric, threshold.filter).length === 0) return { threshold, actual: 0, passed: true };
    const actual = store.figure(threshold.metric, threshold.filter, threshold.figure);
    return { threshold, actual, passed: compare[threshold.operator](actual, threshold.limit) };
  });
}
