import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent } from '@shop/service-kit';

/** Every session of the user ended (a password changed or reset): the BFF drops what it cached of them. */
export function publishSessionsRevoked(em: EntityManager, userId: string): void {
  recordEvent(em, 'identity.sessions.revoked.v1', userId, { userId });
}
