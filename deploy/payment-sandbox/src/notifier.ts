export interface NotifierOptions {
  /** Where notifications go; none: they are dropped. */
  url: string | undefined;
  /** How many copies of each notification are sent, all at once (duplicates, as the real gateway sometimes sends). */
  copies: number;
  /** First retry delay; each retry waits twice as long, up to 30 s. */
  retryDelayMs: number;
  /** Attempts per copy before it is given up. */
  maxAttempts: number;
  /** While true, nothing is sent: deliveries wait and go out once it is false again. */
  paused: () => boolean;
  log: (line: string) => void;
}

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Posts notifications to one URL as the gateway does: each copy retried with backoff until it is
 * answered 2xx (or given up after `maxAttempts`). `send` answers once the first copy is delivered,
 * so a caller can send something after it (a stale `pending` after the final status).
 */
export class Notifier {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;
  private heldBack = 0;

  constructor(private readonly options: NotifierOptions) {}

  /** Sends `copies` copies at once; resolves when one of them is delivered (or all are given up). */
  send(body: Record<string, unknown>, label: string): Promise<void> {
    const { url } = this.options;
    if (!url) return Promise.resolve();
    const copies = Array.from({ length: this.options.copies }, () => this.deliver(url, JSON.stringify(body), label));
    const first = Promise.any(copies).catch(() => undefined);
    this.track(Promise.allSettled(copies));
    return first;
  }

  /** Resolves once every delivery under way has ended (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Attempts an outage has held back so far: a delivery that is waiting for the gateway to be up. */
  get held(): number {
    return this.heldBack;
  }

  stop(): void {
    this.stopped = true;
    for (const [timer, wake] of this.waits) {
      clearTimeout(timer);
      wake();
    }
    this.waits.clear();
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  private async deliver(url: string, body: string, label: string): Promise<void> {
    for (let attempt = 1; !this.stopped; attempt++) {
      if (this.options.paused()) {
        this.heldBack += 1;
      } else {
        const status = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(10_000) }).then(
          (response) => response.status,
          () => 0,
        );
        if (status >= 200 && status < 300) return;
        if (attempt >= this.options.maxAttempts) {
          this.options.log(`gave up notifying ${label} after ${attempt} attempts (last answer ${status || 'none'})`);
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
