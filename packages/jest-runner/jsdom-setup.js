// jsdom leaves out a few web globals that browsers have and our libraries expect.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/dom';

// findBy… and waitFor give up after 1 s by default, which a busy machine (the other lane of the
// test run, a Go build) can exceed when rendering; they wait for a condition, so a longer limit
// costs nothing when it is met.
configure({ asyncUtilTimeout: 5000 });

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

// No media queries match in jsdom (no dark scheme, no reduced motion); tests that need one stub it.
const browserWindow = globalThis.window;
if (browserWindow && typeof browserWindow.matchMedia === 'undefined') {
  browserWindow.matchMedia = (media) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

// jsdom has <dialog> without its methods, and no popovers. This gives components that use them
// the state a browser would show a test: the `open` attribute, focus moving into a modal and
// back to its opener, Escape asking the innermost modal to cancel, popovers that refuse to show
// unless they are connected popovers. The top layer and inertness need a real browser (e2e).
if (browserWindow && typeof browserWindow.HTMLDialogElement.prototype.showModal === 'undefined') {
  const { document, HTMLDialogElement, HTMLElement } = browserWindow;
  const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
  /** Open modals, innermost last, each with what was focused before it opened. */
  const openModals = [];

  HTMLDialogElement.prototype.showModal = function showModal() {
    if (this.open) return;
    openModals.push({ dialog: this, opener: document.activeElement });
    this.setAttribute('open', '');
    (this.querySelector('[autofocus]') ?? this.querySelector(FOCUSABLE) ?? this).focus();
  };
  HTMLDialogElement.prototype.close = function close() {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = openModals.findIndex((entry) => entry.dialog === this);
    if (index !== -1) {
      const [{ opener }] = openModals.splice(index, 1);
      if (opener?.isConnected) opener.focus();
    }
    // Browsers fire `close` from a task, after close() has returned.
    setTimeout(() => this.dispatchEvent(new browserWindow.Event('close')));
  };

  // Escape's default action: runs once the keydown has been dispatched, unless a handler
  // prevented it (a listbox closing itself, say).
  browserWindow.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      queueMicrotask(() => {
        // A modal taken out of the document leaves the top layer without being closed.
        const innermost = openModals.findLast((entry) => entry.dialog.isConnected)?.dialog;
        if (event.defaultPrevented || !innermost) return;
        if (innermost.dispatchEvent(new browserWindow.Event('cancel', { cancelable: true }))) innermost.close();
      });
    },
    true,
  );

  HTMLElement.prototype.showPopover = function showPopover() {
    if (!this.hasAttribute('popover')) throw new browserWindow.DOMException('Not a popover', 'NotSupportedError');
    if (!this.isConnected) throw new browserWindow.DOMException('Not in the document', 'InvalidStateError');
  };
}
