import { useId, useLayoutEffect, useRef } from 'react';
import type { MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { CloseIcon } from '../internal/icons';
import { MODAL_LAYER_CLASS } from '../internal/topLayer';

export type ModalSize = 'sm' | 'md' | 'lg' | 'full';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, the close button and (unless disabled) a click on the backdrop. */
  onClose: () => void;
  /** Dialog heading; also its accessible name. */
  title: ReactNode;
  /** Optional summary under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Usually the dialog's buttons, laid out at the bottom. */
  footer?: ReactNode;
  size?: ModalSize;
  /** Element to focus on open; defaults to the first focusable element, else the dialog. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  /** Show the close (×) button in the header. */
  closeButton?: boolean;
  /** Accessible name of the close button; pass a translated string. */
  closeLabel?: string;
  className?: string;
}

/**
 * Modal dialog on the native `<dialog>`, shown with `showModal()`: it sits in the top layer, the
 * rest of the page is inert (no click, Tab or screen-reader cursor reaches it), Escape asks to
 * close it and focus goes back to the opener when it closes. Page scroll is locked by CSS while a
 * modal is open (see components.css).
 */
export function Modal(props: ModalProps) {
  // Mount the dialog only while open, so its content starts afresh at every opening.
  return props.open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
  closeOnBackdropClick = true,
  closeButton = true,
  closeLabel = 'Close',
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const backdropPressed = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // showModal() focuses the first focusable element; close() puts focus back on the opener.
    dialog.showModal();
    initialFocus?.current?.focus();
    return () => dialog.close();
    // Runs once per opening: the dialog mounts when opened and unmounts when closed.
  }, []);

  // Escape (or a phone's back gesture) asks to cancel: the dialog stays until its owner closes it.
  // Browsers refuse to keep it open twice without a tap or click in between; then the request is
  // not cancelable, the browser closes the dialog itself and `onNativeClose` reports it.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.cancelable) return;
    event.preventDefault();
    onClose();
  };
  // The browser closed the dialog by itself. This component closes it only on unmount, and a
  // `close` queued by that finds it gone, or open again when React re-runs the effect (StrictMode).
  const onNativeClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!event.currentTarget.open) onClose();
  };

  // The dialog element covers the screen and its panel is the visible box, so a press on the
  // dialog itself is a press on the backdrop. Close only when the press both starts and ends
  // there, so a text selection dragged out of the panel does not dismiss it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    backdropPressed.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdropClick && backdropPressed.current && event.target === event.currentTarget) onClose();
    backdropPressed.current = false;
  };

  // Rendered into body so a modal opened later than another comes later in the document too:
  // the toast viewport finds the innermost modal that way (internal/topLayer.ts).
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={MODAL_LAYER_CLASS}
      onCancel={onCancel}
      onClose={onNativeClose}
      onMouseDown={onBackdropMouseDown}
      onClick={onBackdropClick}
    >
      <div className={cx('ui-modal', `ui-modal--${size}`, className)}>
        <header className="ui-modal__header">
          <h2 id={titleId} className="ui-modal__title">
            {title}
          </h2>
          {closeButton ? (
            <button type="button" className="ui-modal__close" aria-label={closeLabel} onClick={onClose}>
              <CloseIcon />
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className="ui-modal__description">
            {description}
          </p>
        ) : null}
        {children ? <div className="ui-modal__body">{children}</div> : null}
        {footer ? <footer className="ui-modal__footer">{footer}</footer> : null}
      </div>
    </dialog>,
    document.body,
  );
}
