import { createHash } from 'node:crypto';
import { merchantReasons } from '@shop/contracts';
import { LOGO_MAX_BYTES } from '@shop/contracts/merchant-rules';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { assertMediaKey } from './keys.js';
import type { ObjectStore } from './object-store.js';

export const LOGO_WIDTHS = [64, 160, 320] as const;

/** A product picture's widths: a 160 px card on 2x screens, and a full-width gallery on 1x to 2.5x ones. */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960] as const;

/** The largest side of an accepted upload, and so the largest variant. */
export const IMAGE_MAX_SIDE = 4096;

export interface ImageVariant {
  width: number;
  key: string;
}

/** A stored image: its base key and one WebP object per width, smallest first. URLs come from the store's `publicUrl`. */
export interface EncodedImage {
  key: string;
  variants: ImageVariant[];
}

export type ImageRefusal = typeof merchantReasons.invalidLogo | typeof merchantReasons.logoTooLarge;

type Format = 'png' | 'jpeg' | 'webp';

// Decoding stops at this many pixels whatever the header said (a decompression bomb); only the
// first frame of an animation is read, and a decoder warning (trailing bytes) is tolerated.
const SOURCE_OPTIONS: SharpOptions = { limitInputPixels: IMAGE_MAX_SIDE * IMAGE_MAX_SIDE, failOn: 'error', pages: 1 };

/** The format the bytes start with; a declared content type or file name is never trusted. */
function sniffImageFormat(bytes: Buffer): Format | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'jpeg';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** The keys of an image stored by `storeSquareImage` under `key`, without looking at the store. */
export function squareImageVariants(key: string, widths: readonly number[] = LOGO_WIDTHS): EncodedImage {
  assertMediaKey(key);
  return { key, variants: [...widths].sort((a, b) => a - b).map((width) => ({ width, key: `${key}/${width}.webp` })) };
}

/**
 * The image a client names by its key (from an earlier `storeSquareImage` under `prefix`), when
 * the key has that shape and every variant is stored; undefined otherwise.
 */
export async function findSquareImage(store: ObjectStore, prefix: string, key: string, widths: readonly number[] = LOGO_WIDTHS): Promise<EncodedImage | undefined> {
  assertMediaKey(prefix);
  if (!key.startsWith(`${prefix}/`) || !/^[0-9a-f]{64}$/.test(key.slice(prefix.length + 1))) return undefined;
  const image = squareImageVariants(key, widths);
  const stored = await Promise.all(image.variants.map((variant) => store.exists(variant.key)));
  return stored.every(Boolean) ? image : undefined;
}

/**
 * Checks an upload (PNG, JPEG or WebP by its bytes; at most LOGO_MAX_BYTES and IMAGE_MAX_SIDE
 * pixels a side), drops its metadata (after turning it upright by its EXIF orientation),
 * re-encodes it to a square WebP per width (cover crop, centred) and stores them under
 * `<prefix>/<sha256 of the upload>/<width>.webp`. The same upload always lands on the same keys,
 * so storing it again changes nothing. A refusal is returned; a failing store throws.
 */
export async function storeSquareImage(store: ObjectStore, prefix: string, bytes: Buffer, widths: readonly number[] = LOGO_WIDTHS): Promise<EncodedImage | ImageRefusal> {
  for (const width of widths) {
    if (!Number.isInteger(width) || width < 1 || width > IMAGE_MAX_SIDE) throw new Error(`Invalid image width: ${width}`);
  }
  if (bytes.length > LOGO_MAX_BYTES) return merchantReasons.logoTooLarge;
  const format = sniffImageFormat(bytes);
  if (!format) return merchantReasons.invalidLogo;

  const image = squareImageVariants(`${prefix}/${createHash('sha256').update(bytes).digest('hex')}`, widths);
  const encoded = await encodeSquare(bytes, format, image.variants);
  if (typeof encoded === 'string') return encoded;
  await Promise.all(encoded.map(({ key, body }) => store.put(key, body, 'image/webp')));
  return image;
}

/** The WebP bytes of each variant, or why the upload cannot be one. */
async function encodeSquare(bytes: Buffer, format: Format, variants: ImageVariant[]): Promise<{ key: string; body: Buffer }[] | ImageRefusal> {
  try {
    // Only the header is read here, so the pixel limit is ours to check, telling a too large image from a broken one.
    const metadata = await sharp(bytes, { ...SOURCE_OPTIONS, limitInputPixels: false }).metadata();
    // The header must agree with the sniffed signature: a PNG signature on other data is not a PNG.
    if (metadata.format !== format) return merchantReasons.invalidLogo;
    if (metadata.width > IMAGE_MAX_SIDE || metadata.height > IMAGE_MAX_SIDE) return merchantReasons.logoTooLarge;
    return await webpVariants(sharp(bytes, SOURCE_OPTIONS).autoOrient(), variants);
  } catch {
    // Undecodable bytes behind a valid signature (truncated, corrupt, over the pixel limit).
    return merchantReasons.invalidLogo;
  }
}

/** Each variant of a decoded source: the centred square (cover), resized, as WebP. */
function webpVariants(source: Sharp, variants: ImageVariant[]): Promise<{ key: string; body: Buffer }[]> {
  return Promise.all(
    variants.map(async ({ key, width }) => ({
      key,
      // sharp writes no metadata (EXIF, XMP, ICC) unless asked to keep it.
      body: await source.clone().resize(width, width, { fit: 'cover', position: 'centre' }).webp({ quality: 82 }).toBuffer(),
    })),
  );
}

/**
 * Stores a picture the project drew itself (an SVG it made; SVG from anyone else is refused by
 * `storeSquareImage`) as square WebP variants under `<prefix>/<sha256 of the SVG>/<width>.webp`.
 * When every variant is already stored nothing is drawn, so storing it again (a restart, a second
 * replica, another test run over the same store) costs one look-up per variant.
 */
export async function storeDrawnImage(store: ObjectStore, prefix: string, svg: Buffer, widths: readonly number[]): Promise<EncodedImage> {
  const image = squareImageVariants(`${prefix}/${createHash('sha256').update(svg).digest('hex')}`, widths);
  const stored = await Promise.all(image.variants.map((variant) => store.exists(variant.key)));
  if (stored.every(Boolean)) return image;
  // Drawn once at the largest width, then every variant is taken from those pixels (a clone of an SVG source would draw it again).
  const largest = image.variants.at(-1)!.width;
  const { data, info } = await sharp(svg).resize(largest, largest, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
  const encoded = await webpVariants(sharp(data, { raw: info }), image.variants);
  await Promise.all(encoded.map(({ key, body }) => store.put(key, body, 'image/webp')));
  return image;
}
