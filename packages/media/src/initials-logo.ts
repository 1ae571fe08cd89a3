import { createHash } from 'node:crypto';
import sharp from 'sharp';

const SIZE = 320;

// Backgrounds on which white initials keep a contrast of at least 4.5:1.
const PALETTE = ['#b3261e', '#a0421a', '#7a5a00', '#2e7d32', '#00695c', '#00838f', '#1565c0', '#3949ab', '#6a1b9a', '#ad1457', '#5d4037', '#455a64'];

/**
 * Up to two initials: the first Latin letter or digit of the name's first two words that have
 * one, upper-cased. Other scripts are left out: the fonts of a slim image draw them as boxes.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => /[\p{Script=Latin}\p{Nd}]/u.exec(word)?.[0])
    .filter((initial): initial is string => initial !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * A demo logo for seeding: the store's initials in white on a colour picked by the name (the
 * same name, the same colour), as 320×320 PNG bytes. The initials are drawn with the machine's
 * fonts (fontconfig); without any font, or without Latin initials, the logo is the coloured square alone.
 */
export async function initialsLogo(name: string): Promise<Buffer> {
  const colour = PALETTE[createHash('sha256').update(name).digest().readUInt32BE(0) % PALETTE.length];
  // Initials are letters and digits only, so they go into the markup as they are.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${colour}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Noto Sans, sans-serif" font-weight="bold" font-size="${SIZE * 0.4}" fill="#ffffff">${initialsOf(name)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
