import { credentials, makeGenericClientConstructor, Metadata, type ServiceError } from '@grpc/grpc-js';
import { currentRequestContext, currentRequestId, IDEMPOTENCY_KEY_HEADER, nextCommandKey, REQUEST_ID_HEADER } from '../context.js';
import { fromServiceError, isServiceError } from '../errors.js';
import { AssertionSigner, CALLER_ASSERTION_HEADER, type SigningKey } from '../identity/caller-assertion.js';
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
}

export interface GrpcClient<D extends ServiceDefinitionOf> {
  call: PromiseClient<D>;
  close(): void;
}

/**
 * A promise-based client: every call carries a deadline, the current request id and a caller
 * assertion signed for the request context's user; commands also carry their idempotency key.
 * Errors come back as AppError with the peer's code and reason.
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
  });
  const defaultDeadlineMs = options.defaultDeadlineMs ?? 3_000;
  const signer = options.identity ? new AssertionSigner(options.identity.key, options.identity.audience) : undefined;
  const readSet = new Set<string>(reads);

  const call = {} as Record<string, (request: unknown, callOptions?: CallOptions) => Promise<unknown>>;
  for (const method of Object.keys(definition)) {
    type UnaryInvoke = (request: unknown, metadata: Metadata, options: { deadline: number }, callback: (error: ServiceError | null, response: unknown) => void) => void;
    const invoke = (client as unknown as Record<string, UnaryInvoke>)[method]!.bind(client);
    call[method] = (request, callOptions) =>
      new Promise((resolve, reject) => {
        const metadata = new Metadata();
        metadata.set(REQUEST_ID_HEADER, currentRequestId());
        if (signer) metadata.set(CALLER_ASSERTION_HEADER, signer.assertionFor(currentRequestContext()?.user, Date.now()));
        if (!readSet.has(method)) metadata.set(IDEMPOTENCY_KEY_HEADER, nextCommandKey());
        for (const [name, value] of Object.entries(callOptions?.metadata ?? {})) metadata.set(name, value);
        const deadline = Date.now() + (callOptions?.deadlineMs ?? defaultDeadlineMs);
        invoke(request, metadata, { deadline }, (error: ServiceError | null, response: unknown) => {
          if (error) reject(isServiceError(error) ? fromServiceError(error) : error);
          else resolve(response);
        });
      });
  }
  return { call: call as PromiseClient<D>, close: () => client.close() };
}
