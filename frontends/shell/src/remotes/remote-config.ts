import { registerRemotes } from '@module-federation/enhanced/runtime';

export interface RemoteEntry {
  name: string;
  /** URL of the remote's remoteEntry.js (not content-hashed, so served no-cache). */
  entry: string;
}

const CONFIG_URL = '/mf-config.json';

/**
 * Learns where each micro-frontend lives from a small document served next to the shell, so a
 * remote can be redeployed (new URL, new version) without rebuilding the shell.
 */
export async function registerRemotesFromConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteEntry[]> {
  const response = await fetchImpl(CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remote config unavailable (${response.status})`);
  const document = (await response.json()) as { remotes?: RemoteEntry[] };
  const remotes = (document.remotes ?? []).filter((r) => typeof r.name === 'string' && typeof r.entry === 'string');
  registerRemotes(remotes, { force: true });
  return remotes;
}
