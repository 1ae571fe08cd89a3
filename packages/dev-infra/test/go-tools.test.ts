import { execFileSync } from 'node:child_process';
import { describe, expect, it } from '@jest/globals';
import { fetchGoToolchain, isRecentEnough, moduleProxy } from '../src/go-tools.js';

describe('the Go that builds the pinned tools', () => {
  it('is Go 1.25 or newer', () => {
    expect(isRecentEnough([1, 25])).toBe(true);
    expect(isRecentEnough([1, 26])).toBe(true);
    expect(isRecentEnough([2, 0])).toBe(true);
    expect(isRecentEnough([1, 24])).toBe(false);
    expect(isRecentEnough([1, 19])).toBe(false);
  });

  it('comes from the first module proxy GOPROXY names', () => {
    expect(moduleProxy(undefined)).toBe('https://proxy.golang.org');
    expect(moduleProxy('https://goproxy.example/,direct')).toBe('https://goproxy.example');
    expect(moduleProxy('direct')).toBe('https://proxy.golang.org');
  });

  it('is fetched from the module proxy, digest checked, where the machine has none recent enough', async () => {
    const go = await fetchGoToolchain(() => {});
    expect(execFileSync(go, ['env', 'GOVERSION'], { encoding: 'utf8', env: { ...process.env, GOTOOLCHAIN: 'local' } }).trim()).toMatch(/^go1\.25\./);
  }, 300_000);
});
