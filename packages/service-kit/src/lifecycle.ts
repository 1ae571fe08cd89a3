import type { Logger } from './logger.js';

export interface Stoppable {
  stop(): Promise<void>;
}

/**
 * Runs a process until SIGTERM/SIGINT, then stops it within the timeout (forcing exit after).
 * A second signal exits at once.
 */
export async function runUntilSignal(options: {
  logger: Logger;
  timeoutMs: number;
  start: () => Promise<Stoppable>;
}): Promise<void> {
  const { logger } = options;
  process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled rejection'));
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });

  let running: Stoppable;
  try {
    running = await options.start();
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal; exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, options.timeoutMs);
    force.unref();
    running.stop().then(
      () => {
        logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
