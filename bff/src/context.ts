import { randomUUID } from 'node:crypto';
import { resolveLocale, type Context, type ServiceClients, type Sessions } from '@shop/api';
import { CommandKeys, sanitizeIdempotencyKey, type CallMetrics } from '@shop/service-kit';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { procedureObserver } from './telemetry.js';

/** The browser's key for one user intent; a retry of the intent sends the same one. */
export const IDEMPOTENCY_KEY_HTTP_HEADER = 'idempotency-key';

export function contextFactory(clients: ServiceClients, sessions: Sessions, procedureMetrics: CallMetrics) {
  return ({ req }: CreateFastifyContextOptions): Context => {
    const authorization = req.headers.authorization ?? '';
    const header = req.headers[IDEMPOTENCY_KEY_HTTP_HEADER];
    const idempotencyKey = header === undefined ? randomUUID() : sanitizeIdempotencyKey(header);
    return {
      lang: resolveLocale(req.headers.lang),
      token: authorization.replace(/^Bearer\s+/i, '').trim(),
      requestId: req.id,
      clientIp: req.ip,
      clients,
      sessions,
      commandKeys: new CommandKeys(idempotencyKey ?? randomUUID()),
      idempotencyKeyInvalid: idempotencyKey === undefined,
      observe: procedureObserver(procedureMetrics, req.headers),
    };
  };
}
