// Sorts failed API calls into what the UI does about them: send the user to sign in, show the
// server's message, or show a generic failure. Duck-typed so it needs no tRPC import and also
// works on errors that crossed a module-federation boundary (where instanceof fails).

export type ErrorClass = { kind: 'unauthorized' } | { kind: 'server'; message: string } | { kind: 'unknown' };

/** tRPC's JSON-RPC number for UNAUTHORIZED, used when an error formatter leaves out `data`. */
const JSON_RPC_UNAUTHORIZED = -32001;
const HTTP_UNAUTHORIZED = 401;

function asObject(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/**
 * 'unauthorized' when the server answered with tRPC code UNAUTHORIZED (or its HTTP/JSON-RPC
 * equivalents 401 / -32001); 'server' for any other answer the server gave, with its message;
 * 'unknown' for everything else: network failures, responses that were not tRPC (proxy pages,
 * "Unable to transform response from server", "Badly formatted response from server") and plain errors.
 */
export function classifyError(error: unknown): ErrorClass {
  const err = asObject(error);
  if (!err) return { kind: 'unknown' };
  // TRPCClientError sets `shape` to the server's error envelope and `data` to `shape.data`;
  // both are undefined when no tRPC answer arrived.
  const shape = asObject(err['shape']);
  const data = asObject(err['data']) ?? asObject(shape?.['data']);
  const code = typeof data?.['code'] === 'string' ? data['code'] : undefined;
  const httpStatus = typeof data?.['httpStatus'] === 'number' ? data['httpStatus'] : undefined;
  const rpcCode = typeof shape?.['code'] === 'number' ? shape['code'] : undefined;

  if (code === undefined && httpStatus === undefined && rpcCode === undefined) return { kind: 'unknown' };
  if (code === 'UNAUTHORIZED' || (code === undefined && (httpStatus === HTTP_UNAUTHORIZED || rpcCode === JSON_RPC_UNAUTHORIZED))) {
    return { kind: 'unauthorized' };
  }
  const message =
    typeof err['message'] === 'string' && err['message'] !== ''
      ? err['message']
      : typeof shape?.['message'] === 'string'
        ? shape['message']
        : '';
  return { kind: 'server', message };
}
