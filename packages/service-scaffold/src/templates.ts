/**
 * The files of a new service, in the shape every service has (docs/adding-new-microservice.md):
 * a sketch that builds, migrates, serves gRPC with its health check and passes its tests, for the
 * team to replace with its own model. Its one table keeps notes; nobody may call it until its
 * callers are in its access table and it is among their peers in the manifest.
 */

/** The names a service is known by, all derived from its name (`stock`). */
export interface ServiceNames {
  /** `stock`: folder, schema, Kubernetes Service, event prefix. */
  name: string;
  /** `Stock`: the proto service is `StockService`. */
  pascal: string;
  /** `STOCK`: callers read `STOCK_GRPC_URL`. */
  upper: string;
}

export function serviceNames(name: string): ServiceNames {
  return { name, pascal: name[0]!.toUpperCase() + name.slice(1), upper: name.toUpperCase() };
}

/** The versions of the dependencies every service shares, as an existing service's package has them. */
export type DependencyVersions = Record<string, string>;

/** Runtime and test dependencies of the sketch (its versions come from an existing service). */
const sketchDependencies = ['@mikro-orm/core', '@mikro-orm/migrations', '@mikro-orm/postgresql', '@shop/contracts', '@shop/service-kit', 'zod'] as const;
const sketchDevDependencies = ['@grpc/grpc-js', '@shop/jest-runner', '@shop/test-kit'] as const;

