import { describe, expect, it } from '@jest/globals';
import { isRecentEnough, parseGoVersion, toolchainModule } from '../src/go-tools.js';

describe('the Go that builds the pinned tools', () => {
  it('is Go 1.25 or newer', () => {
    expect(isRecentEnough([1, 25])).toBe(true);
    expect(isRecentEnough([1, 26])).toBe(true);
    expect(isRecentEnough([2, 0])).toBe(true);
    expect(isRecentEnough([1, 24])).toBe(false);
    expect(isRecentEnough([1, 19])).toBe(false);
  });

  it('is recognised from what `go env GOVERSION` prints, releases and pre-releases alike', () => {
    expect(parseGoVersion('go1.26.8\n')).toEqual([1, 26]);
    expect(parseGoVersion('go1.19.8')).toEqual([1, 19]);
    expect(parseGoVersion('go1.25rc2')).toEqual([1, 25]);
    expect(parseGoVersion('')).toBeUndefined();
  });

  it('is fetched as the golang.org/toolchain module version `go` itself switches to', () => {
    expect(toolchainModule('1.25.14', 'amd64')).toBe('golang.org/toolchain@v0.0.1-go1.25.14.linux-amd64');
    expect(toolchainModule('1.25.14', 'arm64')).toBe('golang.org/toolchain@v0.0.1-go1.25.14.linux-arm64');
  });
});
