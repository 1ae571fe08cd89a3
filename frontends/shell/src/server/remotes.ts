import { readFile, stat } from 'node:fs/promises';
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

/**
 * The remotes the server renders with, from the configuration file (a ConfigMap in the cluster).
 * The file is checked on every page, so a remote deployed to a new place, or a new version of it,
 * is used from the next request on without restarting; a remote that failed to load is asked
 * again on the next request, so the server recovers by itself when it is back.
 */
export class RemoteDirectory {
  private version = '';
  private current: ServerRemote[] = [];
  private stale = false;
  private readonly assets = new Map<string, Promise<Map<string, ExposeAssets>>>();

  /**
   * `onChange`: the remotes were registered afresh (new versions, or after a failure).
   * `register`: how they are registered with the federation runtime (replaced in tests).
   */
  constructor(
    private readonly file: string,
    private readonly onChange: () => void,
    private readonly register: (remotes: { name: string; entry: string }[]) => void = (remotes) => registerRemotes(remotes, { force: true }),
  ) {}

  async remotes(): Promise<ServerRemote[]> {
    const version = await stat(this.file).then(
      (info) => `${info.mtimeMs}:${info.size}`,
      () => this.version,
    );
    if (version !== this.version) {
      // A file caught mid-write (or broken) keeps the remotes as they were until it reads well.
      const document = await readFile(this.file, 'utf8')
        .then((text) => JSON.parse(text) as unknown)
        .catch(() => undefined);
      if (document !== undefined) {
        this.current = serverRemotesOf(document);
        this.version = version;
        this.stale = true;
      }
    }
    if (this.stale) {
      this.stale = false;
      this.assets.clear();
      this.register(this.current.map((remote) => ({ name: remote.name, entry: remote.serverEntry })));
      this.onChange();
    }
    return this.current;
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
