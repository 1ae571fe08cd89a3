// What every load scenario shares: the shape of the load (virtual users ramping up, a plateau,
// ramping down), the think time between a user's actions, and the thresholds that are our SLOs.
// Every figure can be set per run (`-e NAME=value`, or the environment through `npm run load`):
//
//   VUS                        virtual users at the plateau            (the scenario's default)
//   RAMP_UP / DURATION / RAMP_DOWN  stage lengths                      30s / 2m / 10s
//   THINK_MIN / THINK_MAX      seconds a user waits between actions    1 / 5
//   SLO_P95_MS / SLO_P99_MS    http_req_duration p(95) / p(99) limits  (the scenario's SLOs)
//   SLO_LATENCY_FACTOR         multiplies every latency limit          1
//   SLO_ERROR_RATE             http_req_failed rate limit              (the scenario's SLO)
//   SLO_CHECKS_RATE            checks pass rate floor                  (the scenario's SLO)
import { sleep } from 'k6';

/** A number from the environment, or `fallback` when unset or empty. */
export function envNumber(name, fallback) {
  const raw = __ENV[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name}=${raw} is not a number`);
  return value;
}

/** The ramping load of one scenario, `vus` users at the plateau unless VUS says otherwise. */
export function rampingLoad(vus) {
  return {
    executor: 'ramping-vus',
    startVUs: 0,
    stages: [
      { duration: __ENV.RAMP_UP || '30s', target: envNumber('VUS', vus) },
      { duration: __ENV.DURATION || '2m', target: envNumber('VUS', vus) },
      { duration: __ENV.RAMP_DOWN || '10s', target: 0 },
    ],
    // A user's journey in progress when the load ramps down gets this long to finish.
    gracefulRampDown: '10s',
  };
}

const THINK_MIN = envNumber('THINK_MIN', 1);
const THINK_MAX = envNumber('THINK_MAX', 5);

/** A user reading the page before the next action. */
export function think() {
  sleep(THINK_MIN + Math.random() * Math.max(0, THINK_MAX - THINK_MIN));
}

/**
 * The SLOs as k6 thresholds: latency p(95) / p(99) over every request and p(95) per procedure
 * (requests are tagged `procedure:<name>`; `{ name, p95Ms }` for one with an SLO of its own, such
 * as a page rendered by the server), the failed-request rate and the checks pass rate.
 * A breached threshold makes k6 exit with 99. A failed-request rate far over the SLO stops the
 * run after a minute rather than hammer a broken system.
 */
export function sloThresholds({ p95Ms, p99Ms, errorRate, checksRate, procedures }) {
  const factor = envNumber('SLO_LATENCY_FACTOR', 1);
  const p95 = `p(95)<${envNumber('SLO_P95_MS', p95Ms) * factor}`;
  const thresholds = {
    http_req_duration: [p95, `p(99)<${envNumber('SLO_P99_MS', p99Ms) * factor}`],
    http_req_failed: [
      `rate<${envNumber('SLO_ERROR_RATE', errorRate)}`,
      { threshold: 'rate<0.2', abortOnFail: true, delayAbortEval: '1m' },
    ],
    checks: [`rate>${envNumber('SLO_CHECKS_RATE', checksRate)}`],
  };
  for (const procedure of procedures) {
    if (typeof procedure === 'string') thresholds[`http_req_duration{procedure:${procedure}}`] = [p95];
    else thresholds[`http_req_duration{procedure:${procedure.name}}`] = [`p(95)<${procedure.p95Ms * factor}`];
  }
  return thresholds;
}

/** The trend figures k6's end-of-test summary shows. */
export const summaryTrendStats = ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'];

/** One of `list`, at random. */
export function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}
