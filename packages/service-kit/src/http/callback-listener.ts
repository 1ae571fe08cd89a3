import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { runWithRequestContext } from '../context.js';
import type { Logger } from '../logger.js';
import type { RunningExtra } from '../service.js';

/** A callback's answer: its HTTP status and a small JSON body. */
export interface CallbackAnswer {
  status: number;
  body: Record<string, string>;
}

/** Answers one callback path's POSTs. */
export type CallbackRoute = (request: IncomingMessage) => Promise<CallbackAnswer>;

/** The request body as text, or undefined once it passes `maxBytes` (the rest is not read). */
export async function readLimitedBody(request: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The HTTP listener an outside provider calls back (a payment gateway's notifications, a messaging
 * provider's receipts): POST only, to the routes' paths (404 elsewhere, 405 for another method),
 * each request in a request context of its own, slow clients cut off, and a route that throws
 * answered 500 so the provider tries again. Refused bodies (413, 415) close the connection rather
 * than drain it.
 */
export async function startCallbackListener(options: { host: string; port: number; routes: Readonly<Record<string, CallbackRoute>>; logger: Logger; what: string }): Promise<RunningExtra> {
  const { logger } = options;

  async function handle(request: IncomingMessage): Promise<CallbackAnswer> {
    const route = options.routes[new URL(request.url ?? '/', 'http://callbacks').pathname];
    if (!route) return { status: 404, body: { error: 'not found' } };
    if (request.method !== 'POST') return { status: 405, body: { error: 'POST only' } };
    return route(request);
  }

  const server = createServer((request, response) => {
    void runWithRequestContext({ requestId: randomUUID() }, () =>
      handle(request).then(
        (answer) => send(response, answer),
        (error: unknown) => {
          logger.error({ err: error, path: request.url }, `${options.what} failed`);
          send(response, { status: 500, body: { error: 'try again' } });
        },
      ),
    );
  });
  server.requestTimeout = 10_000;
  server.headersTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  logger.info({ port }, `${options.what} listening`);
  return {
    port,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
    },
  };
}

function send(response: ServerResponse, answer: CallbackAnswer): void {
  if (response.headersSent) return;
  const body = JSON.stringify(answer.body);
  const close = answer.status === 413 || answer.status === 415;
  response.writeHead(answer.status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(close ? { connection: 'close' } : {}) });
  response.end(body);
}
