import { useLayoutEffect, useRef, type ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export type SkeletonRounded = 'none' | 'sm' | 'md' | 'lg' | 'full';

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'style' | 'ref'> {
  /** A number is pixels; a string is any CSS length. Defaults to the full available width. */
  width?: number | string;
  /** A number is pixels; a string is any CSS length. Defaults to one line of text. */
  height?: number | string;
  rounded?: SkeletonRounded;
}

/**
 * Placeholder block shown while content loads. Hidden from assistive tech: announce loading
 * once on the surrounding region (for example with `aria-busy`) instead of per block.
 * The size is set on the element, not as a style attribute: server-rendered HTML carries no
 * inline styles, which the Content-Security-Policy (`style-src 'self'`) refuses.
 */
export function Skeleton({ width, height, rounded = 'md', className, ...rest }: SkeletonProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const style = ref.current!.style;
    style.width = toLength(width) ?? '';
    style.height = toLength(height) ?? '';
  }, [width, height]);
  return <span ref={ref} aria-hidden="true" className={cx('ui-skeleton', `ui-skeleton--rounded-${rounded}`, className)} {...rest} />;
}

function toLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}
