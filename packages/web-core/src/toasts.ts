import { useSyncExternalStore } from 'react';
import { APP_TOAST_TIMEOUT, ToastQueue, type Toast } from './toast-queue';

/** The page's one toast queue. */
export const toasts = new ToastQueue();

/** The app's toasts last 2 s unless they say otherwise. */
export function showToast(toast: Omit<Toast, 'id'> & { id?: string }): string {
  return toasts.add({ timeout: APP_TOAST_TIMEOUT, ...toast });
}

const noToasts: readonly Toast[] = [];

/** The toasts on show; none on the server, where nothing raises one. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    (listener) => toasts.subscribe(listener),
    () => toasts.list(),
    () => noToasts,
  );
}
