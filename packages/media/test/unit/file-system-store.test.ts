import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileSystemObjectStore, type ObjectStore } from '../../src/index.js';

let directory: string;
let store: ObjectStore;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-media-fs-'));
  store = fileSystemObjectStore({ directory, publicBaseUrl: '/media/' });
});

afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('fileSystemObjectStore', () => {
  it('stores bytes under the key as a path, creating its folders, and finds them', async () => {
    await store.put('logos/abc/64.webp', Buffer.from('first'), 'image/webp');

    expect(await readFile(path.join(directory, 'logos/abc/64.webp'), 'utf8')).toBe('first');
    expect(await store.exists('logos/abc/64.webp')).toBe(true);
  });

  it('replaces an object whole and leaves no temporary file behind', async () => {
    await store.put('logos/replaced.webp', Buffer.from('old'), 'image/webp');
    await store.put('logos/replaced.webp', Buffer.from('new bytes'), 'image/webp');

    expect(await readFile(path.join(directory, 'logos/replaced.webp'), 'utf8')).toBe('new bytes');
    expect((await readdir(path.join(directory, 'logos'))).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('writes concurrent puts of one key atomically: the file is one of the bodies, whole', async () => {
    const bodies = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, 65 + i));
    await Promise.all(bodies.map((body) => store.put('race/object.bin', body, 'application/octet-stream')));

    const stored = await readFile(path.join(directory, 'race/object.bin'));
    expect(bodies.some((body) => body.equals(stored))).toBe(true);
    expect(await readdir(path.join(directory, 'race'))).toEqual(['object.bin']);
  });

  it('answers false for a missing object, a folder, a path through a file and an invalid key', async () => {
    await store.put('present/file.webp', Buffer.from('x'), 'image/webp');

    expect(await store.exists('present/missing.webp')).toBe(false);
    expect(await store.exists('present')).toBe(false);
    expect(await store.exists('present/file.webp/below')).toBe(false);
    expect(await store.exists('../outside')).toBe(false);
  });

  it('does not reach outside its directory through an invalid key', async () => {
    const outside = path.join(directory, '..', `${path.basename(directory)}-outside`);
    await mkdir(outside, { recursive: true });
    try {
      await writeFile(path.join(outside, 'secret.txt'), 'secret');
      const escape = `../${path.basename(outside)}/secret.txt`;

      expect(await store.exists(escape)).toBe(false);
      await expect(store.put(escape, Buffer.from('overwritten'), 'text/plain')).rejects.toThrow('Invalid media key');
      await expect(store.put('/etc/x', Buffer.from('x'), 'text/plain')).rejects.toThrow('Invalid media key');
      expect(await readFile(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret');
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('gives the public URL under its base, refusing an invalid key', () => {
    expect(store.publicUrl('logos/abc/64.webp')).toBe('/media/logos/abc/64.webp');
    expect(fileSystemObjectStore({ directory, publicBaseUrl: 'https://cdn.example.test/m' }).publicUrl('a/b.webp')).toBe('https://cdn.example.test/m/a/b.webp');
    expect(() => store.publicUrl('../x')).toThrow('Invalid media key');
  });
});
