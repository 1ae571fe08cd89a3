import { randomUUID } from 'node:crypto';
import { Pool, type Dispatcher } from 'undici';

/** A tRPC error as the BFF answers it: the procedure's code and, for a domain refusal, its reason. */
export class TrpcError extends Error {
  constructor(
    readonly procedure: string,
    readonly status: number,
    body: string,
  ) {
    super(`${procedure}: ${status} ${body.slice(0, 300)}`);
  }
}

/**
 * The BFF's tRPC API as a browser's client calls it (superjson inputs; a mutation with an
 * `idempotency-key` per intent), over a pool of kept-alive connections, one per user at most.
 */
export class TrpcClient {
  private readonly pool: Pool;

  constructor(baseUrl: string, connections: number) {
    this.pool = new Pool(baseUrl, { connections, pipelining: 1 });
  }

  /** A query (GET); answers the procedure's `json`. */
  query<T>(procedure: string, input: unknown, token: string): Promise<T> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
    return this.call<T>(procedure, { method: 'GET', path: `/trpc/${procedure}${search}`, headers: this.headers(token) });
  }

  /** A mutation (POST), as one intent: a fresh idempotency key. */
  mutation<T>(procedure: string, input: unknown, token: string): Promise<T> {
    return this.call<T>(procedure, {
      method: 'POST',
      path: `/trpc/${procedure}`,
      headers: { ...this.headers(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ json: input }),
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private headers(token: string): Record<string, string> {
    return { accept: 'application/json', lang: 'ind', ...(token ? { authorization: token } : {}) };
  }

  private async call<T>(procedure: string, request: Dispatcher.RequestOptions): Promise<T> {
    const { statusCode, body } = await this.pool.request(request);
    const text = await body.text();
    if (statusCode !== 200) throw new TrpcError(procedure, statusCode, text);
    return (JSON.parse(text) as { result: { data: { json: T } } }).result.data.json;
  }
}
