import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { ServiceClients } from './clients/index.js';
import { resolveLocale, type Locale } from './i18n/messages.js';

export interface Context {
  lang: Locale;
  /** The stored session token, empty when the visitor has none. */
  token: string;
  requestId: string;
  clients: ServiceClients;
}

export function contextFactory(clients: ServiceClients) {
  return ({ req }: CreateFastifyContextOptions): Context => {
    const authorization = req.headers.authorization ?? '';
    return {
      lang: resolveLocale(req.headers.lang),
      token: authorization.replace(/^Bearer\s+/i, '').trim(),
      requestId: req.id,
      clients,
    };
  };
}
