import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Response headers as Fastify's `reply.getHeaders()` gives them. */
export type AnswerHeaders = Record<string, string | number | string[] | undefined>;

/** One stored answer of the BFF. */
export interface StoredAnswer {
  status: number;
  headers: AnswerHeaders;
  body: Buffer;
  storedAt: number;
  expiresAt: number;
}

const MAX_AGE = /(?:^|,)\s*max-age=(\d+)/i;
/** Response headers that describe one hop or one request, never the stored answer. */
const PER_RESPONSE = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'x-request-id', 'content-length']);

/** How long a shared cache may keep an answer with these headers, in seconds; undefined when never. */
export function sharedMaxAgeOf(status: number, headers: AnswerHeaders): number | undefined {
  if (status !== 200 || headers['set-cookie'] !== undefined) return undefined;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) || /no-store|private/i.test(cacheControl)) return undefined;
  const seconds = Number(MAX_AGE.exec(cacheControl)?.[1] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

const varyNamesOf = (headers: AnswerHeaders): string[] =>
  String(headers.vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);

/**
 * What a shared cache in front of the BFF does (nginx's proxy_cache, a CDN): keeps answers marked
 * `public, max-age=N` for N seconds per URL and per the request headers their `Vary` names, in a
 * bounded LRU, and lets one request fill a missing entry while identical ones wait for it.
 */
export class SharedResponseCache {
  private readonly answers = new Map<string, StoredAnswer>();
  /** The `Vary` header names each URL answered with last: part of its key. */
  private readonly varyByUrl = new Map<string, string[]>();
  private readonly fills = new Map<string, Promise<void>>();

  constructor(
    private readonly limits: { maxEntries: number; maxBodyBytes: number },
    private readonly clock: () => number = Date.now,
  ) {}

  private keyOf(url: string, headers: IncomingHttpHeaders, varyNames: readonly string[]): string {
    return [url, ...varyNames.map((name) => `${name}=${String(headers[name] ?? '')}`)].join('\n');
  }

  /** The key this request would be stored under, or undefined while its URL has not answered yet. */
  private knownKeyOf(url: string, headers: IncomingHttpHeaders): string | undefined {
    const varyNames = this.varyByUrl.get(url);
    return varyNames && this.keyOf(url, headers, varyNames);
  }

  /** A fresh stored answer for this request, waiting for a fill in progress for the same key. */
  async lookup(url: string, headers: IncomingHttpHeaders): Promise<StoredAnswer | undefined> {
    const key = this.knownKeyOf(url, headers);
    if (key === undefined) return undefined;
    await this.fills.get(key);
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt <= this.clock()) {
      this.answers.delete(key);
      return undefined;
    }
    // Map order is the LRU order: a hit moves the entry to the young end.
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * Marks this request as filling its key; identical requests wait in `lookup` until `finish` runs.
   * Returns undefined when another fill is under way or the key is not known yet.
   */
  beginFill(url: string, headers: IncomingHttpHeaders): (() => void) | undefined {
    const key = this.knownKeyOf(url, headers);
    if (key === undefined || this.fills.has(key)) return undefined;
    let release!: () => void;
    const fill = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.fills.set(key, fill);
    // Safe to call more than once: only the fill it began is ended.
    return () => {
      if (this.fills.get(key) === fill) this.fills.delete(key);
      release();
    };
  }

  /** Keeps the answer when its headers allow a shared cache to; returns whether it did. */
  store(url: string, requestHeaders: IncomingHttpHeaders, status: number, headers: AnswerHeaders, body: Buffer): boolean {
    const seconds = sharedMaxAgeOf(status, headers);
    if (seconds === undefined || body.length > this.limits.maxBodyBytes) return false;
    const varyNames = varyNamesOf(headers);
    if (varyNames.includes('*')) return false;
    this.varyByUrl.delete(url);
    this.varyByUrl.set(url, varyNames);
    const kept: AnswerHeaders = {};
    for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE.has(name) && value !== undefined) kept[name] = value;
    const now = this.clock();
    const key = this.keyOf(url, requestHeaders, varyNames);
    this.answers.delete(key);
    this.answers.set(key, { status, headers: kept, body, storedAt: now, expiresAt: now + seconds * 1000 });
    while (this.answers.size > this.limits.maxEntries) this.answers.delete(this.answers.keys().next().value!);
    // Several entries can share a URL's Vary; forgetting the oldest URL's only costs it a miss.
    if (this.varyByUrl.size > 4 * this.limits.maxEntries) this.varyByUrl.delete(this.varyByUrl.keys().next().value!);
    return true;
  }

  get size(): number {
    return this.answers.size;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request fills the shared cache: releases the requests waiting for it. */
    finishCacheFill?: () => void;
  }
}

/** The whole body of a proxied answer (a stream from the proxy), or undefined for anything else. */
async function readWhole(payload: unknown): Promise<Buffer | undefined> {
  if (Buffer.isBuffer(payload)) return payload;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (!(payload instanceof Readable)) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** Whether a request may be answered from, or fill, the shared cache: an anonymous GET only. */
const mayUseSharedCache = (request: FastifyRequest): boolean => request.method === 'GET' && request.headers.authorization === undefined && request.headers.cookie === undefined;

/**
 * Puts a shared cache in front of the routes under `prefix`, as an ingress cache or CDN would in
 * the cluster: anonymous GETs are answered from it (`x-cache: HIT`, `age`), and answers the BFF
 * marks `public` are kept. Must be registered before compression, so it stores plain bodies.
 */
export function serveFromSharedCache(gateway: FastifyInstance, prefix: string, cache: SharedResponseCache): void {
  const send = (reply: FastifyReply, answer: StoredAnswer) => {
    const age = Math.max(0, Math.floor((Date.now() - answer.storedAt) / 1000));
    return reply.code(answer.status).headers(answer.headers).header('age', String(age)).header('x-cache', 'HIT').send(answer.body);
  };
  gateway.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(prefix) || !mayUseSharedCache(request)) return;
    const answer = await cache.lookup(request.url, request.headers);
    if (answer) {
      const tag = answer.headers.etag;
      if (tag !== undefined && request.headers['if-none-match']?.split(',').some((candidate) => candidate.trim() === tag)) {
        const revalidated: AnswerHeaders = { etag: tag, 'x-cache': 'HIT' };
        for (const name of ['cache-control', 'vary']) if (answer.headers[name] !== undefined) revalidated[name] = answer.headers[name];
        return reply.code(304).headers(revalidated).send();
      }
      return send(reply, answer);
    }
    request.finishCacheFill = cache.beginFill(request.url, request.headers);
  });
  gateway.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(prefix) || !mayUseSharedCache(request) || reply.getHeader('x-cache') === 'HIT') return payload;
    try {
      reply.header('x-cache', 'MISS');
      const headers = reply.getHeaders();
      if (sharedMaxAgeOf(reply.statusCode, headers) === undefined) return payload;
      const body = await readWhole(payload);
      if (body === undefined) return payload;
      cache.store(request.url, request.headers, reply.statusCode, headers, body);
      return body;
    } finally {
      request.finishCacheFill?.();
    }
  });
  // A fill whose request failed before sending must not keep identical requests waiting.
  gateway.addHook('onResponse', async (request) => request.finishCacheFill?.());
  gateway.addHook('onRequestAbort', async (request) => request.finishCacheFill?.());
}
