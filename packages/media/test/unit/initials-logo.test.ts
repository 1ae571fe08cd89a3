import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { fileSystemObjectStore, initialsLogo, storeSquareImage } from '../../src/index.js';
import { initialsOf } from '../../src/initials-logo.js';

async function cornerAndMiddle(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
  return { corner: at(2, 2), middleRow: Array.from({ length: info.width }, (_, x) => at(x, info.height / 2)) };
}

describe('initialsOf', () => {
  it.each([
    ['Toko Ánda', 'TÁ'],
    ['budi', 'B'],
    ['  kopi   kenangan senja ', 'KK'],
    ['7 Eleven', '7E'],
    ['"Warung" (Bu Sri)', 'WB'],
    ['小米 商店', ''],
    ['Toko 小米 Jaya', 'TJ'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('initialsLogo', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'shop-media-initials-'));
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('draws a 320 px square PNG, the same for the same name', async () => {
    const logo = await initialsLogo('Toko Anda');

    expect(await sharp(logo).metadata()).toMatchObject({ format: 'png', width: 320, height: 320 });
    expect((await initialsLogo('Toko Anda')).equals(logo)).toBe(true);
  });

  it('colours the background by the name and draws the initials in white over it', async () => {
    const names = ['Toko Anda', 'Warung Sri', 'Kopi Kenangan', 'Batik Solo', 'Sate Pak Budi'];
    const corners = new Set<string>();
    for (const name of names) {
      const { corner, middleRow } = await cornerAndMiddle(await initialsLogo(name));
      corners.add(corner.join());
      // The initials' white strokes cross the middle row.
      expect(middleRow.some((rgb) => rgb.every((channel) => channel > 230))).toBe(true);
    }
    expect(corners.size).toBeGreaterThan(1);
  });

  it('draws only the letters of a name that looks like markup', async () => {
    expect(initialsOf('<svg onload=x> &amp;')).toBe('SO');
    expect(await sharp(await initialsLogo('<svg onload=x> &amp;')).metadata()).toMatchObject({ width: 320, height: 320 });
  });

  it('is accepted as a logo upload', async () => {
    const store = fileSystemObjectStore({ directory, publicBaseUrl: '/media' });
    expect(await storeSquareImage(store, 'logos', await initialsLogo('Toko Anda'))).toMatchObject({ key: expect.stringMatching(/^logos\//) });
  });
});
