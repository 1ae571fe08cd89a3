import { useLayoutEffect, useRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { useInnermostModal } from '../internal/topLayer';

export interface ToastViewportProps extends ComponentPropsWithoutRef<'section'> {
  /** Landmark name so screen-reader users can jump to notifications; pass a translated string. */
  label?: string;
}

/**
 * Fixed bottom-right stack that holds the app's `Toast`s: full width on phones, 24rem from
 * 640px up. It is a manual popover, so it sits in the top layer above everything on the page,
 * modal dialogs included: while a `Modal` is open it moves inside that dialog (outside it, it
 * would be inert) and shows itself again there, above the dialog. Render it once, anywhere.
 */
export function ToastViewport({ label = 'Notifications', className, children, ...rest }: ToastViewportProps) {
  const viewportRef = useRef<HTMLElement>(null);
  const container = useInnermostModal() ?? document.body;

  // A new container means a new element (React remounts a portal that changes container); the
  // newest element shown in the top layer is the one on top. A modal removed in the same commit
  // (closed by the tap that brought the first toast) takes the element with it: the modal is gone
  // from the store by then, which moves the viewport back to the page and shows it there.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (viewport?.isConnected) viewport.showPopover();
  }, [container]);

  return createPortal(
    <section ref={viewportRef} popover="manual" aria-label={label} className={cx('ui-toast-viewport', className)} {...rest}>
      {children}
    </section>,
    container,
  );
}
