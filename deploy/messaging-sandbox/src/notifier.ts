import { randomUUID } from 'node:crypto';
import { twilioSignature } from './messages.js';

export interface NotifierOptions {
  /** Signs every callback (`X-Twilio-Signature`). */
  authToken: string;
  /** First retry delay; each retry waits twice as long, up to 30 s. */
  retryDelayMs: number;
  /** Attempts per callback before it is given up. */
  maxAttempts: number;
  log: (line: string) => void;
}

const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Posts status callbacks as Twilio does: form-encoded, signed with `X-Twilio-Signature`, with an
 * `I-Twilio-Idempotency-Token` that stays the same across the retries of one callback. Each is
 * retried with backoff until it is answered 2xx (or given up after `maxAttempts`). Callbacks are
 * independent of one another, so those of one message may arrive out of order.
 */
export class Notifier {
  private readonly pending = new Set<Promise<unknown>>();
  private readonly waits = new Map<NodeJS.Timeout, () => void>();
  private stopped = false;
  private given = 0;

  constructor(private readonly options: NotifierOptions) {}

  /** Sends one callback; resolves once it is delivered or given up. */
  send(url: string, params: Record<string, string>, label: string): Promise<void> {
    const work = this.deliver(url, params, label).catch(() => undefined);
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
    return work;
  }

  /** Resolves once every callback under way has been delivered or given up (tests). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  /** Callbacks given up so far. */
  get givenUp(): number {
    return this.given;
  }

  stop(): void {
    this.stopped = true;
    for (const [timer, wake] of this.waits) {
      clearTimeout(timer);
      wake();
    }
    this.waits.clear();
  }

  private async deliver(url: string, params: Record<string, string>, label: string): Promise<void> {
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'TwilioProxy/1.1',
      'x-twilio-signature': twilioSignature(this.options.authToken, url, params),
      'i-twilio-idempotency-token': randomUUID(),
    };
    const body = new URLSearchParams(params).toString();
    for (let attempt = 1; !this.stopped; attempt++) {
      const status = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.status,
        () => 0,
      );
      if (status >= 200 && status < 300) return;
      if (attempt >= this.options.maxAttempts) {
        this.given += 1;
        this.options.log(`gave up the callback ${label} after ${attempt} attempts (last answer ${status || 'none'})`);
        throw new Error('undelivered');
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
