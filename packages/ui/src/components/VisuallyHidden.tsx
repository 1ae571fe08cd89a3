import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Content for screen readers only: hidden visually but kept in the accessibility tree. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx('ui-visually-hidden', className)} {...rest} />;
}
