import type { Logger } from './logger.js';
import type { RunningExtra } from './service.js';

/** What a periodic round can see of its job: whether it is stopping (a long round ends early). */
export interface PeriodicJob {
  readonly stopped: boolean;
}

/**
 * Runs `round` every `intervalMs` after the previous round ends, so rounds never overlap (a slow
 * round delays the next instead of piling up). A round that throws is logged and the job goes on.
 * Stopping waits for the round under way.
 */
export function runPeriodically(name: string, intervalMs: number, round: (job: PeriodicJob) => Promise<void>, logger: Logger): RunningExtra {
  const job = { stopped: false };
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      current = round(job)
        .catch((error: unknown) => logger.error({ err: error, job: name }, 'periodic round failed: tried again next round'))
        .finally(() => {
          current = undefined;
          if (!job.stopped) schedule();
        });
    }, intervalMs);
  };
  schedule();
  return {
    async stop() {
      job.stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
