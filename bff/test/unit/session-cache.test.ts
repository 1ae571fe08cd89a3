import { describe, expect, it } from '@jest/globals';
import { SessionCache } from '../../src/session-cache.js';

function setup(options: { ttlMs?: number; maxEntries?: number } = {}) {
  let now = 0;
  const lookups: string[] = [];
  const revoked = new Set<string>();
  const cache = new SessionCache(
    async (token) => {
      lookups.push(token);
      if (revoked.has(token)) throw new Error('session_invalid');
      return `user-of-${token}`;
    },
    { ttlMs: options.ttlMs ?? 5_000, maxEntries: options.maxEntries ?? 100, now: () => now },
  );
  return { cache, lookups, revoked, advance: (ms: number) => (now += ms) };
}

describe('SessionCache', () => {
  it('asks identity once per token within the TTL, then again', async () => {
    const { cache, lookups, advance } = setup();
    await expect(cache.userIdOf('a')).resolves.toBe('user-of-a');
    advance(4_999);
    await cache.userIdOf('a');
    expect(lookups).toEqual(['a']);
    advance(1);
    await cache.userIdOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('shares one lookup between concurrent requests', async () => {
    const { cache, lookups } = setup();
    await Promise.all([cache.userIdOf('a'), cache.userIdOf('a'), cache.userIdOf('a')]);
    expect(lookups).toEqual(['a']);
  });

  it('keeps no failed lookup, so a rejected token is asked about every time', async () => {
    const { cache, lookups, revoked } = setup();
    revoked.add('gone');
    await expect(cache.userIdOf('gone')).rejects.toThrow('session_invalid');
    await expect(cache.userIdOf('gone')).rejects.toThrow('session_invalid');
    expect(lookups).toEqual(['gone', 'gone']);
  });

  it('forgets a token signed out here at once', async () => {
    const { cache, lookups } = setup();
    await cache.userIdOf('a');
    cache.forget('a');
    await cache.userIdOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });

  it('drops the least recently used token when full', async () => {
    const { cache, lookups } = setup({ maxEntries: 2 });
    await cache.userIdOf('a');
    await cache.userIdOf('b');
    await cache.userIdOf('a');
    await cache.userIdOf('c');
    await cache.userIdOf('a');
    await cache.userIdOf('b');
    expect(lookups).toEqual(['a', 'b', 'c', 'b']);
  });

  it('caches nothing with a TTL of 0', async () => {
    const { cache, lookups } = setup({ ttlMs: 0 });
    await cache.userIdOf('a');
    await cache.userIdOf('a');
    expect(lookups).toEqual(['a', 'a']);
  });
});
