import { describe, expect, it } from '@jest/globals';
import { SessionCache, type Principal } from '../../src/session-cache.js';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const lookups: string[] = [];
  const revoked = new Set<string>();
  const cache = new SessionCache(
    async (token) => {
      lookups.push(token);
      if (revoked.has(token)) throw new Error('session_invalid');
      return { userId: `user-of-${token}`, roles: [] };
    },
    { ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries ?? 100, now: () => now },
  );
  return { cache, lookups, revoked, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('asks identity once per token within the TTL, then again', async () => {
    const { cache, lookups, advance } = setup();
    await expect(cache.principalOf('a')).resolves.toEqual({ userId: 'user-of-a', roles: [] });
    advance(4_999);
    await cache.principalOf('a');
    expect(lookups).toEqual(['a']);
    advance(1);
    await cache.principalOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('shares one lookup between concurrent requests', async () => {
    const { cache, lookups } = setup();
    await Promise.all([cache.principalOf('a'), cache.principalOf('a'), cache.principalOf('a')]);
    expect(lookups).toEqual(['a']);
  });

  it('keeps no failed lookup, so a rejected token is asked about every time', async () => {
    const { cache, lookups, revoked } = setup();
    revoked.add('gone');
    await expect(cache.principalOf('gone')).rejects.toThrow('session_invalid');
    await expect(cache.principalOf('gone')).rejects.toThrow('session_invalid');
    expect(lookups).toEqual(['gone', 'gone']);
  });

  it('forgets a token signed out here at once', async () => {
    const { cache, lookups } = setup();
    await cache.principalOf('a');
    cache.forget('a');
    await cache.principalOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('drops the least recently used token when full', async () => {
    const { cache, lookups } = setup({ maxEntries: 2 });
    await cache.principalOf('a');
    await cache.principalOf('b');
    await cache.principalOf('a');
    await cache.principalOf('c');
    await cache.principalOf('a');
    await cache.principalOf('b');
    expect(lookups).toEqual(['a', 'b', 'c', 'b']);
  });

  it('caches nothing with a TTL of 0', async () => {
    const { cache, lookups } = setup({ ttlMs: 0 });
    await cache.principalOf('a');
    await cache.principalOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('forgets every token of a user whose sessions ended, and no one else', async () => {
    const lookups: string[] = [];
    const owner: Record<string, string> = { phone: 'ana', laptop: 'ana', other: 'budi' };
    const cache = new SessionCache(
      async (token) => {
        lookups.push(token);
        return { userId: owner[token]!, roles: [] };
      },
      { ttlMs: 5_000, maxEntries: 100, now: () => 0 },
    );
    await Promise.all(['phone', 'laptop', 'other'].map((token) => cache.principalOf(token)));
    cache.forgetUser('ana');
    await Promise.all(['phone', 'laptop', 'other'].map((token) => cache.principalOf(token)));
    expect(lookups).toEqual(['phone', 'laptop', 'other', 'phone', 'laptop']);
    cache.forgetUser('nobody');
    await cache.principalOf('other');
    expect(lookups).toHaveLength(5);
  });

  it('does not keep a lookup that was in flight when a user was revoked', async () => {
    const answers: ((principal: Principal) => void)[] = [];
    const cache = new SessionCache((): Promise<Principal> => new Promise((resolve) => answers.push(resolve)), { ttlMs: 5_000, maxEntries: 100, now: () => 0 });
    const first = cache.principalOf('phone');
    cache.forgetUser('ana');
    answers[0]!({ userId: 'ana', roles: [] });
    await expect(first).resolves.toEqual({ userId: 'ana', roles: [] });
    const second = cache.principalOf('phone');
    expect(answers).toHaveLength(2);
    answers[1]!({ userId: 'ana', roles: [] });
    await second;
  });
});
