import { pino, type Logger } from 'pino';
import { currentRequestContext } from './context.js';

export type { Logger };

/** JSON logs; every line written inside a request carries its request id. */
export function createLogger(options: { service: string; level?: string }): Logger {
  return pino({
    name: options.service,
    level: options.level ?? 'info',
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const ctx = currentRequestContext();
      return ctx ? { requestId: ctx.requestId } : {};
    },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'code', '*.code'],
      censor: '[redacted]',
    },
  });
}
