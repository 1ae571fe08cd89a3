import { Metadata, status, type ServiceError } from '@grpc/grpc-js';

/** gRPC status names this platform uses, with their numeric codes. */
export const errorCodes = {
  INVALID_ARGUMENT: status.INVALID_ARGUMENT,
  NOT_FOUND: status.NOT_FOUND,
  ALREADY_EXISTS: status.ALREADY_EXISTS,
  PERMISSION_DENIED: status.PERMISSION_DENIED,
  UNAUTHENTICATED: status.UNAUTHENTICATED,
  RESOURCE_EXHAUSTED: status.RESOURCE_EXHAUSTED,
  FAILED_PRECONDITION: status.FAILED_PRECONDITION,
  ABORTED: status.ABORTED,
  DEADLINE_EXCEEDED: status.DEADLINE_EXCEEDED,
  UNAVAILABLE: status.UNAVAILABLE,
  INTERNAL: status.INTERNAL,
} as const;

export type ErrorCode = keyof typeof errorCodes;

const REASON_KEY = 'x-error-reason';
const PARAMS_KEY = 'x-error-params';

/**
 * A failure a caller can act on: a gRPC status plus a stable machine `reason`
 * (e.g. `product_not_found`) that the BFF turns into a translated message.
 * `params` are safe values for that message; never secrets or internals.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    readonly reason: string,
    message?: string,
    readonly params: Record<string, string> = {},
  ) {
    super(message ?? reason);
  }

  toServiceError(): Partial<ServiceError> {
    const metadata = new Metadata();
    metadata.set(REASON_KEY, this.reason);
    if (Object.keys(this.params).length > 0) metadata.set(PARAMS_KEY, JSON.stringify(this.params));
    return { code: errorCodes[this.code], details: this.message, metadata };
  }
}

const codeNames = new Map<number, ErrorCode>(
  Object.entries(errorCodes).map(([name, code]) => [code, name as ErrorCode]),
);

/** Rebuilds the AppError a peer raised from the gRPC error it sent. */
export function fromServiceError(error: ServiceError): AppError {
  const code = codeNames.get(error.code) ?? 'INTERNAL';
  const reason = String(error.metadata?.get(REASON_KEY)[0] ?? code.toLowerCase());
  let params: Record<string, string> = {};
  const rawParams = error.metadata?.get(PARAMS_KEY)[0];
  if (typeof rawParams === 'string') {
    try {
      params = JSON.parse(rawParams) as Record<string, string>;
    } catch {
      params = {};
    }
  }
  return new AppError(code, reason, error.details || reason, params);
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof Error && typeof (error as Partial<ServiceError>).code === 'number' && 'metadata' in error;
}
