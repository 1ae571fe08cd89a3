// Whether this device dismissed the app-download prompt: read by the document's first script (so a
// dismissed prompt never paints) and by the prompt itself.

const DISMISSED_KEY = 'shop-download-dismissed';
/** On <html> before the first paint when dismissed; shell.css hides the prompt under it. */
export const DISMISSED_CLASS = 'shell-download-dismissed';

export function wasDismissed(storage: Pick<Storage, 'getItem'>): boolean {
  try {
    return storage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberDismissal(storage: Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Storage off (private mode): dismissed for this page only.
  }
}
