import { createRequire } from 'node:module';

/** What the fix touches of kafkajs' per-connection request queue (src/network/requestQueue). */
export interface RequestQueueInternals {
  pending: unknown[];
  /** When client-side throttling ends, in ms since the epoch; -1 when never throttled. */
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
  destroy(): void;
}

const FIXED = Symbol.for('shop.kafkajs.idleQueueFixed');

/** kafkajs' RequestQueue class, as loaded by `import 'kafkajs'` (the same CommonJS module). */
export function requestQueueClass(): new (options: Record<string, unknown>) => RequestQueueInternals {
  return createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js');
}

/**
 * kafkajs 2.2.4 (unmaintained since) re-arms a connection's throttle check after every answer, even
 * with nothing waiting and no throttle: a timer with a negative delay, which Node runs after 1 ms,
 * forever (tulios/kafkajs#1556, #1704; Node 24 warns `TimeoutNegativeWarning`). With a dozen
 * connections per process that kept every idle service at 3–5 % of a core. The check is needed
 * only while a request waits: one pushed later schedules its own.
 */
export function stopIdleRequestQueueTimers(): void {
  const prototype = requestQueueClass().prototype as RequestQueueInternals & { [FIXED]?: true };
  if (prototype[FIXED]) return;
  const schedule = prototype.scheduleCheckPendingRequests;
  prototype.scheduleCheckPendingRequests = function (this: RequestQueueInternals) {
    if (this.pending.length === 0 && !(this.throttledUntil > Date.now())) return;
    schedule.call(this);
  };
  prototype[FIXED] = true;
}
