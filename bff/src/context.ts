import { randomUUID } from 'node:crypto';
import { CommandKeys, sanitizeIdempotencyKey } from '@shop/service-kit';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { ServiceClients } from './clients/index.js';
import { resolveLocale, type Locale } from './i18n/messages.js';
import type { SessionCache } from './session-cache.js';

/** The browser's key for one user intent; a retry of the intent sends the same one. */
export const IDEMPOTENCY_KEY_HTTP_HEADER = 'idempotency-key';

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
   * The idempotency keys of this request's service commands: `<idempotency-key>:<n>` for the n-th
   * command, so a retried intent repeats them and services drop the repeat. Without the header
   * (a client that sends none) the base is fresh, so nothing is taken for a repeat.
   */
  commandKeys: CommandKeys;
  /** The request's `idempotency-key` header is present but not a plain 8–100 character key. */
  idempotencyKeyInvalid: boolean;
}

export function contextFactory(clients: ServiceClients, sessions: SessionCache) {
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
    };
  };
}
