import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { demoPictures } from '../src/demo-pictures.js';

const roots: string[] = [];
function folders() {
  const root = mkdtempSync(path.join(tmpdir(), 'shop-demo-pictures-'));
  roots.push(root);
  return { cache: path.join(root, 'cache'), media: (name: string) => path.join(root, name, 'media') };
}
function write(file: string, body: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('demo pictures drawn once per machine', () => {
  it('keeps what catalog drew on a new folder, and hands it to the next new folder', () => {
    const { cache, media } = folders();
    const first = demoPictures(media('first'), cache);
    first.reuse();
    write(path.join(media('first'), 'products', 'ab12', '640.webp'), 'drawn');
    write(path.join(media('first'), 'logos', 'cd34', '64.webp'), 'a logo');
    first.keep();

    const second = demoPictures(media('second'), cache);
    second.reuse();
    expect(readFileSync(path.join(media('second'), 'products', 'ab12', '640.webp'), 'utf8')).toBe('drawn');
    // Only product pictures: logos are drawn per store.
    expect(existsSync(path.join(media('second'), 'logos'))).toBe(false);
    expect(readdirSync(path.join(cache, 'ab12'))).toEqual(['640.webp']);
  });

  it('adds pictures drawn later to the copy, and never takes from a folder that existed before the start', () => {
    const { cache, media } = folders();
    write(path.join(cache, 'ab12', '640.webp'), 'drawn');
    const fresh = demoPictures(media('fresh'), cache);
    fresh.reuse();
    write(path.join(media('fresh'), 'products', 'ef56', '640.webp'), 'drawn by a newer catalog');
    fresh.keep();
    expect(readFileSync(path.join(cache, 'ef56', '640.webp'), 'utf8')).toBe('drawn by a newer catalog');

    write(path.join(media('used'), 'products', 'up01', '640.webp'), 'a merchant upload');
    const used = demoPictures(media('used'), cache);
    used.reuse();
    used.keep();
    expect(existsSync(path.join(cache, 'up01'))).toBe(false);
    expect(existsSync(path.join(media('used'), 'products', 'ab12'))).toBe(false);
  });
});
