import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Notifier } from './notifier.js';
import type { OutageSwitch } from './outages.js';
import type { Timers } from './timers.js';

/** The largest request body a sandbox reads. */
const MAX_BODY_BYTES = 64 * 1024;

/** A request the sandbox refuses before its route answers: its HTTP status and why. */
class HttpProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface JsonAnswer {
  status: number;
  body: unknown;
}

export interface PageAnswer {
  status: number;
  /** The content type. */
  type: string;
  body: string;
  /** A redirect's target. */
  location?: string;
}

/** The request body as text; 413 (`HttpProblem`) past `MAX_BODY_BYTES`. */
export async function textBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(413, `at most ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The request body as JSON: null when empty, 400 (`HttpProblem`) when it is not JSON. */
export async function jsonBody(request: IncomingMessage): Promise<unknown> {
  const text = await textBody(request);
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpProblem(400, 'the body is not JSON');
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  response.end(text);
}

/** Whether the request carries HTTP Basic credentials of this user and password (compared in constant time). */
export function hasBasicAuth(request: IncomingMessage, user: string, password: string): boolean {
  const expected = Buffer.from(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
  const given = Buffer.from(request.headers.authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * How a sandbox answers. Under `prefix` it has its own paths: `<prefix>/healthz`, the test API
 * at `<prefix>/api/` (with the outage switch at `<prefix>/api/outage`) and its pages; every other
 * path is the provider's API it imitates.
 */
export interface SandboxRoutes {
  /** Its own paths' prefix, without a trailing slash: `/sandbox`. */
  prefix: string;
  /** The switch `<prefix>/api/outage` flips. */
  outages: Pick<OutageSwitch<string, string>, 'apply' | 'usage'>;
  /** What the health check and the outage switch answer besides `status` (which channel is down). */
  state(): Record<string, unknown>;
  /** The provider's API. */
  api(request: IncomingMessage, url: URL): Promise<JsonAnswer>;
  /** The rest of the test API, under `<prefix>/api/`. */
  testApi(request: IncomingMessage, url: URL): Promise<JsonAnswer> | JsonAnswer;
  /** Its pages (and their files) under `<prefix>/`. */
  page(request: IncomingMessage, url: URL): Promise<PageAnswer> | PageAnswer;
  /** The error body of an answer the routes did not make (a refused body, a failure), in the provider's shape. */
  problem(status: number, message: string): unknown;
}

/** What every sandbox is started with; a sandbox's own options add its provider's. */
export interface CommonSandboxOptions {
  /** Default 127.0.0.1. */
  host?: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** First retry delay of a notification; default 500 ms. */
  retryDelayMs?: number;
  /** Attempts per notification before it is given up; each sandbox has its default. */
  maxAttempts?: number;
  log?: (line: string) => void;
}

/** What every running sandbox offers; a sandbox's own interface adds its provider's. */
export interface CommonRunningSandbox {
  /** Its own base URL, `http://host:port`. */
  url: string;
  port: number;
  /** Resolves once nothing is under way: every notification delivered or given up. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export interface SandboxServerOptions extends Pick<CommonSandboxOptions, 'host' | 'port'> {
  routes: SandboxRoutes;
  /** The sandbox's notifier and pending work: the server's `stop` ends them with it. */
  notifier: Notifier;
  timers: Timers;
  log: (line: string) => void;
}

export interface SandboxServer {
  /** Its base URL, `http://host:port`. */
  url: string;
  port: number;
  /** Cancels the pending work, ends the notifier's retries, stops listening and drops every open connection. */
  stop(): Promise<void>;
}

/** Starts a sandbox's HTTP server on its routes. */
export async function startSandboxServer(options: SandboxServerOptions): Promise<SandboxServer> {
  const { routes, log } = options;
  const own = `${routes.prefix}/`;

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    if (url.pathname === `${routes.prefix}/healthz`) return sendJson(response, 200, { status: 'ok', ...routes.state() });
    if (url.pathname === `${routes.prefix}/api/outage`) {
      if (request.method !== 'POST') return sendJson(response, 405, { error: 'POST only' });
      if (!routes.outages.apply(await jsonBody(request))) return sendJson(response, 400, { error: `send ${routes.outages.usage}` });
      return sendJson(response, 200, routes.state());
    }
    if (url.pathname.startsWith(`${routes.prefix}/api/`)) {
      const answer = await routes.testApi(request, url);
      return sendJson(response, answer.status, answer.body);
    }
    if (url.pathname.startsWith(own)) {
      const answer = await routes.page(request, url);
      response.writeHead(answer.status, {
        'content-type': answer.type,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...(answer.location ? { location: answer.location } : {}),
      });
      response.end(answer.body);
      return;
    }
    const answer = await routes.api(request, url);
    sendJson(response, answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      const status = error instanceof HttpProblem ? error.status : 500;
      if (status === 500) log(`failed: ${error instanceof Error ? error.stack : String(error)}`);
      sendJson(response, status, routes.problem(status, error instanceof Error ? error.message : 'failed'));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    async stop() {
      options.timers.clear();
      options.notifier.stop();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
