import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentRequestContext } from './context.js';
import { currentTraceId } from './telemetry/tracing.js';

export type { Logger };

/**
 * Fields that carry credentials or one-time codes, wherever they appear in a logged object
 * (top level, a request, a request's headers). `code` is always a verification code here:
 * statuses are logged as `grpcStatus` / `httpStatus`, never as `code`.
 */
const secretFields = ['password', 'oldPassword', 'newPassword', 'confirmPassword', 'code', 'token', 'authorization', 'cookie'];
const redactedPaths = secretFields.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

/** JSON logs; every line written inside a request carries its request id, and its trace id when tracing is on. */
/** `destination` replaces stdout (tests read the lines back). */
export function createLogger(options: { service: string; level?: string; destination?: DestinationStream }): Logger {
  const settings: LoggerOptions = {
    name: options.service,
    level: options.level ?? 'info',
    base: { service: options.service },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const ctx = currentRequestContext();
      const traceId = currentTraceId();
      return { ...(ctx ? { requestId: ctx.requestId } : {}), ...(traceId ? { traceId } : {}) };
    },
    redact: { paths: redactedPaths, censor: '[redacted]' },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
