import { credentials, makeGenericClientConstructor, Metadata, type ServiceError } from '@grpc/grpc-js';
import { currentRequestContext, currentRequestId, IDEMPOTENCY_KEY_HEADER, nextCommandKey, REQUEST_ID_HEADER } from '../context.js';
import { AppError, fromServiceError, isServiceError } from '../errors.js';
import { AssertionSigner, CALLER_ASSERTION_HEADER, type SigningKey } from '../identity/caller-assertion.js';
import { inSpan, injectTraceContext, SpanKind } from '../telemetry/tracing.js';
import type { CallMetrics } from '../telemetry/metrics.js';
import { serviceNameOf, type CallOptions, type PromiseClient, type ServiceDefinitionOf } from './types.js';

export interface GrpcClientOptions<D extends ServiceDefinitionOf> {
  /** Applied to every call that does not set its own. */
  defaultDeadlineMs?: number;
  /**
   * Side-effect-free methods; only these are retried (on UNAVAILABLE) by the channel. Every other
   * method is a command and carries an idempotency key from the request context.
   */
  idempotentReads?: readonly (keyof D & string)[];
  /**
   * Signs each call's caller assertion: this deployable's key and the target service's name.
   * Only a client of the open grpc.health.v1 goes without.
   */
  identity?: { key: SigningKey; audience: string };
  /** Where each call's duration and failures are counted (`grpc_client_handling_*`). */
  metrics?: CallMetrics;
}

export interface GrpcClient<D extends ServiceDefinitionOf> {
  call: PromiseClient<D>;
  close(): void;
}

/**
 * A promise-based client: every call carries a deadline, the current request id and a caller
 * assertion signed for the request context's user and the trace context; commands also carry
 * their idempotency key. Each call is a CLIENT span and is counted in `options.metrics`. Errors come back as AppError with the peer's code and reason.
 */
export function createGrpcClient<D extends ServiceDefinitionOf>(
  definition: D,
  address: string,
  options: GrpcClientOptions<D> = {},
): GrpcClient<D> {
  const serviceName = serviceNameOf(definition);
  const reads = options.idempotentReads ?? [];
  const serviceConfig = {
    loadBalancingConfig: [{ round_robin: {} }],
    methodConfig:
      reads.length === 0
        ? []
        : [
            {
              name: reads.map((method) => ({ service: serviceName, method: definition[method]!.path.split('/')[2] })),
              retryPolicy: {
                maxAttempts: 3,
                initialBackoff: '0.05s',
                maxBackoff: '0.5s',
                backoffMultiplier: 2,
                retryableStatusCodes: ['UNAVAILABLE'],
              },
            },
          ],
  };
  const Client = makeGenericClientConstructor(definition, serviceName);
  const client = new Client(address, credentials.createInsecure(), {
    'grpc.service_config': JSON.stringify(serviceConfig),
    'grpc.keepalive_time_ms': 30_000,
    // Channelz (grpc's own introspection service) is never served here: its per-call bookkeeping is skipped.
    'grpc.enable_channelz': 0,
  });
  const defaultDeadlineMs = options.defaultDeadlineMs ?? 3_000;
  const signer = options.identity ? new AssertionSigner(options.identity.key, options.identity.audience) : undefined;
  const readSet = new Set<string>(reads);

  const call = {} as Record<string, (request: unknown, callOptions?: CallOptions) => Promise<unknown>>;
  for (const method of Object.keys(definition)) {
    type UnaryInvoke = (request: unknown, metadata: Metadata, options: { deadline: number }, callback: (error: ServiceError | null, response: unknown) => void) => void;
    const invoke = (client as unknown as Record<string, UnaryInvoke>)[method]!.bind(client);
    const rpc = definition[method]!.path.slice(1);
    const attributes = { 'rpc.system': 'grpc', 'rpc.service': serviceName, 'rpc.method': method };
    call[method] = (request, callOptions) =>
      inSpan(rpc, { kind: SpanKind.CLIENT, attributes }, (span) => {
        const started = performance.now();
        return new Promise((resolve, reject) => {
          const metadata = new Metadata();
          metadata.set(REQUEST_ID_HEADER, currentRequestId());
          injectTraceContext(metadata, setMetadata);
          if (signer) metadata.set(CALLER_ASSERTION_HEADER, signer.assertionFor(currentRequestContext()?.user, Date.now()));
          if (!readSet.has(method)) metadata.set(IDEMPOTENCY_KEY_HEADER, nextCommandKey());
          for (const [name, value] of Object.entries(callOptions?.metadata ?? {})) metadata.set(name, value);
          const deadline = Date.now() + (callOptions?.deadlineMs ?? defaultDeadlineMs);
          invoke(request, metadata, { deadline }, (error: ServiceError | null, response: unknown) => {
            if (error) {
              const failure = isServiceError(error) ? fromServiceError(error) : error;
              const code = failure instanceof AppError ? failure.code : 'INTERNAL';
              options.metrics?.observe(rpc, started, code);
              span.setAttribute('rpc.grpc.status_code', error.code);
              reject(failure);
            } else {
              options.metrics?.observe(rpc, started);
              resolve(response);
            }
          });
        });
      });
  }
  return { call: call as PromiseClient<D>, close: () => client.close() };
}

const setMetadata = (metadata: Metadata, key: string, value: string) => metadata.set(key, value);
