import { foldForSearch } from '@shop/contracts/text';
import { useBrowserValue, useQuery, useQueryClient, useSignedIn, useTRPC } from '@shop/web-core';
import { useSubmit } from '@shop/web-core/forms';

/** How many searches a visitor's device keeps (a signed-in shopper's are kept by the catalog, as many). */
export const DEVICE_HISTORY_KEEP = 20;
const STORAGE_KEY = 'shop.searchHistory';
const listeners = new Set<() => void>();

function readDeviceHistory(): string[] {
  try {
    const stored: unknown = JSON.parse(storedText() ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string').slice(0, DEVICE_HISTORY_KEEP) : [];
  } catch {
    return [];
  }
}

// useSyncExternalStore compares snapshots by identity: the same array while the stored text is the same.
let snapshot: { stored: string | null; keywords: string[] } | undefined;
function deviceSnapshot(): string[] {
  const stored = storedText();
  if (snapshot?.stored !== stored) snapshot = { stored, keywords: readDeviceHistory() };
  return snapshot.keywords;
}

function storedText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeDeviceHistory(keywords: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(keywords.slice(0, DEVICE_HISTORY_KEEP)));
  } catch {
    // Private mode or a full storage: the history just is not kept.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** A visitor's history after searching `keyword`: it moves to the top, once (compared folded, as the catalog does). */
export function withSearch(history: readonly string[], keyword: string): string[] {
  const folded = foldForSearch(keyword);
  return [folded, ...history.filter((entry) => entry !== folded)].slice(0, DEVICE_HISTORY_KEEP);
}

export interface SearchHistory {
  /** Whether it is known where the history is kept: not on the server, nor while the page hydrates. */
  ready: boolean;
  /** Undefined until known (the server cannot see the device or the session). */
  keywords: readonly string[] | undefined;
  remember(keyword: string): void;
  forget(keyword: string): void;
  clear(): void;
}

/** The shopper's past searches: kept by the catalog when signed in, on the device for a visitor. */
export function useSearchHistory(): SearchHistory {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const device = useBrowserValue(deviceSnapshot, undefined, subscribe);
  const server = useQuery({ ...trpc.search.history.queryOptions(), enabled: signedIn === true });
  const refresh = { onSuccess: () => queryClient.invalidateQueries(trpc.search.history.queryFilter()) };
  // Searching is the shopper's intent; keeping it is a side effect they did not ask to watch.
  const remember = useSubmit(trpc.search.remember.mutationOptions({ ...refresh, meta: { background: true } }));
  const forget = useSubmit(trpc.search.forget.mutationOptions(refresh));
  if (signedIn) {
    return {
      ready: true,
      keywords: server.data?.keywords,
      remember: (keyword) => remember.mutate({ keyword }),
      forget: (keyword) => forget.mutate({ keyword }),
      clear: () => forget.mutate({}),
    };
  }
  return {
    ready: signedIn === false,
    keywords: signedIn === false ? device : undefined,
    remember: (keyword) => writeDeviceHistory(withSearch(readDeviceHistory(), keyword)),
    forget: (keyword) => writeDeviceHistory(readDeviceHistory().filter((entry) => entry !== keyword)),
    clear: () => writeDeviceHistory([]),
  };
}
