import { migrate, openDatabase, type Orm } from './db/orm.js';
import { runUntilSignal } from './lifecycle.js';
import { createLogger, type Logger } from './logger.js';
import { startService, type ServiceSpec } from './service.js';
import { startTracing } from './telemetry/tracing.js';

/**
 * A service's process entry: `node dist/main.js` serves until a signal; `node dist/main.js migrate`
 * (the chart's migration Job) applies pending migrations and exits; `node dist/main.js <command>
 * [args…]` runs one of the spec's `commands` on the migrated database and exits (1 when it fails,
 * 2 for a command the service does not have). Traces are exported when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set.
 */
export async function serviceMain<C extends ServiceSpec['config'] & { LOG_LEVEL: string }>(options: {
  name: string;
  config: C;
  spec: (config: C, logger: Logger) => ServiceSpec;
  argv?: string[];
}): Promise<void> {
  const logger = createLogger({ service: options.name, level: options.config.LOG_LEVEL });
  const spec = options.spec(options.config, logger);
  const [command, ...args] = (options.argv ?? process.argv).slice(2);
  const database = {
    url: spec.config.DATABASE_URL,
    schema: spec.config.DATABASE_SCHEMA ?? spec.name,
    entities: spec.entities,
    migrations: spec.migrations,
    logger,
  };
  if (command === 'migrate') {
    await migrate(database);
    return;
  }
  if (command !== undefined) {
    process.exitCode = await runCommand(spec, command, args, () => openDatabase(database));
    return;
  }
  const tracing = startTracing({ serviceName: options.name, endpoint: spec.config.OTEL_EXPORTER_OTLP_ENDPOINT, sampleRatio: spec.config.OTEL_TRACES_SAMPLER_ARG });
  await runUntilSignal({
    logger,
    timeoutMs: spec.config.SHUTDOWN_TIMEOUT_MS,
    start: async () => {
      const service = await startService(spec);
      return {
        async stop() {
          await service.stop();
          await tracing?.shutdown();
        },
      };
    },
  });
}

async function runCommand(spec: ServiceSpec, name: string, args: readonly string[], open: () => Promise<Orm>): Promise<number> {
  const command = spec.commands?.[name];
  if (!command) {
    process.stderr.write(`${spec.name} has no command ${name}; it has: ${['migrate', ...Object.keys(spec.commands ?? {})].join(', ')}\n`);
    return 2;
  }
  const orm = await open();
  try {
    process.stdout.write(`${await command(orm, args)}\n`);
    return 0;
  } catch (error) {
    spec.logger.debug({ err: error }, `${name} failed`);
    process.stderr.write(`${name}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await orm.close(true);
  }
}
