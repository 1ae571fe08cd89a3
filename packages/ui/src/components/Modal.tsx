import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../internal/cx';
import { tabbableElements } from '../internal/focusable';
import { CloseIcon } from '../internal/icons';
import { useScrollLock } from '../internal/useScrollLock';

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
 * Modal dialog rendered into `document.body`. While open it traps Tab focus, locks page scroll
 * and closes on Escape; on close, focus goes back to whatever was focused before it opened.
 */
export function Modal(props: ModalProps) {
  // Mount the dialog only while open, so its effects (focus, scroll lock) follow open/close.
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
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropPressed = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useScrollLock(true);
  useInitialAndReturnFocus(dialogRef, initialFocus);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Stop here so an outer modal (or the page) does not also react to this Escape.
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      trapTab(event, dialogRef.current);
    }
  };

  // Close only when the press both starts and ends on the backdrop, so a text selection
  // dragged out of the dialog does not dismiss it.
  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    backdropPressed.current = event.target === event.currentTarget;
    // Keep focus inside the dialog instead of letting it fall to <body>.
    if (backdropPressed.current) event.preventDefault();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnBackdropClick && backdropPressed.current && event.target === event.currentTarget) onClose();
    backdropPressed.current = false;
  };

  return createPortal(
    <div className="ui-modal-backdrop" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx('ui-modal', `ui-modal--${size}`, className)}
        onKeyDown={onKeyDown}
      >
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
    </div>,
    document.body,
  );
}

/** Moves focus into the dialog on open and back to the opener when it closes. */
function useInitialAndReturnFocus(
  dialogRef: RefObject<HTMLDivElement | null>,
  initialFocus: RefObject<HTMLElement | null> | undefined,
): void {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocus?.current ?? tabbableElements(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => {
      // The opener may have been removed meanwhile (for example a row that was deleted).
      if (opener?.isConnected) opener.focus();
    };
    // Runs once per opening: the dialog mounts when opened and unmounts when closed.
  }, []);
}

/** Keeps Tab and Shift+Tab cycling inside the dialog. */
function trapTab(event: KeyboardEvent<HTMLDivElement>, dialog: HTMLElement): void {
  const tabbable = tabbableElements(dialog);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
