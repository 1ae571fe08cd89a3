import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '../remotes/remote-config';

/** A remote as the server knows it: where the browser loads it, and where the server does. */
export interface ServerRemote extends RemoteEntry {
  /** Absolute URL of the remote's Node build (`<where it is served>/server/remoteEntry.js`). */
  serverEntry: string;
}

/**
 * What the head links for a remote's page: its stylesheets. Its scripts are not preloaded: the
 * browser hands a failed preload to the federation runtime's later request for the same file, so
 * one network hiccup would break the page's retry too.
 */
interface ExposeAssets {
  styles: string[];
}

/** What the browser is told of the remotes: where it loads each, never where the server does. */
export function forBrowser(remotes: readonly ServerRemote[]): RemoteEntry[] {
  return remotes.map(({ name, entry }) => ({ name, entry }));
}

/** The remotes of a configuration document that the server can load: both entries given, the server's absolute over HTTP(S). */
export function serverRemotesOf(document: unknown): ServerRemote[] {
  const listed = (document as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(listed)) return [];
  return listed.filter(
    (remote): remote is ServerRemote =>
      typeof remote?.name === 'string' && typeof remote?.entry === 'string' && typeof remote?.serverEntry === 'string' && /^https?:\/\//.test(remote.serverEntry),
  );
}

/** The remote configuration's files: the path itself, or a folder's `*.json` in name order. */
async function configFilesAt(configPath: string): Promise<string[]> {
  const info = await stat(configPath);
  if (!info.isDirectory()) return [configPath];
  const names = await readdir(configPath);
  return names
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => path.join(configPath, name));
}

/** What changes when any of the files changes: each one's name, time and size. */
async function versionOf(files: readonly string[]): Promise<string> {
  const stamps = await Promise.all(files.map(async (file) => {
    const info = await stat(file);
    return `${file}:${info.mtimeMs}:${info.size}`;
  }));
  return stamps.join('|');
}

/**
 * The remotes the server renders with, from the remote configuration: one document
 * (`{ remotes: [...] }`), or a folder of them, one per remote, each deployed with its remote (in
 * the cluster, a ConfigMap a remote's own release writes), so a remote rolls forward or back
 * without the shell being deployed. The configuration is checked on every page, so a remote
 * deployed to a new place, or a new version of it, is used from the next request on without
 * restarting; a remote that failed to load is asked again on the next request, so the server
 * recovers by itself when it is back.
 */
export class RemoteDirectory {
  private version = '';
  private current: ServerRemote[] = [];
  private stale = false;
  private readonly assets = new Map<string, Promise<Map<string, ExposeAssets>>>();

  /**
   * `configPath`: the document, or the folder of documents.
   * `onChange`: the remotes were registered afresh (new versions, or after a failure).
   * `register`: how they are registered with the federation runtime (replaced in tests).
   */
  constructor(
    private readonly configPath: string,
    private readonly onChange: () => void,
    private readonly register: (remotes: { name: string; entry: string }[]) => void = (remotes) => registerRemotes(remotes, { force: true }),
  ) {}

  async remotes(): Promise<ServerRemote[]> {
    // Anything caught mid-write (a file replaced, or broken) keeps the remotes as they were until it all reads well.
    const read = await this.read().catch(() => undefined);
    if (read && read.version !== this.version) {
      this.current = read.remotes;
      this.version = read.version;
      this.stale = true;
    }
    if (this.stale) {
      this.stale = false;
      this.assets.clear();
      this.register(this.current.map((remote) => ({ name: remote.name, entry: remote.serverEntry })));
      this.onChange();
    }
    return this.current;
  }

  private async read(): Promise<{ version: string; remotes: ServerRemote[] }> {
    const files = await configFilesAt(this.configPath);
    const version = await versionOf(files);
    if (version === this.version) return { version, remotes: this.current };
    const documents = await Promise.all(files.map(async (file) => JSON.parse(await readFile(file, 'utf8')) as unknown));
    // One entry per remote name: a later document's wins.
    const byName = new Map(documents.flatMap(serverRemotesOf).map((remote) => [remote.name, remote]));
    return { version, remotes: [...byName.values()] };
  }

  /** After a page could not load a remote: load every remote afresh on the next request. */
  forget(): void {
    this.stale = true;
  }

  /** The stylesheets a remote's page needs in the browser, from the remote's mf-manifest.json. */
  async assetsOf(remote: ServerRemote, name: string): Promise<ExposeAssets> {
    let manifest = this.assets.get(remote.name);
    if (!manifest) {
      manifest = loadManifest(remote);
      this.assets.set(remote.name, manifest);
      manifest.catch(() => this.assets.delete(remote.name));
    }
    return (await manifest.catch(() => undefined))?.get(name) ?? { styles: [] };
  }
}

interface Manifest {
  metaData: { publicPath: string };
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

async function loadManifest(remote: ServerRemote): Promise<Map<string, ExposeAssets>> {
  const response = await fetch(new URL('../mf-manifest.json', remote.serverEntry), { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`${remote.name}: mf-manifest.json answered ${response.status}`);
  const manifest = (await response.json()) as Manifest;
  // Where the browser finds the files: next to the entry it loads, on the page's origin or another.
  const base = /^https?:\/\//.test(remote.entry) ? new URL('.', remote.entry).href : new URL('.', new URL(remote.entry, 'http://page/')).pathname;
  const at = (file: string) => `${base}${file}`;
  return new Map(
    manifest.exposes.map((expose) => [
      expose.name,
      // Its own styles and the shared ones it may load (forms), not other pages'.
      { styles: [...expose.assets.css.sync, ...expose.assets.css.async.filter((file) => !file.includes('__federation_expose_'))].map(at) },
    ]),
  );
}
