import { describe, expect, it } from '@jest/globals';
import { imageUrlFor, srcSetOf } from '../../src/media';

const logo = {
  variants: [
    { width: 64, url: '/media/logos/a/64.webp' },
    { width: 160, url: '/media/logos/a/160.webp' },
    { width: 320, url: '/media/logos/a/320.webp' },
  ],
};

describe('imageUrlFor', () => {
  it('takes the smallest variant that stays sharp on a 2x screen', () => {
    expect(imageUrlFor(logo, 32)).toBe('/media/logos/a/64.webp');
    expect(imageUrlFor(logo, 48)).toBe('/media/logos/a/160.webp');
    expect(imageUrlFor(logo, 160)).toBe('/media/logos/a/320.webp');
  });

  it('takes the largest there is when none is sharp enough, and none without variants', () => {
    expect(imageUrlFor(logo, 400)).toBe('/media/logos/a/320.webp');
    expect(imageUrlFor({ variants: [] }, 48)).toBeUndefined();
  });
});

describe('srcSetOf', () => {
  it('names each variant with its width, smallest first', () => {
    expect(srcSetOf(logo)).toBe('/media/logos/a/64.webp 64w, /media/logos/a/160.webp 160w, /media/logos/a/320.webp 320w');
    expect(srcSetOf({ variants: [] })).toBe('');
  });
});
