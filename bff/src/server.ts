import { randomUUID } from 'node:crypto';
import { healthV1 } from '@shop/contracts';
import { securityHeaders } from '@shop/contracts/security-headers';
import { createGrpcClient, createLogger, createMetricsRegistry, grpcClientMetrics, kafkaSasl, sanitizeRequestId, trpcMetrics, type Logger, type Registry } from '@shop/service-kit';
import Fastify, { LogController, type FastifyInstance, type RawServerDefault } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appRouter, peerServices, productionRouter, type ServiceClients } from '@shop/api';
import { closeServiceClients, createServiceClients } from './clients/index.js';
import type { BffConfig } from './config.js';
import { contextFactory, visitorKeyer } from './context.js';
import { drainableConnections } from './connection-drain.js';
import { cacheHeaders } from './http-caching.js';
import { limitTrpcRequests, MAX_UPLOAD_BODY_BYTES } from './request-limits.js';
import { SessionCache } from './session-cache.js';
import { SessionRevocations } from './session-revocations.js';
import { serveTrpc } from './trpc-http.js';

export interface BffServer {
  /** What `GET /metrics` serves. */
  registry: Registry;
  server: FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, Logger>;
  /** Listens on the configured host and port; resolves to the bound URL. */
  start(): Promise<string>;
  /** Stops taking requests, lets in-flight ones finish, closes the service channels. */
  stop(): Promise<void>;
}

const SERVING = healthV1.HealthCheckResponse_ServingStatus.SERVING;

export function createServer(config: BffConfig, options: { logger?: Logger; clients?: ServiceClients } = {}): BffServer {
  const logger = options.logger ?? createLogger({ service: 'bff', level: config.LOG_LEVEL });
  const registry = createMetricsRegistry();
  const clients = options.clients ?? createServiceClients(config, grpcClientMetrics(registry));
  const sessions = new SessionCache(async (token) => {
    const { userId, roles } = await clients.identity.call.authenticate({ token });
    return { userId, roles };
  }, {
    ttlMs: config.SESSION_CACHE_TTL_MS,
    maxEntries: 50_000,
  });
  const healthChecks = peerServices.map((name) => ({
    name,
    client: createGrpcClient(healthV1.HealthService, config.grpcUrls[name], { defaultDeadlineMs: 1_000 }),
  }));
  const revocations = new SessionRevocations({
    brokers: config.KAFKA_BROKERS,
    replicationFactor: config.KAFKA_REPLICATION_FACTOR,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    sasl: kafkaSasl(config),
    logger: logger.child({ component: 'session-revocations' }),
    onRevoked: (userId) => sessions.forgetUser(userId),
    registry,
  });
  let draining = false;

  const server = Fastify({
    loggerInstance: logger,
    // Per-request access logs belong to the ingress; ours log failures with the request id.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (building one with the redaction rules was a visible share of
    // each call): our own failure logs carry the request id themselves.
    childLoggerFactory: (logger) => logger,
    // Batched calls put several procedure names in the path.
    routerOptions: { maxParamLength: 5_000 },
    requestIdHeader: false,
    // Hop 0 is the socket peer: trusting the first N hops takes the shopper's IP from X-Forwarded-For.
    trustProxy: (_address, hop) => hop < config.TRUST_PROXY_HOPS,
    genReqId: (req) => sanitizeRequestId(req.headers['x-request-id']) ?? randomUUID(),
    bodyLimit: MAX_UPLOAD_BODY_BYTES,
  });

  const connections = drainableConnections(server.server);
  // In the cluster the BFF answers browsers itself (the ingress adds nothing): the shop's security
  // headers on every answer, HSTS in production, where TLS ends at the ingress.
  const headers = securityHeaders(config.NODE_ENV === 'production');
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.headers(headers);
  });

  limitTrpcRequests(server);
  serveTrpc(server, {
    prefix: '/trpc',
    router: config.NODE_ENV === 'production' ? productionRouter : appRouter,
    createContext: contextFactory(clients, sessions, trpcMetrics(registry), visitorKeyer(config.SERVICE_IDENTITY_KEY.privateKey), config.MEDIA_PUBLIC_URL),
    responseMeta: cacheHeaders,
    onError({ error, path, ctx }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        logger.error({ err: error.cause ?? error, path, requestId: ctx?.requestId }, 'procedure failed');
      }
    },
  });

  server.get('/healthz', async () => ({ status: 'ok' }));
  // The ingress routes only /trpc here, so /metrics is reachable in the cluster, not from outside.
  server.get('/metrics', async (_request, reply) => reply.type(registry.contentType).send(await registry.metrics()));
  server.get('/readyz', async (_request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    const results = await Promise.all(
      healthChecks.map(async ({ name, client }) => {
        const serving = await client.call
          .check({ service: '' })
          .then((r) => r.status === SERVING)
          .catch(() => false);
        return [name, serving] as const;
      }),
    );
    const ready = results.every(([, serving]) => serving);
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', services: Object.fromEntries(results) });
  });

  return {
    registry,
    server,
    async start() {
      await revocations.start();
      return server.listen({ host: config.HOST, port: config.PORT });
    },
    async stop() {
      draining = true;
      // New requests get 503 from here on; the ones in flight are answered, then every connection ends.
      const closed = server.close();
      await connections.closeWhenAnswered();
      await closed;
      await revocations.stop();
      closeServiceClients(clients);
      for (const { client } of healthChecks) client.close();
    },
  };
}
