// Runs a k6 script as `k6 run` does, for the scenarios and thresholds this repository keeps:
// the script's options name the executors and thresholds; VUs are worker threads; setup's data
// goes to every iteration; the run fails (99) when a threshold is crossed. The subset of k6 it
// implements is what load-tests/k6 uses (see README); anything else fails loudly.
import { Agent } from 'undici';
import { formatDuration, parseDuration } from './duration.js';
import { EXIT } from './exit-codes.js';
import { type Executor, maxVUs, rampingTarget, type Scenario, scenariosOf, scheduledMs, type ScriptOptions } from './executors.js';
import { MetricStore } from './metrics.js';
import { summaryText } from './summary.js';
import { evaluate, parseThresholds, type Threshold } from './thresholds.js';
import { type IterationOutcome, VirtualUser } from './virtual-user.js';


export interface RunOptions {
  script: string;
  /** The scripts' `__ENV`. */
  env: Record<string, string>;
  out: (text: string) => void;
  /** Aborting stops the run at once (Ctrl-C); the summary and thresholds still come. */
  signal?: AbortSignal;
}

const DEFAULT_TREND_STATS = ['avg', 'min', 'med', 'max', 'p(90)', 'p(95)'];
/** Errors of iterations printed before the rest are only counted. */
const MAX_ERRORS_PRINTED = 50;

class Run {
  readonly store = new MetricStore();
  readonly agent = new Agent({ keepAliveTimeout: 30_000 });
  readonly started = performance.now();
  stopped = false;
  interrupted = 0;
  private errorsPrinted = 0;
  private errorsSuppressed = 0;
  private readonly stoppers = new Set<() => void>();

  constructor(readonly options: RunOptions) {}

  elapsed(): number {
    return performance.now() - this.started;
  }

  log(text: string): void {
    this.options.out(`${text}\n`);
  }

  logIterationError(vu: number, error: string): void {
    if (this.errorsPrinted >= MAX_ERRORS_PRINTED) {
      this.errorsSuppressed += 1;
      return;
    }
    this.errorsPrinted += 1;
    this.log(`ERRO[${formatDuration(this.elapsed())}] VU ${vu}: ${error}`);
  }

  flushSuppressed(): void {
    if (this.errorsSuppressed > 0) this.log(`ERRO ${this.errorsSuppressed} more iteration errors not shown`);
  }

  /** Called when the whole run must stop now. */
  onStop(stopper: () => void): () => void {
    this.stoppers.add(stopper);
    return () => this.stoppers.delete(stopper);
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    for (const stopper of this.stoppers) stopper();
  }
}

const wait = (ms: number, run: Run) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    const forget = run.onStop(done);
    function done() {
      clearTimeout(timer);
      forget();
      resolve();
    }
  });

/** A VU slot of a scenario: the VU in it is replaced when an interrupted one had to be stopped. */
class Slot {
  running: Promise<void> | undefined;
  /** When the slot's VU was last asked to stop looping while an iteration was under way. */
  overSince: number | undefined;

  constructor(
    public vu: VirtualUser,
    private readonly make: () => VirtualUser,
  ) {}

  /** Stops the iteration under way; the slot gets a fresh VU unless the scenario is over. */
  async interrupt(run: Run, replace: boolean): Promise<void> {
    if (!this.vu.busy) return;
    run.interrupted += 1;
    const stopped = this.vu;
    if (replace) this.vu = this.make();
    await stopped.stop();
  }
}

