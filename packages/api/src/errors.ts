import { AppError, CALLER_DENIED, CALLER_REJECTED, type ErrorCode } from '@shop/service-kit';
import { TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY, type TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { isMessageKey, translate, type Locale, type MessageKey } from './i18n/messages.js';

const trpcCodeOf: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_ARGUMENT: 'BAD_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  ALREADY_EXISTS: 'CONFLICT',
  ABORTED: 'CONFLICT',
  PERMISSION_DENIED: 'FORBIDDEN',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  RESOURCE_EXHAUSTED: 'TOO_MANY_REQUESTS',
  FAILED_PRECONDITION: 'PRECONDITION_FAILED',
  DEADLINE_EXCEEDED: 'TIMEOUT',
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
};

/** A service's failure as the tRPC error the client sees; the AppError rides along as cause. */
export function toTRPCError(error: AppError): TRPCError {
  // A service refusing the BFF itself (keys, access declarations) is our fault, not the shopper's:
  // an internal error, never UNAUTHORIZED, which would sign the shopper out.
  const cause = error.reason === CALLER_REJECTED || error.reason === CALLER_DENIED ? new AppError('INTERNAL', error.reason, error.message) : error;
  return new TRPCError({ code: trpcCodeOf[cause.code], message: cause.reason, cause });
}

export interface ClientError {
  message: string;
  /** Stable machine reason for clients that branch on it. */
  reason: string;
  /** The input field a validation message is about, for forms that mark it. */
  field?: string;
}

/**
 * What the client is told, translated. Internal failures say only "Unknown error": the details
 * stay in the log, next to the request id.
 */
export function describeError(error: TRPCError, locale: Locale, path: string | undefined): ClientError {
  const cause = error.cause;
  if (cause instanceof AppError && cause.code !== 'INTERNAL') {
    const key: MessageKey = isMessageKey(cause.reason) ? cause.reason : (`code.${error.code}` as MessageKey);
    return { message: translate(key, locale, cause.params), reason: cause.reason, ...(cause.params.field ? { field: cause.params.field } : {}) };
  }
  if (error.code === 'BAD_REQUEST' && cause instanceof ZodError) {
    // Form rules carry a message key as their message: the first one is what the form shows.
    const ruled = cause.issues.find((issue) => isMessageKey(issue.message));
    if (ruled) return { message: translate(ruled.message as MessageKey, locale), reason: ruled.message, field: ruled.path.join('.') };
    const fields = [...new Set(cause.issues.map((issue) => issue.path.join('.') || 'input'))].join(', ');
    return { message: translate('invalid_input', locale, { fields }), reason: 'invalid_input' };
  }
  if (error.code === 'NOT_FOUND' && !cause && /^No "\w+"-procedure on path|^No procedure found on path/.test(error.message)) {
    return { message: translate('no_such_procedure', locale, { path: path ?? '' }), reason: 'no_such_procedure' };
  }
  const fallback = `code.${error.code}`;
  return {
    message: translate(isMessageKey(fallback) ? fallback : 'code.INTERNAL_SERVER_ERROR', locale),
    reason: error.code.toLowerCase(),
  };
}

/**
 * A tRPC error response for a request refused before tRPC sees it (too many calls, too large),
 * shaped like the errorFormatter's so clients read message and reason the same way.
 */
export function refusedRequestBody(code: TRPC_ERROR_CODE_KEY, httpStatus: number, refusal: ClientError): { error: ReturnType<typeof superjson.serialize> } {
  return {
    error: superjson.serialize({
      code: TRPC_ERROR_CODES_BY_KEY[code],
      message: refusal.message,
      data: { code, httpStatus, reason: refusal.reason },
    }),
  };
}

/**
 * A service call whose refusal for `reason` is an answer here, not a failure to toast ("not yet a
 * merchant", a seller that is suspended): undefined then; every other failure goes on.
 */
export async function unlessRefused<T>(reason: string, call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof AppError && error.reason === reason) return undefined;
    throw error;
  }
}
