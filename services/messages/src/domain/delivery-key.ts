import type { Channel } from './kinds.js';

/** What a delivery answers: an event another service published, or identity's request for a code. */
export type DeliverySource = { eventId: string } | { codeRequestId: string };

/**
 * The idempotency key of a delivery: one per (event or code request, recipient, channel), so a
 * redelivered event or a retried request never sends twice, while the SMS fallback of a WhatsApp
 * code is a delivery of its own. Parts are URI-encoded, so no id can imitate another's key.
 */
export function deliveryKey(source: DeliverySource, recipientId: string, channel: Channel): string {
  const origin = 'eventId' in source ? `event:${encodeURIComponent(source.eventId)}` : `code:${encodeURIComponent(source.codeRequestId)}`;
  return `${origin}:${encodeURIComponent(recipientId)}:${channel}`;
}