/** Relative path (from the repository root) -> content. */
export function serviceFiles({ name, pascal }: ServiceNames, versions: DependencyVersions, migrationStamp: string): Record<string, string> {
  const dir = `services/${name}`;
  const migration = `Migration${migrationStamp}${pascal}`;
  const pick = (names: readonly string[]) => Object.fromEntries(names.map((dependency) => [dependency, versions[dependency] ?? '*']));
  const packageJson = {
    name: `@shop/${name}`,
    version: '0.1.0',
    private: true,
    type: 'module',
    main: './dist/main.js',
    scripts: { build: 'tsc -p tsconfig.build.json', typecheck: 'tsc -p tsconfig.json --noEmit', lint: 'eslint src test', test: 'shop-jest', 'test:unit': 'shop-jest --tier=unit', 'test:integration': 'shop-jest --tier=integration', start: 'node dist/main.js' },
    dependencies: pick(sketchDependencies),
    devDependencies: pick(sketchDevDependencies),
    exports: {
      '.': { types: './dist/service.d.ts', default: './dist/service.js' },
      './config': { types: './dist/config.d.ts', default: './dist/config.js' },
    },
  };
  const tsconfig = (rootDir: string, include: string) => `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": { "rootDir": "${rootDir}", "outDir": "dist" },
  "include": [${include}]
}
`;

  return {
    [`proto/${name}/v1/${name}.proto`]: `syntax = "proto3";

package shop.${name}.v1;

// What the ${name} service owns. A sketch to replace: it keeps notes.
service ${pascal}Service {
  // Stores a note; a retry with the same idempotency key answers the first one.
  rpc AddNote(AddNoteRequest) returns (AddNoteResponse);
  // Every note, newest first.
  rpc ListNotes(ListNotesRequest) returns (ListNotesResponse);
}

message Note {
  int64 id = 1;
  string text = 2;
  // ISO-8601.
  string created_at = 3;
}

message AddNoteRequest {
  // Trimmed, runs of white space made one space, cut at 200 characters.
  string text = 1;
}

message AddNoteResponse {
  Note note = 1;
}

message ListNotesRequest {}

message ListNotesResponse {
  repeated Note notes = 1;
}
`,
    [`${dir}/package.json`]: `${JSON.stringify(packageJson, null, 2)}\n`,
    [`${dir}/tsconfig.json`]: tsconfig('.', '"src", "test"'),
    [`${dir}/tsconfig.build.json`]: tsconfig('src', '"src"'),
    [`${dir}/README.md`]: `# @shop/${name} — what it owns

A gRPC service (\`proto/${name}/v1/${name}.proto\`) on its own Postgres schema (\`${name}\` by
default). \`src/service.ts\` wires it; \`src/main.ts\` serves until SIGTERM, and
\`node dist/main.js migrate\` only applies the migrations.

## What it owns

| table | what |
| --- | --- |
| \`note\` | the sketch's notes: replace them with the service's own tables |

Plus service-kit's \`outbox\`, \`inbox\`, \`dead_letter\`, \`idempotency_record\` and
\`schema_migrations\`. Its rules are plain functions in \`src/domain/\`.

## gRPC methods and who may call them

\`src/grpc/access.ts\` declares who may call each method; a caller is named there and lists this
service among its \`peers\` in \`packages/deployables\`.

| method | caller | user |
| --- | --- | --- |
| \`AddNote\`, \`ListNotes\` | nobody yet | optional |

## Events

It publishes none (\`src/events/publish/\`) and consumes none (\`src/events/consume/subscriptions.ts\`).

## Configuration

The shared settings of every service (\`DATABASE_URL\`, \`KAFKA_BROKERS\`, \`GRPC_PORT\`,
\`SERVICE_IDENTITY_KEY\`, … in the root README), and \`DATABASE_SCHEMA\` (default \`${name}\`).

## Running and testing it alone

\`\`\`sh
npx turbo run build --filter=@shop/${name}...
npm test -w @shop/${name}        # unit tests; integration tests with real Postgres and broker
\`\`\`
`,
    [`${dir}/src/main.ts`]: `import { serviceMain } from '@shop/service-kit';
import { loadConfig } from './config.js';
import { ${name}Spec, SERVICE_NAME } from './service.js';

await serviceMain({ name: SERVICE_NAME, config: loadConfig(), spec: ${name}Spec });
`,
    [`${dir}/src/config.ts`]: `import { baseConfigSchema, parseConfig } from '@shop/service-kit';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).default('${name}'),
});

export type ${pascal}Config = z.infer<typeof configSchema>;

/** The only reader of the environment in this service. */
export function loadConfig(env: Record<string, string | undefined> = process.env): ${pascal}Config {
  return parseConfig(configSchema, env);
}
`,
    [`${dir}/src/service.ts`]: `import { createLogger, createUseCaseRunner, type Clock, type ServiceSpec } from '@shop/service-kit';
import type { ${pascal}Config } from './config.js';
import { entities } from './db/entities.js';
import { migrations } from './db/migrations/index.js';
import { subscriptions } from './events/consume/subscriptions.js';
import { ${name}GrpcService } from './grpc/${name}-service.js';

export const SERVICE_NAME = '${name}';

/** What the ${name} service owns. \`clock\` lets tests move time. */
export function ${name}Spec(
  config: ${pascal}Config,
  logger = createLogger({ service: SERVICE_NAME, level: config.LOG_LEVEL }),
  { clock = () => new Date() }: { clock?: Clock } = {},
): ServiceSpec {
  return {
    name: SERVICE_NAME,
    config,
    logger,
    entities,
    migrations,
    grpc: (orm) => [${name}GrpcService(createUseCaseRunner(orm, clock))],
    subscriptions: () => subscriptions(),
  };
}
`,
    [`${dir}/src/domain/note-text.ts`]: `/** The longest note kept; longer text is cut. */
export const NOTE_TEXT_MAX = 200;

/** A note's text as stored: trimmed, runs of white space made one space, at most NOTE_TEXT_MAX characters. */
export function tidyNoteText(text: string): string {
  return text.trim().replace(/\\s+/g, ' ').slice(0, NOTE_TEXT_MAX);
}
`,
    [`${dir}/src/application/add-note.ts`]: `import { defineCommand } from '@shop/service-kit';
import type { NoteRecord } from '../db/entities.js';
import { insertNote } from '../db/note-repository.js';
import { tidyNoteText } from '../domain/note-text.js';

/** Stores a note; the runner answers a retried intent from its idempotency key. */
export const addNote = defineCommand('AddNote', async ({ em, now }, request: { text: string }): Promise<NoteRecord> => {
  const text = tidyNoteText(request.text);
  return { id: await insertNote(em, text, now), text, createdAt: now };
});
`,
    [`${dir}/src/application/list-notes.ts`]: `import { defineQuery } from '@shop/service-kit';
import type { NoteRecord } from '../db/entities.js';
import { newestNotes } from '../db/note-repository.js';

/** Every note, newest first. */
export const listNotes = defineQuery('ListNotes', ({ em }): Promise<NoteRecord[]> => newestNotes(em));
`,
    [`${dir}/src/grpc/access.ts`]: `import type { ${name}V1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/**
 * Nobody yet: name each deployable that calls (\`bff\`, \`order\`, …) and add this service to its
 * \`peers\` in packages/deployables, whose test holds the two together.
 */
const nobodyYet: AccessPolicy = { callers: [], user: 'optional' };

export const ${name}Access: ServiceAccess<typeof ${name}V1.${pascal}ServiceService> = {
  addNote: nobodyYet,
  listNotes: nobodyYet,
};
`,
    [`${dir}/src/grpc/${name}-service.ts`]: `import { ${name}V1 } from '@shop/contracts';
import { bindService, serve, type GrpcServiceBinding, type UseCaseRunner } from '@shop/service-kit';
import { addNote } from '../application/add-note.js';
import { listNotes } from '../application/list-notes.js';
import type { NoteRecord } from '../db/entities.js';
import { ${name}Access } from './access.js';

const toProtoNote = (note: NoteRecord): ${name}V1.Note => ({ id: note.id, text: note.text, createdAt: note.createdAt.toISOString() });

export function ${name}GrpcService(useCases: UseCaseRunner): GrpcServiceBinding {
  const handle = serve(useCases);
  return bindService(
    ${name}V1.${pascal}ServiceService,
    {
      addNote: handle(addNote, (note) => ({ note: toProtoNote(note) })),
      listNotes: handle(listNotes, (notes) => ({ notes: notes.map(toProtoNote) })),
    },
    ${name}Access,
  );
}
`,
    [`${dir}/src/events/consume/subscriptions.ts`]: `import type { EventHandlers } from '@shop/service-kit';

/** Every event this service consumes, in one place: none yet (list them in the manifest too). */
export function subscriptions(): EventHandlers {
  return {};
}
`,
    [`${dir}/src/db/entities.ts`]: `import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A note: the sketch's one table. */
export const Note = defineEntity({
  name: 'Note',
  tableName: 'note',
  properties: {
    id: p.bigint('number').primary(),
    text: p.string(),
    createdAt: p.datetime(),
  },
});

export type NoteRecord = InferEntity<typeof Note>;

export const entities = [Note];
`,
    [`${dir}/src/db/note-repository.ts`]: `import type { EntityManager } from '@mikro-orm/postgresql';
import { Note, type NoteRecord } from './entities.js';

export function insertNote(em: EntityManager, text: string, now: Date): Promise<number> {
  return em.insert(Note, { text, createdAt: now });
}

export function newestNotes(em: EntityManager): Promise<NoteRecord[]> {
  return em.find(Note, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}
`,
    [`${dir}/src/db/migrations/index.ts`]: `import { migrationList } from '@shop/service-kit';
import { ${migration} } from './${migration}.js';

/** Every migration, oldest first; add new ones at the end. */
export const migrations = migrationList(${migration});
`,
    [`${dir}/src/db/migrations/${migration}.ts`]: `import { Migration } from '@mikro-orm/migrations';

export class ${migration} extends Migration {
  override up(): void {
    this.addSql(\`
      create table note (
        id bigserial primary key,
        text varchar(200) not null,
        created_at timestamptz(3) not null
      )\`);
  }
}
`,
    [`${dir}/test/unit/note-text.test.ts`]: `import { describe, expect, it } from '@jest/globals';
import { NOTE_TEXT_MAX, tidyNoteText } from '../../src/domain/note-text.js';

describe('a note text', () => {
  it('is trimmed, with runs of white space made one space', () => {
    expect(tidyNoteText('  two\\t\\n words  ')).toBe('two words');
  });

  it('is cut at its longest', () => {
    expect(tidyNoteText('x'.repeat(NOTE_TEXT_MAX + 1))).toHaveLength(NOTE_TEXT_MAX);
  });
});
`,
    [`${dir}/test/integration/service.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { credentials } from '@grpc/grpc-js';
import { healthV1, ${name}V1 } from '@shop/contracts';
import { createGrpcClient, createLogger, parseSigningKey, signingKeyOf, startService, type RunningService } from '@shop/service-kit';
import { dropSchema, testDatabaseUrl, testServiceEnv, testServiceKeyEnv, uniqueSchema } from '@shop/test-kit';
import { loadConfig } from '../../src/config.js';
import { ${name}Spec } from '../../src/service.js';

const schema = uniqueSchema('${name}');
let service: RunningService;
let address: string;

beforeAll(async () => {
  const config = loadConfig({ ...testServiceEnv(), ...testServiceKeyEnv('${name}'), DATABASE_SCHEMA: schema, GRPC_HOST: '127.0.0.1', GRPC_PORT: '0', SERVICE_ROLES: 'api' });
  service = await startService(${name}Spec(config, createLogger({ service: '${name}', level: process.env.LOG_LEVEL ?? 'silent' })));
  address = \`127.0.0.1:\${service.grpc!.port}\`;
});

afterAll(async () => {
  await service.stop();
  await dropSchema(testDatabaseUrl(), schema);
});

describe('the ${name} service', () => {
  it('serves its health check, its tables migrated', async () => {
    const health = new healthV1.HealthClient(address, credentials.createInsecure());
    const status = await new Promise<string | undefined>((resolve, reject) =>
      health.check({ service: '' }, (error, answer) => {
        health.close();
        if (error) reject(error);
        else resolve(answer?.status);
      }),
    );
    expect(status).toBe(healthV1.HealthCheckResponse_ServingStatus.SERVING);
    expect(await service.orm.em.fork().execute('select count(*)::int as notes from note')).toEqual([{ notes: 0 }]);
  });

  it('refuses a caller its access table does not name', async () => {
    const key = signingKeyOf('bff', parseSigningKey(testServiceKeyEnv('bff').SERVICE_IDENTITY_KEY));
    const client = createGrpcClient(${name}V1.${pascal}ServiceService, address, { identity: { key, audience: '${name}' } });
    try {
      await expect(client.call.listNotes({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
    } finally {
      client.close();
    }
  });
});
`,
  };
}

/**
 * The block of \`services:\` in helm/shop/values.yaml: the defaults fit a service that keeps no
 * files and calls nothing outside. Its peers are the manifest entry's (none), written out so that
 * the place to add one is in sight: the NetworkPolicies follow them.
 */
export function chartValuesBlock({ name }: ServiceNames): string {
  return `  # Dockerfile: WORKSPACE=services/${name} PACKAGE=@shop/${name}
  ${name}:
    enabled: true
    image:
      repository: shop/${name}
    # The gRPC services it calls: its peers in packages/deployables/src/manifest.ts.
    peers: []
`;
}

/** Its entry in the manifest (packages/deployables/src/manifest.ts). */
export function manifestEntry({ name }: ServiceNames): string {
  return `  {
    name: '${name}',
    kind: 'grpc',
    workspace: 'services/${name}',
    port: GRPC_PORT,
    peers: [],
    publishes: [],
    consumes: [],
  },
`;
}
