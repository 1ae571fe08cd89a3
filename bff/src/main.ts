import { createLogger, runUntilSignal } from '@shop/service-kit';
import { loadConfig } from './config.js';
import { createServer } from './server.js';

const config = loadConfig();
const logger = createLogger({ service: 'bff', level: config.LOG_LEVEL });

await runUntilSignal({
  logger,
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  start: async () => {
    const bff = createServer(config, { logger });
    const url = await bff.start();
    logger.info({ url }, 'BFF listening');
    return bff;
  },
});
