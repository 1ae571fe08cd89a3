// `import http from 'k6/http'` in a script run by this runner: blocking requests whose timings,
// statuses and tags land in k6's built-in HTTP metrics (recorded by the runner, which sends them).
import { parseDuration } from '../duration.js';
import type { HttpRequest, HttpResponse } from '../protocol.js';
import { sendRequest } from './context.js';

type ExpectedStatus = number | { min: number; max: number };

/** What `http.expectedStatuses(...)` answers: a response callback the runner applies. */
interface ResponseCallback {
  expectedStatuses: ExpectedStatus[];
}

interface Params {
  headers?: Record<string, string>;
  tags?: Record<string, string>;
  responseCallback?: ResponseCallback;
  timeout?: string | number;
}

type Body = string | Record<string, string | number | boolean> | null | undefined;

export class Response {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly url: string;
  readonly error: string;
  readonly error_code: number;
  readonly timings: { duration: number };
  readonly request: { method: string; url: string; headers: Record<string, string>; body: string };

  constructor(request: HttpRequest, answer: HttpResponse) {
    this.status = answer.status;
    this.headers = answer.headers;
    this.body = answer.body;
    this.url = answer.url;
    this.error = answer.error;
    this.error_code = answer.errorCode;
    this.timings = { duration: answer.durationMs };
    this.request = { method: request.method, url: request.url, headers: request.headers, body: request.body ?? '' };
  }

  /** The body as JSON; a selector (k6's gjson paths) is not supported by this runner. */
  json(selector?: string): unknown {
    if (selector !== undefined) throw new Error('res.json(selector) is not supported by this runner; read the field from res.json()');
    return JSON.parse(this.body) as unknown;
  }
}

function encodeBody(body: Body): string | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return body;
  return new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])).toString();
}

export function request(method: string, url: string, body?: Body, params: Params = {}): Response {
  const headers: Record<string, string> = { ...params.headers };
  if (body !== null && typeof body === 'object' && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const outgoing: HttpRequest = {
    method: method.toUpperCase(),
    url,
    headers,
    body: encodeBody(body),
    tags: { name: url, ...params.tags },
    expectedStatuses: params.responseCallback?.expectedStatuses,
    timeoutMs: typeof params.timeout === 'number' ? params.timeout : parseDuration(params.timeout, 60_000),
  };
  return new Response(outgoing, sendRequest(outgoing));
}

export const get = (url: string, params?: Params) => request('GET', url, undefined, params);
export const head = (url: string, params?: Params) => request('HEAD', url, undefined, params);
export const options = (url: string, body?: Body, params?: Params) => request('OPTIONS', url, body, params);
export const post = (url: string, body?: Body, params?: Params) => request('POST', url, body, params);
export const put = (url: string, body?: Body, params?: Params) => request('PUT', url, body, params);
export const patch = (url: string, body?: Body, params?: Params) => request('PATCH', url, body, params);
export const del = (url: string, body?: Body, params?: Params) => request('DELETE', url, body, params);

/** A response callback: these statuses (numbers or `{min, max}` ranges) are successes, the rest failures. */
export function expectedStatuses(...statuses: ExpectedStatus[]): ResponseCallback {
  return { expectedStatuses: statuses };
}

export function batch(): never {
  throw new Error('http.batch is not supported by this runner');
}

export default { request, get, head, options, post, put, patch, del, expectedStatuses, batch };
