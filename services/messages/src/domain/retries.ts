export interface RetrySettings {
  /** The wait after the first failed try. */
  firstDelaySeconds: number;
  /** Each wait is the one before times this. */
  factor: number;
  /** No wait is longer. */
  maxDelaySeconds: number;
  /** Tries in all, the first included; then the delivery is dead-lettered. */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min, … capped at 1 hour; 8 tries (about 1 h 34 min of waiting) before the dead letter. */
export const defaultRetrySettings: RetrySettings = { firstDelaySeconds: 30, factor: 2, maxDelaySeconds: 3600, maxAttempts: 8 };

export type RetryDecision = { action: 'retry'; at: Date } | { action: 'dead_letter' };

/** The wait after the `failedAttempts`-th failed try (1 for the first), before the cap. */
export function retryDelaySeconds(failedAttempts: number, settings: RetrySettings = defaultRetrySettings): number {
  return Math.min(settings.maxDelaySeconds, settings.firstDelaySeconds * settings.factor ** Math.max(0, failedAttempts - 1));
}

/** After a delivery's `failedAttempts`-th failed try at `failedAt`: when to try again, or dead-letter it. */
export function afterFailure(failedAttempts: number, failedAt: Date, settings: RetrySettings = defaultRetrySettings): RetryDecision {
  if (failedAttempts >= settings.maxAttempts) return { action: 'dead_letter' };
  return { action: 'retry', at: new Date(failedAt.getTime() + retryDelaySeconds(failedAttempts, settings) * 1000) };
}
