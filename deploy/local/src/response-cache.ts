import type { IncomingHttpHeaders } from 'node:http';

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
