import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Keeps a LISTEN on the schema's outbox channel and calls `onNotify` when a transaction that
 * wrote events commits. Reconnects with backoff; the relay's polling covers any gap.
 */
export class OutboxListener {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: { url: string; schema: string; logger: Logger; onNotify: () => void },
  ) {}

  async start(): Promise<void> {
    this.closed = false;
    await this.connect().catch((error: unknown) => this.retryLater(error));
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.options.url });
    client.on('notification', () => this.options.onNotify());
    client.on('error', (error) => {
      client.end().catch(() => undefined);
      this.retryLater(error);
    });
    await client.connect();
    await client.query(`listen "outbox_${this.options.schema.replace(/"/g, '')}"`);
    this.client = client;
    this.options.onNotify();
  }

  private retryLater(error: unknown): void {
    if (this.closed) return;
    this.options.logger.warn({ err: error }, 'outbox listener disconnected; reconnecting');
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.connect().catch((e: unknown) => this.retryLater(e)), 1_000);
  }
}
