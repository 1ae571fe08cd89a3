import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGES_MAX, demoProductImages, fileSystemObjectStore, PRODUCT_IMAGE_WIDTHS, storeDrawnImage, type ObjectStore } from '../../src/index.js';

/** A small grey thumbnail's pixels: enough to tell two pictures apart. */
async function thumbnail(svg: Buffer): Promise<Buffer> {
  return sharp(svg).resize(16, 16).greyscale().raw().toBuffer();
}

function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

describe('demoProductImages', () => {
  it('draws the same pictures for the same seed and motif', () => {
    const first = demoProductImages('batik-shirt', 'apparel', 4);
    const again = demoProductImages('batik-shirt', 'apparel', 4);
    expect(first).toHaveLength(4);
    expect(again.map(String)).toEqual(first.map(String));
  });

  it('draws different pictures for each view, each seed and each motif', async () => {
    const pictures = [...demoProductImages('serum', 'beauty', DEMO_IMAGES_MAX), ...demoProductImages('toner', 'beauty', 2), ...demoProductImages('serum', 'gadget', 2)];
    expect(new Set(pictures.map(String)).size).toBe(pictures.length);
    const thumbnails = await Promise.all(pictures.map(thumbnail));
    // Visibly different, not only different markup: pairwise mean grey difference above a few levels.
    for (let i = 0; i < thumbnails.length; i++) {
      for (let j = i + 1; j < thumbnails.length; j++) expect(difference(thumbnails[i]!, thumbnails[j]!)).toBeGreaterThan(3);
    }
  });

  it('makes 960 px square SVG with no text and nothing fetched from elsewhere', async () => {
    for (const motif of ['apparel', 'beauty', 'gadget'] as const) {
      for (const svg of demoProductImages(`${motif}-item`, motif, DEMO_IMAGES_MAX)) {
        const markup = svg.toString();
        expect(markup).not.toMatch(/<text|<image|href=|url\((?!#)/);
        expect(await sharp(svg).metadata()).toMatchObject({ format: 'svg', width: 960, height: 960 });
      }
    }
  });

  it.each([0, DEMO_IMAGES_MAX + 1, 1.5])('refuses a count of %s', (count) => {
    expect(() => demoProductImages('x', 'gadget', count)).toThrow('Invalid demo image count');
  });
});

describe('storeDrawnImage', () => {
  let directory: string;
  let store: ObjectStore;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'shop-media-drawn-'));
    store = fileSystemObjectStore({ directory, publicBaseUrl: '/media' });
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('stores a square WebP per width under the SVG’s hash', async () => {
    const [svg] = demoProductImages('phone', 'gadget', 1);
    const image = await storeDrawnImage(store, 'products', svg!, PRODUCT_IMAGE_WIDTHS);

    expect(image.key).toMatch(/^products\/[0-9a-f]{64}$/);
    expect(image.variants.map((variant) => variant.width)).toEqual([...PRODUCT_IMAGE_WIDTHS]);
    for (const variant of image.variants) {
      expect(variant.key).toBe(`${image.key}/${variant.width}.webp`);
      const metadata = await sharp(await readFile(path.join(directory, variant.key))).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: variant.width });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('draws nothing again when every variant is stored', async () => {
    const [svg] = demoProductImages('phone', 'gadget', 1);
    const first = await storeDrawnImage(store, 'products', svg!, PRODUCT_IMAGE_WIDTHS);
    const written = await stat(path.join(directory, first.variants[0]!.key));
    const puts: string[] = [];
    const watched: ObjectStore = { exists: (key) => store.exists(key), publicUrl: (key) => store.publicUrl(key), put: async (key) => void puts.push(key) };

    expect(await storeDrawnImage(watched, 'products', svg!, PRODUCT_IMAGE_WIDTHS)).toEqual(first);
    expect(puts).toEqual([]);
    expect((await stat(path.join(directory, first.variants[0]!.key))).mtimeMs).toBe(written.mtimeMs);
  });
});
