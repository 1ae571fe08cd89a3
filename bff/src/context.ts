import { createHash, createHmac, randomUUID, type KeyObject } from 'node:crypto';
import { resolveLocale, type Context, type ServiceClients, type Sessions } from '@shop/api';
import { CommandKeys, sanitizeIdempotencyKey, type CallMetrics } from '@shop/service-kit';
import type { FastifyRequest } from 'fastify';
import { procedureObserver } from './telemetry.js';

/** The browser's key for one user intent; a retry of the intent sends the same one. */
export const IDEMPOTENCY_KEY_HTTP_HEADER = 'idempotency-key';

/**
 * An anonymous visitor's opaque key: an HMAC of the client's address under a secret every replica
 * derives from the BFF's own identity key, so services count "one visitor" alike on every replica
 * and never see the address.
 */
export function visitorKeyer(identityKey: KeyObject): (clientIp: string) => string {
  const secret = createHash('sha256').update('visitor-key\n').update(identityKey.export({ format: 'der', type: 'pkcs8' })).digest();
  return (clientIp) => createHmac('sha256', secret).update(clientIp).digest('base64url');
}

export function contextFactory(clients: ServiceClients, sessions: Sessions, procedureMetrics: CallMetrics, visitorKeyOf: (clientIp: string) => string, mediaPublicUrl: string) {
  const mediaBase = mediaPublicUrl.replace(/\/+$/, '');
  const mediaUrl = (key: string) => `${mediaBase}/${key}`;
  return (req: FastifyRequest): Context => {
    const authorization = req.headers.authorization ?? '';
    const header = req.headers[IDEMPOTENCY_KEY_HTTP_HEADER];
    const idempotencyKey = header === undefined ? randomUUID() : sanitizeIdempotencyKey(header);
    return {
      lang: resolveLocale(req.headers.lang),
      token: authorization.replace(/^Bearer\s+/i, '').trim(),
      requestId: req.id,
      clientIp: req.ip,
      visitorKey: () => visitorKeyOf(req.ip),
      clients,
      mediaUrl,
      sessions,
      commandKeys: new CommandKeys(idempotencyKey ?? randomUUID()),
      idempotencyKeyInvalid: idempotencyKey === undefined,
      observe: procedureObserver(procedureMetrics, req.headers),
    };
  };
}
