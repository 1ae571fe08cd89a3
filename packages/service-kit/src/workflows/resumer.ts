import type { Logger } from '../logger.js';
import { runPeriodically } from '../periodic.js';
import type { RunningExtra } from '../service.js';
import type { WorkflowEngine } from './engine.js';

/**
 * Every `intervalMs`, drives the runs nobody drives (a crashed process's, a failed attempt's once
 * its retry time has come), a batch at a time while batches come full. Stopping waits for the
 * round under way.
 */
export function startWorkflowResumer(engine: WorkflowEngine, options: { intervalMs: number; batch: number; logger: Logger }): RunningExtra {
  return runPeriodically(
    'workflow resumer',
    options.intervalMs,
    async (round) => {
      while (!round.stopped && (await engine.resumeDue(options.batch)) === options.batch);
    },
    options.logger,
  );
}