async function runScenario(run: Run, scenario: Scenario, slots: Slot[], data: string | undefined): Promise<void> {
  if (scenario.startTimeMs > 0) await wait(scenario.startTimeMs, run);
  const executor: Executor = scenario.executor;
  const start = performance.now();
  const elapsed = () => performance.now() - start;
  const scheduled = scheduledMs(executor);
  let sharedLeft = executor.kind === 'shared-iterations' ? executor.iterations : 0;

  const iterate = async (slot: Slot): Promise<IterationOutcome> => {
    await slot.vu.ready;
    return slot.vu.run({ kind: 'iterate', exec: scenario.exec, data, scenario: scenario.name, env: scenario.env });
  };
  const loop = async (slot: Slot, index: number) => {
    let done = 0;
    for (;;) {
      if (run.stopped || elapsed() >= scheduled) return;
      if (executor.kind === 'ramping-vus' && index >= rampingTarget(executor, elapsed())) return;
      if (executor.kind === 'per-vu-iterations' && done >= executor.iterations) return;
      if (executor.kind === 'shared-iterations' && sharedLeft-- <= 0) return;
      const outcome = await iterate(slot);
      done += 1;
      if (outcome.error && outcome.error !== 'interrupted') run.logIterationError(slot.vu.vu, outcome.error);
    }
  };
  const startLoop = (slot: Slot, index: number) => {
    slot.running ??= loop(slot, index).finally(() => (slot.running = undefined));
  };

  if (executor.kind === 'ramping-vus') {
    // Every 50 ms: start the loops the ramp now wants; a VU over the ramp finishes its iteration,
    // or is interrupted once it has gone on for longer than gracefulRampDown.
    while (!run.stopped && elapsed() < scheduled) {
      const target = rampingTarget(executor, elapsed());
      for (const [index, slot] of slots.entries()) {
        if (index < target) {
          slot.overSince = undefined;
          startLoop(slot, index);
        } else if (slot.vu.busy) {
          slot.overSince ??= performance.now();
          if (performance.now() - slot.overSince > executor.gracefulRampDownMs) await slot.interrupt(run, true);
        }
      }
      await wait(50, run);
    }
  } else {
    slots.forEach(startLoop);
    await Promise.race([Promise.all(slots.map((slot) => slot.running)), wait(scheduled, run)]);
  }

  // The schedule is over: iterations under way get gracefulStop to finish, then are interrupted.
  const running = slots.filter((slot) => slot.running);
  if (running.length > 0) {
    await Promise.race([Promise.all(running.map((slot) => slot.running)), wait(run.stopped ? 0 : executor.gracefulStopMs, run)]);
    await Promise.all(slots.map((slot) => slot.interrupt(run, false)));
    await Promise.all(slots.map((slot) => slot.running));
  }
}

/** Stops the run when a threshold with abortOnFail is crossed after its delay; answers whether one was. */
function watchAbortingThresholds(run: Run, thresholds: Threshold[]): { stop: () => void; crossed: () => string[] } {
  const aborting = thresholds.filter((threshold) => threshold.abortOnFail);
  const crossed: string[] = [];
  const timer = setInterval(() => {
    const due = aborting.filter((threshold) => run.elapsed() >= threshold.delayAbortEvalMs);
    const failing = evaluate(due, run.store).filter((verdict) => !verdict.passed);
    if (failing.length === 0) return;
    crossed.push(...new Set(failing.map((verdict) => verdict.threshold.key)));
    run.log(`ERRO thresholds on metrics '${crossed.join(', ')}' were crossed; at least one has abortOnFail enabled, stopping test prematurely`);
    run.stop();
  }, 1000);
  return { stop: () => clearInterval(timer), crossed: () => crossed };
}

