import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { ServiceClients } from './clients/index.js';
import { resolveLocale, type Locale } from './i18n/messages.js';
import type { SessionCache } from './session-cache.js';

export interface Context {
  lang: Locale;
  /** The stored session token, empty when the visitor has none. */
  token: string;
  requestId: string;
  /** The shopper's address (through trusted proxies), for the services' per-IP limits. */
  clientIp: string;
  clients: ServiceClients;
  sessions: SessionCache;
  /**
   * The request id of one service mutation. Each call of a batch gets its own; a retry of the
   * same HTTP request with the same x-request-id gets the same ones, so services drop the repeat.
   */
  operationId(): string;
}

export function contextFactory(clients: ServiceClients, sessions: SessionCache) {
  return ({ req }: CreateFastifyContextOptions): Context => {
    const authorization = req.headers.authorization ?? '';
    let operations = 0;
    return {
      lang: resolveLocale(req.headers.lang),
      token: authorization.replace(/^Bearer\s+/i, '').trim(),
      requestId: req.id,
      clientIp: req.ip,
      clients,
      sessions,
      operationId: () => `mutation-${operations++}-${req.id.slice(0, 100)}`,
    };
  };
}
