import { describe, expect, it } from '@jest/globals';
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadForChunkError } from '../../src/lib/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

function named(name: string, message = ''): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isChunkLoadError', () => {
  it('recognises a ChunkLoadError by name', () => {
    expect(isChunkLoadError(named('ChunkLoadError'))).toBe(true);
  });

  it.each([
    'Loading chunk 123 failed.\n(error: https://shop.example/static/js/123.js)',
    'Loading CSS chunk 45 failed.\n(https://shop.example/static/css/45.css)',
    'Failed to fetch dynamically imported module: https://shop.example/assets/page.js',
    'error loading dynamically imported module: https://shop.example/assets/page.js',
    'Importing a module script failed.',
    '[ Federation Runtime ]: RUNTIME-008 Failed to load script resources',
    'ScriptExternalLoadError: Loading script failed.',
  ])('recognises the message %p', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('recognises a Module Federation ScriptExternalLoadError by name', () => {
    expect(isChunkLoadError(named('ScriptExternalLoadError', 'Loading script failed.'))).toBe(true);
  });

  it('recognises plain objects and strings', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError({ message: 'Loading chunk 7 failed.' })).toBe(true);
    expect(isChunkLoadError('Loading chunk 7 failed.')).toBe(true);
  });

  it('looks through wrapping errors via cause', () => {
    const wrapped = new Error('Remote module failed', { cause: named('ChunkLoadError', 'Loading chunk 9 failed.') });
    expect(isChunkLoadError(wrapped)).toBe(true);
  });

  it('does not follow causes forever', () => {
    let error: Error = named('ChunkLoadError');
    for (let i = 0; i < 10; i++) error = new Error('wrapper', { cause: error });
    expect(isChunkLoadError(error)).toBe(false);
  });

  it.each([
    new Error('Network request failed'),
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    { message: 'Failed to fetch' },
    'something else',
    undefined,
    null,
    42,
    { name: 42, message: null },
  ])('rejects %p', (error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('shouldReloadForChunkError', () => {
  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(storage.data.get('shop-chunk-reload-at')).toBe('1000000');
    expect(CHUNK_RELOAD_KEY).toBe('shop-chunk-reload-at');
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
  });

  it('does not reload again within 10 s', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_009_999)).toBe(false);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads again once 10 s have passed', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(storage, 1_000_000);
    expect(shouldReloadForChunkError(storage, 1_010_000)).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_KEY)).toBe('1010000');
  });

  it('honours a custom guard', () => {
    const storage = memoryStorage();
    shouldReloadForChunkError(storage, 0, 500);
    expect(shouldReloadForChunkError(storage, 499, 500)).toBe(false);
    expect(shouldReloadForChunkError(storage, 500, 500)).toBe(true);
  });

  it('treats an unreadable record as no record', () => {
    expect(shouldReloadForChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: 'garbage' }), 1_000_000)).toBe(true);
  });

  it('treats a record from the future (clock moved back) as stale', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_KEY]: '5000000' });
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(storage, 1_000_001)).toBe(false);
  });

  it('does not reload when storage cannot be used, so a reload cannot loop', () => {
    const throwingRead = { getItem: (): string | null => { throw new Error('denied'); }, setItem: () => {} };
    const throwingWrite = { getItem: () => null, setItem: (): void => { throw new Error('quota'); } };
    expect(shouldReloadForChunkError(throwingRead, 1_000_000)).toBe(false);
    expect(shouldReloadForChunkError(throwingWrite, 1_000_000)).toBe(false);
  });
});
