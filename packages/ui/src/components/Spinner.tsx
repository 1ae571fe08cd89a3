import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';
import { VisuallyHidden } from './VisuallyHidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** Announced to screen readers; pass a translated string. */
  label?: string;
  size?: SpinnerSize;
}

/** Indeterminate progress indicator that announces `label` politely. */
export function Spinner({ label = 'Loading…', size = 'md', className, ...rest }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner-wrap', className)} {...rest}>
      <span className={cx('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
