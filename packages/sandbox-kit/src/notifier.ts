/** One POST a notifier sends: every attempt of every copy sends the same. */
export interface Delivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface NotifierOptions {
  /** How many copies of each delivery are sent, all at once (duplicates, as real providers sometimes send); default 1. */
  copies?: number;
  /** First retry delay; each retry waits twice as long, up to 30 s. */
  retryDelayMs: number;
  /** Attempts per copy before it is given up. */
  maxAttempts: number;
  /** While true, nothing is sent: deliveries wait and go out once it is false again (an outage). */
  paused?: () => boolean;
  log: (line: string) => void;
}

const MAX_RETRY_DELAY_MS = 30_000;
const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Posts notifications (callbacks, webhooks) as a provider does: each copy retried with backoff
 * until it is answered 2xx within 10 s, or given up after `maxAttempts`. Deliveries are
 * independent of one another, so those of one thing may arrive out of order.
 */
export class Notifier {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;
  private heldBack = 0;
  private given = 0;

  constructor(private readonly options: NotifierOptions) {}

  /**
   * Sends the delivery's copies at once; resolves when one of them is delivered (or all are given
   * up), so a caller can send something after it.
   */
  send(delivery: Delivery, label: string): Promise<void> {
    const copies = Array.from({ length: this.options.copies ?? 1 }, () => this.deliver(delivery, label));
    const all = Promise.allSettled(copies);
    this.pending.add(all);
    void all.finally(() => this.pending.delete(all));
    return Promise.any(copies).catch(() => undefined);
  }

  /** Resolves once every delivery under way has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Attempts a pause (an outage) has held back so far. */
  get held(): number {
    return this.heldBack;
  }

  /** Copies given up after their last attempt so far. */
  get givenUp(): number {
    return this.given;
  }

  /** Ends every retry: what is not delivered yet never will be. */
  stop(): void {
    this.stopped = true;
    for (const [timer, wake] of this.waits) {
      clearTimeout(timer);
      wake();
    }
    this.waits.clear();
  }

  private async deliver({ url, headers, body }: Delivery, label: string): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      if (this.options.paused?.()) {
        this.heldBack += 1;
      } else {
        const status = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS) }).then(
          (response) => response.status,
          () => 0,
        );
        if (status >= 200 && status < 300) return;
        if (attempt >= this.options.maxAttempts) {
          this.given += 1;
          this.options.log(`gave up ${label} after ${attempt} attempts (last answer ${status || 'none'})`);
          throw new Error('undelivered');
        }
      }
      await this.wait(Math.min(this.options.retryDelayMs * 2 ** Math.min(attempt - 1, 16), MAX_RETRY_DELAY_MS));
    }
    throw new Error('stopped');
  }

  private wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waits.delete(timer);
        resolve();
      }, ms);
      this.waits.set(timer, resolve);
    });
  }
}
