import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ensureGeneratedGoBinary, generatedGoMod, isRecentEnough, parseGoVersion, toolchainModule } from '../src/go-tools.js';

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

describe('a command built from a generated module', () => {
  it('writes the requirements and pins into go.mod, each pin required and replaced', () => {
    expect(
      generatedGoMod('server', {
        directives: ['go 1.24.0', 'godebug default=go1.24'],
        require: { 'example.com/app': 'v1.2.3' },
        pin: { 'example.com/lib': 'v0.2.3' },
        main: { package: 'example.com/app/cmd/server' },
      }),
    ).toBe(
      'module shop.invalid/build/server\n\ngo 1.24.0\n\ngodebug default=go1.24\n\n' +
        'require (\n\texample.com/app v1.2.3\n\texample.com/lib v0.2.3\n)\n\n' +
        'replace (\n\texample.com/lib => example.com/lib v0.2.3\n)\n',
    );
  });

  it('is built from its main.go with the linker flags, into the cache, once', async () => {
    const cache = mkdtempSync(path.join(tmpdir(), 'shop-cache-'));
    const previous = process.env.SHOP_CACHE_DIR;
    process.env.SHOP_CACHE_DIR = cache;
    try {
      const tool = { binary: 'hello', version: 'v0.0.1' };
      let generated = 0;
      const generate = () => {
        generated += 1;
        return {
          directives: ['go 1.25'],
          require: {},
          main: { source: 'package main\n\nimport "fmt"\n\nvar version = "unset"\n\nfunc main() { fmt.Println("hello", version) }\n' },
          ldflags: ['-X main.version=v0.0.1'],
        };
      };
      const binary = await ensureGeneratedGoBinary(tool, generate, () => {});
      expect(binary).toBe(path.join(cache, 'hello-v0.0.1', 'hello'));
      expect(execFileSync(binary, { encoding: 'utf8' })).toBe('hello v0.0.1\n');
      expect(await ensureGeneratedGoBinary(tool, generate, () => {})).toBe(binary);
      expect(generated).toBe(1);
    } finally {
      if (previous === undefined) delete process.env.SHOP_CACHE_DIR;
      else process.env.SHOP_CACHE_DIR = previous;
      rmSync(cache, { recursive: true, force: true });
    }
  }, 300_000);
});
