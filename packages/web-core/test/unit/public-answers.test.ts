import { describe, expect, it } from '@jest/globals';
import { publicAnswerFetch, sharedSecondsOf, type Fetch } from '../../src/public-answers';

/** A BFF stand-in answering each call with its number, under the given cache-control. */
function bff(cacheControl: string | undefined, status = 200) {
  const calls: { url: string; lang: string | null }[] = [];
  const fetch: Fetch = async (url, init) => {
    calls.push({ url: String(url), lang: new Headers(init?.headers).get('lang') });
    return new Response(JSON.stringify({ call: calls.length }), { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });
  };
  return { fetch, calls };
}

const body = async (response: Response) => ((await response.json()) as { call: number }).call;

describe('sharedSecondsOf', () => {
  it('reads how long a shared cache may keep a public answer', () => {
    expect(sharedSecondsOf('public, max-age=30')).toBe(30);
    expect(sharedSecondsOf('public, max-age=5, s-maxage=60')).toBe(60);
    for (const never of [null, '', 'max-age=30', 'private, max-age=30', 'public, no-store', 'public, max-age=0', 'no-cache']) expect(sharedSecondsOf(never)).toBeUndefined();
  });
});

describe('publicAnswerFetch', () => {
  it('keeps a public answer for its max-age, per URL and language', async () => {
    let now = 1_000;
    const server = bff('public, max-age=30');
    const fetch = publicAnswerFetch({ fetch: server.fetch, now: () => now });
    const ask = (url: string, lang: string) => fetch(url, { headers: { lang } }).then(body);
    expect(await ask('http://bff/trpc/product.list', 'ind')).toBe(1);
    expect(await ask('http://bff/trpc/product.list', 'ind')).toBe(1);
    expect(await ask('http://bff/trpc/product.list', 'en')).toBe(2);
    expect(await ask('http://bff/trpc/product.detail', 'ind')).toBe(3);
    now += 30_000;
    expect(await ask('http://bff/trpc/product.list', 'ind')).toBe(4);
    expect(server.calls).toHaveLength(4);
  });

  it('never keeps a private or failed answer, a signed-in request or a mutation', async () => {
    for (const [cacheControl, status] of [[undefined, 200], ['private, max-age=30', 200], ['public, max-age=30', 404]] as const) {
      const server = bff(cacheControl, status);
      const fetch = publicAnswerFetch({ fetch: server.fetch });
      await fetch('http://bff/trpc/user.me', { headers: { lang: 'ind' } });
      await fetch('http://bff/trpc/user.me', { headers: { lang: 'ind' } });
      expect(server.calls).toHaveLength(2);
    }
    const server = bff('public, max-age=30');
    const fetch = publicAnswerFetch({ fetch: server.fetch });
    for (let i = 0; i < 2; i++) await fetch('http://bff/trpc/product.list', { headers: { authorization: 'token', lang: 'ind' } });
    for (let i = 0; i < 2; i++) await fetch('http://bff/trpc/product.view', { method: 'POST', headers: { lang: 'ind' } });
    expect(server.calls).toHaveLength(4);
  });

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const server = bff('public, max-age=30');
    const fetch = publicAnswerFetch({ fetch: server.fetch, maxEntries: 2 });
    for (const url of ['http://bff/a', 'http://bff/b', 'http://bff/c', 'http://bff/c', 'http://bff/b', 'http://bff/a']) await fetch(url);
    expect(server.calls.map((call) => call.url)).toEqual(['http://bff/a', 'http://bff/b', 'http://bff/c', 'http://bff/a']);
  });
});
