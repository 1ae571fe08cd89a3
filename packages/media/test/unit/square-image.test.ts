import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { LOGO_MAX_BYTES } from '@shop/contracts/merchant-rules';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { fileSystemObjectStore, findSquareImage, LOGO_WIDTHS, squareImageVariants, storeSquareImage, type EncodedImage, type ObjectStore } from '../../src/index.js';

let directory: string;
let store: ObjectStore;

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'shop-media-image-'));
  store = fileSystemObjectStore({ directory, publicBaseUrl: '/media' });
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };
const BLUE = { r: 0, g: 0, b: 255 };
type Colour = typeof RED;

/** Vertical stripes of the colours, each `stripe` pixels wide and `height` high. */
function stripes(colours: Colour[], stripe: number, height: number) {
  const tile = (colour: Colour) => sharp({ create: { width: stripe, height, channels: 3, background: colour } }).png().toBuffer();
  return Promise.all(colours.map(tile)).then((tiles) =>
    sharp({ create: { width: stripe * colours.length, height, channels: 3, background: RED } }).composite(tiles.map((input, i) => ({ input, left: i * stripe, top: 0 }))),
  );
}

async function pixel(image: Buffer, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

function expectColour(actual: Colour, expected: Colour) {
  for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(actual[channel] - expected[channel])).toBeLessThan(40);
}

function stored(image: EncodedImage, width: number) {
  const variant = image.variants.find((v) => v.width === width);
  if (!variant) throw new Error(`no ${width} variant`);
  return readFile(path.join(directory, variant.key));
}

async function filesIn(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => e.name);
}

