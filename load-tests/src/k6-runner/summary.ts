// The end-of-test summary, laid out as k6 v1 prints it: the thresholds with their verdicts,
// then the checks, the HTTP metrics, the execution and the script's own metrics.
import { formatDuration } from './duration.js';
import type { MetricStore } from './metrics.js';
import type { Verdict } from './thresholds.js';

const BUILT_IN_HTTP = ['http_req_duration', 'http_req_failed', 'http_reqs', 'data_received'];
const BUILT_IN_EXECUTION = ['iteration_duration', 'iterations', 'group_duration', 'checks'];

export interface SummaryInput {
  store: MetricStore;
  verdicts: Verdict[];
  trendStats: string[];
  elapsedMs: number;
  interruptedIterations: number;
  maxVUs: number;
}

const percent = (rate: number) => `${(rate * 100).toFixed(2)}%`;

function line(name: string, text: string): string {
  return `    ${`${name}`.padEnd(36, '.')}: ${text}`;
}

function describeMetric(input: SummaryInput, metric: string): string {
  const { store, trendStats, elapsedMs } = input;
  const info = store.info(metric)!;
  const samples = store.select(metric);
  const perSecond = (count: number) => `${(count / Math.max(elapsedMs / 1000, 0.001)).toFixed(2)}/s`;
  switch (info.type) {
    case 'trend':
      return trendStats
        .map((stat) => {
          const value = store.figure(metric, {}, stat);
          return `${stat}=${info.isTime ? formatDuration(value) : Number(value.toFixed(2))}`;
        })
        .join(' ');
    case 'rate': {
      const hits = samples.filter((s) => s.value !== 0).length;
      return `${percent(store.figure(metric, {}, 'rate'))} ${hits} out of ${samples.length}`;
    }
    case 'counter': {
      const count = store.figure(metric, {}, 'count');
      return `${count} ${perSecond(count)}`;
    }
    case 'gauge':
      return String(store.figure(metric, {}, 'value'));
  }
}

/** How often each named check passed and failed, in the order first seen. */
function checkCounts(store: MetricStore): { name: string; passed: number; failed: number }[] {
  const counts = new Map<string, { passed: number; failed: number }>();
  for (const sample of store.select('checks')) {
    const name = sample.tags.check ?? '';
    let count = counts.get(name);
    if (!count) counts.set(name, (count = { passed: 0, failed: 0 }));
    if (sample.value !== 0) count.passed += 1;
    else count.failed += 1;
  }
  return [...counts].map(([name, count]) => ({ name, ...count }));
}

export function summaryText(input: SummaryInput): string {
  const { store, verdicts } = input;
  const out: string[] = [''];
  if (verdicts.length > 0) {
    out.push('  █ THRESHOLDS', '');
    let previousKey = '';
    for (const { threshold, actual, passed } of verdicts) {
      if (threshold.key !== previousKey) {
        if (previousKey) out.push('');
        out.push(`    ${threshold.key}`);
        previousKey = threshold.key;
      }
      const info = store.info(threshold.metric);
      const shown = info?.type === 'rate' ? percent(actual) : info?.isTime ? formatDuration(actual) : String(Number(actual.toFixed(4)));
      out.push(`    ${passed ? '✓' : '✗'} '${threshold.source}' ${threshold.figure}=${shown}`);
    }
    out.push('');
  }
  out.push('  █ TOTAL RESULTS', '');
  const checks = checkCounts(store);
  if (checks.length > 0) {
    const total = checks.reduce((sum, c) => sum + c.passed + c.failed, 0);
    const failed = checks.reduce((sum, c) => sum + c.failed, 0);
    out.push(line('checks_total', String(total)), line('checks_succeeded', `${percent((total - failed) / total)} ${total - failed} out of ${total}`), line('checks_failed', `${percent(failed / total)} ${failed} out of ${total}`), '');
    for (const check of checks) {
      out.push(check.failed === 0 ? `    ✓ ${check.name}` : `    ✗ ${check.name}\n      ↳  ${percent(check.passed / (check.passed + check.failed))} — ✓ ${check.passed} / ✗ ${check.failed}`);
    }
    out.push('');
  }
  const metrics = store.metrics();
  const section = (title: string, names: string[]) => {
    const shown = names.filter((name) => metrics.includes(name) && name !== 'checks');
    if (shown.length === 0) return;
    out.push(`    ${title}`);
    for (const name of shown) out.push(line(name, describeMetric(input, name)));
    out.push('');
  };
  section('HTTP', BUILT_IN_HTTP);
  section('EXECUTION', BUILT_IN_EXECUTION);
  out.push(line('interrupted_iterations', String(input.interruptedIterations)), line('vus_max', String(input.maxVUs)), '');
  section(
    'CUSTOM',
    metrics.filter((name) => !BUILT_IN_HTTP.includes(name) && !BUILT_IN_EXECUTION.includes(name)),
  );
  out.push(`running (${formatDuration(input.elapsedMs)}), ${input.maxVUs} VUs max`);
  return out.join('\n');
}
