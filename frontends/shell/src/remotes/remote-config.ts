import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's remoteEntry.js (not content-hashed, so served no-cache). */
  entry: string;
}

const CONFIG_URL = '/mf-config.json';

/**
 * The remotes of a configuration document that may load: well-formed entries whose URL (resolved
 * against the page) is on an allowed origin. A remote runs with the shell's privileges, so a
 * tampered document must not be able to point the shell at someone else's code.
 */
export function allowedRemotes(document: unknown, allowedOrigins: readonly string[], pageUrl: string): RemoteEntry[] {
  const listed = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(listed)) return [];
  return listed.filter((remote): remote is RemoteEntry => {
    if (typeof remote?.name !== 'string' || typeof remote?.entry !== 'string') return false;
    const url = parseUrl(remote.entry, pageUrl);
    return url !== undefined && /^https?:$/.test(url.protocol) && allowedOrigins.includes(url.origin);
  });
}

// URL.parse is too recent for the phones the shop supports.
function parseUrl(value: string, base: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}

/**
 * Learns where each micro-frontend lives from a small document served next to the shell, so a
 * remote can be redeployed (new URL, new version) without rebuilding the shell. Only remotes on
 * `allowedOrigins` (the shell's own origin unless told otherwise) are registered; the page's
 * Content-Security-Policy (script-src) must allow the same origins.
 */
export async function registerRemotesFromConfig(fetchImpl: typeof fetch = fetch, allowedOrigins: readonly string[] = [window.location.origin]): Promise<RemoteEntry[]> {
  const response = await fetchImpl(CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remote config unavailable (${response.status})`);
  const remotes = allowedRemotes(await response.json(), allowedOrigins, window.location.href);
  registerRemotes(remotes, { force: true });
  return remotes;
}
