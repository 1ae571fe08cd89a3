import { Server, ServerCredentials, status, type ServerUnaryCall, type sendUnaryData, type UntypedServiceImplementation } from '@grpc/grpc-js';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, runWithRequestContext, sanitizeRequestId } from '../context.js';
import { randomUUID } from 'node:crypto';
import { AppError } from '../errors.js';
import type { Logger } from '../logger.js';
import { HealthService } from './health.js';
import { serviceNameOf, type ServiceDefinitionOf, type UnaryHandlers } from './types.js';

export interface GrpcServiceBinding {
  definition: ServiceDefinitionOf;
  implementation: UnaryHandlers<ServiceDefinitionOf>;
}

/** Pairs a generated definition with its handlers, checking that every method is implemented. */
export function bindService<D extends ServiceDefinitionOf>(definition: D, implementation: UnaryHandlers<D>): GrpcServiceBinding {
  return { definition, implementation: implementation as UnaryHandlers<ServiceDefinitionOf> };
}

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
  logger: Logger;
}): Promise<GrpcServer> {
  const server = new Server({ 'grpc.max_receive_message_length': 4 * 1024 * 1024 });
  const health = new HealthService();
  server.addService(health.definition, health.implementation());

  for (const { definition, implementation } of options.services) {
    server.addService(definition, adaptHandlers(definition, implementation, options.logger));
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

function adaptHandlers(
  definition: ServiceDefinitionOf,
  handlers: UnaryHandlers<ServiceDefinitionOf>,
  logger: Logger,
): UntypedServiceImplementation {
  const adapted: UntypedServiceImplementation = {};
  for (const [method, spec] of Object.entries(definition)) {
    const handler = handlers[method];
    if (!handler) throw new Error(`${spec.path} has no handler`);
    adapted[method] = (call: ServerUnaryCall<unknown, unknown>, callback: sendUnaryData<unknown>) => {
      const requestId = sanitizeRequestId(call.metadata.get(REQUEST_ID_HEADER)[0]) ?? randomUUID();
      runWithRequestContext({ requestId }, () => {
        const started = performance.now();
        const idempotencyKey = sanitizeRequestId(call.metadata.get(IDEMPOTENCY_KEY_HEADER)[0]);
        const caller = { service: 'unverified', roles: [] };
        handler(call.request, { metadata: call.metadata, requestId, caller, idempotencyKey, cancelled: () => call.cancelled }).then(
          (response) => {
            logger.debug({ rpc: spec.path, ms: Math.round(performance.now() - started) }, 'rpc ok');
            callback(null, response);
          },
          (error: unknown) => {
            if (error instanceof AppError) {
              logger.info({ rpc: spec.path, grpcStatus: error.code, reason: error.reason }, 'rpc rejected');
              callback(error.toServiceError());
            } else {
              logger.error({ rpc: spec.path, err: error }, 'rpc failed');
              callback({ code: status.INTERNAL, details: 'internal error' });
            }
          },
        );
      });
    };
  }
  return adapted;
}
