// After a deploy, an open tab may ask for code chunks that no longer exist. Reloading fetches the
// new build; the guard stops a reload loop when the failure has another cause.

export const CHUNK_RELOAD_KEY = 'shop-chunk-reload-at';
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_NAMES: ReadonlySet<string> = new Set(['ChunkLoadError', 'ScriptExternalLoadError']);

const CHUNK_ERROR_MESSAGES: readonly string[] = [
  'Loading chunk', // rspack/webpack JS chunk
  'Loading CSS chunk', // rspack/webpack CSS chunk
  'Failed to fetch dynamically imported module', // Chromium import()
  'error loading dynamically imported module', // Firefox import()
  'Importing a module script failed', // Safari import()
  'RUNTIME-008', // Module Federation: remote entry failed to load
  'ScriptExternalLoadError', // Module Federation: remote script failed to load
];

// Causes are followed a few levels: Module Federation wraps the loader's error in its own.
const MAX_CAUSE_DEPTH = 3;

/** Whether the error means a code chunk (or federated remote) could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current != null; depth++) {
    if (typeof current === 'string') {
      const textOnly = current;
      return CHUNK_ERROR_MESSAGES.some((m) => textOnly.includes(m));
    }
    if (typeof current !== 'object') return false;
    const { name, message, cause } = current as { name?: unknown; message?: unknown; cause?: unknown };
    if (typeof name === 'string' && CHUNK_ERROR_NAMES.has(name)) return true;
    if (typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((m) => message.includes(m))) return true;
    current = cause;
  }
  return false;
}

/**
 * Whether to reload now: at most once per `guardMs`. Records the reload time when it says yes.
 * When storage cannot be used the answer is no, since without the record a reload could loop.
 */
export function shouldReloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
  guardMs = CHUNK_RELOAD_GUARD_MS,
): boolean {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_KEY);
    const last = raw === null ? NaN : Number(raw);
    // A time in the future (clock moved back) is treated as stale rather than blocking forever.
    if (Number.isFinite(last) && now >= last && now - last < guardMs) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