describe('storeSquareImage', () => {
  it.each([
    ['PNG', (s: Sharp) => s.png()],
    ['JPEG', (s: Sharp) => s.jpeg({ quality: 95 })],
    ['WebP', (s: Sharp) => s.webp({ lossless: true })],
  ])('re-encodes a %s to a centred square WebP per logo width, under the hash of the upload', async (_, encode) => {
    // Red | green | blue, 200 pixels each: the centred square is the green stripe.
    const upload = await encode(await stripes([RED, GREEN, BLUE], 200, 200)).toBuffer();

    const image = await storeSquareImage(store, 'logos', upload);

    const hash = createHash('sha256').update(upload).digest('hex');
    expect(image).toEqual({
      key: `logos/${hash}`,
      variants: LOGO_WIDTHS.map((width) => ({ width, key: `logos/${hash}/${width}.webp` })),
    });
    for (const width of LOGO_WIDTHS) {
      const output = await stored(image as EncodedImage, width);
      const metadata = await sharp(output).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, width]);
      // Cropped, not squeezed: well inside both sides is still green.
      for (const x of [0.15, 0.5, 0.85]) expectColour(await pixel(output, Math.round(width * x), Math.round(width / 2)), GREEN);
    }
  });

  it('stores an upload again on the same keys, changing nothing', async () => {
    const upload = await sharp({ create: { width: 90, height: 90, channels: 3, background: BLUE } }).png().toBuffer();

    const first = await storeSquareImage(store, 'logos', upload);
    const firstBytes = await stored(first as EncodedImage, 64);
    const second = await storeSquareImage(store, 'logos', upload);

    expect(second).toEqual(first);
    expect(await stored(second as EncodedImage, 64)).toEqual(firstBytes);
    expect(await filesIn(directory)).toHaveLength(LOGO_WIDTHS.length);
  });

  it('encodes the widths it is asked for, smallest first, enlarging a small upload', async () => {
    const upload = await sharp({ create: { width: 40, height: 30, channels: 4, background: { ...GREEN, alpha: 1 } } }).png().toBuffer();

    const image = (await storeSquareImage(store, 'products', upload, [500, 100])) as EncodedImage;

    expect(image.variants.map((v) => v.width)).toEqual([100, 500]);
    expect(image.key).toMatch(/^products\/[0-9a-f]{64}$/);
    const metadata = await sharp(await stored(image, 500)).metadata();
    expect([metadata.width, metadata.height]).toEqual([500, 500]);
  });

  it('drops EXIF, XMP and ICC metadata after turning the photo upright by its orientation', async () => {
    // Stored sideways: red left, blue right, with an orientation saying "turn 90° clockwise",
    // so upright it is red on top and blue below.
    const upload = await (await stripes([RED, BLUE], 100, 100))
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><secret-xmp/></x:xmpmeta>')
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(upload).metadata();
    expect([input.orientation, input.exif !== undefined, input.xmp !== undefined, input.icc !== undefined]).toEqual([6, true, true, true]);

    const output = await stored((await storeSquareImage(store, 'logos', upload)) as EncodedImage, 64);

    const metadata = await sharp(output).metadata();
    expect([metadata.exif, metadata.xmp, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(output.includes('secret')).toBe(false);
    expectColour(await pixel(output, 54, 4), RED);
    expectColour(await pixel(output, 10, 59), BLUE);
  });

  describe('refuses, storing nothing', () => {
    it.each([
      ['a GIF', () => sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).gif().toBuffer()],
      ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>')],
      ['a TIFF', () => sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).tiff().toBuffer()],
      ['text', async () => Buffer.from('hello, this is not an image')],
      ['nothing', async () => Buffer.alloc(0)],
      ['a PNG signature on garbage', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(200)])],
      ['a truncated JPEG', async () => (await sharp({ create: { width: 64, height: 64, channels: 3, background: RED } }).jpeg().toBuffer()).subarray(0, 120)],
      ['a JPEG signature on a PNG', async () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).png().toBuffer()])],
    ])('%s as invalid_logo', async (_, make) => {
      expect(await storeSquareImage(store, 'logos', await make())).toBe('invalid_logo');
      expect(await filesIn(directory)).toEqual([]);
    });

    it('an upload over LOGO_MAX_BYTES as logo_too_large', async () => {
      const side = 1000;
      const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(noise.length).toBeGreaterThan(LOGO_MAX_BYTES);

      expect(await storeSquareImage(store, 'logos', noise)).toBe('logo_too_large');
      expect(await filesIn(directory)).toEqual([]);
    });

    it('an image wider than 4096 pixels as logo_too_large', async () => {
      const wide = await sharp({ create: { width: 4097, height: 16, channels: 3, background: RED } }).png().toBuffer();

      expect(await storeSquareImage(store, 'logos', wide)).toBe('logo_too_large');
      expect(await filesIn(directory)).toEqual([]);
    });

    it('a decompression bomb (a small PNG whose header claims 60000×60000 pixels) as logo_too_large, without decoding it', async () => {
      const bomb = await sharp({ create: { width: 1, height: 1, channels: 3, background: RED } }).png().toBuffer();
      // IHDR: length (8..11), type (12..15), width (16..19), height (20..23), …, CRC of type+data (29..32).
      bomb.writeUInt32BE(60_000, 16);
      bomb.writeUInt32BE(60_000, 20);
      bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 60_000, height: 60_000 });

      expect(await storeSquareImage(store, 'logos', bomb)).toBe('logo_too_large');
      expect(await filesIn(directory)).toEqual([]);
    });
  });

  it('throws for a width that is not a pixel count', async () => {
    const upload = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).png().toBuffer();
    await expect(storeSquareImage(store, 'logos', upload, [64, 0])).rejects.toThrow('Invalid image width');
    await expect(storeSquareImage(store, 'logos', upload, [1.5])).rejects.toThrow('Invalid image width');
  });
});

describe('findSquareImage', () => {
  it('finds a stored image by the key a client sends back', async () => {
    const upload = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).png().toBuffer();
    const image = (await storeSquareImage(store, 'logos', upload)) as EncodedImage;

    expect(await findSquareImage(store, 'logos', image.key)).toEqual(image);
    expect(squareImageVariants(image.key)).toEqual(image);
  });

  it('finds nothing for a key of another shape or prefix, or a partly stored image', async () => {
    const upload = await sharp({ create: { width: 8, height: 8, channels: 3, background: RED } }).png().toBuffer();
    const image = (await storeSquareImage(store, 'logos', upload)) as EncodedImage;
    const hash = image.key.slice('logos/'.length);
    await store.put(`logos/${'a'.repeat(64)}/64.webp`, Buffer.from('only one width'), 'image/webp');

    for (const key of [`products/${hash}`, `logos/${hash}/64.webp`, `logos/${hash.toUpperCase()}`, 'logos/abc', `../logos/${hash}`, `logos/${'a'.repeat(64)}`, `logos/${'b'.repeat(64)}`]) {
      expect(await findSquareImage(store, 'logos', key)).toBeUndefined();
    }
  });
});
