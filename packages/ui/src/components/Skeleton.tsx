import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { cx } from '../internal/cx';

export type SkeletonRounded = 'none' | 'sm' | 'md' | 'lg' | 'full';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** A number is pixels; a string is any CSS length. Defaults to the full available width. */
  width?: number | string;
  /** A number is pixels; a string is any CSS length. Defaults to one line of text. */
  height?: number | string;
  rounded?: SkeletonRounded;
}

/**
 * Placeholder block shown while content loads. Hidden from assistive tech: announce loading
 * once on the surrounding region (for example with `aria-busy`) instead of per block.
 */
export function Skeleton({ width, height, rounded = 'md', className, style, ...rest }: SkeletonProps) {
  const size: CSSProperties = { width: toLength(width), height: toLength(height), ...style };
  return (
    <span
      aria-hidden="true"
      className={cx('ui-skeleton', `ui-skeleton--rounded-${rounded}`, className)}
      style={size}
      {...rest}
    />
  );
}

function toLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
