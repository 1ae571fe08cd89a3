import { migrate } from './db/orm.js';
import { runUntilSignal } from './lifecycle.js';
import { createLogger, type Logger } from './logger.js';
import { startService, type ServiceSpec } from './service.js';
import { startTracing } from './telemetry/tracing.js';

/**
 * A service's process entry: `node dist/main.js` serves until a signal; `node dist/main.js migrate`
 * (the chart's migration Job) applies pending migrations and exits. Traces are exported when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export async function serviceMain<C extends ServiceSpec['config'] & { LOG_LEVEL: string }>(options: {
  name: string;
  config: C;
  spec: (config: C, logger: Logger) => ServiceSpec;
  argv?: string[];
}): Promise<void> {
  const logger = createLogger({ service: options.name, level: options.config.LOG_LEVEL });
  const spec = options.spec(options.config, logger);
  if ((options.argv ?? process.argv)[2] === 'migrate') {
    await migrate({
      url: spec.config.DATABASE_URL,
      schema: spec.config.DATABASE_SCHEMA ?? spec.name,
      entities: spec.entities,
      migrations: spec.migrations,
      logger,
    });
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
