/** `fetch` as tRPC's HTTP link calls it. */
export type Fetch = (url: string | URL | Request, init?: RequestInit) => Promise<Response>;

interface KeptAnswer {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** How long a shared cache may keep an answer: its `s-maxage`, else `max-age`, when it is `public`. */
export function sharedSecondsOf(cacheControl: string | null): number | undefined {
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /(^|,)\s*(private|no-store|no-cache)\b/i.test(cacheControl)) return undefined;
  const seconds = /\bs-maxage=(\d+)/i.exec(cacheControl)?.[1] ?? /\bmax-age=(\d+)/i.exec(cacheControl)?.[1];
  return seconds !== undefined && Number(seconds) > 0 ? Number(seconds) : undefined;
}

/**
 * A `fetch` that keeps the BFF's public answers (anonymous GETs it marks `cache-control: public`)
 * for as long as they say, per URL and language: what the CDN does for browsers, done for the
 * pages the shell's server renders, so a popular page does not ask the BFF again for the same
 * public data on every render. At most `maxEntries` answers, the oldest dropped first.
 */
export function publicAnswerFetch(options: { fetch?: Fetch; maxEntries?: number; now?: () => number } = {}): Fetch {
  const fetchFrom = options.fetch ?? ((url, init) => fetch(url, init));
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const kept = new Map<string, KeptAnswer>();
  return async (url, init) => {
    const headers = new Headers(init?.headers);
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || headers.has('authorization') || typeof url !== 'string') return fetchFrom(url, init);
    const key = `${headers.get('lang') ?? ''} ${url}`;
    const answer = kept.get(key);
    if (answer && answer.expiresAt > now()) return new Response(answer.body, { status: answer.status, headers: answer.headers });
    kept.delete(key);
    const response = await fetchFrom(url, init);
    const seconds = response.ok ? sharedSecondsOf(response.headers.get('cache-control')) : undefined;
    if (seconds === undefined) return response;
    const body = await response.arrayBuffer();
    if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
    const entry: KeptAnswer = { expiresAt: now() + seconds * 1000, status: response.status, headers: [...response.headers], body };
    kept.set(key, entry);
    return new Response(body, { status: entry.status, headers: entry.headers });
  };
}
