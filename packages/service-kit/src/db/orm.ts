import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntitySchema, type Options } from '@mikro-orm/postgresql';
import type { MigrationObject } from '@mikro-orm/core';
import pg from 'pg';
import type { Logger } from '../logger.js';
import { traceQueries } from '../telemetry/db-spans.js';
import { kitMigrations } from './kit-migrations.js';
import { IdempotencyRecord } from './idempotency-entity.js';
import { WorkflowRun } from '../workflows/run-entity.js';
import { DeadLetter, InboxEntry } from './inbox-entities.js';
import { OutboxMessage } from './outbox-entity.js';

export type Orm = MikroORM;

export interface DatabaseOptions {
  url: string;
  /** The service's own schema; only this service touches it. */
  schema: string;
  entities: EntitySchema[];
  migrations: MigrationObject[];
  logger: Logger;
  poolMax?: number;
}

/** Opens the ORM on the service's schema and brings that schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Orm> {
  await migrate(options);
  return MikroORM.init(ormOptions(options));
}

function ormOptions(options: DatabaseOptions): Options {
  return {
    clientUrl: options.url,
    // The service schema is every connection's search_path, so raw SQL names its tables unqualified.
    driverOptions: { options: `-c search_path=${options.schema}` },
    logger: (message) => options.logger.debug({ component: 'orm' }, message),
    onCreateConnection: (connection) => traceQueries(connection, options.schema),
    schema: options.schema,
    entities: [OutboxMessage, InboxEntry, DeadLetter, IdempotencyRecord, WorkflowRun, ...options.entities],
    extensions: [Migrator],
    pool: { min: 0, max: options.poolMax ?? 10 },
    migrations: {
      migrationsList: [...kitMigrations, ...options.migrations],
      schema: options.schema,
      tableName: 'schema_migrations',
      snapshot: false,
      snapshotOnMigrate: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
    debug: false,
  };
}

/**
 * Applies pending migrations under an advisory lock, so replicas starting together (or the
 * chart's migration Job racing a pod) never run the same migration twice.
 */
export async function migrate(options: DatabaseOptions): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: options.url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock(hashtext($1))', [`migrate:${options.schema}`]);
    await lockClient.query(`create schema if not exists "${options.schema.replace(/"/g, '')}"`);
    const orm = await MikroORM.init({ ...ormOptions(options), pool: { min: 0, max: 1 } });
    try {
      const applied = await orm.migrator.up();
      for (const migration of applied) options.logger.info({ migration: migration.name }, 'migration applied');
      return applied.map((m) => m.name);
    } finally {
      await orm.close(true);
    }
  } finally {
    await lockClient.end();
  }
}
