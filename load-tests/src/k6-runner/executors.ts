// The executors the scenarios use, as k6 schedules them: how many virtual users a scenario wants
// at a moment, how many iterations, and for how long. Pure: the runner acts on what these say.
import { parseDuration } from './duration.js';

export interface Stage {
  durationMs: number;
  target: number;
}

export type Executor =
  | { kind: 'ramping-vus'; startVUs: number; stages: Stage[]; gracefulRampDownMs: number; gracefulStopMs: number }
  | { kind: 'constant-vus'; vus: number; durationMs: number; gracefulStopMs: number }
  | { kind: 'shared-iterations'; vus: number; iterations: number; maxDurationMs: number; gracefulStopMs: number }
  | { kind: 'per-vu-iterations'; vus: number; iterations: number; maxDurationMs: number; gracefulStopMs: number };

export interface Scenario {
  name: string;
  /** The exported function each iteration calls. */
  exec: string;
  executor: Executor;
  /** Environment of this scenario's VUs, over the run's. */
  env: Record<string, string>;
  startTimeMs: number;
}

/** What k6 reads of `options`; the rest is ignored by this runner. */
export interface ScriptOptions {
  scenarios?: Record<string, Record<string, unknown>>;
  vus?: number;
  duration?: string;
  iterations?: number;
  stages?: { duration: string; target: number }[];
  setupTimeout?: string;
  teardownTimeout?: string;
  summaryTrendStats?: string[];
  thresholds?: Record<string, never[]>;
}

const DEFAULT_GRACEFUL_STOP = '30s';

function executorOf(name: string, config: Record<string, unknown>): Executor {
  const number = (key: string, fallback: number) => {
    const value = config[key] ?? fallback;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw new Error(`scenario ${name}: ${key} must be a whole number, not ${String(value)}`);
    return value;
  };
  const duration = (key: string, fallback?: string) => {
    const value = config[key] ?? fallback;
    if (value === undefined) throw new Error(`scenario ${name}: ${key} is required`);
    return parseDuration(value as string);
  };
  const gracefulStopMs = duration('gracefulStop', DEFAULT_GRACEFUL_STOP);
  switch (config.executor) {
    case 'ramping-vus': {
      const stages = (config.stages as { duration: string; target: number }[] | undefined) ?? [];
      if (stages.length === 0) throw new Error(`scenario ${name}: ramping-vus needs stages`);
      return {
        kind: 'ramping-vus',
        startVUs: number('startVUs', 1),
        stages: stages.map((stage) => ({ durationMs: parseDuration(stage.duration), target: stage.target })),
        gracefulRampDownMs: duration('gracefulRampDown', DEFAULT_GRACEFUL_STOP),
        gracefulStopMs,
      };
    }
    case 'constant-vus':
      return { kind: 'constant-vus', vus: number('vus', 1), durationMs: duration('duration'), gracefulStopMs };
    case 'shared-iterations':
    case 'per-vu-iterations':
      return { kind: config.executor, vus: number('vus', 1), iterations: number('iterations', 1), maxDurationMs: duration('maxDuration', '10m'), gracefulStopMs };
    default:
      throw new Error(`scenario ${name}: executor ${String(config.executor)} is not supported here (ramping-vus, constant-vus, shared-iterations, per-vu-iterations)`);
  }
}

/** The scenarios of a script's options, with k6's shortcuts (`stages`, `duration`, `iterations`) turned into theirs. */
export function scenariosOf(options: ScriptOptions): Scenario[] {
  let configs = options.scenarios;
  if (!configs) {
    const vus = options.vus ?? 1;
    if (options.stages) configs = { default: { executor: 'ramping-vus', startVUs: vus, stages: options.stages } };
    else if (options.duration) configs = { default: { executor: 'constant-vus', vus, duration: options.duration } };
    else configs = { default: { executor: 'shared-iterations', vus, iterations: options.iterations ?? 1 } };
  }
  return Object.entries(configs).map(([name, config]) => ({
    name,
    exec: typeof config.exec === 'string' ? config.exec : 'default',
    executor: executorOf(name, config),
    env: (config.env as Record<string, string> | undefined) ?? {},
    startTimeMs: parseDuration(config.startTime as string | undefined),
  }));
}

/** The most VUs a scenario ever runs at once: the VUs made before it starts. */
export function maxVUs(executor: Executor): number {
  if (executor.kind === 'ramping-vus') return Math.max(executor.startVUs, ...executor.stages.map((stage) => stage.target));
  return executor.vus;
}

/** How long the scenario schedules iterations, before its graceful stop. */
export function scheduledMs(executor: Executor): number {
  switch (executor.kind) {
    case 'ramping-vus':
      return executor.stages.reduce((sum, stage) => sum + stage.durationMs, 0);
    case 'constant-vus':
      return executor.durationMs;
    default:
      return executor.maxDurationMs;
  }
}

/** VUs a ramping-vus scenario wants `elapsedMs` after its start: linear within each stage, rounded down as k6 does. */
export function rampingTarget(executor: { startVUs: number; stages: Stage[] }, elapsedMs: number): number {
  let from = executor.startVUs;
  let stageStart = 0;
  for (const stage of executor.stages) {
    if (elapsedMs < stageStart + stage.durationMs) {
      const progress = stage.durationMs === 0 ? 1 : (elapsedMs - stageStart) / stage.durationMs;
      return Math.floor(from + (stage.target - from) * progress);
    }
    from = stage.target;
    stageStart += stage.durationMs;
  }
  return 0;
}
