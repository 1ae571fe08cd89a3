/** An uploaded image in the widths the media store made of it, smallest first. */
export interface ImageVariants {
  variants: ReadonlyArray<{ width: number; url: string }>;
}

/**
 * The URL of an image shown `cssWidth` CSS pixels wide: the smallest variant that stays sharp on a
 * 2x screen, else the largest there is; undefined for an image with none (show a placeholder).
 */
export function imageUrlFor(image: ImageVariants, cssWidth: number): string | undefined {
  return (image.variants.find((variant) => variant.width >= cssWidth * 2) ?? image.variants.at(-1))?.url;
}

/** The `srcSet` of an image (`<url> <width>w` per variant): with `sizes`, the browser picks the variant for its screen. */
export function srcSetOf(image: ImageVariants): string {
  return image.variants.map(({ url, width }) => `${url} ${width}w`).join(', ');
}
