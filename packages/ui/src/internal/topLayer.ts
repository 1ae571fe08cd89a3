import { useSyncExternalStore } from 'react';

/**
 * Class of every open `Modal`'s `<dialog>`. A modal dialog makes everything outside it inert,
 * even what is shown above it in the top layer, so whatever must stay usable while one is open
 * (the toasts) renders inside the innermost one.
 */
export const MODAL_LAYER_CLASS = 'ui-modal-layer';

// Read from the document rather than from module state: each micro-frontend bundles its own
// copy of this package, and the toasts of one app must see the modals of another.
function innermostModal(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>(`dialog.${MODAL_LAYER_CLASS}[open]`);
  // Modals are mounted into body as they open, so the last one in the document is the innermost.
  return open[open.length - 1] ?? null;
}

function subscribe(onChange: () => void): () => void {
  // showModal() and close() toggle the `open` attribute; nothing else needs watching.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
  return () => observer.disconnect();
}

/** The innermost open modal dialog, or null when none is open; follows modals as they open and close. */
export function useInnermostModal(): HTMLDialogElement | null {
  return useSyncExternalStore(subscribe, innermostModal, () => null);
}
