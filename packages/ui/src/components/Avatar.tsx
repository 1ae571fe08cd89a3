import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  src?: string | undefined;
  /** Who or what the avatar shows; used as the image's alt text and to derive the initials. */
  alt: string;
  size?: AvatarSize;
  /**
   * Lazy by default: avatars come in lists, and a server render would otherwise ask the browser to
   * preload every one of them ahead of the page's stylesheets and scripts. `eager` for the one that
   * is the page's own picture (a shop's logo on its page).
   */
  loading?: 'lazy' | 'eager';
}

/**
 * Up to two initials from the first letters of the first two words, uppercased:
 * "Siti Nurhaliza Binti" → "SN", "budi" → "B". Words without a letter or digit are skipped.
 */
export function initialsOf(alt: string): string {
  return alt
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** Profile picture that falls back to initials while the image loads, or when it is missing or broken. */
export function Avatar({ src, alt, size = 'md', loading = 'lazy', className, ...rest }: AvatarProps) {
  // Track which src loaded or failed, so a new src starts over without an effect.
  const [loadedSrc, setLoadedSrc] = useState<string>();
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = Boolean(src) && failedSrc !== src;
  const loaded = showImage && loadedSrc === src;

  return (
    <span className={cx('ui-avatar', `ui-avatar--${size}`, className)} {...rest}>
      {loaded ? null : (
        <span className="ui-avatar__initials" role="img" aria-label={alt}>
          <span aria-hidden="true">{initialsOf(alt)}</span>
        </span>
      )}
      {showImage ? (
        <img
          className={cx('ui-avatar__image', loaded && 'ui-avatar__image--loaded')}
          src={src}
          loading={loading}
          decoding="async"
          // Empty alt until loaded: the initials carry the name meanwhile, so it is read once.
          alt={loaded ? alt : ''}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  );
}
