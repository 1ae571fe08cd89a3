import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates what the server rendered, true after: what only
 * the browser knows (storage, media queries) is shown from then on, so hydration matches the HTML.
 */
export function useHydrated(): boolean {
  return useBrowserValue(() => true, false);
}

/** A browser value read during render; `serverValue` on the server and while hydrating. */
export function useBrowserValue<Value>(read: () => Value, serverValue: Value, subscribe: (onChange: () => void) => () => void = noSubscription): Value {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
