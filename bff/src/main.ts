import { createLogger, runUntilSignal, startTracing } from '@shop/service-kit';
import { loadConfig } from './config.js';
import { createServer } from './server.js';

const config = loadConfig();
const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });
const tracing = startTracing({ serviceName: 'bff', endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT, sampleRatio: config.OTEL_TRACES_SAMPLER_ARG });

await runUntilSignal({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  start: async () => {
    const bff = createServer(config, { logger });
    const url = await bff.start();
    logger.info({ url }, 'BFF listening');
    return {
      async stop() {
        await bff.stop();
        await tracing?.shutdown();
      },
    };
  },
});
