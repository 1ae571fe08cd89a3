import type { messagesV1 } from '@shop/contracts';
import type { AccessPolicy, ServiceAccess } from '@shop/service-kit';

/**
 * Nobody yet: name each deployable that calls (`bff`, `order`, …) and add this service to its
 * `peers` in packages/deployables, whose test holds the two together.
 */
const nobodyYet: AccessPolicy = { callers: [], user: 'optional' };

export const messagesAccess: ServiceAccess<typeof messagesV1.MessagesServiceService> = {
  addNote: nobodyYet,
  listNotes: nobodyYet,
};
