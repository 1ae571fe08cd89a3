import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/cx';

export interface ToastViewportProps extends ComponentPropsWithRef<'section'> {
  /** Landmark name so screen-reader users can jump to notifications; pass a translated string. */
  label?: string;
}

/**
 * Fixed bottom-right stack that holds the app's `Toast`s: full width on phones, 24rem from
 * 640px up. Render it once near the root so it is never clipped by a transformed ancestor.
 */
export function ToastViewport({ label = 'Notifications', className, children, ...rest }: ToastViewportProps) {
  return (
    <section aria-label={label} className={cx('ui-toast-viewport', className)} {...rest}>
      {children}
    </section>
  );
}
