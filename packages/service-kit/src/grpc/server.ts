import type { Metadata} from '@grpc/grpc-js';
import { Server, ServerCredentials, status, type ServerUnaryCall, type sendUnaryData, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { CommandKeys, IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, runWithRequestContext, sanitizeRequestId } from '../context.js';
import { randomUUID } from 'node:crypto';
import { commonReasons } from '@shop/contracts';
import { AppError, errorCodes } from '../errors.js';
import type { CallMetrics } from '../telemetry/metrics.js';
import { extractTraceContext, inSpan, markFailed, SpanKind } from '../telemetry/tracing.js';
import { checkAccess, type ServiceAccess } from '../identity/access.js';
import { AssertionRejected, AssertionVerifier, CALLER_ASSERTION_HEADER, type TrustedKeys, type VerifiedAssertion } from '../identity/caller-assertion.js';
import type { Logger } from '../logger.js';
import { HealthService } from './health.js';
import { serviceNameOf, type ServiceDefinitionOf, type UnaryHandlers } from './types.js';

export interface GrpcServiceBinding {
  definition: ServiceDefinitionOf;
  implementation: UnaryHandlers<ServiceDefinitionOf>;
  access: ServiceAccess<ServiceDefinitionOf>;
}

/**
 * Pairs a generated definition with its handlers and who may call each method; both must cover
 * every method.
 */
export function bindService<D extends ServiceDefinitionOf>(definition: D, implementation: UnaryHandlers<D>, access: ServiceAccess<D>): GrpcServiceBinding {
  return { definition, implementation: implementation as UnaryHandlers<ServiceDefinitionOf>, access };
}

/** How a server checks its callers: assertions must be for `audience`, signed by a trusted key. */
export interface CallerVerification {
  audience: string;
  trusted: TrustedKeys;
}

/** The reasons a call is refused before its handler runs (callers map them to their own errors). */
export const CALLER_REJECTED = 'caller_unauthenticated';
export const CALLER_DENIED = 'caller_not_allowed';

export interface GrpcServer {
  /** The bound port (useful when 0 asked for any free port). */
  port: number;
  health: HealthService;
  /** Stops accepting calls, lets in-flight ones finish within the timeout, then forces. */
  stop(timeoutMs: number): Promise<void>;
}

export async function startGrpcServer(options: {
  host: string;
  port: number;
  services: GrpcServiceBinding[];
  callers: CallerVerification;
  logger: Logger;
  /** Where each call's duration and failures are counted (`grpc_server_handling_*`). */
  metrics?: CallMetrics;
}): Promise<GrpcServer> {
  // No channelz: it is never served here, and its bookkeeping is a cost on every call.
  const server = new Server({ 'grpc.max_receive_message_length': 4 * 1024 * 1024, 'grpc.enable_channelz': 0 });
  const health = new HealthService();
  const verifier = new AssertionVerifier(options.callers.trusted, options.callers.audience);
  server.addService(health.definition, health.implementation());

  for (const binding of options.services) {
    const { definition } = binding;
    server.addService(undeserialisedRequests(definition), adaptHandlers(binding, verifier, options.logger, options.metrics));
    health.set(serviceNameOf(definition), true);
  }
  health.set('', true);

  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${options.host}:${options.port}`, ServerCredentials.createInsecure(), (error, boundPort) =>
      error ? reject(error) : resolve(boundPort),
    );
  });

  return {
    port,
    health,
    async stop(timeoutMs) {
      health.setAll(false);
      health.endWatches();
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => {
          server.forceShutdown();
          resolve();
        }, timeoutMs);
        server.tryShutdown(() => {
          clearTimeout(force);
          resolve();
        });
      });
    },
  };
}

/**
 * The same service whose requests arrive as raw bytes: they are decoded only once the caller is
 * verified and allowed, so an unauthenticated peer never reaches the protobuf decoder.
 */
function undeserialisedRequests(definition: ServiceDefinitionOf): ServiceDefinitionOf {
  return Object.fromEntries(Object.entries(definition).map(([method, spec]) => [method, { ...spec, requestDeserialize: (bytes: Buffer) => bytes }]));
}

function adaptHandlers(
  { definition, implementation: handlers, access }: GrpcServiceBinding,
  verifier: AssertionVerifier,
  logger: Logger,
  metrics: CallMetrics | undefined,
): UntypedServiceImplementation {
  const adapted: UntypedServiceImplementation = {};
  const serviceName = serviceNameOf(definition);
  for (const [method, spec] of Object.entries(definition)) {
    const handler = handlers[method];
    const policy = access[method];
    if (!handler) throw new Error(`${spec.path} has no handler`);
    if (!policy) throw new Error(`${spec.path} declares no access policy`);
    const rpc = spec.path.slice(1);
    const attributes = { 'rpc.system': 'grpc', 'rpc.service': serviceName, 'rpc.method': method };

    /** Verifies, decodes and runs one call; refusals are thrown as AppError. */
    const handle = async (call: ServerUnaryCall<Buffer, unknown>): Promise<unknown> => {
      let verified: VerifiedAssertion;
      try {
        const assertion = call.metadata.get(CALLER_ASSERTION_HEADER)[0];
        if (typeof assertion !== 'string') throw new AssertionRejected('malformed');
        verified = verifier.verify(assertion, Date.now());
      } catch (error) {
        const rejection = error instanceof AssertionRejected ? error.rejection : 'malformed';
        logger.warn({ rpc: spec.path, rejection, peer: call.getPeer() }, 'caller assertion rejected');
        throw new AppError('UNAUTHENTICATED', CALLER_REJECTED, 'caller assertion missing or invalid');
      }
      const { caller } = verified;
      const denial = checkAccess(policy, caller);
      if (denial) {
        logger.warn({ rpc: spec.path, caller: caller.service, denial }, 'caller not allowed');
        throw new AppError('PERMISSION_DENIED', CALLER_DENIED, `${caller.service} may not call ${spec.path}: ${denial}`);
      }
      let request: unknown;
      try {
        request = spec.requestDeserialize(call.request);
      } catch {
        throw new AppError('INVALID_ARGUMENT', 'invalid_request', 'the request could not be decoded');
      }
      const nulAt = fieldWithNul(request, '');
      if (nulAt !== undefined) throw new AppError('INVALID_ARGUMENT', commonReasons.invalidCharacters, `NUL in ${nulAt || 'the request'}`, nulAt ? { field: nulAt } : {});
      const requestId = sanitizeRequestId(call.metadata.get(REQUEST_ID_HEADER)[0]) ?? randomUUID();
      const user = caller.userId ? { id: caller.userId, roles: caller.roles } : undefined;
      const idempotencyKey = sanitizeRequestId(call.metadata.get(IDEMPOTENCY_KEY_HEADER)[0]);
      // Commands this handler sends on derive their keys from its own, so a retry repeats them too.
      const commandKeys = idempotencyKey ? new CommandKeys(idempotencyKey) : undefined;
      return runWithRequestContext({ requestId, user, commandKeys }, () =>
        handler(request, { metadata: call.metadata, requestId, caller, idempotencyKey, cancelled: () => call.cancelled }),
      );
    };

    adapted[method] = (call: ServerUnaryCall<Buffer, unknown>, callback: sendUnaryData<unknown>) => {
      const started = performance.now();
      const parent = extractTraceContext(call.metadata, metadataText);
      void inSpan(rpc, { kind: SpanKind.SERVER, parent, attributes }, async (span) => {
        try {
          const response = await handle(call);
          metrics?.observe(rpc, started);
          logger.debug({ rpc: spec.path, ms: Math.round(performance.now() - started) }, 'rpc ok');
          callback(null, response);
        } catch (error) {
          if (error instanceof AppError) {
            // A refusal is the caller's problem: counted by code, but the span stays OK.
            metrics?.observe(rpc, started, error.code);
            span.setAttribute('rpc.grpc.status_code', errorCodes[error.code]);
            logger.info({ rpc: spec.path, grpcStatus: error.code, reason: error.reason }, 'rpc rejected');
            callback(error.toServiceError());
          } else {
            metrics?.observe(rpc, started, 'INTERNAL');
            span.setAttribute('rpc.grpc.status_code', status.INTERNAL);
            markFailed(span, error);
            logger.error({ rpc: spec.path, err: error }, 'rpc failed');
            callback({ code: status.INTERNAL, details: 'internal error' });
          }
        }
      });
    };
  }
  return adapted;
}

/**
 * The first string field (or map key) of a decoded request holding NUL, by path ('' for the request itself).
 * Protobuf carries NUL in a string, but no Postgres text column takes it: refused here, a caller
 * that forgot to check gets INVALID_ARGUMENT rather than an internal error halfway through.
 */
function fieldWithNul(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value) || value instanceof Date) return undefined;
  for (const [key, field] of Object.entries(value)) {
    const path = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key;
    const found = key.includes('\u0000') ? path : fieldWithNul(field, path);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A metadata entry as text (binary `-bin` entries are not trace context). */
function metadataText(metadata: Metadata, key: string): string | undefined {
  const value = metadata.get(key)[0];
  return typeof value === 'string' ? value : undefined;
}