/** Runs the script; answers its exit code (0: every threshold held). */
export async function runScript(options: RunOptions): Promise<number> {
  const run = new Run(options);
  const setupVu = new VirtualUser(0, options.script, options.env, run.store, run.agent);
  const everyVu: VirtualUser[] = [setupVu];
  try {
    let ready;
    try {
      ready = await setupVu.ready;
    } catch (error) {
      run.log(`ERRO the script could not be loaded: ${(error as Error).message}`);
      return EXIT.scriptException;
    }
    let scriptOptions: ScriptOptions;
    let scenarios: Scenario[];
    let thresholds: Threshold[];
    try {
      scriptOptions = JSON.parse(ready.options ?? '{}') as ScriptOptions;
      scenarios = scenariosOf(scriptOptions);
      thresholds = parseThresholds(scriptOptions.thresholds);
      const missing = scenarios.filter((scenario) => !ready.exports.includes(scenario.exec));
      if (missing.length > 0) throw new Error(`the script exports no function ${missing.map((s) => s.exec).join(', ')}`);
    } catch (error) {
      run.log(`ERRO invalid options: ${(error as Error).message}`);
      return EXIT.invalidConfig;
    }

    const abortListener = () => run.stop();
    options.signal?.addEventListener('abort', abortListener);

    let data: string | undefined;
    if (ready.exports.includes('setup')) {
      const timeoutMs = parseDuration(scriptOptions.setupTimeout, 60_000);
      const outcome = await Promise.race([setupVu.run({ kind: 'setup' }), wait(timeoutMs, run).then((): IterationOutcome => ({ error: `setup() did not finish within ${formatDuration(timeoutMs)}` }))]);
      if (outcome.error) {
        run.log(`ERRO setup() failed: ${outcome.error}`);
        return EXIT.scriptException;
      }
      data = outcome.data;
    }

    let nextVu = 1;
    const plans = scenarios.map((scenario) => {
      const make = () => {
        const vu = new VirtualUser(nextVu++, options.script, options.env, run.store, run.agent);
        everyVu.push(vu);
        return vu;
      };
      const slots: Slot[] = Array.from({ length: maxVUs(scenario.executor) }, () => new Slot(make(), make));
      return { scenario, slots };
    });
    try {
      await Promise.all(plans.flatMap(({ slots }) => slots.map((slot) => slot.vu.ready)));
    } catch (error) {
      run.log(`ERRO a VU could not load the script: ${(error as Error).message}`);
      return EXIT.scriptException;
    }
    const vusMax = nextVu - 1;
    for (const { scenario } of plans) run.log(`scenario ${scenario.name}: ${scenario.executor.kind}, up to ${maxVUs(scenario.executor)} VUs, ${formatDuration(scheduledMs(scenario.executor))} (+ graceful stop)`);

    const watcher = watchAbortingThresholds(run, thresholds);
    const progress = setInterval(() => run.log(`running (${formatDuration(run.elapsed())}), ${plans.reduce((n, p) => n + p.slots.filter((s) => s.vu.busy).length, 0)}/${vusMax} VUs busy`), 10_000);
    try {
      await Promise.all(plans.map(({ scenario, slots }) => runScenario(run, scenario, slots, data)));
    } finally {
      clearInterval(progress);
      watcher.stop();
      options.signal?.removeEventListener('abort', abortListener);
    }
    run.flushSuppressed();

    if (ready.exports.includes('teardown')) {
      const outcome = await setupVu.run({ kind: 'teardown', data });
      if (outcome.error) run.log(`ERRO teardown() failed: ${outcome.error}`);
    }

    const verdicts = evaluate(thresholds, run.store);
    run.log(summaryText({ store: run.store, verdicts, trendStats: scriptOptions.summaryTrendStats ?? DEFAULT_TREND_STATS, elapsedMs: run.elapsed(), interruptedIterations: run.interrupted, maxVUs: vusMax }));
    const failed = [...new Set(verdicts.filter((verdict) => !verdict.passed).map((verdict) => verdict.threshold.key))];
    if (failed.length > 0 || watcher.crossed().length > 0) {
      run.log(`ERRO thresholds on metrics '${[...new Set([...failed, ...watcher.crossed()])].join(', ')}' have been crossed`);
      return EXIT.thresholdsFailed;
    }
    return options.signal?.aborted ? EXIT.externalAbort : 0;
  } finally {
    await Promise.all(everyVu.map((vu) => vu.stop()));
    await run.agent.close();
  }
}
